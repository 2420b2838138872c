import Typography from '@mui/material/Typography';
import { INVOICE_LINE_RULES, ZERO_RATE_CATEGORIES, lineAmount } from '@newsroom/config';
import { DateInput, NumberInput, SelectInput, TextInput, useLocale, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checksOf } from '@/components/validators';
import { Row } from '@/resources/sales/FormGrid';
import { formatMoney } from '@/components/money';
import { TaxPercentageInput, UnitPriceInput } from '@/resources/sales/LinePriceInputs';

const checks = checksOf(INVOICE_LINE_RULES);
const label = (field: string) => `app.invoices.line.${field}`;
const categories = ZERO_RATE_CATEGORIES.map((id) => ({ id, name: `app.einvoice.categories.${id}` }));

/**
 * One invoice line: what (printed), the price per unit in the channel's currency (typed in units,
 * stored in cents; negative for a discount), how many (up to three decimals), the VAT percentage with
 * its ground when it is 0, the line's own service period, and the line's amount as the server computes it.
 */
export const InvoiceLineInputs = ({ currency }: { currency?: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { getSource } = useSourceContext();
  const [quantity, unitPrice, taxPercentage] = useWatch({
    name: [getSource('quantity'), getSource('unitPrice'), getSource('taxPercentage')],
  }) as [unknown, unknown, unknown];
  const known =
    quantity !== '' &&
    quantity != null &&
    unitPrice !== '' &&
    unitPrice != null &&
    Number.isFinite(Number(quantity) * Number(unitPrice));
  const amount = known ? lineAmount(Number(unitPrice), Number(quantity)) : 0;
  const zeroRate = taxPercentage !== '' && taxPercentage != null && Number(taxPercentage) === 0;
  return (
    <Row>
      <TextInput
        source="description"
        label={label('description')}
        validate={checks('description')}
        multiline
        fullWidth
      />
      <UnitPriceInput
        label={label('unitPrice')}
        validate={checks('unitPrice')}
        currency={currency}
        help="app.einvoice.unit_price_help"
      />
      <NumberInput
        source="quantity"
        label={label('quantity')}
        validate={checks('quantity')}
        min={0.001}
        step={0.001}
        helperText="app.einvoice.quantity_help"
        fullWidth
      />
      <TaxPercentageInput label={label('taxPercentage')} validate={checks('taxPercentage')} />
      {zeroRate && (
        <SelectInput
          source="vatCategory"
          label={label('vatCategory')}
          choices={categories}
          emptyText="app.einvoice.categories.Z"
          helperText="app.einvoice.category_help"
          fullWidth
        />
      )}
      <DateInput source="periodStart" label={label('periodStart')} validate={checks('periodStart')} fullWidth />
      <DateInput source="periodEnd" label={label('periodEnd')} validate={checks('periodEnd')} fullWidth />
      <Typography variant="body2" sx={{ alignSelf: 'center', mb: 2 }} data-testid="invoice-line-amount">
        {known ? translate('app.orders.line_amount', { amount: formatMoney(amount, currency, locale) }) : ''}
      </Typography>
    </Row>
  );
};
