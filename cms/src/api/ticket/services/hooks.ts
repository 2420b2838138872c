/**
 * Where tickets come from and go (registered at start in src/index.ts), as vacancy credits and subscriptions do:
 * - `ticketsFromPaidOrder` (order actions' `onPaid`, inside the pay transaction with the order locked): one
 *   ticket per seat (`makeForOrder`); after the COMMIT the attendees, the automatic invoice and the
 *   confirmation mail follow (`api::ticket.after-paid`), never inside the pay transaction's critical path;
 * - `revokeEndedOrder` (order actions' `onEnd`: cancel and expire; and `onRelease`): the order's tickets are
 *   revoked. A released order's seats go to other buyers, so its tickets may not admit anyone any more, and an
 *   order paid after its seats were released gets no tickets (the history says so; staff refund or sell again).
 */
import type { OrderEndHandler, OrderPaidHandler, OrderReleaseHandler } from '../../order/services/actions';
import type { Strapi } from '../../../strapi-types';

const UID = 'api::ticket.ticket';

export const ticketsFromPaidOrder =
  (strapi: Strapi): OrderPaidHandler =>
  async ({ order, now }) => {
    if (order.type !== 'TICKET') return undefined;
    if (order.stockReleasedAt) return 'no tickets made: the seats were released before the payment';
    const made: number = await strapi.service(UID).makeForOrder(order, now);
    if (!made) return undefined;
    // A nested transaction joins the pay transaction: its onCommit runs after that one commits.
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => {
        strapi
          .service('api::ticket.after-paid')
          .run(Number(order.id))
          .catch((error: Error) => strapi.log.error(`Tickets of order ${order.serial}: ${error.message}`));
      });
    });
    return `${made} ticket${made === 1 ? '' : 's'} made`;
  };

export const revokeEndedOrder =
  (strapi: Strapi): OrderEndHandler & OrderReleaseHandler =>
  async ({ order, staff, action }) => {
    if (order.type !== 'TICKET') return undefined;
    const revoked: number = await strapi.service(UID).revokeForOrder(Number(order.id), staff, action);
    return revoked ? `${revoked} ticket${revoked === 1 ? '' : 's'} revoked` : undefined;
  };
