/**
 * What the API accepts (hardening issue S8, S10, S11): server-owned fields are refused on create and
 * update, text fields refuse control characters and bidi overrides, a NUL byte anywhere in a request is
 * a 400 (never PostgreSQL's 500), and an invoice draft needs its parties.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';

let app: TestApp;
let admin: Client;
let customer: string;
let channel: string;
let book: string;
let seq = 0;

const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const line = { description: 'Advertentie', quantity: 1, unitPrice: 10000, taxPercentage: 21 };
const order = (extra: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  customer,
  lines: [{ product: book, quantity: 1 }],
  ...extra,
});
const content = (extra: Record<string, unknown> = {}) => ({
  type: 'ARTICLE',
  title: 'Een artikel',
  slug: `invoer-${++seq}`,
  ...extra,
});
const count = (uid: string) => app.strapi.db.query(uid).count();

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customer = (await admin.post('/api/customers', { data: { name: 'Invoerklant B.V.' } })).body.data.documentId;
  channel = (await app.strapi.db.query('api::channel.channel').findOne({ where: { isDefault: true } })).documentId;
  book = (await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } })).documentId;
});
afterAll(() => app?.stop());

describe('server-owned fields (S10)', () => {
  it('refuses an order created as paid, names the field, and makes nothing', async () => {
    const before = await count('api::order.order');
    const res = await admin.post('/api/orders', { data: order({ status: 'PAID' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({
      code: 'server_owned',
      errors: [{ path: ['status'], code: 'server_owned', params: { owner: 'order' } }],
    });
    expect(res.body.error.message).toBe("status is set by the order's own actions, not by a request: leave it out.");
    expect(await count('api::order.order')).toBe(before);
  });

  it('still lets the order actions set the status', async () => {
    const made = await admin.post('/api/orders', { data: order() });
    expect(made.body.data.status).toBe('PENDING');
    const paid = await admin.post(`/api/orders/${made.body.data.documentId}/pay`);
    expect(paid.body.data).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
  });

  it('refuses creditOf, totals and money on an invoice draft, on create and on update, every field at once', async () => {
    const draft = (await admin.post('/api/invoices', { data: { customer, lines: [line] } })).body.data;
    const created = await admin.post('/api/invoices', {
      data: { customer, lines: [line], creditOf: draft.documentId, total: 1, paid: 5 },
    });
    expect(created.status).toBe(400);
    expect(codes(created)).toEqual({ creditOf: 'server_owned', total: 'server_owned', paid: 'server_owned' });
    const updated = await admin.put(`/api/invoices/${draft.documentId}`, {
      data: { status: 'PENDING', serial: 'F-1', history: [] },
    });
    expect(codes(updated)).toEqual({ status: 'server_owned', serial: 'server_owned', history: 'server_owned' });
    expect((await admin.get(`/api/invoices/${draft.documentId}`)).body.data).toMatchObject({
      status: 'DRAFT',
      serial: null,
    });
  });

  it('refuses the fields other steps keep on channels, customers, profiles and content', async () => {
    expect(
      codes(await admin.put(`/api/channels/${channel}`, { data: { invoicingStartedAt: new Date().toISOString() } })),
    ).toEqual({ invoicingStartedAt: 'server_owned' });
    expect(codes(await admin.post('/api/customers', { data: { name: 'X', displayName: 'Y' } }))).toEqual({
      displayName: 'server_owned',
    });
    const profile = (await admin.post('/api/profiles', { data: { email: 'invoer@example.nl', type: 'LEAD' } })).body
      .data.documentId;
    expect(
      codes(await admin.put(`/api/profiles/${profile}`, { data: { accountStatus: 'CONFIRMED', blocked: false } })),
    ).toEqual({ accountStatus: 'server_owned', blocked: 'server_owned' });
    expect(
      codes(
        await admin.post('/api/contents?locale=nl', { data: content({ publicationDate: '2001-01-01T00:00:00.000Z' }) }),
      ),
    ).toEqual({ publicationDate: 'server_owned' });
  });

  it('keeps them out of GraphQL input too', async () => {
    const res = await admin.post('/graphql', {
      query: `mutation { createOrder(data: { currency: "EUR", customer: "${customer}", status: PAID, lines: [{ product: "${book}", quantity: 1 }] }) { documentId status } }`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/"status" is not defined by type "OrderInput"/);
  });
});

describe('text input (S11)', () => {
  it('refuses bidi overrides and control characters in short text, by attribute type, inside components too', async () => {
    const tag = await admin.post('/api/profile-tags', { data: { name: 'factuur\u202Efdp.exe', kind: 'INTEREST' } });
    expect(tag.status).toBe(400);
    expect(tag.body.error.details).toMatchObject({
      code: 'control_characters',
      errors: [{ path: ['name'], code: 'control_characters' }],
    });
    expect(
      codes(
        await admin.post('/api/contents?locale=nl', {
          data: content({ title: 'Titel\u2066x', slug: `a\u0007b-${++seq}` }),
        }),
      ),
    ).toEqual({ title: 'control_characters', slug: 'control_characters' });
    expect(
      codes(
        await admin.post('/api/customers', {
          data: { name: 'Klant', addresses: [{ city: 'Utrecht' }, { city: 'Ams\u0085terdam' }] },
        }),
      ),
    ).toEqual({ 'addresses.1.city': 'control_characters' });
  });

  it('lets long text keep new lines and tabs but not other control characters', async () => {
    const ok = await admin.post('/api/contents?locale=nl', {
      data: content({ introduction: 'Regel 1\r\nRegel 2\tmet tab', body: '# Kop\n\nTekst' }),
    });
    expect(ok.status).toBe(201);
    expect(codes(await admin.post('/api/contents?locale=nl', { data: content({ body: 'Tekst\u001b[31m' }) }))).toEqual({
      body: 'control_characters',
    });
    expect(
      codes(
        await admin.post('/api/orders', {
          data: order({ lines: [{ product: book, quantity: 1, description: 'Boek\u202E' }] }),
        }),
      ),
    ).toEqual({ lines: 'control_characters' });
  });

  it('answers a NUL byte in a filter, a search, a body or a GraphQL string with 400, never 500', async () => {
    for (const path of [
      '/api/contents?filters[title][$eq]=%00',
      '/api/profiles?filters[email][$containsi]=a%00',
      '/api/profiles?_q=%00',
      '/api/search?q=%00',
      '/api/contents/%00',
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.details.code, path).toBe('control_characters');
    }
    expect((await admin.get('/api/contents?filters[title][$eq]=%00')).body.error.details.errors[0].path).toEqual([
      'filters[title][$eq]',
    ]);
    const tag = await admin.post('/api/profile-tags', { data: { name: 'nul\u0000tag', kind: 'INTEREST' } });
    expect(tag.status).toBe(400);
    expect(codes(tag)).toEqual({ 'data.name': 'control_characters' });
    const gql = await admin.post('/graphql', {
      query: 'query { contents(filters: { title: { eq: "\\u0000" } }) { documentId } }',
    });
    expect(gql.status).toBe(400);
  });
});

describe('invoice drafts (S8)', () => {
  it('needs a customer and a channel; the finalise refusal speaks of an invoice', async () => {
    const empty = await admin.post('/api/invoices', { data: {} });
    expect(empty.status).toBe(400);
    expect(codes(empty)).toEqual({ customer: 'required' });
    const draft = (await admin.post('/api/invoices', { data: { customer } })).body.data;
    expect(
      codes(await admin.put(`/api/invoices/${draft.documentId}`, { data: { customer: null, channel: null } })),
    ).toEqual({ customer: 'required', channel: 'required' });
    const finalise = await admin.post(`/api/invoices/${draft.documentId}/finalize`);
    expect(finalise.status).toBe(400);
    expect(finalise.body.error.message).toBe('An invoice needs at least one line.');
    expect(codes(finalise)).toEqual({ lines: 'atLeastOneInvoiceLine' });
  });
});
