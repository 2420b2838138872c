// Subscriptions: made by staff, activated, refused for a second one of the same kind, ended; the REST refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import type { Res } from './helpers/client';

const code = (res: Res) => res.body?.error?.details?.code;
import { SUBSCRIPTION, subscriptionHelpers, today } from './helpers/subscriptions';

let app: TestApp;
let admin: Client;
let editor: Client;
const { product, customer, add, act, active, row, periods } = subscriptionHelpers(() => ({ app, admin }));
let yearly: { id: number; documentId: string };
let trial: { id: number; documentId: string };

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  yearly = await product({ recurrenceUnit: 'YEARS', invoiceMode: 'INVOICE' });
  trial = await product({ followUp: yearly.documentId });
});
afterAll(() => app?.stop());

describe('adding a subscription on a customer', () => {
  it('makes a PENDING subscription whose kind is its follow-up family', async () => {
    const c = await customer();
    const res = await add(c.documentId, trial.documentId);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'PENDING', paymentMethod: 'CREDIT', kindKey: yearly.id });
    expect(res.body.data.history).toEqual([expect.objectContaining({ action: 'create', to: 'PENDING' })]);
    expect(res.body.data.customerKey).toBeUndefined(); // private
  });

  it('refuses a missing or unknown customer, a product that is not a subscription and server-owned fields', async () => {
    const c = await customer();
    expect(codes(await admin.post('/api/subscriptions', { data: { product: yearly.documentId } }))).toEqual({
      customer: 'required',
    });
    expect(codes(await add('nope', yearly.documentId))).toEqual({ customer: 'notFound' });
    const book = await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } });
    const wrong = await add(c.documentId, book.documentId);
    expect(wrong.status).toBe(400);
    expect(codes(wrong)).toEqual({ product: 'subscriptionProduct' });
    const owned = await admin.post('/api/subscriptions', {
      data: { customer: c.documentId, product: yearly.documentId, status: 'ACTIVE' },
    });
    expect(owned.status).toBe(400);
    expect(codes(owned)).toEqual({ status: 'server_owned' });
  });

  it('is for sales staff only: an editor gets 403, unknown ids 404, no update or delete route', async () => {
    const c = await customer();
    expect((await add(c.documentId, yearly.documentId, editor)).status).toBe(403);
    expect((await editor.get('/api/subscriptions')).status).toBe(403);
    expect((await admin.get('/api/subscriptions/nope')).status).toBe(404);
    expect((await act('nope', 'activate-now')).status).toBe(404);
    const created = (await add(c.documentId, yearly.documentId)).body.data;
    expect((await act(created.documentId, 'activate-now', {}, editor)).status).toBe(403);
    expect((await admin.put(`/api/subscriptions/${created.documentId}`, { data: {} })).status).toBe(405);
    expect((await admin.request('DELETE', `/api/subscriptions/${created.documentId}`)).status).toBe(405);
    // GraphQL is closed for subscriptions: REST and its actions are the only way in.
    const graphql = await admin.post('/graphql', { query: '{ subscriptions { documentId status } }' });
    expect(graphql.body.data?.subscriptions ?? null).toBeNull();
    expect(graphql.body.errors?.length).toBeGreaterThan(0);
  });

  it('lists by customer, status and product, sorted and paged', async () => {
    const c = await customer();
    await active(c.documentId, yearly.documentId);
    await add(c.documentId, trial.documentId);
    const list = await admin.get(
      `/api/subscriptions?filters[customer][documentId][$eq]=${c.documentId}&sort=id:asc&populate[product][fields][0]=name&pagination[pageSize]=1`,
    );
    expect(list.status).toBe(200);
    expect(list.body.meta.pagination).toMatchObject({ total: 2, pageSize: 1 });
    expect(list.body.data[0]).toMatchObject({ status: 'ACTIVE', product: { name: expect.any(String) } });
    const pending = await admin.get(
      `/api/subscriptions?filters[customer][documentId][$eq]=${c.documentId}&filters[status][$eq]=PENDING&filters[product][documentId][$eq]=${trial.documentId}`,
    );
    expect(pending.body.data).toHaveLength(1);
  });
});

describe('activating', () => {
  it('activates now: start today, first period invoiced at once (mode INVOICE), next payment a period on', async () => {
    const c = await customer();
    const s = await active(c.documentId, yearly.documentId);
    expect(s).toMatchObject({ status: 'ACTIVE', startDate: today(), nextPaymentDate: addMonths(today(), 12) });
    expect(s.history.map((h: { action: string }) => h.action)).toEqual(['create', 'activate', 'invoice']);
    const [period] = await periods(s.id);
    expect(period).toMatchObject({ period_index: 0, period_start: today() });
    const invoice = await app.strapi.db.query('api::invoice.invoice').findOne({ where: { id: period.invoice_id } });
    expect(invoice).toMatchObject({ status: 'PENDING', periodStart: today(), total: 1090 });
  });

  it('plans a later start date and refuses one in the past', async () => {
    const c = await customer();
    const s = (await add(c.documentId, yearly.documentId)).body.data;
    const past = await act(s.documentId, 'activate', { startDate: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(codes(past)).toEqual({ startDate: 'startDatePast' });
    expect(codes(await act(s.documentId, 'activate', { startDate: '2026-02-30' }))).toEqual({ startDate: 'date' });
    const later = addMonths(today(), 1);
    const planned = await act(s.documentId, 'activate', { startDate: later });
    expect(planned.body.data).toMatchObject({ status: 'PENDING', startDate: later });
  });

  it('refuses a second active subscription of the same kind (SPEC 8), also two activations at once', async () => {
    const c = await customer();
    await active(c.documentId, yearly.documentId);
    const second = (await add(c.documentId, trial.documentId)).body.data;
    const refused = await act(second.documentId, 'activate-now');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      message: 'The customer already has an active subscription of the same kind.',
      details: { code: 'subscription_active_same_kind' },
    });
    expect((await row(second.documentId)).status).toBe('PENDING');
    // Another kind is fine.
    const other = await product();
    await active(c.documentId, other.documentId);

    const d = await customer();
    const [a, b] = [
      (await add(d.documentId, trial.documentId)).body.data,
      (await add(d.documentId, yearly.documentId)).body.data,
    ];
    const answers = await Promise.all([act(a.documentId, 'activate-now'), act(b.documentId, 'activate-now')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const activeRows = await app.strapi.db
      .query(SUBSCRIPTION)
      .count({ where: { customerKey: d.id, status: 'ACTIVE' } });
    expect(activeRows).toBe(1);
  });

  it('refuses to activate an active or ended one (409 subscription_illegal_transition)', async () => {
    const c = await customer();
    const s = await active(c.documentId, trial.documentId);
    expect(code(await act(s.documentId, 'activate-now'))).toBe('subscription_illegal_transition');
  });
});

describe('ending', () => {
  it('plans a later end date, ends at once on today or earlier, and ends only once', async () => {
    const c = await customer();
    const s = await active(c.documentId, trial.documentId);
    const later = addMonths(today(), 3);
    expect((await act(s.documentId, 'end', { endDate: later })).body.data).toMatchObject({
      status: 'ACTIVE',
      endDate: later,
    });
    const ended = await act(s.documentId, 'end', { endDate: today() });
    expect(ended.body.data).toMatchObject({ status: 'ENDED', endDate: today(), endReason: 'STAFF' });
    expect(ended.body.data.deactivatedAt).toBeTruthy();
    expect(code(await act(s.documentId, 'end'))).toBe('subscription_illegal_transition');
    // The kind is free again.
    await active(c.documentId, yearly.documentId);
  });
});
