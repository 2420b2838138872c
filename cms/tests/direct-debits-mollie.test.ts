// Direct debits through Mollie (@mollie/api-client against the local stand-in of its API): a Mollie customer and
// mandate made once from ours, a recurring payment per collection, webhooks stored first and applied once, never
// backwards (replayed, stale and out-of-order ones), chargebacks, retry and cancel at the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitHelpers, startWorld, type World } from './helpers/direct-debits';
import { startMollieStandIn, type MollieStandIn } from './helpers/mollie-standin';

const ENV = ['PAYMENT_PROVIDER', 'MOLLIE_API_KEY', 'MOLLIE_API_ENDPOINT', 'NODE_TLS_REJECT_UNAUTHORIZED'];
const saved = Object.fromEntries(ENV.map((key) => [key, process.env[key]]));
let world: World;
let mollie: MollieStandIn;
const code = (res: { body: any }) => res.body?.error?.details?.code;
const { issue, invoice, collections, act, mandateRow } = directDebitHelpers(() => world);
/** The invoice's collection `attempt` once it reached Mollie. */
const submitted = async (invoiceId: string, attempt = 1) => {
  await expect
    .poll(async () => (await collections(invoiceId)).find((r) => r.attempt === attempt)?.providerId, {
      timeout: 10_000,
    })
    .toMatch(/^tr_/);
  return (await collections(invoiceId)).find((r) => r.attempt === attempt)!;
};
const notify = (id: string) => mollie.notify(id, world.app.url);
const stored = async (id: string) =>
  (await world.app.strapi.db.connection('payment_webhooks').where({ payment_id: id }).whereNotNull('processed_at'))
    .length;

beforeAll(async () => {
  mollie = await startMollieStandIn();
  // The stand-in's certificate is self-signed and the client trusts only its own CA bundle: off in this file only.
  world = await startWorld({
    PAYMENT_PROVIDER: 'mollie',
    MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    MOLLIE_API_ENDPOINT: mollie.endpoint,
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  });
});
afterAll(async () => {
  await world?.app.stop();
  await mollie?.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('collections through Mollie', () => {
  it('makes the Mollie customer and mandate from ours, then a recurring payment; paid once however often the webhook comes', async () => {
    const issued = await issue();
    const row = await submitted(issued.documentId);
    expect(row).toMatchObject({ provider: 'mollie', status: 'pending' });
    const [customer] = [...mollie.customers.values()];
    expect(customer).toMatchObject({ metadata: { customer: world.customer.documentId } });
    const [mandate] = [...mollie.mandates.values()];
    expect(mandate).toMatchObject({
      customerId: customer.id,
      method: 'directdebit',
      details: { consumerName: 'Jan de Vries', consumerAccount: 'NL20INGB0001234567' },
      signatureDate: '2026-01-15',
      mandateReference: world.mandate.reference,
    });
    expect((await mandateRow()).providerMandateId).toBe(mandate.id);
    expect(mollie.payments.get(row.providerId)).toMatchObject({
      sequenceType: 'recurring',
      customerId: customer.id,
      mandateId: mandate.id,
      amount: { currency: 'EUR', value: '121.00' },
      webhookUrl: expect.stringMatching(/\/api\/payments\/webhook\/mollie$/),
      metadata: { serial: issued.serial, directDebit: row.reference },
    });
    // Still pending at Mollie: nothing moves.
    expect(await notify(row.providerId)).toBe(200);
    expect((await collections(issued.documentId))[0].status).toBe('pending');
    // Paid, the webhook replayed three times at once: one payment on the invoice.
    mollie.set(row.providerId, { status: 'paid', paidAt: new Date().toISOString() });
    await Promise.all([notify(row.providerId), notify(row.providerId), notify(row.providerId)]);
    // A stale read afterwards (Mollie's answer lagging) does not move it back.
    mollie.set(row.providerId, { status: 'pending' });
    await notify(row.providerId);
    const after = await invoice(issued.documentId);
    expect(after).toMatchObject({ status: 'CLOSED', paid: 12100, directDebitStatus: 'paid' });
    expect(after.history.filter((h: any) => h.action === 'payment')).toHaveLength(1);
    expect((await collections(issued.documentId))[0]).toMatchObject({
      status: 'paid',
      transferReference: expect.stringMatching(/^SD/),
    });
    expect(await stored(row.providerId)).toBe(5);
    expect((await mandateRow()).sequenceType).toBe('RCUR');
    // A chargeback later: the payment is taken back, the invoice reopens.
    mollie.set(row.providerId, { status: 'paid', amountChargedBack: { currency: 'EUR', value: '121.00' } });
    await notify(row.providerId);
    await notify(row.providerId);
    expect((await collections(issued.documentId))[0]).toMatchObject({ status: 'failed', bankReason: 'chargeback' });
    const back = await invoice(issued.documentId);
    expect(back).toMatchObject({ status: 'PENDING', paid: 0, directDebitStatus: 'failed' });
    expect(back.history.filter((h: any) => h.action === 'charged_back')).toHaveLength(1);
  });

  it('a second collection reuses the Mollie customer and mandate; an out-of-order chargeback never pays the invoice', async () => {
    const issued = await issue();
    const row = await submitted(issued.documentId);
    expect([mollie.customers.size, mollie.mandates.size]).toEqual([1, 1]);
    // Paid and charged back before any webhook reached us: the collection fails; nothing was ever registered.
    mollie.set(row.providerId, { status: 'paid', amountChargedBack: { currency: 'EUR', value: '121.00' } });
    await notify(row.providerId);
    expect((await collections(issued.documentId))[0].status).toBe('failed');
    const after = await invoice(issued.documentId);
    expect(after).toMatchObject({ status: 'PENDING', paid: 0 });
    expect(after.history.filter((h: any) => ['payment', 'charged_back'].includes(h.action))).toEqual([]);
  });

  it('failed with the bank’s reason, offered again as a new recurring payment, then paid', async () => {
    const issued = await issue();
    const row = await submitted(issued.documentId);
    mollie.set(row.providerId, {
      status: 'failed',
      details: { bankReasonCode: 'AM04', bankReason: 'Insufficient funds' },
    });
    await notify(row.providerId);
    expect((await collections(issued.documentId))[0]).toMatchObject({
      status: 'failed',
      bankReason: 'AM04 Insufficient funds',
    });
    expect((await act(row.documentId, 'retry')).status).toBe(200);
    const second = await submitted(issued.documentId, 2);
    expect(second.providerId).not.toBe(row.providerId);
    mollie.set(second.providerId, { status: 'paid' });
    await notify(second.providerId);
    expect(await invoice(issued.documentId)).toMatchObject({ status: 'CLOSED', directDebitStatus: 'paid' });
  });

  it('cancel cancels at Mollie; when Mollie no longer can, 409 and the collection stays', async () => {
    const issued = await issue();
    const row = await submitted(issued.documentId);
    const res = await act(row.documentId, 'cancel');
    expect([res.status, res.body.data?.status]).toEqual([200, 'canceled']);
    expect(mollie.payments.get(row.providerId)?.status).toBe('canceled');
    const late = await issue();
    const lateRow = await submitted(late.documentId);
    mollie.set(lateRow.providerId, { status: 'paid' });
    const refused = await act(lateRow.documentId, 'cancel');
    expect([refused.status, code(refused)]).toEqual([409, 'direct_debit_not_cancelable']);
    expect((await collections(late.documentId))[0].status).toBe('pending');
    // set-status is the test provider's only.
    const manual = await act(lateRow.documentId, 'set-status', { status: 'paid' });
    expect([manual.status, code(manual)]).toEqual([409, 'direct_debit_not_test_mode']);
  });

  it('a collection made while Mollie is down is submitted later by the catch-up, once', async () => {
    const endpoint = process.env.MOLLIE_API_ENDPOINT;
    process.env.MOLLIE_API_ENDPOINT = 'https://127.0.0.1:9/v2/';
    const issued = await issue();
    const provider = world.app.strapi.service('api::direct-debit.provider');
    // The submit after the commit failed (logged); the collection waits without a provider id.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await collections(issued.documentId))[0]).toMatchObject({ status: 'pending', providerId: null });
    process.env.MOLLIE_API_ENDPOINT = endpoint;
    const before = mollie.payments.size;
    await Promise.all([provider.submitPending(), provider.submitPending()]);
    const [row] = await collections(issued.documentId);
    expect(row.providerId).toMatch(/^tr_/);
    // Both catch-ups asked with the same idempotency key: one payment at Mollie.
    expect(mollie.payments.size).toBe(before + 1);
  });
});
