import Typography from '@mui/material/Typography';
import { INVOICE_LINE_RULES } from '@newsroom/config';
import { NumberInput, TextInput, useLocale, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checksOf } from '../../profiles/users/validators';
import { Row } from '../FormGrid';
import { centsToUnits, formatMoney, unitsToCents } from '../money';

const checks = checksOf(INVOICE_LINE_RULES);
const label = (field: string) => `app.invoices.line.${field}`;

/**
 * One invoice line: what (printed), the price per unit in the channel's currency (typed in units,
 * stored in cents), how many, the VAT percentage, and the line's amount as the server will compute it.
 */
export const InvoiceLineInputs = ({ currency }: { currency?: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { getSource } = useSourceContext();
  const [quantity, unitPrice] = useWatch({ name: [getSource('quantity'), getSource('unitPrice')] }) as [unknown, unknown];
  const amount = Number(quantity) * Number(unitPrice);
  const known = quantity !== '' && quantity != null && unitPrice !== '' && unitPrice != null && Number.isFinite(amount);
  return (
    <Row>
      <TextInput source="description" label={label('description')} validate={checks('description')} multiline fullWidth />
      <NumberInput
        source="unitPrice"
        label={label('unitPrice')}
        format={centsToUnits}
        parse={unitsToCents}
        validate={checks('unitPrice')}
        step={0.01}
        min={0}
        helperText={translate('app.orders.unit_price_help', { currency: currency ?? '' })}
        fullWidth
      />
      <NumberInput source="quantity" label={label('quantity')} validate={checks('quantity')} min={1} step={1} fullWidth />
      <NumberInput source="taxPercentage" label={label('taxPercentage')} validate={checks('taxPercentage')} min={0} max={100} fullWidth />
      <Typography variant="body2" sx={{ alignSelf: 'center', mb: 2 }} data-testid="invoice-line-amount">
        {known ? translate('app.orders.line_amount', { amount: formatMoney(amount, currency, locale) }) : ''}
      </Typography>
    </Row>
  );
};
