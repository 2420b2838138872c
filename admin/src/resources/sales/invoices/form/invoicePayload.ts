import { validationKey } from '@/providers/validationMessages';
import { ADDRESSEE_FIELDS, hasAddressee } from './addressee';

const FIELDS = [
  'channel',
  'customer',
  'description',
  'invoiceDate',
  'paymentTerm',
  'reference',
  'comments',
  'recipients',
  'exemptionReason',
  'deliveryDate',
  'periodStart',
  'periodEnd',
];
type Values = Record<string, any>;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * The form's values (or a stored draft) as POST and PUT /api/invoices take them: empty fields as null,
 * the addressee only when something was typed in it, the lines without the server's `amount` and in
 * their places (so the server's `lines.N.*` errors land on the right line). The edit compares this of
 * the form with this of the stored draft, so only real changes are sent (areas.ts `updatable`).
 */
export const toInvoiceInput = (values: Values = {}): Values => {
  const data: Values = Object.fromEntries(FIELDS.map((field) => [field, blank(values[field]) ? null : values[field]]));
  data.paymentMethod = values.paymentMethod || 'CREDIT';
  data.reverseCharge = values.reverseCharge === true;
  const addressee = values.addressee as Values | null | undefined;
  data.addressee = hasAddressee(addressee)
    ? Object.fromEntries(
        ['id', ...ADDRESSEE_FIELDS].filter((f) => !blank(addressee?.[f])).map((f) => [f, addressee?.[f]]),
      )
    : null;
  data.lines = ((values.lines ?? []) as Values[]).map((line) => ({
    description: line?.description ?? '',
    unitPrice: line?.unitPrice ?? null,
    quantity: line?.quantity ?? null,
    taxPercentage: line?.taxPercentage ?? null,
    // The VAT ground only on a 0 % line, the period only when given (as the server stores them).
    ...(Number(line?.taxPercentage) === 0 && !blank(line?.vatCategory) ? { vatCategory: line.vatCategory } : {}),
    ...(!blank(line?.periodStart) || !blank(line?.periodEnd)
      ? { periodStart: line?.periodStart || null, periodEnd: line?.periodEnd || null }
      : {}),
  }));
  return data;
};

/** What finalising needs beyond a draft's rules: a customer and at least one line (the server checks the same). */
export const finalizeFailures = (values: Values): Array<[string, string]> => [
  ...(blank(values.customer) ? [['customer', validationKey('required')] as [string, string]] : []),
  ...(!Array.isArray(values.lines) || values.lines.length === 0
    ? [['lines', validationKey('atLeastOneInvoiceLine')] as [string, string]]
    : []),
];
