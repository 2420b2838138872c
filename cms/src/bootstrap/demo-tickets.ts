/**
 * Demo tickets (issue #21, docs/events.md "Demo (tickets)"): after the events demo, for each event with TICKET
 * products on sale, a few orders with named buyers are created and paid through the order services (so tickets,
 * attendee profiles, the event tag and the confirmation mails happen as in real use), and some tickets are
 * scanned. Without such events it does nothing (and tries again at the next start). Once per database;
 * DEMO_TICKETS=false skips it (the API tests).
 */
import type { Row, Strapi } from '../strapi-types';

const PRODUCT = 'api::product.product';
const ORDER = 'api::order.order';
const CUSTOMER = 'api::customer.customer';

const BUYERS = [
  ['Sanne', 'de Vries'],
  ['Daan', 'Jansen'],
  ['Fatima', 'El Amrani'],
  ['Lucas', 'Bakker'],
  ['Noor', 'Visser'],
  ['Thijs', 'Smit'],
];

export async function seedDemoTickets(strapi: Strapi): Promise<boolean> {
  if (process.env.DEMO_TICKETS === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoTicketsSeeded' })) return false;
  const now = Date.now();
  const products: Row[] = (
    await strapi.db.query(PRODUCT).findMany({
      where: { type: 'TICKET', event: { id: { $notNull: true } }, stock: { $gt: 0 } },
      populate: { event: { select: ['id', 'documentId', 'title'] } },
    })
  ).filter(
    (p: Row) =>
      (!p.ticketSaleBeginsAt || new Date(p.ticketSaleBeginsAt).getTime() <= now) &&
      (!p.ticketSaleEndsAt || new Date(p.ticketSaleEndsAt).getTime() > now),
  );
  if (!products.length) return false;
  const customer = (await strapi.documents(CUSTOMER).create({
    data: { name: 'Congresbezoekers (demo)', email: 'congres@example.com', contact: 'Demo Bezoeker' },
  } as Row)) as Row;
  const scan = strapi.service('api::ticket.scan');
  const tickets = strapi.service('api::ticket.ticket');
  let sold = 0;
  for (const [p, product] of products.entries()) {
    for (const [b, [firstName, lastName]] of BUYERS.slice(0, 3 + (p % 3)).entries()) {
      const quantity = Math.min(1 + (b % 3), Number(product.stock ?? 0), Number(product.maxPurchase ?? 4));
      if (quantity < 1) continue;
      try {
        const order = (await strapi.documents(ORDER).create({
          data: {
            currency: 'EUR',
            customer: customer.documentId,
            email: `${firstName}.${lastName}`.toLowerCase().replace(/\s+/g, '') + '@example.com',
            addressee: {
              firstName,
              lastName,
              street: 'Oudegracht',
              houseNumber: String(10 + b),
              postcode: '3511 AB',
              city: 'Utrecht',
              country: 'NL',
            },
            lines: [{ product: product.documentId, quantity }],
          },
        } as Row)) as Row;
        await strapi.service('api::order.actions').run(String(order.documentId), 'pay', null);
        sold += quantity;
        // Every other buyer is at the door already.
        if (b % 2 === 0) {
          const made: Row[] = await strapi.db
            .query('api::ticket.ticket')
            .findMany({ where: { order: { id: order.id } } });
          for (const ticket of made)
            await scan.scan(tickets.codeOf(product.event.documentId, ticket.number), product.event.documentId);
        }
      } catch (error) {
        strapi.log.warn(`Demo tickets for ${product.event.title}: ${(error as Error).message}`);
      }
    }
  }
  await store.set({ key: 'demoTicketsSeeded', value: true });
  if (sold) strapi.log.info(`Demo tickets: ${sold} seats sold.`);
  return sold > 0;
}
