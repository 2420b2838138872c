/**
 * Direct-debit collections (issue #19, SPEC 3 "Direct-debit payment" and SPEC 4): one row per collection
 * attempt of an invoice paid by mandate. The state table below is the one the server enforces (with the
 * row locked) and the console reads to offer its buttons.
 */
import { addDays } from './invoice';

export const DIRECT_DEBIT_STATUSES = ['pending', 'paid', 'canceled', 'failed'] as const;
export type DirectDebitStatus = (typeof DIRECT_DEBIT_STATUSES)[number];

/**
 * Where a collection may go from each status: a pending one is paid, cancelled or fails; a paid one can
 * still fail (the bank returns it or the debtor has it charged back: the payment is taken back). Failed
 * and cancelled are final: a failed one is offered again as a new attempt (a new row).
 */
export const DIRECT_DEBIT_TRANSITIONS: Record<DirectDebitStatus, readonly DirectDebitStatus[]> = {
  pending: ['paid', 'canceled', 'failed'],
  paid: ['failed'],
  canceled: [],
  failed: [],
};
export const canMoveDirectDebit = (from: string, to: string) =>
  (DIRECT_DEBIT_TRANSITIONS[from as DirectDebitStatus] ?? []).includes(to as DirectDebitStatus);

/** Who carries a collection out: the built-in test provider, Mollie, or the bank through a pain.008 file. */
export const DIRECT_DEBIT_PROVIDERS = ['test', 'mollie', 'bank'] as const;
export type DirectDebitProvider = (typeof DIRECT_DEBIT_PROVIDERS)[number];

/**
 * The actions (`POST /api/direct-debits/:id/<action>`) and the statuses they start from. `retry` also
 * needs the latest attempt of an invoice that is still open; `set-status` only with the test provider.
 */
export const DIRECT_DEBIT_ACTIONS = {
  retry: { from: ['failed'] },
  cancel: { from: ['pending'] },
  'to-payment-link': { from: ['pending', 'failed'] },
  'set-status': { from: ['pending', 'paid'] },
} as const satisfies Record<string, { from: readonly DirectDebitStatus[] }>;
export type DirectDebitAction = keyof typeof DIRECT_DEBIT_ACTIONS;
/** What `set-status` may set by hand (test mode). */
export const DIRECT_DEBIT_MANUAL_STATUSES = ['paid', 'failed'] as const;

/**
 * The SEPA Core rulebook's default pre-notification period: the debtor hears amount and date at least 14
 * calendar days before the collection. A collection is due on the invoice's due date, but never sooner
 * than this many days after it is made (the invoice is the pre-notification).
 */
export const SEPA_PRE_NOTIFICATION_DAYS = 14;
export const collectionDueDate = (invoiceDueDate: string | null | undefined, today: string): string => {
  const earliest = addDays(today, SEPA_PRE_NOTIFICATION_DAYS);
  return invoiceDueDate && invoiceDueDate > earliest ? invoiceDueDate : earliest;
};

/** SEPA return/reject reason codes (R-transactions) a bank's return file carries, with what they mean. */
export const SEPA_RETURN_REASONS: Record<string, string> = {
  AC01: 'Account identifier incorrect',
  AC04: 'Account closed',
  AC06: 'Account blocked',
  AC13: 'Debtor account is a consumer account',
  AG01: 'Direct debit forbidden on this account',
  AG02: 'Operation code incorrect',
  AM04: 'Insufficient funds',
  AM05: 'Duplicate collection',
  BE05: 'Creditor identifier incorrect',
  FF01: 'File format incorrect',
  MD01: 'No valid mandate',
  MD02: 'Mandate data missing or incorrect',
  MD06: 'Refund requested by the debtor',
  MD07: 'Debtor deceased',
  MS02: 'Refused by the debtor',
  MS03: 'Reason not specified',
  RC01: 'BIC incorrect',
  RR01: 'Regulatory reason: debtor identification missing',
  RR02: 'Regulatory reason: debtor name or address missing',
  RR03: 'Regulatory reason: creditor name or address missing',
  RR04: 'Regulatory reason',
  SL01: 'Specific service offered by the debtor bank',
};
export const isSepaReturnReason = (code: unknown): code is string =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(SEPA_RETURN_REASONS, code);

/** Every field of a collection: the server's steps write them all; the type has no create or update route. */
export const DIRECT_DEBIT_SERVER_OWNED = [
  'invoice',
  'mandate',
  'attempt',
  'status',
  'reference',
  'creditor',
  'consumerName',
  'consumerAccount',
  'dueDate',
  'bankReason',
  'cardNumber',
  'cardHolder',
  'cardLabel',
  'transferReference',
  'amount',
  'currency',
  'sequenceType',
  'provider',
  'providerId',
  'batchDate',
  'history',
] as const;

/** The most returns one file may carry. */
export const DIRECT_DEBIT_RETURNS_MAX_ROWS = 5000;
