// Tickets from paid orders: once per seat, names editable and nothing else, revoke and release once, cancel revokes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { TICKET, ticketHelpers } from './helpers/tickets';

let app: TestApp;
let admin: Client;
let customerId: string;
const t = ticketHelpers(() => ({ app, admin, customerId }));
const stockOf = async (documentId: string) =>
  (await app.strapi.db.query('api::product.product').findOne({ where: { documentId } })).stock;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customerId = (await admin.post('/api/customers', { data: { name: 'Ticketklant B.V.', email: 'klant@example.com' } }))
    .body.data.documentId;
});
afterAll(() => app?.stop());

describe('tickets from paid orders', () => {
  it('makes one ticket per seat when the order is paid, never again on a second pay', async () => {
    const { product } = await t.eventWith({ stock: 10 });
    const created = await t.createOrder(product, 3);
    expect(created.status).toBe(201);
    const order = created.body.data.documentId;
    expect(await t.ticketsOf(order)).toHaveLength(0);
    expect((await t.pay(order)).status).toBe(200);
    const tickets = await t.ticketsOf(order);
    const serial = created.body.data.serial;
    expect(tickets.map((x) => x.number)).toEqual([`${serial}-1-1`, `${serial}-1-2`, `${serial}-1-3`]);
    expect(tickets[0]).toMatchObject({
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'koper@example.com',
      revoked: false,
      scanned: false,
    });
    expect(tickets[0].secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.pay(order)).status).toBe(409);
    expect(await t.ticketsOf(order)).toHaveLength(3);
    // Made once even when the handler runs again for the same order.
    const row = await app.strapi.db.query('api::order.order').findOne({ where: { documentId: order } });
    expect(await app.strapi.service(TICKET).makeForOrder(row)).toBe(0);
    expect(await t.ticketsOf(order)).toHaveLength(3);
    const listed = await admin.get(`/api/tickets?filters[order][documentId][$eq]=${order}&populate=order`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    expect(listed.body.data[0].secretHash).toBeUndefined();
  });

  it('lets staff edit the holder and nothing else; tickets are never created or deleted through the API', async () => {
    const { product } = await t.eventWith();
    const { tickets } = await t.buy(product, 1);
    const id = tickets[0].documentId;
    const edited = await admin.put(`/api/tickets/${id}`, {
      data: { firstName: ' Bram ', lastName: 'Jansen', email: 'Bram@Example.com' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ firstName: 'Bram', lastName: 'Jansen', email: 'bram@example.com' });
    const owned = await admin.put(`/api/tickets/${id}`, { data: { scanned: true, number: 'X' } });
    expect(owned.status).toBe(400);
    expect(codes(owned)).toMatchObject({ scanned: 'server_owned', number: 'server_owned' });
    const bad = await admin.put(`/api/tickets/${id}`, { data: { email: 'geen-adres' } });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual({ email: 'email' });
    expect([404, 405]).toContain((await admin.post('/api/tickets', { data: { firstName: 'X' } })).status);
    expect([404, 405]).toContain((await admin.del(`/api/tickets/${id}`)).status);
    expect(await app.strapi.db.query(TICKET).count({ where: { documentId: id } })).toBe(1);
  });

  it('revokes once and returns the seat to stock once; a cancelled order revokes its tickets', async () => {
    const { product } = await t.eventWith({ stock: 5 });
    const { order, tickets } = await t.buy(product, 2);
    expect(await stockOf(product)).toBe(3);
    const [first, second] = tickets;
    const both = await Promise.all([
      admin.post(`/api/tickets/${first.documentId}/revoke`, { release: true }),
      admin.post(`/api/tickets/${first.documentId}/revoke`, { release: true }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.details.code).toBe('ticket_revoked');
    expect(await stockOf(product)).toBe(4);
    // Cancelling the order returns the rest (one seat), not the released one again, and revokes the other ticket.
    expect((await admin.post(`/api/orders/${order}/cancel`)).status).toBe(200);
    expect(await stockOf(product)).toBe(5);
    const after = await app.strapi.db.query(TICKET).findOne({ where: { documentId: second.documentId } });
    expect(after).toMatchObject({ revoked: true });
  });

  it('releasing an order’s seats revokes its tickets; an order paid after its release gets none', async () => {
    const { product } = await t.eventWith({ stock: 5 });
    // A paid order released: its seats go back and its tickets admit nobody (the seats are someone else’s now).
    const paid = await t.buy(product, 2);
    const released = await admin.post(`/api/orders/${paid.order}/release`);
    expect(released.status).toBe(200);
    expect(released.body.data.history.at(-1)).toMatchObject({ action: 'tickets', note: '2 tickets revoked' });
    expect(await stockOf(product)).toBe(5);
    expect((await t.ticketsOf(paid.order)).map((ticket: { revoked: boolean }) => ticket.revoked)).toEqual([true, true]);
    const door = await admin.post('/api/tickets/scan', { code: t.codeOf(paid.tickets[0]) });
    expect(door.body.error.details.code).toBe('ticket_revoked');
    // A revoke with release afterwards gives nothing more.
    const late = await admin.post(`/api/tickets/${paid.tickets[0].documentId}/revoke`, { release: true });
    expect(late.status).toBe(409);
    expect(await stockOf(product)).toBe(5);
    // A reservation released, then paid after all (the money came in): no tickets for seats it no longer holds.
    const held = (await t.createOrder(product, 3)).body.data.documentId;
    expect((await admin.post(`/api/orders/${held}/release`)).status).toBe(200);
    const late2 = await t.pay(held);
    expect(late2.status).toBe(200);
    expect(late2.body.data.history.at(-1).note).toBe('no tickets made: the seats were released before the payment');
    expect(await t.ticketsOf(held)).toEqual([]);
    expect(await stockOf(product)).toBe(5);
  });

  it('releases unpaid reservations after the event’s releaseTickets hours (injected clock)', async () => {
    const { product } = await t.eventWith({ stock: 4, releaseTickets: 2 });
    const held = (await t.createOrder(product, 3)).body.data.documentId;
    expect(await stockOf(product)).toBe(1);
    const release = app.strapi.service('api::ticket.release');
    expect(await release.run(new Date(Date.now() + 1 * 3_600_000))).toBe(0);
    expect(await release.run(new Date(Date.now() + 3 * 3_600_000))).toBe(1);
    expect((await admin.get(`/api/orders/${held}`)).body.data.status).toBe('CANCELLED');
    expect(await stockOf(product)).toBe(4);
    expect(await release.run(new Date(Date.now() + 4 * 3_600_000))).toBe(0);
    expect(await stockOf(product)).toBe(4);
  });

  it('never sells a session beyond its capacity over all its products, also at once', async () => {
    const { event, session, product } = await t.eventWith({ stock: 100, capacity: 30 });
    const second = await t.productFor(event, 100, session);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.createOrder(i % 2 ? product : second, 1 + (i % 3))),
    );
    const sold = results.filter((r) => r.status === 201).reduce((n, r) => n + r.body.data.lines[0].quantity, 0);
    expect(sold).toBeLessThanOrEqual(30);
    expect(sold).toBeGreaterThanOrEqual(28);
    const refused = results.filter((r) => r.status === 409);
    expect(results.map((r) => r.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.body.error.details.code === 'session_full')).toBe(true);
    expect(200 - (await stockOf(product)) - (await stockOf(second))).toBe(sold);
    // A cancelled order gives its seats back to the session.
    const one = results.find((r) => r.status === 201)!.body.data;
    await admin.post(`/api/orders/${one.documentId}/cancel`);
    expect((await t.createOrder(product, one.lines[0].quantity)).status).toBe(201);
  });

  it('never oversells: 200 concurrent orders of 50 tickets against a stock of 1,000, and a session of 600', async () => {
    const { product } = await t.eventWith({ stock: 1000 });
    const results = await Promise.all(Array.from({ length: 200 }, () => t.createOrder(product, 50)));
    const sold = results.filter((r) => r.status === 201);
    expect(sold).toHaveLength(20);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.details.code === 'sold_out')).toBe(true);
    expect(await stockOf(product)).toBe(0);
    const session = await t.eventWith({ stock: 5000, capacity: 600 });
    const second = await t.productFor(session.event, 5000, session.session);
    const both = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.createOrder(i % 2 ? session.product : second, 50)),
    );
    expect(both.filter((r) => r.status === 201)).toHaveLength(12);
    expect(both.filter((r) => r.status === 409).every((r) => r.body.error.details.code === 'session_full')).toBe(true);
    expect(10_000 - (await stockOf(session.product)) - (await stockOf(second))).toBe(600);
  }, 120_000);

  it('lets marketing use tickets and refuses editors', async () => {
    const { product } = await t.eventWith();
    const { tickets } = await t.buy(product, 1);
    const marketing = await app.login(MARKETING);
    const editor = await app.login(EDITOR);
    expect((await marketing.get('/api/tickets')).status).toBe(200);
    expect((await marketing.put(`/api/tickets/${tickets[0].documentId}`, { data: { lastName: 'M' } })).status).toBe(
      200,
    );
    expect((await editor.get('/api/tickets')).status).toBe(403);
    expect((await editor.post(`/api/tickets/${tickets[0].documentId}/revoke`, {})).status).toBe(403);
  });
});
