/**
 * The built-in test provider (the default): payments live in `test_provider_payments`, and the checkout
 * page `/api/payments/test-checkout/:id` lets a tester mark one paid, failed or cancelled (or refund a
 * paid one). Marking calls the webhook like a real provider would.
 */
import { randomBytes } from 'node:crypto';
import type { NewPayment, PaymentProvider, ProviderPayment, ProviderStatus } from './types';
import type { Strapi } from '../../strapi-types';

export const TEST_PAYMENTS_TABLE = 'test_provider_payments';

export function testProvider(
  strapi: Strapi,
  publicUrl: string,
): PaymentProvider & {
  mark(id: string, status: ProviderStatus): Promise<ProviderPayment | null>;
  row(id: string): Promise<any>;
} {
  const table = () => strapi.db.connection(TEST_PAYMENTS_TABLE);
  const view = (row: any): ProviderPayment => ({
    id: row.id,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    checkoutUrl: `${publicUrl}/api/payments/test-checkout/${row.id}`,
    refunded: Number(row.refunded),
    chargedBack: 0,
  });
  return {
    name: 'test',
    /**
     * Direct debits in test mode: nothing leaves the server. The collection's state lives in its own row and
     * a tester moves it by hand (`POST /api/direct-debits/:id/set-status`), so `getCollection` knows none.
     */
    recurring: {
      ensureCustomer: async (customer) => `cst_test_${customer.key}`,
      ensureMandate: async (_customerId, mandate) => `mdt_test_${mandate.reference}`,
      collect: async (c) => ({
        id: `tr_test_dd_${randomBytes(8).toString('hex')}`,
        status: 'pending',
        amount: c.amount,
        currency: c.currency,
        checkoutUrl: null,
        refunded: 0,
        chargedBack: 0,
        bankReason: null,
        transferReference: null,
        consumerName: null,
        consumerAccount: null,
        creditorIdentifier: null,
        dueDate: null,
        cardNumber: null,
        cardHolder: null,
        cardLabel: null,
      }),
      getCollection: async () => null,
      cancelCollection: async () => true,
    },
    async create(payment: NewPayment) {
      const id = `tr_test_${randomBytes(8).toString('hex')}`;
      await table().insert({
        id,
        amount: payment.amount,
        currency: payment.currency,
        status: 'open',
        description: payment.description,
        redirect_url: payment.redirectUrl,
        webhook_url: payment.webhookUrl,
        created_at: new Date(),
      });
      return view(await table().where({ id }).first());
    },
    async get(id: string) {
      const row = await table().where({ id }).first();
      return row ? view(row) : null;
    },
    row: (id: string) => table().where({ id }).first(),
    /** The tester's choice on the checkout page. */
    async mark(id: string, status: ProviderStatus) {
      const row = await table().where({ id }).first();
      if (!row) return null;
      await table()
        .where({ id })
        .update({ status, ...(status === 'refunded' ? { refunded: row.amount } : {}) });
      return view(await table().where({ id }).first());
    },
  };
}
