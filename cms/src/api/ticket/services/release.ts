/**
 * `releaseTickets` (service `api::ticket.release`; docs/events.md "Tickets"): an event with `releaseTickets`
 * = N hours gives the seats of its unpaid reservations back: PENDING ticket orders of its products older than
 * N hours are cancelled through the order's cancel action (stock and session seats return once, history
 * says "system"). Run hourly by the cron task `releaseTickets`; `now` is injectable for tests.
 */
import type { Row, WithStrapi } from '../../../strapi-types';

const EVENT = 'api::event.event';
const ORDER = 'api::order.order';
const PRODUCT = 'api::product.product';
const HOUR = 3_600_000;

export default ({ strapi }: WithStrapi) => ({
  async run(now = new Date(), batch = 500): Promise<number> {
    const events: Row[] = await strapi.db
      .query(EVENT)
      .findMany({ where: { releaseTickets: { $gt: 0 } }, select: ['id', 'title', 'releaseTickets'] });
    let released = 0;
    for (const event of events) {
      const products: Row[] = await strapi.db
        .query(PRODUCT)
        .findMany({ where: { event: { id: event.id }, type: 'TICKET' }, select: ['id'] });
      if (!products.length) continue;
      const ids = new Set(products.map((p) => Number(p.id)));
      const cutoff = new Date(now.getTime() - Number(event.releaseTickets) * HOUR);
      const pending: Row[] = await strapi.db.query(ORDER).findMany({
        where: { status: 'PENDING', type: 'TICKET', createdAt: { $lt: cutoff } },
        select: ['documentId', 'serial', 'lines'],
        orderBy: { id: 'asc' },
        limit: batch,
      });
      for (const order of pending) {
        if (!(order.lines ?? []).some((l: Row) => ids.has(Number(l.productId)))) continue;
        try {
          await strapi.service('api::order.actions').run(order.documentId, 'cancel', null, { now });
          released++;
          strapi.log.info(
            `Released the tickets of unpaid order ${order.serial} (${event.title}: after ${event.releaseTickets} h).`,
          );
        } catch (error) {
          if ((error as Row)?.details?.code !== 'illegal_transition')
            strapi.log.error(`Order ${order.serial} was not released: ${(error as Error).message}`);
        }
      }
    }
    return released;
  },
});
