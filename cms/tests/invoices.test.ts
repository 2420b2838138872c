import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';
import { listNarrowing } from '../src/services/list-narrowing';

const INVOICE = 'api::invoice.invoice';
const CHANNEL = 'api::channel.channel';

let app: TestApp;
let admin: Client;
let editor: Client;
let customer: string;
let seq = 0;

const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const line = (extra: Record<string, unknown> = {}) => ({
  description: 'Advertentie',
  unitPrice: 10000,
  quantity: 1,
  taxPercentage: 21,
  ...extra,
});
const draft = (data: Record<string, unknown> = {}) =>
  admin.post('/api/invoices', { data: { customer, lines: [line()], ...data } });
const finalize = (documentId: string) => admin.post(`/api/invoices/${documentId}/finalize`);
const channel = async (extra: Record<string, unknown> = {}) =>
  (
    await admin.post('/api/channels', {
      data: {
        name: `Factuurkanaal ${++seq}`,
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialPrefix: `F${seq}`,
        invoiceSerialLength: 3,
        invoiceStartWithSerial: 1,
        ...extra,
      },
    })
  ).body.data;
/** What a channel must have to issue invoices (the content rules). */
const SUPPLIER = {
  company: 'Factuur B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  email: 'facturen@factuur.nl',
};

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  customer = (
    await admin.post('/api/customers', {
      data: {
        name: 'Factuurklant B.V.',
        addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht' }],
      },
    })
  ).body.data.documentId;
});
afterAll(() => app?.stop());

describe('drafts', () => {
  it('are saved without a number, with totals in cents computed on the server, and edited freely', async () => {
    const res = await draft({
      lines: [line({ quantity: 3, unitPrice: 35 }), line({ unitPrice: 50, taxPercentage: 9 })],
      reference: 'Uw ref',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'DRAFT',
      serial: null,
      subtotal: 155,
      taxTotal: 27,
      total: 182,
      currency: 'EUR',
    });
    const edited = await admin.put(`/api/invoices/${res.body.data.documentId}`, {
      data: { lines: [line()], comments: 'Bedankt' },
    });
    expect(edited.body.data).toMatchObject({ total: 12100, comments: 'Bedankt' });
    expect((await admin.del(`/api/invoices/${res.body.data.documentId}`)).status).toBe(204);
  });

  it('check their lines and fields, and need an IBAN for direct debit', async () => {
    const res = await draft({
      lines: [line({ description: '', quantity: 0, taxPercentage: 101 })],
      recipients: 'a@b.nl\nkapot',
      paymentMethod: 'DIRECT_DEBIT',
    });
    expect(codes(res)).toEqual({
      'lines.0.description': 'required',
      'lines.0.quantity': 'minValue',
      'lines.0.taxPercentage': 'maxValue',
      recipients: 'emails',
      paymentMethod: 'ibanForDirectDebit',
    });
    expect(res.body.error.details.errors.find((e) => e.code === 'ibanForDirectDebit').message).toBe(
      'IBAN is required for direct debit: add it to the customer first.',
    );
  });

  it('can be made from an order, with its lines and parties, and link back to it', async () => {
    const book = (await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } }))
      .documentId;
    const order = (
      await admin.post('/api/orders', {
        data: { currency: 'EUR', customer, reference: 'PO-77', lines: [{ product: book, quantity: 2 }] },
      })
    ).body.data;
    const res = await admin.post('/api/invoices', { data: { order: order.documentId } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'DRAFT',
      reference: 'PO-77',
      subtotal: order.subtotal,
      taxTotal: order.taxTotal,
      total: order.total,
    });
    expect(res.body.data.lines).toEqual([
      expect.objectContaining({ description: 'Jaarboek 2026', quantity: 2, unitPrice: 2495, taxPercentage: 9 }),
    ]);
    const linked = await admin.get(`/api/invoices/${res.body.data.documentId}?populate=order,customer`);
    expect([linked.body.data.order.documentId, linked.body.data.customer.documentId]).toEqual([
      order.documentId,
      customer,
    ]);
    await admin.post(`/api/orders/${order.documentId}/cancel`);
    expect((await admin.post('/api/invoices', { data: { order: order.documentId } })).body.error.details.code).toBe(
      'order_not_invoiceable',
    );
    expect(codes(await admin.post('/api/invoices', { data: { order: 'onbekend' } }))).toEqual({ order: 'notFound' });
  });

  it('are for staff with the invoice permissions only', async () => {
    expect((await editor.get('/api/invoices')).status).toBe(403);
  });
});

describe('finalising', () => {
  it('numbers the invoice in its channel, snapshots the parties, freezes the channel and fixes the invoice', async () => {
    const ch = await channel({ invoiceStartWithSerial: 7 });
    const { documentId } = (await draft({ channel: ch.documentId, invoiceDate: '2026-11-20', paymentTerm: 30 })).body
      .data;
    const res = await finalize(documentId);
    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      serial: `F${seq}007`,
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-20',
    });
    expect(res.body.data.snapshot.customer).toMatchObject({ name: 'Factuurklant B.V.' });
    expect(res.body.data.snapshot.channel).toMatchObject({ company: 'Factuur B.V.' });
    expect(
      (await app.strapi.db.query(CHANNEL).findOne({ where: { documentId: ch.documentId } })).invoicingStartedAt,
    ).toBeTruthy();
    // The customer changes later; the invoice keeps what it printed.
    await admin.put(`/api/customers/${customer}`, { data: { name: 'Nieuwe Naam B.V.' } });
    expect((await admin.get(`/api/invoices/${documentId}`)).body.data.snapshot.customer.name).toBe('Factuurklant B.V.');
    await admin.put(`/api/customers/${customer}`, { data: { name: 'Factuurklant B.V.' } });

    const change = await admin.put(`/api/invoices/${documentId}`, { data: { comments: 'later' } });
    expect([change.status, change.body.error.details.code]).toEqual([409, 'invoice_final']);
    const gql = await admin.post('/graphql', {
      query: `mutation { updateInvoice(documentId: "${documentId}", data: { reference: "x" }) { serial } }`,
    });
    expect(gql.body.errors?.[0]?.message).toMatch(/is final and cannot change/);
    expect((await admin.del(`/api/invoices/${documentId}`)).status).toBe(409);
    expect((await finalize(documentId)).status).toBe(409);
    // The next invoice of the channel continues the series.
    expect((await finalize((await draft({ channel: ch.documentId })).body.data.documentId)).body.data.serial).toBe(
      `F${seq}008`,
    );
  });

  it('gives 50 concurrent finalisations on one channel exactly the numbers start..start+k-1, also when some fail halfway', async () => {
    const ch = await channel({ invoiceStartWithSerial: 100 });
    const failing = new Set<string>();
    app.strapi.service(INVOICE).onFinalize(async ({ invoice }) => {
      if (failing.has(invoice.documentId)) throw new Error('PDF generation failed');
    });
    const drafts: string[] = [];
    for (let i = 0; i < 60; i++) drafts.push((await draft({ channel: ch.documentId })).body.data.documentId);
    drafts.filter((_, i) => i % 6 === 5).forEach((id) => failing.add(id));
    const results = await Promise.all(drafts.map((id) => finalize(id)));
    const numbered = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.data.serial)
      .sort();
    expect(numbered).toHaveLength(50);
    expect(results.filter((r) => r.status === 503).map((r) => r.body.error.details.code)).toEqual(
      Array(10).fill('invoice_finalize_failed'),
    );
    expect(numbered).toEqual(Array.from({ length: 50 }, (_, i) => `F${seq}${String(100 + i).padStart(3, '0')}`));
    for (const id of failing)
      expect((await app.strapi.db.query(INVOICE).findOne({ where: { documentId: id } })).status).toBe('DRAFT');
  });

  it('numbers a draft finalised 10 times at once exactly once and gives no number away', async () => {
    const ch = await channel({ invoiceStartWithSerial: 40 });
    const { documentId } = (await draft({ channel: ch.documentId })).body.data;
    const results = await Promise.all(Array.from({ length: 10 }, () => finalize(documentId)));
    expect(results.filter((r) => r.status === 200).map((r) => r.body.data.serial)).toEqual([`F${seq}040`]);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error.details.code])).toEqual(
      Array(9).fill([409, 'invoice_final']),
    );
    const stored = (await admin.get(`/api/invoices/${documentId}?populate[0]=channel&populate[1]=customer`)).body.data;
    const answered = results.find((r) => r.status === 200).body.data;
    expect(answered).toMatchObject({
      serial: stored.serial,
      status: 'PENDING',
      updatedAt: stored.updatedAt,
      dueDate: stored.dueDate,
      openAmount: stored.openAmount,
    });
    expect([answered.channel.documentId, answered.customer.documentId]).toEqual([
      stored.channel.documentId,
      stored.customer.documentId,
    ]);
    expect((await finalize((await draft({ channel: ch.documentId })).body.data.documentId)).body.data.serial).toBe(
      `F${seq}041`,
    );
  });

  it('restarts a yearly series in Amsterdam time: 2025-12-31T23:30:00Z belongs to 2026', async () => {
    const ch = await channel({ invoiceContinuedSerial: false, invoiceSerialLength: 4, invoiceStartWithSerial: 5 });
    const finalizeAt = async (iso: string) =>
      app.strapi
        .service(INVOICE)
        .finalize((await draft({ channel: ch.documentId })).body.data.documentId, null, { now: new Date(iso) });
    expect((await finalizeAt('2025-12-31T22:30:00Z')).serial).toBe(`F${seq}2025-0005`);
    const boundary = await finalizeAt('2025-12-31T23:30:00Z');
    expect([boundary.serial, boundary.invoiceDate]).toEqual([`F${seq}2026-0001`, '2026-01-01']);
    expect((await finalizeAt('2026-03-01T10:00:00Z')).serial).toBe(`F${seq}2026-0002`);
  });

  it('refuses a full series and keeps the invoice a draft', async () => {
    const ch = await channel({ invoiceSerialLength: 1, invoiceStartWithSerial: 9 });
    expect((await finalize((await draft({ channel: ch.documentId })).body.data.documentId)).body.data.serial).toBe(
      `F${seq}9`,
    );
    const full = await finalize((await draft({ channel: ch.documentId })).body.data.documentId);
    expect([full.status, full.body.error.details.code]).toEqual([409, 'invoice_serials_full']);
    expect(full.body.error.message).toBe(
      `The invoice numbers of ${ch.name} are used up (9 in total). Make the serial length longer or use another channel.`,
    );
  });

  it('warns from 90% of the series on', async () => {
    const ch = await channel({ invoiceSerialLength: 2, invoiceStartWithSerial: 89 });
    const first = await finalize((await draft({ channel: ch.documentId })).body.data.documentId);
    expect(first.body.meta.warnings).toBeUndefined();
    const second = await finalize((await draft({ channel: ch.documentId })).body.data.documentId);
    expect(second.body.meta.warnings).toEqual([
      expect.objectContaining({
        code: 'invoice_serials_nearly_full',
        used: 90,
        capacity: 99,
        nearlyFull: true,
        full: false,
      }),
    ]);
    const usage = (await admin.get('/api/invoices/serial-usage')).body.data.find(
      (u) => u.channel.documentId === ch.documentId,
    );
    expect(usage).toEqual({
      channel: { documentId: ch.documentId, name: ch.name },
      used: 90,
      capacity: 99,
      year: null,
      nearlyFull: true,
      full: false,
    });
  });
});

describe('the list', () => {
  let other: string;
  const ids = (res: Res) => res.body.data.map((i) => i.documentId).sort();
  const search = (term: string, extra = '') =>
    admin.get(
      `/api/invoices?filters[$or][0][serial][$containsi]=${encodeURIComponent(term)}&filters[$or][1][reference][$containsi]=${encodeURIComponent(term)}&filters[$or][2][customer][displayName][$containsi]=${encodeURIComponent(term)}&pagination[pageSize]=100${extra}`,
    );
  /** What Strapi itself finds for the same filters (no narrowing): the narrowed list must match it. */
  const strapiFinds = async (filters: Record<string, unknown>) =>
    (await app.strapi.documents(INVOICE).findMany({ filters, fields: ['documentId'], limit: 1000 }))
      .map((i) => i.documentId)
      .sort();

  beforeAll(async () => {
    other = (
      await admin.post('/api/customers', {
        data: {
          name: 'Zoekbaar_Uitgevers B.V.',
          addresses: [{ street: 'Domplein', houseNumber: '2', postcode: '3512JE', city: 'Utrecht' }],
        },
      })
    ).body.data.documentId;
    const ch = await channel();
    await draft({ customer: other, reference: 'PO-100%' });
    await draft({ customer: other, reference: 'PO-1000' });
    expect(
      (
        await finalize(
          (await draft({ customer: other, channel: ch.documentId, reference: 'LIJST-1' })).body.data.documentId,
        )
      ).status,
    ).toBe(200);
    await draft({ reference: 'LIJST-2' });
  });

  it("shows a customer's invoices, also with other filters, as Strapi's own filter would", async () => {
    const all = await admin.get(
      `/api/invoices?filters[customer][documentId][$eq]=${other}&pagination[pageSize]=100&populate[0]=customer`,
    );
    expect(all.body.meta.pagination.total).toBe(3);
    expect(all.body.data.every((i) => i.customer.documentId === other)).toBe(true);
    expect(ids(all)).toEqual(await strapiFinds({ customer: { documentId: { $eq: other } } }));
    const drafts = await admin.get(
      `/api/invoices?filters[customer][documentId][$eq]=${other}&filters[status][$eq]=DRAFT&sort=reference:asc`,
    );
    expect(drafts.body.data.map((i) => i.reference)).toEqual(['PO-100%', 'PO-1000']);
    expect((await admin.get('/api/invoices?filters[customer][documentId][$eq]=onbekend')).body).toMatchObject({
      data: [],
      meta: { pagination: { total: 0 } },
    });
  });

  it('searches the number, the reference and the customer name, with % and _ as plain characters', async () => {
    expect((await search('zoekbaar_uit')).body.meta.pagination.total).toBe(3);
    expect((await search('zoekbaarXuit')).body.meta.pagination.total).toBe(0);
    expect((await search('100%')).body.data.map((i) => i.reference)).toEqual(['PO-100%']);
    expect((await search('lijst-')).body.data.map((i) => i.reference).sort()).toEqual(['LIJST-1', 'LIJST-2']);
    const serial = (await search('lijst-1')).body.data[0].serial;
    expect((await search(serial.toLowerCase())).body.data.map((i) => i.serial)).toEqual([serial]);
    expect(ids(await search('lijst', `&filters[customer][documentId][$eq]=${other}`))).toEqual(
      await strapiFinds({
        $and: [
          { customer: { documentId: { $eq: other } } },
          { $or: [{ serial: { $containsi: 'lijst' } }, { reference: { $containsi: 'lijst' } }] },
        ],
      }),
    );
  });

  it('counts a filter once for its pages, and again after a write', async () => {
    const page = (n: number) =>
      admin.get(
        `/api/invoices?filters[status][$eq]=DRAFT&filters[reference][$eq]=TELLING&pagination[pageSize]=1&pagination[page]=${n}`,
      );
    await draft({ reference: 'TELLING' });
    expect((await page(1)).body.meta.pagination).toMatchObject({ total: 1, pageCount: 1 });
    await draft({ reference: 'TELLING' });
    expect((await page(2)).body.meta.pagination).toMatchObject({ page: 2, total: 2, pageCount: 2 });
    expect((await page(1)).body.meta.pagination.total).toBe(2);
  });

  it('leaves a filter to Strapi when more rows match than it narrows to', async () => {
    const filters = { customer: { documentId: { $eq: other } } };
    expect(await listNarrowing(app.strapi, { max: 2 }).narrow(INVOICE, filters)).toBe(filters);
    expect(await listNarrowing(app.strapi, { max: 3 }).narrow(INVOICE, filters)).toEqual({
      id: { $in: expect.any(Array) },
    });
  });
});
