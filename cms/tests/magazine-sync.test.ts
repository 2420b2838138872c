// The magazine platform (Aboland): activations and deactivations of subscriptions whose product links a magazine
// are pushed through the outbox to a local HTTP stand-in; failures are kept, retried and never doubled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGAZINE_SYNC_MAX_ATTEMPTS, addDays } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';
import { noonIn, subscriptionHelpers, today } from './helpers/subscriptions';
import { closedPortUrl, startMagazineStandIn, type MagazineStandIn } from './helpers/magazine-standin';

const SYNC = 'api::magazine-sync.magazine-sync';
const code = (res: Res) => res.body?.error?.details?.code;
const later = (ms: number) => new Date(Date.now() + ms);
const MINUTE = 60_000;

let app: TestApp;
let admin: Client;
let editor: Client;
let standin: MagazineStandIn;
const { product, customer, add, act, active, daily } = subscriptionHelpers(() => ({ app, admin }));
let magazine: { id: number; documentId: string };

const sync = () => app.strapi.service(SYNC);
const tasks = (customerId: number) =>
  app.strapi.db.query(SYNC).findMany({ where: { customerKey: customerId }, orderBy: { id: 'asc' } });
const customerRow = (id: number) => app.strapi.db.query('api::customer.customer').findOne({ where: { id } });
const pushes = (reference: string, from = 0) =>
  standin.calls
    .slice(from)
    .filter((c) => c.method === 'POST' && c.path === '/subscriptions' && c.body.customer.reference === reference);

beforeAll(async () => {
  standin = await startMagazineStandIn();
  app = await startApp({ MAGAZINE_PLATFORM_URL: standin.url, MAGAZINE_PLATFORM_TOKEN: 'x' });
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  magazine = await product({ magazineId: 'MAG-VAKBLAD' });
});
afterAll(async () => {
  await app?.stop();
  await standin?.close();
});

describe('pushing activations and deactivations', () => {
  it('pushes an activation once and keeps the subscriber number on the customer', async () => {
    const c = await customer();
    await active(c.documentId, magazine.documentId);
    await sync().idle();
    const [push, ...more] = pushes(c.documentId);
    expect(more).toEqual([]);
    expect(push.auth).toBe('Bearer x');
    expect(push.body).toMatchObject({ magazineId: 'MAG-VAKBLAD', customer: { reference: c.documentId } });
    const number = standin.numbers.get(`${c.documentId}|MAG-VAKBLAD`);
    expect(await customerRow(c.id)).toMatchObject({
      abolandMagazineId: 'MAG-VAKBLAD',
      abolandSubscriptionNumber: number,
    });
    const list = await admin.get(`/api/magazine-syncs?filters[customer][documentId][$eq]=${c.documentId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ action: 'activate', status: 'done', attempts: 1, subscriptionNumber: number }),
    ]);
    expect(list.body.data[0].claimToken).toBeUndefined(); // private
    // Running the queue again pushes nothing more.
    await sync().process({ now: later(10 * MINUTE) });
    expect(pushes(c.documentId)).toHaveLength(1);
  });

  it('pushes a deactivation with the subscriber number when the subscription ends', async () => {
    const c = await customer();
    const subscription = await active(c.documentId, magazine.documentId);
    await sync().idle();
    const number = standin.numbers.get(`${c.documentId}|MAG-VAKBLAD`)!;
    expect(standin.active.has(number)).toBe(true);
    expect((await act(subscription.documentId, 'end')).status).toBe(200);
    await sync().idle();
    expect(standin.calls.filter((call) => call.path === `/subscriptions/${number}/deactivate`)).toHaveLength(1);
    expect(standin.active.has(number)).toBe(false);
    expect((await tasks(c.id)).map((t: any) => [t.action, t.status])).toEqual([
      ['activate', 'done'],
      ['deactivate', 'done'],
    ]);
    // The log shows both (subscription history → log entries).
    const row = await app.strapi.db.query('api::subscription.subscription').findOne({ where: { id: subscription.id } });
    expect(row.history.map((h: any) => h.action)).toEqual(
      expect.arrayContaining(['magazine_activate', 'magazine_deactivate']),
    );
  });

  it('pushes a start the daily run makes, like one made by staff', async () => {
    const c = await customer();
    const planned = (await add(c.documentId, (await product({ magazineId: 'MAG-2' })).documentId)).body.data;
    expect((await act(planned.documentId, 'activate', { startDate: addDays(today(), 1) })).status).toBe(200);
    expect(await tasks(c.id)).toEqual([]); // planned, not active yet
    await daily(noonIn(1));
    await sync().idle();
    expect(await tasks(c.id)).toEqual([expect.objectContaining({ action: 'activate', status: 'done' })]);
    expect(pushes(c.documentId)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ magazineId: 'MAG-2' }) }),
    ]);
  });

  it('makes no task for a product without a magazine link, nor for a refused activation', async () => {
    const c = await customer();
    const plain = await product();
    await active(c.documentId, plain.documentId);
    const second = (await add(c.documentId, plain.documentId)).body.data;
    expect((await act(second.documentId, 'activate-now')).status).toBe(409); // same kind: rolled back
    await sync().idle();
    expect(await tasks(c.id)).toEqual([]);
  });
});

describe('failures', () => {
  it('keeps a task through an outage and a closed port, retries it by its backoff and pushes it once', async () => {
    const c = await customer();
    standin.mode = 'down';
    await active(c.documentId, magazine.documentId);
    await sync().idle();
    let [task] = await tasks(c.id);
    expect(task).toMatchObject({ status: 'pending', attempts: 1 });
    expect(task.lastError).toMatch(/HTTP 500.*platform down/);
    expect(new Date(task.nextAttemptAt).getTime() - Date.now()).toBeGreaterThan(50_000);
    // Not due yet: nothing happens.
    expect(await sync().process({ now: later(30_000) })).toEqual({});
    // The platform unreachable.
    const url = process.env.MAGAZINE_PLATFORM_URL;
    process.env.MAGAZINE_PLATFORM_URL = await closedPortUrl();
    try {
      await sync().process({ now: later(2 * MINUTE) });
    } finally {
      process.env.MAGAZINE_PLATFORM_URL = url;
    }
    [task] = await tasks(c.id);
    expect(task).toMatchObject({ status: 'pending', attempts: 2 });
    expect(task.lastError).toMatch(/unreachable.*ECONNREFUSED/);
    // Recovered: two processors at once push it once.
    standin.mode = 'ok';
    const from = standin.calls.length;
    await Promise.all([sync().process({ now: later(10 * MINUTE) }), sync().process({ now: later(10 * MINUTE) })]);
    expect(pushes(c.documentId, from)).toHaveLength(1);
    [task] = await tasks(c.id);
    expect(task).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect((await customerRow(c.id)).abolandSubscriptionNumber).toBe(task.subscriptionNumber);
  });

  it('does not activate twice when the platform did the work but its answer was lost', async () => {
    const c = await customer();
    standin.mode = 'lost-answer';
    await active(c.documentId, magazine.documentId);
    await sync().idle();
    expect((await tasks(c.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    standin.mode = 'ok';
    await sync().process({ now: later(2 * MINUTE) });
    expect(pushes(c.documentId)).toHaveLength(1); // the retry asked first (GET) and found the number
    const [task] = await tasks(c.id);
    expect(task).toMatchObject({
      status: 'done',
      subscriptionNumber: standin.numbers.get(`${c.documentId}|MAG-VAKBLAD`),
    });
  });

  it('fails after the last attempt; staff retry it, and the refusals are clear', async () => {
    const c = await customer();
    standin.mode = 'down';
    await active(c.documentId, magazine.documentId);
    await sync().idle();
    for (let hour = 1; hour < MAGAZINE_SYNC_MAX_ATTEMPTS; hour++)
      await sync().process({ now: later(hour * 7 * 60 * MINUTE) });
    let [task] = await tasks(c.id);
    expect(task).toMatchObject({ status: 'failed', attempts: MAGAZINE_SYNC_MAX_ATTEMPTS, nextAttemptAt: null });
    const failedList = await admin.get('/api/magazine-syncs?filters[status][$eq]=failed');
    expect(failedList.body.data.map((t: any) => t.documentId)).toContain(task.documentId);
    // Editors may neither read nor retry.
    expect((await editor.get('/api/magazine-syncs')).status).toBe(403);
    expect((await editor.post(`/api/magazine-syncs/${task.documentId}/retry`, {})).status).toBe(403);
    standin.mode = 'ok';
    const retried = await admin.post(`/api/magazine-syncs/${task.documentId}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    [task] = await tasks(c.id);
    expect((await customerRow(c.id)).abolandSubscriptionNumber).toBe(task.subscriptionNumber);
    const again = await admin.post(`/api/magazine-syncs/${task.documentId}/retry`, {});
    expect(again.status).toBe(409);
    expect(code(again)).toBe('magazine_sync_done');
    expect(again.body.error.message).toMatch(/nothing to retry/);
    expect((await admin.post('/api/magazine-syncs/nope/retry', {})).status).toBe(404);
  });

  it('refuses to retry a pending task by hand', async () => {
    const c = await customer();
    standin.mode = 'down';
    await active(c.documentId, magazine.documentId);
    await sync().idle();
    standin.mode = 'ok';
    const [task] = await tasks(c.id);
    const res = await admin.post(`/api/magazine-syncs/${task.documentId}/retry`, {});
    expect(res.status).toBe(409);
    expect(code(res)).toBe('magazine_sync_pending');
  });
});

describe('the built-in platform', () => {
  it('assigns a stable local subscriber number without the network', async () => {
    const c = await customer();
    const url = process.env.MAGAZINE_PLATFORM_URL;
    delete process.env.MAGAZINE_PLATFORM_URL;
    const from = standin.calls.length;
    try {
      await active(c.documentId, magazine.documentId);
      await sync().idle();
    } finally {
      process.env.MAGAZINE_PLATFORM_URL = url;
    }
    expect(standin.calls.length).toBe(from);
    const number = `LOCAL-${String(c.id).padStart(6, '0')}`;
    expect((await tasks(c.id))[0]).toMatchObject({ status: 'done', subscriptionNumber: number });
    expect(await customerRow(c.id)).toMatchObject({
      abolandMagazineId: 'MAG-VAKBLAD',
      abolandSubscriptionNumber: number,
    });
  });

  it('is closed in GraphQL', async () => {
    const graphql = await admin.post('/graphql', { query: '{ magazineSyncs { documentId status } }' });
    expect(graphql.body.data?.magazineSyncs ?? null).toBeNull();
    expect(graphql.body.errors?.length).toBeGreaterThan(0);
  });
});
