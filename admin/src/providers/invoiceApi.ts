import type { SerialUsage } from '@newsroom/config';
import { request, requestFile } from './http';

// ---- Sales invoices (/sales/invoices): finalising, payments, credit notes, documents, e-mail ----

type InvoiceAnswer = { data: Record<string, unknown> };

/** How many invoice numbers of a channel's series are used (year: the series of that year, else null). */
export type ChannelSerialUsage = SerialUsage & { channel: { documentId: string; name: string } };
/** A finalisation that succeeded but wants staff to know something, e.g. code invoice_serials_nearly_full. */
export type InvoiceWarning = ChannelSerialUsage & { code: string; message: string };
type FinalizeAnswer = InvoiceAnswer & { meta?: { warnings?: InvoiceWarning[] } };

/** One line to credit: the index of the line in the invoice's `lines` and how many of it. */
export interface CreditLineRequest {
  line: number;
  quantity: number;
}

export interface CreditNoteRequest {
  /** Left out: everything still creditable. */
  lines?: CreditLineRequest[];
  reason?: string;
}

export interface PaymentRequest {
  /** Cents, at most the open amount unless `overpayment` accepts the excess (owed back to the customer). */
  amount: number;
  note?: string;
  overpayment?: boolean;
}

export interface PreviewEmailRequest {
  /** Addresses separated by commas (SPEC section 5 "Email preview"). */
  to: string;
  subject: string;
}

const invoiceUrl = (documentId: string) => `/api/invoices/${encodeURIComponent(documentId)}`;
const post = <T>(url: string, data?: unknown) =>
  request<T>(url, { method: 'POST', body: data === undefined ? {} : { data }, silent: true });

/**
 * Named calls of the invoice screens. The actions are silent: each dialog explains a refusal in place
 * (field errors on its inputs, a 409 in the user's language) instead of the server's English toast.
 */
export const invoiceApi = {
  /** POST /api/invoices {data:{order}}: a draft with the order's lines, customer, channel and addressee. */
  invoiceFromOrder: (orderId: string) =>
    request<InvoiceAnswer>('/api/invoices', { method: 'POST', body: { data: { order: orderId } } }),
  /** Numbers the draft and fixes it; the answer is the final invoice. */
  invoiceFinalize: (documentId: string) => post<FinalizeAnswer>(`${invoiceUrl(documentId)}/finalize`),
  /** Every active channel's use of its invoice numbers; silent, as a failure only means no warning. */
  invoiceSerialUsage: () => request<{ data: ChannelSerialUsage[] }>('/api/invoices/serial-usage', { silent: true }),
  invoicePayment: (documentId: string, input: PaymentRequest) =>
    post<InvoiceAnswer>(`${invoiceUrl(documentId)}/payments`, input),
  /** Money owed back to the customer (`refundDue`) paid out: all of it unless `amount` says otherwise. */
  invoiceRefund: (documentId: string, input: { amount?: number; note?: string } = {}) =>
    post<InvoiceAnswer>(`${invoiceUrl(documentId)}/refunds`, input),
  /** 201 with the new credit note (kind CREDIT_NOTE, its own number, creditOf = this invoice). */
  invoiceCreditNote: (documentId: string, input: CreditNoteRequest = {}) =>
    post<InvoiceAnswer>(`${invoiceUrl(documentId)}/credit-notes`, input),
  invoicePdf: (documentId: string) => requestFile(`${invoiceUrl(documentId)}/pdf`),
  invoiceUbl: (documentId: string) => requestFile(`${invoiceUrl(documentId)}/ubl`),
  invoicePreviewEmail: (documentId: string, input: PreviewEmailRequest) =>
    post<{ data: { sent: number } }>(`${invoiceUrl(documentId)}/preview-email`, input),
  /** E-mails the invoice (PDF and UBL attached) to the customer's financial address and the copies. */
  invoiceSend: (documentId: string) =>
    post<{ data: { to: string[]; bcc: string[] } }>(`${invoiceUrl(documentId)}/send`),
  invoicePaymentLink: (documentId: string) => post<InvoiceAnswer>(`${invoiceUrl(documentId)}/payment-link`),
};
