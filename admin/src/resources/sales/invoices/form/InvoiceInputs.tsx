import { INVOICE_RULES, PAYMENT_METHODS } from '@newsroom/config';
import { useMemo } from 'react';
import { BooleanInput, SelectInput, useTranslate } from 'react-admin';
import { validationKey } from '@/providers/validationMessages';
import { checksOf } from '@/components/validators';
import { checkedInputs } from '@/resources/sales/checkedInputs';
import { Row, Section } from '@/resources/sales/FormGrid';
import { AddresseeInputs } from '@/resources/sales/orders/AddresseeInputs';
import { InvoiceChannelInput } from './InvoiceChannelInput';
import { InvoiceCustomerInput } from './InvoiceCustomerInput';
import { InvoiceLinesInput } from './InvoiceLinesInput';
import { RecipientsInput } from './RecipientsInput';
import { useInvoiceChannel, useInvoiceCustomer } from './useInvoiceParties';

const checks = checksOf(INVOICE_RULES);
const Checked = checkedInputs(checks);
const methods = PAYMENT_METHODS.map((id) => ({ id, name: `app.invoices.payment_methods.${id}` }));
const failure = (code: string) => ({ message: validationKey(code), args: { _: code } });
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The customer's bank account and VAT number decide whether direct debit and reverse charge are possible. */
const useCustomerChecks = () => {
  const customer = useInvoiceCustomer();
  return useMemo(
    () => ({
      paymentMethod: (value: unknown) =>
        value === 'DIRECT_DEBIT' && customer && blank(customer.iban) ? failure('ibanForDirectDebit') : undefined,
      reverseCharge: (value: unknown) =>
        value === true && customer && blank(customer.vatin) ? failure('vatForReverseCharge') : undefined,
    }),
    [customer],
  );
};

/** Step 1: who gets the invoice, from which channel, at which address. */
export const PartiesInputs = () => (
  <>
    <Section title="app.invoices.sections.parties" />
    <Row>
      <InvoiceCustomerInput />
      <InvoiceChannelInput />
    </Row>
    <Section title="app.invoices.sections.addressee" />
    <AddresseeInputs />
  </>
);

/** Step 2: what is invoiced, with the live totals. */
export const LinesInputs = () => (
  <>
    <Section title="app.invoices.sections.lines" />
    <InvoiceLinesInput />
  </>
);

/** Step 3: date and payment, and the texts printed on (or kept with) the invoice. */
export const TermsInputs = () => {
  const translate = useTranslate();
  const channel = useInvoiceChannel();
  const customerChecks = useCustomerChecks();
  const term = channel?.invoiceDefaultPaymentTerm ?? 14;
  return (
    <>
      <Section title="app.invoices.sections.terms" />
      <Row>
        <Checked.Date source="invoiceDate" helperText="app.invoices.invoice_date_help" />
        <Checked.Number
          source="paymentTerm"
          min={0}
          step={1}
          placeholder={translate('app.invoices.payment_term_placeholder', { days: term })}
          helperText={translate('app.invoices.payment_term_help', { days: term })}
          InputLabelProps={{ shrink: true }}
        />
        <SelectInput
          source="paymentMethod"
          choices={methods}
          validate={[...checks('paymentMethod'), customerChecks.paymentMethod]}
          helperText="app.invoices.payment_method_help"
          fullWidth
        />
        <BooleanInput
          source="reverseCharge"
          validate={customerChecks.reverseCharge}
          helperText="app.invoices.reverse_charge_help"
        />
      </Row>
      <Row>
        <Checked.Date source="deliveryDate" helperText="app.einvoice.period_help" />
        <Checked.Text source="exemptionReason" helperText="app.einvoice.exemption_help" />
        <Checked.Date source="periodStart" />
        <Checked.Date source="periodEnd" />
      </Row>

      <Section title="app.invoices.sections.texts" />
      <Row>
        <Checked.Text source="reference" helperText="app.invoices.reference_help" />
        <RecipientsInput />
      </Row>
      <Checked.Text source="comments" multiline minRows={2} helperText="app.invoices.comments_help" />
      <Checked.Text source="description" multiline minRows={2} helperText="app.invoices.description_help" />
    </>
  );
};

/** The wizard's steps: their inputs and the fields they own (a failing field opens its step). */
export const INVOICE_STEPS = [
  { key: 'parties', Inputs: PartiesInputs, fields: ['customer', 'channel', 'addressee'] },
  { key: 'lines', Inputs: LinesInputs, fields: ['lines'] },
  {
    key: 'terms',
    Inputs: TermsInputs,
    fields: [
      'invoiceDate',
      'paymentTerm',
      'paymentMethod',
      'reverseCharge',
      'deliveryDate',
      'exemptionReason',
      'periodStart',
      'periodEnd',
      'reference',
      'recipients',
      'comments',
      'description',
    ],
  },
] as const;
