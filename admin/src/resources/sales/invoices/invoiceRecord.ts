import { amsterdamDay } from '@newsroom/config';

/** Reading one invoice brings its parties, the order, the invoice it corrects, its credit notes and the addressee. */
export const INVOICE_POPULATE = ['customer', 'channel', 'order', 'creditOf', 'creditNotes', 'addressee'];
export const INVOICE_LIST_POPULATE = ['customer', 'channel'];

export type InvoiceStatus = 'DRAFT' | 'PENDING' | 'CLOSED';
export type InvoiceRecord = Record<string, any>;
export type InvoiceLine = {
  description?: string;
  unitPrice: number;
  quantity: number;
  taxPercentage: number;
  amount?: number;
};
type Related = Record<string, any> | null | undefined;

/** The populated relations the data provider keeps under `expanded` (the record itself holds documentIds). */
export const invoiceExpanded = (record: InvoiceRecord | undefined) =>
  (record?.expanded ?? {}) as {
    customer?: Related;
    channel?: Related;
    order?: Related;
    creditOf?: Related;
    creditNotes?: Record<string, any>[] | null;
  };

export const isCreditNote = (record: InvoiceRecord | undefined) => record?.kind === 'CREDIT_NOTE';
export const isDraft = (record: InvoiceRecord | undefined) => record?.status === 'DRAFT';

/** Credit notes show their amounts as negative, whatever sign the server stores them with. */
export const signedAmount = (record: InvoiceRecord | undefined, cents: unknown): number | null => {
  if (cents === null || cents === undefined || cents === '') return null;
  const value = Number(cents);
  // Zero stays zero: "€ -0,00" means nothing to anyone.
  return isCreditNote(record) && value !== 0 ? -Math.abs(value) : value;
};

/** Today in Amsterdam (YYYY-MM-DD): invoice dates, due dates and ages are Amsterdam calendar days. */
export const amsterdamToday = (now = new Date()) => amsterdamDay(now);

const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Days since the invoice date: until today, or until the day a closed invoice was settled. Drafts have none. */
export const ageInDays = (record: InvoiceRecord | undefined, today = amsterdamToday()): number | null => {
  const from = dayOf(record?.invoiceDate);
  // A credit note settles nothing of its own: it has no age.
  if (!from || isDraft(record) || isCreditNote(record)) return null;
  const until = (record?.status === 'CLOSED' && dayOf(record?.closedDate)) || today;
  return Math.max(0, daysBetween(from, until));
};

/** Pending and past its due date (an Amsterdam day). */
export const isExpired = (record: InvoiceRecord | undefined, today = amsterdamToday()) => {
  const due = dayOf(record?.dueDate);
  return record?.status === 'PENDING' && !!due && due < today;
};

export const customerNameOf = (record: InvoiceRecord | undefined) => {
  const customer = invoiceExpanded(record).customer;
  const snapshot = record?.snapshot?.customer as Related;
  return String(
    customer?.displayName ||
      customer?.name ||
      customer?.contact ||
      snapshot?.displayName ||
      snapshot?.name ||
      snapshot?.contact ||
      '',
  );
};

/** "Factuur DK000042", "Creditnota DK000043", "Conceptfactuur". */
export const titleKeyOf = (record: InvoiceRecord | undefined) =>
  isCreditNote(record)
    ? 'app.invoices.title_credit_note'
    : isDraft(record)
      ? 'app.invoices.title_draft'
      : 'app.invoices.title';
