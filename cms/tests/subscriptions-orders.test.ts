// Subscriptions from orders (paid, invoiced; once per line) and what they give the subscriber: access tags,
// the profile type, and the content access evaluator following at once.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@newsroom/config';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';
import { SUBSCRIPTION, subscriptionHelpers, today } from './helpers/subscriptions';

let app: TestApp;
let admin: Client;
const { product, customer, act, active, periods } = subscriptionHelpers(() => ({ app, admin }));
const PROFILE = 'api::profile.profile';
const nodeRequire = createRequire(__filename);

const order = async (customerId: string, productId: string) => {
  const res = await admin.post('/api/orders', {
    data: { currency: 'EUR', customer: customerId, lines: [{ product: productId, quantity: 1 }] },
  });
  expect(res.status).toBe(201);
  return res.body.data;
};
const ofCustomer = (customerId: number) =>
  app.strapi.db.query(SUBSCRIPTION).findMany({ where: { customerKey: customerId }, populate: { order: true } });

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('demo subscriptions', () => {
  // First in the file: the seed runs only on a database without subscriptions.
  it('seeds a trial with its yearly follow-up, a year of monthly periods and a pending one', async () => {
    await customer();
    const { seedDemoSubscriptions } = nodeRequire('../dist/src/bootstrap/demo-subscriptions.js');
    process.env.DEMO_SUBSCRIPTIONS = 'true';
    try {
      expect(await seedDemoSubscriptions(app.strapi)).toBe(true);
      expect(await seedDemoSubscriptions(app.strapi)).toBe(false); // once
    } finally {
      process.env.DEMO_SUBSCRIPTIONS = 'false';
    }
    const all = await app.strapi.db
      .query(SUBSCRIPTION)
      .findMany({ populate: { product: true, followUp: true }, orderBy: { id: 'asc' } });
    const bySku = (sku: string) => all.filter((s: { product: { sku: string } }) => s.product.sku === sku);
    const [monthly] = bySku('ABO-DIG-M');
    expect(monthly).toMatchObject({ status: 'ACTIVE', startDate: addMonths(today(), -12) });
    expect((await periods(monthly.id)).length).toBe(13);
    const [trial] = bySku('ABO-DIG-PROEF');
    expect(trial).toMatchObject({ status: 'ENDED', endReason: 'FOLLOW_UP' });
    expect(
      bySku('ABO-DIG-J')
        .map((s: { status: string }) => s.status)
        .sort(),
    ).toEqual(['ACTIVE', 'PENDING']);
    // The magazine's activation went to the platform (the built-in adapter): its customer is linked.
    const [magazine] = bySku('ABO-TS-KW');
    expect(magazine).toMatchObject({ status: 'ACTIVE', startDate: addMonths(today(), -4) });
    expect((await periods(magazine.id)).length).toBe(2);
    await app.strapi.service('api::magazine-sync.magazine-sync').idle();
    const linked = await app.strapi.db.query('api::customer.customer').findOne({ where: { id: magazine.customerKey } });
    expect(linked).toMatchObject({
      abolandMagazineId: 'BINNENHUIS',
      abolandSubscriptionNumber: expect.stringMatching(/^LOCAL-/),
    });
  });
});

describe('from orders', () => {
  it('a paid order line of an autoActivate product becomes an active subscription, once', async () => {
    const c = await customer();
    const p = await product({ autoActivate: true, invoiceMode: 'INVOICE' });
    const o = await order(c.documentId, p.documentId);
    expect(o.type).toBe('SUBSCRIPTION');
    const paid = await admin.post(`/api/orders/${o.documentId}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body.data.history.at(-1)).toMatchObject({
      action: 'subscriptions',
      note: expect.stringMatching(/activated/),
    });
    const [s] = await ofCustomer(c.id);
    // The order paid the first period: the next payment is a period on, and no invoice was made for it.
    expect(s).toMatchObject({
      status: 'ACTIVE',
      startDate: today(),
      nextPaymentDate: addMonths(today(), 1),
      source: `order:${o.id}:0`,
      order: { id: o.id },
    });
    expect(await periods(s.id)).toHaveLength(0);
    // Closing and reopening (back to PAID) makes no second one.
    await admin.post(`/api/orders/${o.documentId}/close`);
    await admin.post(`/api/orders/${o.documentId}/reopen`);
    expect(await ofCustomer(c.id)).toHaveLength(1);
  });

  it('an invoiced order line becomes a pending subscription; paying the order later adds none', async () => {
    const c = await customer();
    const p = await product({ recurrenceUnit: 'YEARS', invoiceMode: 'INVOICE' });
    const o = await order(c.documentId, p.documentId);
    const draft = await admin.post('/api/invoices', { data: { order: o.documentId } });
    expect(draft.status).toBe(201);
    expect(await ofCustomer(c.id)).toHaveLength(0); // a draft is not "invoiced"
    expect((await admin.post(`/api/invoices/${draft.body.data.documentId}/finalize`)).status).toBe(200);
    const [s] = await ofCustomer(c.id);
    expect(s).toMatchObject({ status: 'PENDING', order: { id: o.id } });
    expect((await admin.post(`/api/orders/${o.documentId}/pay`)).status).toBe(200);
    expect(await ofCustomer(c.id)).toHaveLength(1);
    const activated = (await act(s.documentId, 'activate-now')).body.data;
    expect(activated).toMatchObject({ status: 'ACTIVE', nextPaymentDate: addMonths(today(), 12) });
  });

  it('an invoiced autoActivate line starts when its invoice is paid in full, not on a part payment', async () => {
    const c = await customer();
    const p = await product({ autoActivate: true, invoiceMode: 'INVOICE' });
    const o = await order(c.documentId, p.documentId);
    const draft = (await admin.post('/api/invoices', { data: { order: o.documentId } })).body.data;
    const invoice = (await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data;
    const pay = (amount: number) => admin.post(`/api/invoices/${invoice.documentId}/payments`, { data: { amount } });
    expect((await pay(100)).status).toBe(200);
    expect((await ofCustomer(c.id))[0].status).toBe('PENDING');
    expect((await pay(invoice.total - 100)).status).toBe(200);
    const [s] = await ofCustomer(c.id);
    // Paid, so active from today; the first period was this invoice, so the next payment is a month on.
    expect(s).toMatchObject({ status: 'ACTIVE', startDate: today(), nextPaymentDate: addMonths(today(), 1) });
    expect(await periods(s.id)).toHaveLength(0);
  });

  it('a paid order for a customer with an active one of the same kind stays pending and says why', async () => {
    const c = await customer();
    const p = await product({ autoActivate: true });
    await active(c.documentId, p.documentId);
    const o = await order(c.documentId, p.documentId);
    expect((await admin.post(`/api/orders/${o.documentId}/pay`)).status).toBe(200);
    const fromOrder = (await ofCustomer(c.id)).find((s: { source: string | null }) => s.source);
    expect(fromOrder.status).toBe('PENDING');
    expect(fromOrder.history.at(-1)).toMatchObject({ action: 'activate_refused' });
  });
});

describe('access', () => {
  it('gives the subscriber the product tags and type while active, and takes them away after', async () => {
    const c = await customer();
    const p = await product({}, ['abo-toegang']);
    await admin.post('/api/contents?locale=nl', {
      data: {
        type: 'ARTICLE',
        status: 'PUBLISHED',
        title: 'Alleen abonnees',
        slug: 'alleen-abonnees',
        body: '<p>Geheim</p>',
        access: 'SUBSCRIBERS',
      },
    });
    const reader = await createReader(app, 'CUSTOMER', 'lezer-abo@example.com', []);
    await app.strapi.db.query(PROFILE).update({ where: { email: 'lezer-abo@example.com' }, data: { customer: c.id } });
    const read = async () => (await reader.get('/api/delivery/contents/alleen-abonnees')).body.data;
    const profile = () =>
      app.strapi.db
        .query(PROFILE)
        .findOne({ where: { email: 'lezer-abo@example.com' }, populate: { tags: { select: ['slug'] } } });
    expect((await read()).body).toBeUndefined();

    const s = await active(c.documentId, p.documentId);
    expect((await read()).body).toBe('<p>Geheim</p>');
    expect(await profile()).toMatchObject({ type: 'SUBSCRIBER', tags: [{ slug: 'abo-toegang' }] });

    expect((await act(s.documentId, 'end')).status).toBe(200);
    expect((await read()).body).toBeUndefined();
    expect(await profile()).toMatchObject({ type: 'CUSTOMER', tags: [] });
  });
});
