// Overpayments and money owed back: accepted excess, refunds, credited payments, and the customer's total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { paymentHelpers } from './helpers/payments';

let app: TestApp;
let admin: Client;
let customer: string;
let ch: { documentId: string };
const { start, sequence, issue, get } = paymentHelpers(() => ({ app, admin, customer, ch }));

beforeAll(async () => {
  ({ app, admin, customer, ch } = await start());
});
afterAll(() => app?.stop());

describe('overpayments and money owed back', () => {
  const pay = (id: string, data: Record<string, unknown>) => admin.post(`/api/invoices/${id}/payments`, { data });
  const refund = (id: string, data: Record<string, unknown> = {}) =>
    admin.post(`/api/invoices/${id}/refunds`, { data });
  const codes = (res: { body: any }) =>
    Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));

  it('a receipt above the open amount is refused unless accepted as an overpayment; the excess is owed back, the open amount never negative', async () => {
    const invoice = await issue();
    const refused = await pay(invoice.documentId, { amount: 15000 });
    expect([refused.status, codes(refused)]).toEqual([400, { amount: 'exceedsOpen' }]);
    const res = await pay(invoice.documentId, { amount: 15000, overpayment: true, note: 'Bank 24-11' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CLOSED', paid: 12100, openAmount: 0, refundDue: 2900 });
    expect(res.body.data.history.at(-1)).toMatchObject({
      action: 'payment',
      amount: 12100,
      excess: 2900,
      to: 'CLOSED',
      note: 'Bank 24-11',
    });
    // Paid twice: all of the second receipt is owed back; the invoice stays closed.
    const twice = await pay(invoice.documentId, { amount: 12100, overpayment: true });
    expect(twice.body.data).toMatchObject({ status: 'CLOSED', paid: 12100, openAmount: 0, refundDue: 15000 });
    expect(twice.body.data.history.at(-1)).toMatchObject({ action: 'payment', amount: 0, excess: 12100 });
    expect(twice.body.data.history.at(-1).to).toBeUndefined();
  });

  it('a refund settles what is owed back: never more, all of it by default, then nothing to refund', async () => {
    const invoice = await issue();
    await pay(invoice.documentId, { amount: 13000, overpayment: true });
    const tooMuch = await refund(invoice.documentId, { amount: 901 });
    expect([tooMuch.status, codes(tooMuch), tooMuch.body.error.message]).toEqual([
      400,
      { amount: 'exceedsRefundDue' },
      'A refund may not exceed what is owed back to the customer (9.00).',
    ]);
    expect((await refund(invoice.documentId, { amount: 400, note: 'Deel terug' })).body.data).toMatchObject({
      refundDue: 500,
      paid: 12100,
      openAmount: 0,
    });
    const rest = await refund(invoice.documentId);
    expect(rest.body.data).toMatchObject({ refundDue: 0, status: 'CLOSED' });
    expect(rest.body.data.history.slice(-2).map((h) => [h.action, h.amount])).toEqual([
      ['refund', 400],
      ['refund', 500],
    ]);
    const nothing = await refund(invoice.documentId);
    expect([nothing.status, nothing.body.error.details.code]).toEqual([409, 'nothing_to_refund']);
    const draft = (
      await admin.post('/api/invoices', {
        data: {
          customer,
          channel: ch.documentId,
          lines: [{ description: 'x', unitPrice: 100, quantity: 1, taxPercentage: 21 }],
        },
      })
    ).body.data;
    expect((await refund(draft.documentId)).body.error.details.code).toBe('invoice_not_final');
  });

  it('credited payments and a provider paying more than was open are owed back the same way', async () => {
    const credited = await issue();
    await pay(credited.documentId, { amount: 12100 });
    expect((await admin.post(`/api/invoices/${credited.documentId}/credit-notes`, { data: {} })).status).toBe(201);
    expect(await get(credited.documentId)).toMatchObject({ paid: 0, credited: 12100, openAmount: 0, refundDue: 12100 });
    const viaProvider = await issue();
    const row = await app.strapi.db
      .query('api::invoice.invoice')
      .findOne({ where: { documentId: viaProvider.documentId } });
    await app.strapi
      .service('api::invoice.settlement')
      .registerProviderPayment(row.id, { reference: 'tr_twee', amount: 12600, provider: 'test' });
    expect(await get(viaProvider.documentId)).toMatchObject({ paid: 12100, openAmount: 0, refundDue: 500 });
    // The provider refunding the whole payment takes the excess back too.
    await app.strapi
      .service('api::invoice.settlement')
      .reverseProviderPayment(row.id, { reference: 'tr_twee', amount: 12600, provider: 'test', reason: 'refunded' });
    expect(await get(viaProvider.documentId)).toMatchObject({
      paid: 0,
      openAmount: 12100,
      refundDue: 0,
      status: 'PENDING',
    });
  });

  it('20 overpayments at once: each counted once, the open amount never below zero', async () => {
    const invoice = await issue();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(invoice.documentId, { amount: 1000, overpayment: true })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await get(invoice.documentId)).toMatchObject({
      paid: 12100,
      openAmount: 0,
      refundDue: 20 * 1000 - 12100,
      status: 'CLOSED',
    });
  });

  it("the customer's money owed back is the sum over its invoices, through REST filters and GraphQL", async () => {
    const own = (
      await admin.post('/api/customers', {
        data: {
          name: `Terugklant ${sequence()} B.V.`,
          addresses: [{ street: 'Domplein', houseNumber: '2', postcode: '3512JE', city: 'Utrecht' }],
        },
      })
    ).body.data.documentId;
    for (const extra of [300, 700]) {
      const draft = (
        await admin.post('/api/invoices', {
          data: {
            customer: own,
            channel: ch.documentId,
            lines: [{ description: 'x', unitPrice: 1000, quantity: 1, taxPercentage: 21 }],
          },
        })
      ).body.data;
      await admin.post(`/api/invoices/${draft.documentId}/finalize`);
      await pay(draft.documentId, { amount: 1210 + extra, overpayment: true });
    }
    const owed = (await admin.get(`/api/invoices?filters[customer][documentId][$eq]=${own}&filters[refundDue][$gt]=0`))
      .body.data;
    expect(owed.map((i) => i.refundDue).sort()).toEqual([300, 700]);
    const graphql = await admin.post('/graphql', {
      query: `{ invoices(filters: { customer: { documentId: { eq: "${own}" } }, refundDue: { gt: 0 } }) { refundDue openAmount } }`,
    });
    expect(graphql.body.data.invoices.map((i) => [i.refundDue, i.openAmount]).sort()).toEqual([
      [300, 0],
      [700, 0],
    ]);
    const write = await admin.post('/graphql', {
      query: `mutation { updateInvoice(documentId: "${owed[0].documentId}", data: { refundDue: 0 }) { refundDue } }`,
    });
    expect(write.body.errors?.length).toBeGreaterThan(0);
  });
});
