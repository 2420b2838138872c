/**
 * An invoice made from an order follows the order's end (our decision, README "Sales: invoices"):
 * - cancelling or expiring an order deletes its draft invoices in the same transaction (a draft has no
 *   number, so nothing is missing from the series); the order's history names what went. Issued ones
 *   stay: a paid ticket order's are credited (order-credit.ts).
 * - finalising a draft of a cancelled or expired order is refused (409 `order_not_invoiceable`). The
 *   check locks the order row inside the numbering transaction, before the counter (the order actions
 *   lock the order first too), so a cancellation and a finalisation racing end one way or the other:
 *   a draft deleted, or an issued invoice the cancellation sees.
 */
import { ConflictError } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import type { OrderEndHandler } from '../../order/services/actions';
import type { Strapi, Trx } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
const ORDER = 'api::order.order';
const ENDED = ['CANCELLED', 'EXPIRED'];

/** Inside `trx`: locks the order and refuses one that was cancelled or expired. */
export async function lockInvoiceableOrder(strapi: Strapi, trx: Trx, orderId: number) {
  await lockRow(strapi, trx, ORDER, { id: orderId });
  const order = await strapi.db.query(ORDER).findOne({ where: { id: orderId }, select: ['serial', 'status'] });
  if (order && ENDED.includes(order.status)) {
    throw new ConflictError(`Order ${order.serial} is ${order.status.toLowerCase()} and cannot be invoiced.`, {
      code: 'order_not_invoiceable',
    });
  }
}

/** Registered with the order actions' `onEnd`: the order's drafts go with it. */
export const removeOrderDrafts =
  (strapi: Strapi): OrderEndHandler =>
  async ({ order }) => {
    const drafts = await strapi.db
      .query(UID)
      .findMany({ where: { order: { id: order.id }, status: 'DRAFT' }, select: ['id', 'documentId', 'total'] });
    // One by one: a single delete also removes the draft's relation rows.
    for (const draft of drafts) await strapi.db.query(UID).delete({ where: { id: draft.id } });
    const total = drafts.reduce((sum, d) => sum + Number(d.total ?? 0), 0);
    return drafts.length
      ? `${drafts.length} draft invoice(s) deleted (${total} cents): ${drafts.map((d) => d.documentId).join(', ')}`
      : undefined;
  };
