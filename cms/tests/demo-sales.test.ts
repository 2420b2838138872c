import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

const ORDER = 'api::order.order';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startApp({ DEMO_SALES_HISTORY: 'true' });
  admin = await app.login(ADMIN);
  // A first boot that seeds a year of sales: about a minute on PostgreSQL, more on a busy machine.
}, 300_000);
afterAll(() => app?.stop());

describe('demo sales', () => {
  it('seeds two channels, every product type, 200 customers and 2,000 orders over the past year', async () => {
    expect((await admin.get('/api/channels')).body.meta.pagination.total).toBe(2);
    const types = new Set((await admin.get('/api/products?pagination[pageSize]=50')).body.data.map((p) => p.type));
    expect([...types].sort()).toEqual(['PRODUCT', 'SUBSCRIPTION', 'TICKET', 'VACANCY', 'VACANCY_OPTION']);
    expect((await admin.get('/api/customers')).body.meta.pagination.total).toBe(200);
    const orders = await app.strapi.db.query(ORDER).findMany({
      select: ['serial', 'status', 'type', 'createdAt', 'total', 'subtotal', 'taxTotal', 'lines', 'stockReleasedAt'],
      orderBy: { createdAt: 'asc' },
    });
    expect(orders).toHaveLength(2000);
    expect(Date.now() - new Date(orders[0].createdAt).getTime()).toBeLessThan(366 * 86_400_000);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['PENDING', 'PAID', 'CLOSED', 'CANCELLED', 'EXPIRED']),
    );
    expect(orders.every((o) => o.total === o.subtotal + o.taxTotal)).toBe(true);
    expect(orders.map((o) => o.serial)).toEqual(Array.from({ length: 2000 }, (_, i) => String(i + 1).padStart(6, '0')));
  });

  it('continues the serials after the demo orders and keeps the ticket stock whole', async () => {
    const book = (await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } }))
      .documentId;
    const customer = (await admin.get('/api/customers')).body.data[0].documentId;
    const made = await admin.post('/api/orders', {
      data: { currency: 'EUR', customer, lines: [{ product: book, quantity: 1 }] },
    });
    expect(made.body.data.serial).toBe('002001');

    const ticket = await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'TICKET-LA26' } });
    const ticketOrders = await app.strapi.db
      .query(ORDER)
      .findMany({ where: { type: 'TICKET', stockReleasedAt: null } });
    const taken = ticketOrders.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.quantity, 0), 0);
    expect(ticket.stock).toBeGreaterThanOrEqual(0);
    expect(ticket.stock + taken).toBe(200);
  });

  it('makes invoices for every tab: pending, expired, closed (paid and credited) and drafts, each issued one complete', async () => {
    const invoices = await app.strapi.db
      .query('api::invoice.invoice')
      .findMany({ select: ['kind', 'status', 'dueDate', 'serial', 'openAmount', 'total'] });
    const today = new Date().toISOString().slice(0, 10);
    const of = (kind: string, status: string) => invoices.filter((i) => i.kind === kind && i.status === status);
    expect(of('INVOICE', 'DRAFT')).toHaveLength(6);
    expect(of('INVOICE', 'CLOSED').length).toBeGreaterThanOrEqual(30);
    expect(of('INVOICE', 'PENDING').some((i) => i.dueDate < today)).toBe(true);
    expect(of('INVOICE', 'PENDING').some((i) => i.openAmount < i.total)).toBe(true);
    expect(of('CREDIT_NOTE', 'CLOSED')).toHaveLength(6);
    expect(invoices.filter((i) => i.status !== 'DRAFT').every((i) => i.serial)).toBe(true);
  });

  it('fills the dashboard for the year', async () => {
    const report = (await admin.get('/api/orders/revenue?period=1y')).body.data;
    const main = report.channels.find((c) => c.isDefault);
    expect(main.total).toBeGreaterThan(0);
    expect(main.series.filter((amount) => amount > 0).length).toBeGreaterThanOrEqual(10);
  });
});
