// Sales: invoices. SPEC.md sections 3 "Invoice", 4 "Invoice", 5 (invoicing), 9 (serial capacity).
import { AMSTERDAM_TIME_ZONE } from './amsterdam-time';
import { INVOICE_PAYMENT_TERM_MAX_DAYS, PRICE_MAX_CENTS } from './sales';
import { rules, validateFields, type FieldFailure, type Rule } from './validation';
import { ZERO_RATE_CATEGORIES, vatCategoryOf } from './einvoice';
import { hasThreeDecimals, orderTotals } from './order';

export const INVOICE_STATUSES = ['DRAFT', 'PENDING', 'CLOSED'] as const;
export const PAYMENT_METHODS = ['CASH', 'CREDIT', 'DIRECT_DEBIT'] as const;
export const INVOICE_LINES_MAX = 200;
/** Dates and the year boundary of invoice numbers follow Amsterdam. */
export const INVOICE_TIME_ZONE = AMSTERDAM_TIME_ZONE;

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** An invoice's amounts in cents: its totals, and what is paid, credited and still open (the settlement's). */
export const INVOICE_AMOUNT_FIELDS = ['subtotal', 'taxTotal', 'total', 'paid', 'credited', 'openAmount'] as const;
/**
 * Set only by the invoice's own steps (draft totals, finalise, payments, credit notes, mailing, files):
 * a request that sends one is refused (400 server_owned). A credit note is made by its action, so
 * `creditOf` and `creditNotes` are among them.
 */
export const INVOICE_SERVER_OWNED = [
  'kind',
  'serial',
  'status',
  'creditOf',
  'creditNotes',
  'taxes',
  ...INVOICE_AMOUNT_FIELDS,
  'exchange',
  'currency',
  'dueDate',
  'finalizedAt',
  'closedDate',
  'paymentLink',
  'paymentStatus',
  'directDebitStatus',
  'lastReminderAt',
  'remindersSent',
  'pdfHash',
  'snapshot',
  'history',
  'refundDue',
] as const;

/** E-mail addresses separated by commas, semicolons or new lines, trimmed, empty entries left out. */
export const emailList = (value: unknown): string[] =>
  value == null
    ? []
    : String(value)
        .split(/[\n,;]+/)
        .map((e) => e.trim())
        .filter(Boolean);

/** Where invoices go for a customer: its financial e-mail addresses, else its e-mail. */
export const billingEmails = (customer: { emailFinancial?: unknown; email?: unknown } | null | undefined) => {
  const financial = emailList(customer?.emailFinancial);
  return financial.length ? financial : emailList(customer?.email);
};

/** SPEC section 5: invoice recipients with duplicates and invalid entries flagged (the first of each). */
export const recipientsRule: Rule = (value) => {
  const list = emailList(value);
  const bad = list.find((e) => rules.email(e));
  if (bad) return { code: 'emails', params: { value: bad } };
  const seen = new Set<string>();
  const twice = list.find((e) => (seen.has(e.toLowerCase()) ? true : (seen.add(e.toLowerCase()), false)));
  return twice ? { code: 'duplicateEmail', params: { value: twice } } : null;
};

export const INVOICE_RULES: Record<string, Rule[]> = {
  description: [rules.maxLength(2000)],
  reference: [rules.maxLength(100)],
  comments: [rules.maxLength(2000)],
  recipients: [recipientsRule, rules.maxLength(2000)],
  invoiceDate: [rules.date],
  paymentTerm: [rules.integer, rules.minValue(0), rules.maxValue(INVOICE_PAYMENT_TERM_MAX_DAYS)],
  paymentMethod: [rules.oneOf(PAYMENT_METHODS)],
  reverseCharge: [rules.boolean],
  exemptionReason: [rules.maxLength(300)],
  deliveryDate: [rules.date],
  periodStart: [rules.date],
  periodEnd: [rules.date],
};

const threeDecimals: Rule = (v) =>
  v === undefined || v === null || v === '' || hasThreeDecimals(Number(v))
    ? null
    : { code: 'decimals', params: { max: 3 } };

export const INVOICE_LINE_RULES: Record<string, Rule[]> = {
  description: [rules.required, rules.maxLength(500)],
  // A negative unit price is a discount line (the invoice's total stays at 0 or above).
  unitPrice: [rules.required, rules.integer, rules.minValue(-PRICE_MAX_CENTS), rules.maxValue(PRICE_MAX_CENTS)],
  quantity: [rules.required, rules.numeric, rules.minValue(0.001), rules.maxValue(100_000), threeDecimals],
  taxPercentage: [rules.required, rules.numeric, rules.minValue(0), rules.maxValue(100)],
  vatCategory: [rules.oneOf(['S', ...ZERO_RATE_CATEGORIES])],
  periodStart: [rules.date],
  periodEnd: [rules.date],
};

/** A period is both dates or neither, the end not before the start. */
function periodFailures(row: Record<string, unknown>, prefix: (string | number)[]): FieldFailure[] {
  const start = row.periodStart || null;
  const end = row.periodEnd || null;
  if (!start && !end) return [];
  if (!start || !end) return [{ path: [...prefix, start ? 'periodEnd' : 'periodStart'], code: 'required' }];
  return String(end) < String(start) ? [{ path: [...prefix, 'periodEnd'], code: 'end_before_start' }] : [];
}

const blankRef = (v: unknown) =>
  v === undefined || v === null || v === '' || (typeof v === 'object' && Object.keys(v as object).length === 0);

/** Field rules of a draft and its lines; reverse charge needs the customer's VAT number. */
export function invoiceInputFailures(invoice: Record<string, unknown>): FieldFailure[] {
  const failures: FieldFailure[] = validateFields(invoice, INVOICE_RULES);
  const lines = Array.isArray(invoice.lines) ? invoice.lines : invoice.lines == null ? [] : null;
  if (lines === null) return [...failures, { path: ['lines'], code: 'list' }];
  if (lines.length > INVOICE_LINES_MAX)
    failures.push({ path: ['lines'], code: 'maxLines', params: { max: INVOICE_LINES_MAX } });
  const reverseCharge = invoice.reverseCharge === true;
  failures.push(...periodFailures(invoice, []));
  lines.slice(0, INVOICE_LINES_MAX).forEach((line, i) => {
    const row = (line ?? {}) as Record<string, unknown>;
    const own: FieldFailure[] = [...validateFields(row, INVOICE_LINE_RULES), ...periodFailures(row, [])];
    // A ground for 0 % belongs on a 0 % line; S on a line with a rate.
    if (!own.length && row.vatCategory && (row.vatCategory === 'S') !== Number(row.taxPercentage) > 0 && !reverseCharge)
      own.push({ path: ['vatCategory'], code: 'vatCategoryRate' });
    for (const f of own) failures.push({ ...f, path: ['lines', i, ...f.path] });
  });
  if (!failures.some((f) => f.path[0] === 'lines')) {
    const categories = new Set(
      lines.map((l: any) =>
        vatCategoryOf({ taxPercentage: Number(l.taxPercentage), vatCategory: l.vatCategory }, reverseCharge),
      ),
    );
    if (categories.has('E') && !String(invoice.exemptionReason ?? '').trim())
      failures.push({ path: ['exemptionReason'], code: 'exemptionReasonRequired' });
    // EN 16931 BR-O-11..14: an invoice outside the scope of VAT has no other categories.
    if (categories.has('O') && categories.size > 1) failures.push({ path: ['lines'], code: 'outsideScopeAlone' });
    const totals = orderTotals(
      lines.map((l: any) => ({
        quantity: Number(l.quantity),
        unitPrice: Number(l.unitPrice),
        taxPercentage: reverseCharge ? 0 : Number(l.taxPercentage),
      })),
    );
    if (totals.total < 0 || totals.taxes.some((t) => t.base < 0))
      failures.push({ path: ['lines'], code: 'negativeTotal' });
  }
  if (invoice.paymentMethod === 'DIRECT_DEBIT' && !invoice.customerIban)
    failures.push({ path: ['paymentMethod'], code: 'ibanForDirectDebit' });
  if (invoice.reverseCharge === true && !blankRef(invoice.customer) && !invoice.customerVat)
    failures.push({ path: ['reverseCharge'], code: 'reverseNeedsVat' });
  return failures;
}

/** A calendar day (YYYY-MM-DD) moved by `days`: due dates and reminder steps. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "DK000042" (one series), or "INT2026-0001" (a series per year: the year keeps the numbers of two years apart). */
export const invoiceNumber = (prefix: string | null | undefined, serial: number, length: number, year: number | null) =>
  `${prefix ?? ''}${year === null ? '' : `${year}-`}${String(serial).padStart(length, '0')}`;

/** SPEC section 5 "Email preview": the two messages, word for word. */
export const PREVIEW_EMAIL_MESSAGES = {
  previewRequired: 'Vul minimaal één e-mailadres en een onderwerp in.',
  previewAddresses: 'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
} as const;
export const PREVIEW_EMAIL_MAX_RECIPIENTS = 10;

/** The addresses of a preview e-mail: a list or comma-separated text, trimmed, empty parts dropped. */
export const previewAddressList = (to: unknown): string[] =>
  (Array.isArray(to) ? to : [to])
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : part == null ? [] : [String(part)]))
    .map((email) => email.trim())
    .filter(Boolean);

/**
 * A preview needs an address and a subject (`previewRequired`); every address well-formed (at most 255
 * characters) and at most `max` of them (`previewAddresses`). Invoices and engagement mail both ask this.
 */
export function previewEmailFailure(
  to: unknown,
  subject: unknown,
  max: number = PREVIEW_EMAIL_MAX_RECIPIENTS,
): keyof typeof PREVIEW_EMAIL_MESSAGES | null {
  const list = previewAddressList(to);
  if (!list.length || subject == null || !String(subject).trim()) return 'previewRequired';
  if (list.length > max || list.some((e) => rules.email(e) || e.length > 255)) return 'previewAddresses';
  return null;
}

/** Staff are warned once a channel's invoice numbers are this much used (SPEC section 9: the capacity). */
export const SERIAL_WARNING_RATIO = 0.9;
export type SerialUsage = { used: number; capacity: number; year: number | null; nearlyFull: boolean; full: boolean };
export const serialUsageOf = (used: number, capacity: number, year: number | null): SerialUsage => ({
  used,
  capacity,
  year,
  nearlyFull: used >= Math.ceil(capacity * SERIAL_WARNING_RATIO),
  full: used >= capacity,
});
