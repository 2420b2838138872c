// Ticket orders: stock that never oversells, tickets back to stock once, the sale window, the credit-note hook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { HOUR, orderHelpers } from './helpers/orders';

let app: TestApp;
let admin: Client;
let customerId: string;
const { create, act, stockOf, ticket, order, paidOrder } = orderHelpers(() => ({ app, admin, customerId }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customerId = (await admin.post('/api/customers', { data: { name: 'Orderklant B.V.' } })).body.data.documentId;
});
afterAll(() => app?.stop());

describe('tickets', () => {
  it('never sells more than the stock: 100 buyers for the last 10 tickets', async () => {
    const product = await ticket(10);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => create(order([{ product, quantity: 1 }], { type: 'TICKET' }))),
    );
    const sold = results.filter((r) => r.status === 201);
    expect(sold).toHaveLength(10);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.details.code === 'sold_out')).toBe(true);
    expect(await stockOf(product)).toBe(0);
    // Pay 4, leave 6 held; sold + held + available = initial.
    for (const r of sold.slice(0, 4)) await act(r.body.data.documentId, 'pay');
    const orders = (await admin.get(`/api/orders?pagination[pageSize]=100&filters[type][$eq]=TICKET`)).body.data.filter(
      (o) => o.lines[0].product === product,
    );
    const count = (status: string) =>
      orders.filter((o) => o.status === status && !o.stockReleasedAt).reduce((n, o) => n + o.lines[0].quantity, 0);
    expect(count('PAID') + count('PENDING') + (await stockOf(product))).toBe(10);
  });

  it('returns the tickets of a cancelled order exactly once, also for two cancels at once', async () => {
    const product = await ticket(5);
    const { documentId } = (await create(order([{ product, quantity: 3 }]))).body.data;
    expect(await stockOf(product)).toBe(2);
    const both = await Promise.all([act(documentId, 'cancel'), act(documentId, 'cancel')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(product)).toBe(5);
  });

  it('releases tickets once, expires held tickets back to stock, and enforces the sale window', async () => {
    const product = await ticket(4);
    const paid = (await paidOrder([{ product, quantity: 2 }])).documentId;
    expect((await act(paid, 'release')).body.data).toMatchObject({
      status: 'PAID',
      stockReleasedAt: expect.any(String),
    });
    expect((await act(paid, 'release')).status).toBe(409);
    expect(await stockOf(product)).toBe(4);
    const cancelled = await act(paid, 'cancel');
    expect(await stockOf(product)).toBe(4);
    expect(cancelled.body.data.history.at(-1)).toMatchObject({
      action: 'creditNote',
      note: 'no issued invoice to credit',
    });

    const held = (
      await create(order([{ product, quantity: 4 }], { paymentDueAt: new Date(Date.now() - 1).toISOString() }))
    ).body.data.documentId;
    expect(await stockOf(product)).toBe(0);
    await app.strapi.service('api::order.actions').expireOverdue();
    expect((await admin.get(`/api/orders/${held}`)).body.data.status).toBe('EXPIRED');
    expect(await stockOf(product)).toBe(4);

    const notYet = await ticket(5, [HOUR, 2 * HOUR]);
    const closed = await create(order([{ product: notYet, quantity: 1 }]));
    expect(closed.status).toBe(409);
    expect(closed.body.error.details.code).toBe('ticket_sale_closed');
    expect(await stockOf(notYet)).toBe(5);
  });

  it('calls the credit-note hook when a paid ticket order is cancelled', async () => {
    const calls: string[] = [];
    app.strapi.service('api::order.actions').onPaidTicketCancel(async ({ order: o }) => {
      calls.push(o.serial);
      return `credit note for ${o.serial}`;
    });
    const product = await ticket(2);
    const { documentId, serial } = await paidOrder([{ product, quantity: 1 }]);
    const res = await act(documentId, 'cancel');
    expect(calls).toEqual([serial]);
    expect(res.body.data.history.at(-1)).toMatchObject({
      action: 'creditNote',
      note: `no issued invoice to credit, credit note for ${serial}`,
    });
  });
});
