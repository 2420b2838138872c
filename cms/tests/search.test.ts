// The top-bar search: every kind a user may see (profiles, customers, orders, invoices, products, content), grouped,
// each kind only with its permission, a bounded query, indexed prefix look-ups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PER_KIND, SEARCH_QUERY_MAX } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';
import { upperBound } from '../src/api/search/services/prefix';

let app: TestApp;
let admin: Client;
let editor: Client;
let duin: { documentId: string };
let serial: string;

const search = (client: Client, q: string) => client.get(`/api/search?q=${encodeURIComponent(q)}`);
const titles = (res: Res, type: string) => res.body.data.filter((h) => h.type === type).map((h) => h.title);
const kinds = (res: Res) => res.body.meta.groups.map((g) => g.type);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  const customer = (data: Record<string, unknown>) =>
    admin.post('/api/customers', {
      data: { addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht' }], ...data },
    });
  duin = (await customer({ name: 'Duin Media B.V.', debtorId: 'D-7701', email: 'info@duinmedia.nl' })).body.data;
  await customer({ name: 'Duinrand Advies', debtorId: 'D-7702', email: 'post@duinrand.nl' });
  await customer({ name: 'Polder Media', debtorId: 'D-7703', email: 'info@poldermedia.nl' });
  await customer({ name: 'Ölstrup Uitgeverij', debtorId: 'D-7704', email: 'info@olstrup.dk' });
  const line = { description: 'Advertentie', unitPrice: 10000, quantity: 1, taxPercentage: 21 };
  const invoice = (await admin.post('/api/invoices', { data: { customer: duin.documentId, lines: [line] } })).body.data;
  serial = (await admin.post(`/api/invoices/${invoice.documentId}/finalize`)).body.data.serial;
  await admin.post('/api/invoices', { data: { customer: duin.documentId, lines: [line] } });
  const book = (await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } })).documentId;
  await admin.post('/api/orders', {
    data: { currency: 'EUR', customer: duin.documentId, lines: [{ product: book, quantity: 1 }] },
  });
  const article = await editor.post('/api/contents?locale=nl', {
    data: { title: 'Duinen bij Schoorl weer open', type: 'ARTICLE', slug: 'duinen-bij-schoorl' },
  });
  expect(article.status).toBe(201);
});
afterAll(() => app?.stop());

describe('what it finds', () => {
  it('finds a customer by name, with its invoices and orders, grouped by kind, each hit linking to its screen', async () => {
    const res = await search(admin, 'Duin Media');
    expect(res.status).toBe(200);
    expect(kinds(res)).toEqual(['customer', 'order', 'invoice']);
    expect(res.body.data.find((h) => h.type === 'customer')).toEqual({
      type: 'customer',
      id: duin.documentId,
      title: 'Duin Media B.V.',
      subtitle: 'D-7701 · info@duinmedia.nl',
      url: `/sales/customers/${duin.documentId}`,
    });
    const invoices = res.body.data.filter((h) => h.type === 'invoice');
    // Newest first: the draft (no number yet, named by its customer), then the finalised one.
    expect(invoices.map((h) => [h.title, h.status])).toEqual([
      ['Duin Media B.V.', 'DRAFT'],
      [serial, 'PENDING'],
    ]);
    expect(invoices[1].url).toMatch(/^\/sales\/invoices\/\w+\/show$/);
    expect(res.body.data.find((h) => h.type === 'order')).toMatchObject({
      status: 'PENDING',
      subtitle: expect.stringContaining('Duin Media B.V.'),
      url: expect.stringMatching(/^\/sales\/orders\/\w+\/show$/),
    });
    expect(res.body.meta).toMatchObject({ query: 'Duin Media' });
  });

  it('matches the start of names, numbers and addresses, whatever the case, and not the middle', async () => {
    expect(titles(await search(admin, 'duin'), 'customer')).toEqual(['Duin Media B.V.', 'Duinrand Advies']);
    expect(titles(await search(admin, 'd-7703'), 'customer')).toEqual(['Polder Media']);
    expect(titles(await search(admin, 'post@duin'), 'customer')).toEqual(['Duinrand Advies']);
    expect(titles(await search(admin, 'Media'), 'customer')).toEqual([]);
    // A letter outside A-Z as typed (SQLite's lower() folds A-Z only; PostgreSQL folds every letter).
    expect(titles(await search(admin, 'Ölstrup uit'), 'customer')).toEqual(['Ölstrup Uitgeverij']);
    // An invoice by (part of) its number.
    expect(titles(await search(admin, serial), 'invoice')).toEqual([serial]);
    expect(titles(await search(admin, serial.slice(0, -1).toLowerCase()), 'invoice')).toContain(serial);
    // Products by name or SKU, profiles by first, full or last name and e-mail, content by its title.
    expect(titles(await search(admin, 'Jaarboek'), 'product')).toEqual(['Jaarboek 2026']);
    expect(titles(await search(admin, 'boek-jb'), 'product')).toEqual(['Jaarboek 2026']);
    expect(titles(await search(admin, 'eric jans'), 'profile')).toEqual(['Eric Jansen']);
    expect(titles(await search(admin, 'Jansen'), 'profile')).toContain('Eric Jansen');
    expect(titles(await search(admin, 'Duinen bij'), 'content')).toEqual(['Duinen bij Schoorl weer open']);
  });

  it('treats % and _ as plain characters and answers an empty list when nothing matches', async () => {
    for (const q of ['%%', '__', 'zzqxv', "d'7"]) {
      const res = await search(admin, q);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual({ data: [], meta: { query: q, groups: [] } });
    }
  });

  it('shows a few per kind and says when there are more', async () => {
    for (let i = 0; i < SEARCH_PER_KIND + 1; i++)
      await admin.post('/api/products', {
        data: { type: 'PRODUCT', name: `Zoekartikel ${i}`, price: 100, taxPercentage: 9, sku: `ZK-${i}` },
      });
    const res = await search(admin, 'zoekartikel');
    expect(titles(res, 'product')).toHaveLength(SEARCH_PER_KIND);
    expect(res.body.meta.groups).toEqual([{ type: 'product', count: SEARCH_PER_KIND, more: true }]);
  });
});

describe('who sees what', () => {
  it('gives each kind only to users whose role may read it: an editor gets content, no invoices', async () => {
    const res = await search(editor, 'Duin');
    expect(res.status).toBe(200);
    expect(kinds(res)).toEqual(['content']);
    expect((await search(editor, serial)).body.data).toEqual([]);
    expect((await app.client().get('/api/search?q=Duin')).status).toBe(401);
  });

  it('adds a kind when the role is granted its action, and only that kind', async () => {
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'editor' } });
    const grant = await app.strapi.db
      .query('plugin::users-permissions.permission')
      .create({ data: { action: 'api::customer.customer.find', role: role.id } });
    app.strapi.service('api::me.permissions').invalidate();
    try {
      expect(kinds(await search(editor, 'Duin Media'))).toEqual(['customer']);
    } finally {
      await app.strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: grant.id } });
      app.strapi.service('api::me.permissions').invalidate();
    }
  });
});

describe('bad queries', () => {
  it('refuses an empty, a one-letter and an over-long query with 400 and a code', async () => {
    const cases: Array<[string, string]> = [
      ['/api/search', 'query_required'],
      ['/api/search?q=%20%20', 'query_required'],
      ['/api/search?q[0]=ab', 'query_required'],
      ['/api/search?q=a', 'query_too_short'],
      [`/api/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, 'query_too_long'],
    ];
    for (const [path, code] of cases) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.details.code, path).toBe(code);
    }
    expect((await admin.get(`/api/search?q=${'a'.repeat(SEARCH_QUERY_MAX)}`)).status).toBe(200);
  });

  it('reads an index range for each look-up, the upper bound just past every string with the prefix', () => {
    expect(upperBound('dk00006')).toBe('dk00007');
    expect(upperBound('jan')).toBe('jao');
    expect(upperBound('zoë')).toBe('zoì');
  });
});
