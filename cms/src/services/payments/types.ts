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
