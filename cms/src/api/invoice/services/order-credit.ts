/**
 * SPEC section 4 "Order": cancelling a paid ticket order issues a credit note. Registered with the order
 * actions' `onPaidTicketCancel`; runs inside the cancellation's transaction, so the order's cancellation
 * and its credit notes commit together. Every issued invoice of the order is credited for what is still
 * creditable; the order's history names the credit notes.
 */
import type { PaidTicketCancelHandler } from '../../order/services/actions';
import type { Strapi } from '../../../strapi-types';

const UID = 'api::invoice.invoice';

export const creditTicketOrder =
  (strapi: Strapi): PaidTicketCancelHandler =>
  async ({ order, staff }) => {
    const invoices = await strapi.db.query(UID).findMany({
      where: { order: { id: order.id }, kind: 'INVOICE', status: { $ne: 'DRAFT' } },
      select: ['documentId', 'serial', 'total', 'credited'],
    });
    const open = invoices.filter((i) => Number(i.credited ?? 0) < Number(i.total));
    if (!open.length) return invoices.length ? 'invoices credited already' : 'no issued invoice to credit';
    const notes: string[] = [];
    for (const invoice of open) {
      const note = await strapi
        .service('api::invoice.settlement')
        .credit(invoice.documentId, { reason: `Order ${order.serial} cancelled` }, staff, { inTransaction: true });
      notes.push(`${note.serial} for ${invoice.serial}`);
    }
    return `credit note ${notes.join(', ')}`;
  };
