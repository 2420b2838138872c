import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';

const PRODUCT = 'api::product.product';

let app: TestApp;
let admin: Client;
let editor: Client;
let seq = 0;
let accessTag: string;
let otherTag: string;

const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const create = (data: Record<string, unknown>, client = admin) =>
  client.post('/api/products', { data: { name: `Product ${++seq}`, price: 1250, taxPercentage: 21, ...data } });
const update = (documentId: string, data: Record<string, unknown>) =>
  admin.put(`/api/products/${documentId}`, { data });
const subscription = (extra: Record<string, unknown> = {}) => ({
  type: 'SUBSCRIPTION',
  recurrenceCount: 1,
  recurrenceUnit: 'MONTHS',
  invoiceMode: 'INVOICE',
  tagsBirth: [accessTag],
  ...extra,
});

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  accessTag = (await admin.post('/api/profile-tags', { data: { name: 'Abonnee digitaal', kind: 'ACCESS' } })).body.data
    .documentId;
  otherTag = (await admin.post('/api/profile-tags', { data: { name: 'Abonnee papier', kind: 'ACCESS' } })).body.data
    .documentId;
});
afterAll(() => app?.stop());

describe('product rules', () => {
  it('stores a product with its price in cents', async () => {
    const res = await create({ type: 'PRODUCT', sku: ' BOEK-001 ', minPurchase: 1, maxPurchase: 5 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'PRODUCT', price: 1250, sku: 'BOEK-001', published: false });
  });

  it('refuses fractional or negative cents, a maximum below the minimum and a bad SKU', async () => {
    const res = await create({ price: 12.5, taxPercentage: 101, minPurchase: 3, maxPurchase: 2, sku: 'met spatie' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ price: 'integer', taxPercentage: 'maxValue', maxPurchase: 'minValue', sku: 'sku' });
    expect(codes(await create({ price: -1 }))).toEqual({ price: 'minValue' });
    expect(codes(await create({ name: '' }))).toEqual({ name: 'required' });
  });

  it('keeps SKUs unique whatever their case, also when created at once', async () => {
    expect((await create({ sku: 'UNIEK-1' })).status).toBe(201);
    expect(codes(await create({ sku: 'uniek-1' }))).toEqual({ sku: 'unique' });
    const results = await Promise.all(Array.from({ length: 6 }, () => create({ sku: 'RACE-1' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect([r.status, codes(r)]).toEqual([400, { sku: 'unique' }]);
  });

  it('asks a subscription for its recurrence, invoice mode and at least one tag for new subscribers', async () => {
    const res = await create({ type: 'SUBSCRIPTION' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({
      recurrenceCount: 'required',
      recurrenceUnit: 'required',
      invoiceMode: 'required',
      tagsBirth: 'atLeastOneTag',
    });
    const ok = await create(subscription({ tagsWill: [otherTag], autoStop: true }));
    expect(ok.status).toBe(201);
  });

  it('does not let the tags for new subscribers change after creation', async () => {
    const id = (await create(subscription())).body.data.documentId;
    const changed = await update(id, { tagsBirth: [otherTag] });
    expect([changed.status, codes(changed)]).toEqual([400, { tagsBirth: 'notEditable' }]);
    expect(codes(await update(id, { tagsBirth: { connect: [otherTag] } }))).toEqual({ tagsBirth: 'notEditable' });
    // Sending the same tags back (as the console does) is fine.
    const same = await update(id, { tagsBirth: [accessTag], name: 'Digitaal maand' });
    expect(same.status).toBe(200);
    const stored = await app.strapi.db.query(PRODUCT).findOne({ where: { documentId: id }, populate: ['tagsBirth'] });
    expect(stored.tagsBirth.map((t) => t.documentId)).toEqual([accessTag]);
  });

  it('asks a ticket for a sale window that ends after it begins, and a stock', async () => {
    const res = await create({
      type: 'TICKET',
      ticketSaleBeginsAt: '2026-12-10T10:00:00.000Z',
      ticketSaleEndsAt: '2026-12-01T10:00:00.000Z',
    });
    expect(codes(res)).toEqual({ stock: 'required', ticketSaleEndsAt: 'saleWindow' });
    expect(
      codes(
        await create({
          type: 'TICKET',
          ticketSaleBeginsAt: '2026-12-01T10:00:00.000Z',
          ticketSaleEndsAt: '2026-12-10T10:00:00.000Z',
          stock: -1,
        }),
      ),
    ).toEqual({ stock: 'minValue' });
    expect(
      (
        await create({
          type: 'TICKET',
          ticketSaleBeginsAt: '2026-12-01T10:00:00.000Z',
          ticketSaleEndsAt: '2026-12-10T10:00:00.000Z',
          stock: 100,
        })
      ).status,
    ).toBe(201);
  });

  it('is for staff with the product actions only', async () => {
    expect((await create({}, editor)).status).toBe(403);
    expect((await app.client().get('/api/products')).status).toBe(401);
  });
});

describe('catalogue lists', () => {
  it('filters by type, category, channel and published, and searches', async () => {
    const category = (await admin.post('/api/product-categories', { data: { name: 'Boeken' } })).body.data;
    expect(category.slug).toBe('boeken');
    const channel = (
      await admin.post('/api/channels', {
        data: {
          name: 'Lijst',
          company: 'Lijst B.V.',
          currency: 'EUR',
          invoiceSerialLength: 4,
          invoiceStartWithSerial: 1,
        },
      })
    ).body.data;
    const made = await create({
      name: 'Zoekbaar kookboek',
      categories: [category.documentId],
      channel: channel.documentId,
      published: true,
    });
    expect(made.status).toBe(201);
    const q = `filters[type][$eq]=PRODUCT&filters[categories][documentId][$eq]=${category.documentId}&filters[channel][documentId][$eq]=${channel.documentId}&filters[published][$eq]=true&filters[name][$containsi]=kookboek`;
    const res = await admin.get(`/api/products?${q}`);
    expect([res.status, res.body.data.map((p) => p.name)]).toEqual([200, ['Zoekbaar kookboek']]);
    expect((await admin.post('/api/product-categories', { data: { name: 'BOEKEN' } })).status).toBe(400);
  });
});

describe('bulk publish', () => {
  it('publishes many at once, all or nothing', async () => {
    const ids = [(await create({})).body.data.documentId, (await create({})).body.data.documentId];
    const unknown = await admin.post('/api/products/bulk-publish', {
      documentIds: [...ids, 'bestaatniet'],
      published: true,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await app.strapi.db.query(PRODUCT).findMany({ where: { documentId: { $in: ids } } })).map((p) => p.published),
    ).toEqual([false, false]);
    const res = await admin.post('/api/products/bulk-publish', { documentIds: ids, published: true });
    expect([res.status, res.body.data]).toEqual([200, { count: 2, published: true }]);
    expect(
      (await app.strapi.db.query(PRODUCT).findMany({ where: { documentId: { $in: ids } } })).map((p) => p.published),
    ).toEqual([true, true]);
    expect((await admin.post('/api/products/bulk-publish', { documentIds: ids, published: 'ja' })).status).toBe(400);
    expect((await editor.post('/api/products/bulk-publish', { documentIds: ids, published: false })).status).toBe(403);
  });
});
