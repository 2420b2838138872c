// The log (SPEC 3's entry types): the history of orders, invoices, subscriptions and direct debits is
// mirrored into one table as it is written; staff read it, filtered and newest first; nobody writes it
// through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { noonIn, subscriptionHelpers } from './helpers/subscriptions';

let app: TestApp;
let admin: Client;
let editor: Client;
const { product, customer, add, act, active, daily, periods } = subscriptionHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

const entriesOf = async (subjectId: string) =>
  (await admin.get(`/api/log-entries?filters[subjectId][$eq]=${subjectId}&pagination[pageSize]=100`)).body.data as {
    type: string;
    action: string;
    actorName: string;
    from: string | null;
    to: string | null;
    note: string | null;
  }[];

describe('subscription entries', () => {
  it('one entry per step, by whom, newest first; a refused step leaves none', async () => {
    const c = await customer();
    const p = await product();
    const s = await active(c.documentId, p.documentId);
    // Mode NONE: activating also moved the next payment date on (the first period, by the system).
    expect(await entriesOf(s.documentId)).toMatchObject([
      { type: 'subscription', action: 'period', actorName: 'system', note: expect.stringMatching(/^period 1;/) },
      { type: 'subscription', action: 'activate', actorName: 'admin@example.com', from: 'PENDING', to: 'ACTIVE' },
      { type: 'subscription', action: 'create', to: 'PENDING' },
    ]);

    // Same kind already active: 409, and nothing in the log for the second one's activation.
    const second = (await add(c.documentId, p.documentId)).body.data;
    expect((await act(second.documentId, 'activate-now')).status).toBe(409);
    expect((await entriesOf(second.documentId)).map((e) => e.action)).toEqual(['create']);

    // The daily run's end: by the system.
    await act(s.documentId, 'end', { endDate: noonIn(2).toISOString().slice(0, 10) });
    await daily(noonIn(2));
    const [last] = await entriesOf(s.documentId);
    expect(last).toMatchObject({ type: 'subscription', action: 'end', actorName: 'system', to: 'ENDED' });
  });

  it('filters by type, and an order’s entries are of type order', async () => {
    const res = await admin.get('/api/log-entries?filters[type][$eq]=subscription&pagination[pageSize]=5');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(new Set(res.body.data.map((e: { type: string }) => e.type))).toEqual(new Set(['subscription']));
    const orders = await admin.get('/api/log-entries?filters[subjectType][$eq]=order&pagination[pageSize]=5');
    for (const e of orders.body.data) expect(e.type).toBe('order');
  });
});

describe('invoice entries', () => {
  it('a period’s invoice logs its making and its finalisation (a conditional update of the draft)', async () => {
    const c = await customer();
    const p = await product({ invoiceMode: 'INVOICE' });
    const s = await active(c.documentId, p.documentId);
    const [period] = await periods(s.id);
    const invoice = await app.strapi.db
      .query('api::invoice.invoice')
      .findOne({ where: { id: period.invoice_id }, select: ['documentId'] });
    const logged = (await entriesOf(invoice.documentId)).map((e) => [e.type, e.action, e.to]);
    expect(logged.sort()).toEqual([
      ['invoice', 'create', 'DRAFT'],
      ['invoice', 'finalize', 'PENDING'],
    ]);
  });
});

describe('access', () => {
  it('editors may not read the log; nobody writes it through the API', async () => {
    expect((await editor.get('/api/log-entries')).status).toBe(403);
    expect((await app.client().get('/api/log-entries')).status).toBe(401);
    const write = await admin.post('/api/log-entries', { data: { type: 'auth', action: 'forged' } });
    expect([404, 405]).toContain(write.status);
    const forged = await app.strapi.db.query('api::log-entry.log-entry').count({ where: { action: 'forged' } });
    expect(forged).toBe(0);
  });
});
