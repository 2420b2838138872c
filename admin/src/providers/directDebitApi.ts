import type { DirectDebitStatus } from '@newsroom/config';
import { request, requestFile } from './http';

// ---- Direct debits (issue #19): an invoice's collections and their actions, the bank's batch file and returns ----

/** One collection attempt of an invoice paid by mandate, as GET /api/direct-debits answers it. */
export interface DirectDebitRecord {
  id: number;
  documentId: string;
  attempt: number;
  status: DirectDebitStatus;
  reference: string;
  creditor: string | null;
  consumerName: string | null;
  consumerAccount: string | null;
  dueDate: string | null;
  bankReason: string | null;
  transferReference: string | null;
  amount: number;
  currency: string;
  sequenceType: 'FRST' | 'RCUR' | null;
  provider: 'test' | 'mollie' | 'bank';
  batchDate: string | null;
}
export type DirectDebitStatusRequest = { status: 'paid' | 'failed'; bankReason?: string };
export type DirectDebitReturnsAnswer = {
  data: { applied: number; unchanged: number; rows: { line: number; reference: string; outcome: string }[] };
};

const url = (documentId: string) => `/api/direct-debits/${encodeURIComponent(documentId)}`;
const post = <T>(path: string, data?: unknown) =>
  request<T>(path, { method: 'POST', body: data === undefined ? {} : { data }, silent: true });
type One = { data: DirectDebitRecord };

/** Named calls of the invoice page's direct-debit card. The actions are silent: the card explains a refusal in place. */
export const directDebitApi = {
  /** The invoice's collections, the latest attempt first. */
  directDebitsOfInvoice: (invoiceId: string) =>
    request<{ data: DirectDebitRecord[] }>(
      `/api/direct-debits?filters[invoice][documentId][$eq]=${encodeURIComponent(invoiceId)}&sort=attempt:desc&pagination[pageSize]=100`,
    ),
  directDebitRetry: (documentId: string) => post<One>(`${url(documentId)}/retry`),
  directDebitCancel: (documentId: string) => post<One>(`${url(documentId)}/cancel`),
  directDebitToPaymentLink: (documentId: string) => post<One>(`${url(documentId)}/to-payment-link`),
  /** Test mode only (the built-in test provider). */
  directDebitSetStatus: (documentId: string, input: DirectDebitStatusRequest) =>
    post<One>(`${url(documentId)}/set-status`, input),
  /** The pain.008 file of the bank collections due on `date` (YYYY-MM-DD); silent: its dialog explains a refusal. */
  directDebitBatch: (date: string, channel?: string) =>
    requestFile(
      `/api/direct-debits/batches/${encodeURIComponent(date)}${channel ? `?channel=${encodeURIComponent(channel)}` : ''}`,
      { silent: true },
    ),
  /** The bank's returns file (CSV: reference, reason code, date), all lines or none. */
  directDebitReturns: (csv: string) => post<DirectDebitReturnsAnswer>('/api/direct-debits/returns', { csv }),
};
