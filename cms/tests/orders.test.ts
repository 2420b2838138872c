// Orders: the rules of a new order, its changes and actions, and the sales dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { orderHelpers } from './helpers/orders';

let app: TestApp;
let admin: Client;
let editor: Client;
let customerId: string;
let book: string; // PRODUCT, € 24,95 at 9%, at most 10
const { codes, create, act, productBySku, order, paidOrder } = orderHelpers(() => ({ app, admin, customerId }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  customerId = (await admin.post('/api/customers', { data: { name: 'Orderklant B.V.' } })).body.data.documentId;
  book = await productBySku('BOEK-JB26');
});
afterAll(() => app?.stop());

describe('creating an order', () => {
  it('computes totals in cents on the server, VAT per rate, with a serial from the site configuration', async () => {
    const res = await create(
      order(
        [
          { product: book, quantity: 3 },
          { product: book, quantity: 1, unitPrice: 1000, taxPercentage: 21, description: 'Korting exemplaar' },
        ],
        { reference: 'PO-1', notes: 'intern', customerComment: 'graag snel' },
      ),
    );
    expect(res.status).toBe(201);
    const o = res.body.data;
    expect(o).toMatchObject({
      type: 'PRODUCT',
      status: 'PENDING',
      currency: 'EUR',
      subtotal: 8485,
      taxTotal: 884,
      total: 9369,
      reference: 'PO-1',
    });
    // 9% over 7485 = 673.65 → 674; 21% over 1000 = 210
    expect(o.taxes).toEqual([
      { rate: 9, base: 7485, tax: 674 },
      { rate: 21, base: 1000, tax: 210 },
    ]);
    expect(o.lines[0]).toMatchObject({ description: 'Jaarboek 2026', quantity: 3, unitPrice: 2495, amount: 7485 });
    expect(o.serial).toMatch(/^\d{6}$/);
    expect(o.history).toEqual([
      expect.objectContaining({
        action: 'create',
        to: 'PENDING',
        by: expect.objectContaining({ name: 'admin@example.com' }),
      }),
    ]);
  });

  it('needs a currency before products, and checks quantities against the product', async () => {
    const noCurrency = await create({ customer: customerId, lines: [{ product: book, quantity: 1 }] });
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.body.error.message).toBe('An order needs a currency before products can be added.');
    const res = await create(
      order([
        { product: book, quantity: 11 },
        { product: 'onbekend', quantity: 1 },
        { product: book, quantity: 0 },
      ]),
    );
    expect(codes(res)).toEqual({
      'lines.0.quantity': 'maxValue',
      'lines.1.product': 'notFound',
      'lines.2.quantity': 'minValue',
    });
  });

  it('refuses products of another type, a channel in another currency and totals above the limit', async () => {
    const subscription = await productBySku('ABO-DIG-M');
    expect(
      codes(
        await create(
          order([
            { product: book, quantity: 1 },
            { product: subscription, quantity: 1 },
          ]),
        ),
      ),
    ).toEqual({ 'lines.1.product': 'productType' });
    const dollars = (await app.strapi.db.query('api::channel.channel').findOne({ where: { currency: 'USD' } }))
      .documentId;
    expect(codes(await create(order([{ product: book, quantity: 1 }], { channel: dollars })))).toEqual({
      currency: 'channelCurrency',
    });
    // A product's price is in its channel's currency: a euro book cannot be sold in dollars.
    expect(codes(await create(order([{ product: book, quantity: 1 }], { currency: 'USD', channel: dollars })))).toEqual(
      { 'lines.0.product': 'productCurrency' },
    );
    const dollarBook = (
      await admin.post('/api/products', {
        data: { name: 'Yearbook (USD)', price: 2995, taxPercentage: 0, channel: dollars },
      })
    ).body.data.documentId;
    expect((await create(order([{ product: dollarBook, quantity: 1 }], { currency: 'USD' }))).body.data).toMatchObject({
      currency: 'USD',
      total: 2995,
    });
    expect(
      codes(
        await create(
          order([
            { product: book, quantity: 10, unitPrice: 100_000_000 },
            { product: book, quantity: 10, unitPrice: 100_000_000 },
            { product: book, quantity: 10, unitPrice: 100_000_000 },
          ]),
        ),
      ),
    ).toEqual({ lines: 'totalTooLarge' });
  });

  it('creates a new customer from the addressee when none is chosen, and writes nothing when it cannot', async () => {
    const res = await create({
      currency: 'EUR',
      lines: [{ product: book, quantity: 1 }],
      email: 'koper@nieuw.nl',
      addressee: {
        salutation: 'M',
        firstName: 'Kees',
        lastName: 'Koper',
        street: 'Domplein',
        houseNumber: '1',
        postcode: '3512JE',
        city: 'Utrecht',
      },
    });
    expect(res.status).toBe(201);
    const withCustomer = await admin.get(
      `/api/orders/${res.body.data.documentId}?populate[customer][populate]=addresses`,
    );
    expect(withCustomer.body.data.customer).toMatchObject({
      contact: 'Kees Koper',
      email: 'koper@nieuw.nl',
      addresses: [expect.objectContaining({ postcode: '3512 JE', defaultBilling: true })],
    });

    const customers = await app.strapi.db.query('api::customer.customer').count();
    const orders = await app.strapi.db.query('api::order.order').count();
    const badPostcode = await create({
      currency: 'EUR',
      lines: [{ product: book, quantity: 1 }],
      addressee: { company: 'X', postcode: '12', salutation: 'Q' },
    });
    expect(codes(badPostcode)).toEqual({ 'addressee.salutation': 'oneOf', 'addressee.postcode': 'postcode' });
    const addresseeOfCustomer = await create(
      order([{ product: book, quantity: 1 }], { addressee: { postcode: '12' } }),
    );
    expect(codes(addresseeOfCustomer)).toEqual({ 'addressee.postcode': 'postcode' });
    const none = await create({ currency: 'EUR', lines: [{ product: book, quantity: 1 }] });
    expect(codes(none)).toEqual({ customer: 'customerOrAddressee' });
    const badEmail = await create({
      currency: 'EUR',
      lines: [{ product: book, quantity: 1 }],
      email: 'kapot',
      addressee: { company: 'X' },
    });
    expect(badEmail.status).toBe(400);
    expect(await app.strapi.db.query('api::customer.customer').count()).toBe(customers);
    expect(await app.strapi.db.query('api::order.order').count()).toBe(orders);
  });

  it('gives unique, gapless serials to 50 concurrent creations, some of which fail', async () => {
    const first = Number((await create(order([{ product: book, quantity: 1 }]))).body.data.serial);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => create(order([{ product: book, quantity: i % 6 === 5 ? 99 : 1 }]))),
    );
    const made = results.filter((r) => r.status === 201);
    expect(made).toHaveLength(50);
    expect(results.filter((r) => r.status === 400)).toHaveLength(10);
    const serials = made.map((r) => Number(r.body.data.serial)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => first + 1 + i));
  });

  it('obeys the same rules through GraphQL', async () => {
    const made = await admin.post('/graphql', {
      query: `mutation { createOrder(data: { currency: "EUR", customer: "${customerId}", lines: [{ product: "${book}", quantity: 2 }] }) { documentId serial total status } }`,
    });
    expect(made.body.data.createOrder).toMatchObject({
      serial: expect.stringMatching(/^\d{6}$/),
      total: 5439,
      status: 'PENDING',
    });
    const id = made.body.data.createOrder.documentId;
    const changed = await admin.post('/graphql', {
      query: `mutation { updateOrder(documentId: "${id}", data: { currency: "USD" }) { currency } }`,
    });
    expect(changed.body.errors?.[0]?.message).toMatch(/can no longer change/);
    const noCurrency = await admin.post('/graphql', {
      query: `mutation { createOrder(data: { customer: "${customerId}", lines: [{ product: "${book}", quantity: 1 }] }) { documentId } }`,
    });
    expect(noCurrency.body.errors?.[0]?.message).toBe('An order needs a currency before products can be added.');
  });

  it('keeps a customer with orders: deleting it is 409, a customer without orders goes', async () => {
    await create(order([{ product: book, quantity: 1 }]));
    const refused = await admin.del(`/api/customers/${customerId}`);
    expect([refused.status, refused.body.error.details.code]).toEqual([409, 'customer_has_orders']);
    const lonely = (await admin.post('/api/customers', { data: { name: 'Zonder Bestellingen B.V.' } })).body.data
      .documentId;
    expect((await admin.del(`/api/customers/${lonely}`)).status).toBe(204);
  });

  it('only lets staff with the order permissions in', async () => {
    expect((await editor.get('/api/orders')).status).toBe(403);
    expect((await create(order([{ product: book, quantity: 1 }]), editor)).status).toBe(403);
  });
});

describe('order changes and actions', () => {
  it('keeps lines, parties and amounts fixed, lets notes change, and never deletes', async () => {
    const { documentId } = (await create(order([{ product: book, quantity: 1 }]))).body.data;
    const fixed = await admin.put(`/api/orders/${documentId}`, { data: { currency: 'USD', notes: 'x' } });
    expect(fixed.status).toBe(409);
    expect(fixed.body.error.details).toMatchObject({ code: 'order_fixed', fields: ['currency'] });
    expect(codes(await admin.put(`/api/orders/${documentId}`, { data: { status: 'PAID' } }))).toEqual({
      status: 'server_owned',
    });
    expect(codes(await admin.put(`/api/orders/${documentId}`, { data: { addressee: { postcode: 'ABCD' } } }))).toEqual({
      'addressee.postcode': 'postcode',
    });
    const notes = await admin.put(`/api/orders/${documentId}`, { data: { notes: 'Gebeld', reference: 'PO-9' } });
    expect(notes.body.data).toMatchObject({ notes: 'Gebeld', reference: 'PO-9', status: 'PENDING' });
    expect((await admin.del(`/api/orders/${documentId}`)).status).toBe(409);
  });

  it('closes, reopens and cancels with history, and answers 409 for what is not allowed', async () => {
    const { documentId } = (await create(order([{ product: book, quantity: 1 }]))).body.data;
    expect((await act(documentId, 'reopen')).status).toBe(409);
    expect((await act(documentId, 'close')).body.data).toMatchObject({
      status: 'CLOSED',
      closedAt: expect.any(String),
    });
    expect((await act(documentId, 'reopen')).body.data.status).toBe('PENDING');
    expect((await act(documentId, 'pay')).body.data.status).toBe('PAID');
    await act(documentId, 'close');
    expect((await act(documentId, 'reopen')).body.data.status).toBe('PAID');
    const cancelled = await act(documentId, 'cancel');
    expect(cancelled.body.data.status).toBe('CANCELLED');
    const refused = await act(documentId, 'close');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A cancelled order cannot be closed.');
    expect((await act(documentId, 'explode')).status).toBe(405);
    expect(cancelled.body.data.history.map((h) => `${h.action}:${h.to}`)).toEqual([
      'create:PENDING',
      'close:CLOSED',
      'reopen:PENDING',
      'pay:PAID',
      'close:CLOSED',
      'reopen:PAID',
      'cancel:CANCELLED',
    ]);
    expect(cancelled.body.data.history.every((h) => h.by.name === 'admin@example.com' && h.at)).toBe(true);
  });

  it('expires pending orders past their payment time only, through the action and the sweep', async () => {
    const due = (
      await create(order([{ product: book, quantity: 1 }], { paymentDueAt: new Date(Date.now() - 1000).toISOString() }))
    ).body.data.documentId;
    const later = (await create(order([{ product: book, quantity: 1 }]))).body.data.documentId;
    expect((await act(later, 'expire')).body.error.details.code).toBe('not_due');
    expect(await app.strapi.service('api::order.actions').expireOverdue()).toBeGreaterThanOrEqual(1);
    const expired = (await admin.get(`/api/orders/${due}`)).body.data;
    expect(expired).toMatchObject({ status: 'EXPIRED', expiredAt: expect.any(String) });
    expect(expired.history.at(-1).by.name).toBe('system');
  });

  it('finds cancelled orders by the legacy spelling and splits open from closed', async () => {
    const { documentId } = (await create(order([{ product: book, quantity: 1 }], { reference: 'LEGACY' }))).body.data;
    await act(documentId, 'cancel');
    const legacy = await admin.get('/api/orders?filters[status][$eq]=CANCELED&filters[reference][$eq]=LEGACY');
    expect(legacy.body.data.map((o) => o.status)).toEqual(['CANCELLED']);
    const open = await admin.get(
      '/api/orders?filters[status][$in][0]=PENDING&filters[status][$in][1]=PAID&pagination[pageSize]=100',
    );
    expect(open.body.data.every((o) => ['PENDING', 'PAID'].includes(o.status))).toBe(true);
    expect(codes(await create(order([{ product: book, quantity: 1 }], { status: 'CANCELED' })))).toEqual({
      status: 'server_owned',
    });
  });
});

describe('order list', () => {
  it('answers a repeated page from its cache, and shows an action, a sweep and a customer rename at once', async () => {
    const { documentId } = (await create(order([{ product: book, quantity: 1 }], { reference: 'CACHE' }))).body.data;
    const query = '/api/orders?filters[reference][$eq]=CACHE&populate[0]=customer&sort[0]=createdAt:desc';
    const first = await admin.get(query);
    expect([first.headers.get('x-cache'), first.body.data[0].status]).toEqual(['MISS', 'PENDING']);
    expect((await admin.get(query)).headers.get('x-cache')).toBe('HIT');
    await act(documentId, 'pay');
    const paid = await admin.get(query);
    expect([paid.headers.get('x-cache'), paid.body.data[0].status]).toEqual(['MISS', 'PAID']);
    await admin.put(`/api/customers/${customerId}`, { data: { name: 'Orderklant Hernoemd B.V.' } });
    expect((await admin.get(query)).body.data[0].customer.name).toBe('Orderklant Hernoemd B.V.');
    // A write behind the REST API (the expiry sweep writes through the query engine) empties it too.
    const due = (
      await create(
        order([{ product: book, quantity: 1 }], {
          reference: 'CACHE',
          paymentDueAt: new Date(Date.now() - 1000).toISOString(),
        }),
      )
    ).body.data.documentId;
    expect((await admin.get(query)).body.data.map((o) => o.status)).toEqual(['PENDING', 'PAID']);
    expect((await admin.get(query)).headers.get('x-cache')).toBe('HIT');
    await app.strapi.service('api::order.actions').expireOverdue();
    const swept = await admin.get(query);
    expect(swept.body.data.find((o) => o.documentId === due).status).toBe('EXPIRED');
    // Cache-Control: no-cache asks for a fresh answer.
    expect((await admin.get(query, { 'cache-control': 'no-cache' })).headers.get('x-cache')).toBeNull();
    await admin.put(`/api/customers/${customerId}`, { data: { name: 'Orderklant B.V.' } });
  });
});

describe('sales dashboard', () => {
  it('sums paid and closed orders per channel into Amsterdam buckets, each channel in its own currency', async () => {
    const before = (await admin.get('/api/orders/revenue?period=1w')).body.data;
    const euros = before.channels.find((c) => c.currency === 'EUR' && c.isDefault);
    const paid = await paidOrder([{ product: book, quantity: 1 }]);
    const closed = (await create(order([{ product: book, quantity: 2 }]))).body.data;
    await act(closed.documentId, 'close');
    const open = (await create(order([{ product: book, quantity: 1 }]))).body.data;
    const cancelled = await paidOrder([{ product: book, quantity: 1 }]);
    await act(cancelled.documentId, 'cancel');

    const after = (await admin.get('/api/orders/revenue?period=1w')).body.data;
    expect(after).toMatchObject({ period: '1w', bucket: 'day' });
    expect(after.starts).toHaveLength(7);
    const now = after.channels.find((c) => c.documentId === euros.documentId);
    expect(now.total - euros.total).toBe(paid.total + closed.total);
    expect(now.series.at(-1) - euros.series.at(-1)).toBe(paid.total + closed.total);
    // Open = pending and paid (not yet closed).
    expect(now.open.count - euros.open.count).toBe(2);
    expect(now.open.amount - euros.open.amount).toBe(open.total + paid.total);
    expect(after.channels.map((c) => c.currency)).toContain('USD');
    expect((await admin.get('/api/orders/revenue?period=5w')).status).toBe(400);
    expect((await editor.get('/api/orders/revenue')).status).toBe(403);
  });
});
