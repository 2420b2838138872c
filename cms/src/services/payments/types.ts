/**
 * A payment provider: where a payment link sends the customer. Two adapters: the built-in test provider
 * (the default, a local checkout page) and Mollie (`PAYMENT_PROVIDER=mollie`, `MOLLIE_API_KEY`).
 * Webhooks carry only the payment's id; its state is always read back from the provider (`get`), so a
 * forged or repeated webhook cannot invent a payment.
 */
export const PROVIDER_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export type ProviderPayment = {
  id: string;
  status: ProviderStatus;
  /** Cents. */
  amount: number;
  currency: string;
  checkoutUrl: string | null;
  /** Cents refunded and charged back so far. */
  refunded: number;
  chargedBack: number;
};

export type NewPayment = {
  amount: number;
  currency: string;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: 'test' | 'mollie';
  create(payment: NewPayment): Promise<ProviderPayment>;
  get(id: string): Promise<ProviderPayment | null>;
  /** Recurring collections under a SEPA mandate (direct debit, issue #19). */
  readonly recurring: RecurringCollections;
}

/** Our customer and mandate as the provider needs them for a direct debit. */
export type CollectionCustomer = { key: string; name: string; email?: string | null };
export type CollectionMandate = {
  reference: string;
  consumerName: string;
  consumerAccount: string;
  consumerBic?: string | null;
  /** YYYY-MM-DD. */
  signatureDate: string;
};
export type NewCollection = {
  /** The provider's customer and mandate ids (from `ensureCustomer` and `ensureMandate`). */
  customerId: string;
  mandateId: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  webhookUrl: string;
  /** Our SEPA sequence type: the first collection under the mandate, or a later one. */
  sequence: 'FRST' | 'RCUR';
  /** Sent as the idempotency key: the same collection asked twice (a retry after a crash) is made once. */
  key: string;
  metadata: Record<string, string>;
};
/** A collection as the provider reports it: a payment plus the bank's details. */
export type ProviderCollection = ProviderPayment & {
  bankReason: string | null;
  transferReference: string | null;
  consumerName: string | null;
  consumerAccount: string | null;
  creditorIdentifier: string | null;
  dueDate: string | null;
  cardNumber: string | null;
  cardHolder: string | null;
  cardLabel: string | null;
};
export interface RecurringCollections {
  /** The provider's customer for ours (made once; `key` is our customer's documentId). */
  ensureCustomer(customer: CollectionCustomer): Promise<string>;
  /** The provider's mandate for ours under that customer (made once). */
  ensureMandate(customerId: string, mandate: CollectionMandate): Promise<string>;
  collect(collection: NewCollection): Promise<ProviderCollection>;
  getCollection(id: string): Promise<ProviderCollection | null>;
  /** Cancels a collection that has not gone to the bank yet; false when the provider no longer allows it. */
  cancelCollection(id: string): Promise<boolean>;
}

/**
 * Statuses only move forward: open → pending → authorized → a final one (paid, failed, canceled,
 * expired); from paid only to refunded or charged_back. Anything else (a late or repeated webhook)
 * is ignored.
 */
const RANK: Record<ProviderStatus, number> = {
  open: 0,
  pending: 1,
  authorized: 2,
  paid: 3,
  failed: 3,
  canceled: 3,
  expired: 3,
  refunded: 4,
  charged_back: 4,
};
export function movesForward(from: ProviderStatus, to: ProviderStatus): boolean {
  if (from === to) return false;
  if (to === 'refunded' || to === 'charged_back') return from === 'paid';
  return RANK[to] > RANK[from];
}
