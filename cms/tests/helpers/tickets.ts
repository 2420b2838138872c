/** Shortcuts the ticket test files share: an event with a ticket product (and a session), paid orders, tickets. */
import type { TestApp } from './app';
import type { Client } from './client';
import { HOUR } from './orders';

export const EVENT = 'api::event.event';
export const SESSION = 'api::event-session.event-session';
export const TICKET = 'api::ticket.ticket';

let seq = 0;

export function ticketHelpers(current: () => { app: TestApp; admin: Client; customerId: string }) {
  const strapi = () => current().app.strapi;
  /** An event (straight into the database: the events API is the other half of #21) with one ticket product. */
  const eventWith = async (
    options: {
      stock?: number;
      capacity?: number | null;
      sendConfirmation?: boolean;
      automaticInvoice?: boolean;
      releaseTickets?: number | null;
    } = {},
  ) => {
    const n = ++seq;
    const event = await strapi()
      .documents(EVENT)
      .create({
        data: {
          title: `Congres ${n}`,
          slug: `congres-${n}-${Date.now().toString(36)}`,
          location: 'Utrecht',
          beginsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
          endsAt: new Date(Date.now() + 30 * HOUR).toISOString(),
          sendConfirmation: options.sendConfirmation ?? false,
          automaticInvoice: options.automaticInvoice ?? false,
          releaseTickets: options.releaseTickets ?? null,
          confirmationText: 'Welkom op het congres!',
        } as any,
      });
    const session =
      options.capacity === undefined
        ? null
        : await strapi()
            .documents(SESSION)
            .create({
              data: {
                title: `Sessie ${n}`,
                capacity: options.capacity,
                event: event.documentId,
                beginsAt: event.beginsAt,
                endsAt: event.endsAt,
              } as any,
            });
    const product = await productFor(event.documentId, options.stock ?? 100, session?.documentId);
    return { event: event.documentId as string, session: (session?.documentId ?? null) as string | null, product };
  };
  /** Through the document service (its rules hold): until the events API exists here, REST cannot name an event. */
  const productFor = async (event: string, stock: number, session?: string | null) => {
    const product = await strapi()
      .documents('api::product.product')
      .create({
        data: {
          type: 'TICKET',
          name: `Ticket ${++seq}`,
          price: 2500,
          taxPercentage: 9,
          stock,
          ticketSaleBeginsAt: new Date(Date.now() - HOUR).toISOString(),
          ticketSaleEndsAt: new Date(Date.now() + HOUR).toISOString(),
          event,
          ...(session ? { eventSession: session } : {}),
        } as any,
      });
    return product.documentId as string;
  };
  const createOrder = (product: string, quantity: number, extra: Record<string, unknown> = {}) =>
    current().admin.post('/api/orders', {
      data: {
        currency: 'EUR',
        customer: current().customerId,
        email: 'koper@example.com',
        addressee: { firstName: 'Anna', lastName: 'de Vries' },
        lines: [{ product, quantity }],
        ...extra,
      },
    });
  const pay = (order: string) => current().admin.post(`/api/orders/${order}/pay`);
  /** A paid order of `quantity` seats: its documentId and its tickets (by number). */
  const buy = async (product: string, quantity: number, extra: Record<string, unknown> = {}) => {
    const created = await createOrder(product, quantity, extra);
    if (created.status !== 201) throw new Error(`order: ${created.status} ${JSON.stringify(created.body)}`);
    const order = created.body.data.documentId as string;
    const paid = await pay(order);
    if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
    return { order, serial: created.body.data.serial as string, tickets: await ticketsOf(order) };
  };
  const ticketsOf = async (order: string) =>
    strapi()
      .db.query(TICKET)
      .findMany({
        where: { order: { documentId: order } },
        orderBy: { number: 'asc' },
        populate: { event: true, profile: true },
      });
  const codeOf = (ticket: { number: string; event: { documentId: string } }) =>
    strapi().service(TICKET).codeOf(ticket.event.documentId, ticket.number) as string;
  /** Waits for the work that follows a payment's COMMIT (attendees, invoice, mail). */
  const until = async <T>(read: () => Promise<T>, ms = 10_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (value || Date.now() > end) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { eventWith, productFor, createOrder, pay, buy, ticketsOf, codeOf, until };
}
