import type { RaRecord } from 'react-admin';
import type { DialogFrame } from '@/components/ActionDialog';
import type { ApiError } from '@/providers/apiError';
import { errorMessage } from '@/layout/ErrorToast';
import { issueText } from '@/providers/validationMessages';
import { isCreditNote, isDraft, type InvoiceRecord } from '../invoiceRecord';

/**
 * The buttons of a final invoice and the access action behind each: react-admin's `{ resource: 'sales/invoices',
 * action }`, which the registry answers with api::invoice.invoice.<action>.
 */
export const INVOICE_ACTION_PERMISSIONS = {
  pdf: 'pdf',
  ubl: 'ubl',
  previewEmail: 'previewEmail',
  send: 'send',
  payment: 'payments',
  creditNote: 'creditNotes',
  paymentLink: 'paymentLink',
  refund: 'refunds',
} as const;
export type InvoiceAction = keyof typeof INVOICE_ACTION_PERMISSIONS;
/** Every access action of the buttons, asked once together whatever the invoice's state. */
export const INVOICE_ACTION_NAMES = Object.values(INVOICE_ACTION_PERMISSIONS);

const open = (record: InvoiceRecord) => record.status === 'PENDING' && Number(record.openAmount ?? 0) > 0;

/**
 * What the invoice's state allows: documents and e-mail for every final invoice and credit note;
 * payments and a payment link while an invoice is open; a credit note while not all of it is credited;
 * a refund while money is owed back to the customer (overpaid, or paid and then credited).
 */
export const possibleInvoiceActions = (record: InvoiceRecord | undefined): InvoiceAction[] => {
  if (!record || isDraft(record)) return [];
  // XBT has no UBL (the server says so in `einvoice`); everything else has one.
  const actions: InvoiceAction[] =
    record.einvoice?.ubl === false ? ['pdf', 'previewEmail', 'send'] : ['pdf', 'ubl', 'previewEmail', 'send'];
  if (isCreditNote(record)) return actions;
  if (open(record)) actions.push('payment');
  if (Number(record.credited ?? 0) < Number(record.total ?? 0)) actions.push('creditNote');
  if (open(record)) actions.push('paymentLink');
  if (Number(record.refundDue ?? 0) > 0) actions.push('refund');
  return actions;
};

/** Why the UBL is missing or not offered as Peppol, as a catalog key; null when it is a Peppol e-invoice (or unknown). */
export const eInvoiceNoteKey = (record: InvoiceRecord | undefined): string | null => {
  const reason = record?.einvoice?.reason;
  return !isDraft(record) && (reason === 'currency' || reason === 'noEndpoint')
    ? `app.einvoice.not_peppol.${reason}`
    : null;
};

/** What the invoice's dialogs (payment, credit note, preview e-mail) are given. */
export type InvoiceDialogProps = DialogFrame & { record: RaRecord };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refused action in the user's language: its field messages, else the refusal's code (what an
 * incomplete invoice misses, each rule translated), else the server's text.
 */
export const refusalText = (error: unknown, translate: Translate): string => {
  const apiError = error as ApiError;
  if (apiError?.issues?.length) return apiError.issues.map((issue) => issueText(issue, translate)).join(' ');
  if (apiError?.code === 'invoice_incomplete' && Array.isArray(apiError.details.missing)) {
    const missing = apiError.details.missing
      .map((rule) => translate(`app.invoices.missing.${String(rule)}`, { _: String(rule) }))
      .join(', ');
    return translate('app.errors.codes.invoice_incomplete', { missing, _: apiError.message });
  }
  if (apiError?.details) return errorMessage(apiError, translate);
  return error instanceof Error ? error.message : String(error);
};
