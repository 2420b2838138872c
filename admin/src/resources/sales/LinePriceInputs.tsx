import { NumberInput, useTranslate, type Validator } from 'react-admin';
import { MoneyInput } from '@/components/MoneyInput';

// The price inputs every order and invoice line has, each checked by the caller's line rules.

interface LineInputProps {
  label: string;
  validate: Validator[];
  disabled?: boolean;
}

/**
 * The price per unit in the document's currency, typed in units and stored in cents; `help` adds the
 * document's own remark (a catalog key) to the currency hint.
 */
export const UnitPriceInput = ({ currency, help, ...props }: LineInputProps & { currency?: string; help?: string }) => {
  const translate = useTranslate();
  const hint = translate('app.orders.unit_price_help', { currency: currency ?? '' });
  return (
    <MoneyInput source="unitPrice" helperText={help ? `${hint}; ${translate(help)}` : hint} fullWidth {...props} />
  );
};

/** The VAT percentage of the line, 0 to 100. */
export const TaxPercentageInput = (props: LineInputProps) => (
  <NumberInput source="taxPercentage" min={0} max={100} fullWidth {...props} />
);
