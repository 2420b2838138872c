/** Shortcuts the order test files share: orders and ticket products made through the API, stock read back. */
import type { TestApp } from './app';
import type { Client } from './client';
import { codes } from './answers';

export const PRODUCT = 'api::product.product';
export const HOUR = 3_600_000;

/** `current` answers the file's app, signed-in administrator and order customer (set in its beforeAll). */
export function orderHelpers(current: () => { app: TestApp; admin: Client; customerId: string }) {
  let seq = 0;
  const create = (data: Record<string, unknown>, client = current().admin) => client.post('/api/orders', { data });
  const act = (documentId: string, action: string) => current().admin.post(`/api/orders/${documentId}/${action}`);
  const productBySku = async (sku: string) =>
    (await current().app.strapi.db.query(PRODUCT).findOne({ where: { sku } })).documentId;
  const stockOf = async (documentId: string) =>
    (await current().app.strapi.db.query(PRODUCT).findOne({ where: { documentId } })).stock;
  const ticket = async (stock: number, window: [number, number] = [-HOUR, HOUR]) =>
    (
      await current().admin.post('/api/products', {
        data: {
          type: 'TICKET',
          name: `Ticket ${++seq}`,
          price: 1000,
          taxPercentage: 9,
          stock,
          ticketSaleBeginsAt: new Date(Date.now() + window[0]).toISOString(),
          ticketSaleEndsAt: new Date(Date.now() + window[1]).toISOString(),
        },
      })
    ).body.data.documentId;
  const order = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
    currency: 'EUR',
    customer: current().customerId,
    lines,
    ...extra,
  });
  /** A paid order: created (always PENDING, the status is the server's) and then paid through its action. */
  const paidOrder = async (lines: Record<string, unknown>[]) =>
    (await act((await create(order(lines))).body.data.documentId, 'pay')).body.data;
  return { codes, create, act, productBySku, stockOf, ticket, order, paidOrder };
}
