/**
 * What follows a paid ticket order once the pay transaction committed (service `api::ticket.after-paid`;
 * docs/events.md "Tickets"), each step on its own so one failing (logged) does not stop the others:
 * 1. attendees: each ticket's e-mail is found or created as a profile (a new one is a LEAD with source `ticket`)
 *    and gets the event's EVENT tag (made once per event, named after it, slug `event-<event slug>`, kept on
 *    `event.attendeeTag`), so segments target "attended event X";
 * 2. with the event's `automaticInvoice`: the order's invoice through the invoice-from-order path, finalised;
 * 3. with the event's `sendConfirmation`: the buyer's mail with the event's `confirmationText` and the tickets'
 *    PDF (`mailOrder`, also staff's re-send; the system e-mail `ticket-confirmation`), through the mail service
 *    (every mail lands in the outbox).
 */
import { TICKET_PROFILE_SOURCE, normaliseEmail, slugify } from '@newsroom/config';
import { renderSystemEmail } from '../../system-email/services/system-email';
import { dbModel } from '../../../services/db-model';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import { ticketsPdf } from '../render/pdf';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::ticket.ticket';
const EVENT = 'api::event.event';
const ORDER = 'api::order.order';
const PROFILE = 'api::profile.profile';
const TAG = 'api::profile-tag.profile-tag';
const INVOICE = 'api::invoice.invoice';

export default ({ strapi }: WithStrapi) => {
  const ticketsOf = (orderId: number) =>
    strapi.db.query(UID).findMany({
      where: { order: { id: orderId } },
      orderBy: [{ orderLine: 'asc' }, { id: 'asc' }],
      populate: { event: true, session: true, profile: { select: ['id'] } },
    });

  async function profileFor(email: string, ticket: Row): Promise<number> {
    const p = dbModel(strapi, PROFILE);
    const find = () =>
      strapi.db
        .connection(p.table)
        .first('id')
        .whereRaw('lower(??) = ?', [p.column('email'), email]);
    const found = await find();
    if (found) return Number(found.id);
    try {
      const created = await strapi.documents(PROFILE).create({
        data: {
          email,
          firstName: ticket.firstName,
          lastName: ticket.lastName,
          type: 'LEAD',
          source: TICKET_PROFILE_SOURCE,
        } as any,
      });
      invalidateProfileReads(strapi);
      return Number((created as Row).id);
    } catch (error) {
      const again = await find(); // the same address in two orders paid at once
      if (again) return Number(again.id);
      throw error;
    }
  }

  async function attendeeTag(event: Row): Promise<number> {
    const current = await strapi.db
      .query(EVENT)
      .findOne({ where: { id: event.id }, populate: { attendeeTag: { select: ['id'] } } });
    if (current?.attendeeTag) return Number(current.attendeeTag.id);
    const slug = slugify(`event-${event.slug || event.title || event.documentId}`, 80);
    const find = () => strapi.db.query(TAG).findOne({ where: { slug, kind: 'EVENT' }, select: ['id'] });
    let tag = await find();
    if (!tag) {
      try {
        tag = await strapi
          .documents(TAG)
          .create({ data: { name: String(event.title ?? slug).slice(0, 80), slug, kind: 'EVENT' } as any });
      } catch (error) {
        tag = await find();
        if (!tag) throw error;
      }
    }
    await strapi.db.query(EVENT).update({ where: { id: event.id }, data: { attendeeTag: tag.id } });
    return Number(tag.id);
  }

  // Runs started after a COMMIT and not finished yet: the CMS waits for them when it stops (src/index.ts), so a
  // stop never cuts an attendee, invoice or mail step off halfway.
  const inFlight = new Set<Promise<void>>();

  const service = {
    run(orderId: number): Promise<void> {
      const running = service.steps(orderId);
      inFlight.add(running);
      const done = () => void inFlight.delete(running);
      running.then(done, done);
      return running;
    },

    /** Waits for the runs still going (at stop). */
    async settle() {
      await Promise.allSettled([...inFlight]);
    },

    async steps(orderId: number) {
      const tickets = await ticketsOf(orderId);
      if (!tickets.length) return;
      const event = tickets[0].event;
      for (const step of [
        () => service.attendees(tickets),
        () => service.invoice(orderId, event),
        () => service.confirm(orderId, event),
      ]) {
        try {
          await step();
        } catch (error) {
          strapi.log.error(`After payment of order #${orderId}: ${(error as Error).message}`);
        }
      }
    },

    async attendees(tickets: Row[]) {
      const tags = new Map<number, number>();
      for (const ticket of tickets) {
        const email = normaliseEmail(ticket.email);
        if (!email || ticket.profile || !ticket.event) continue;
        const profile = await profileFor(String(email), ticket);
        if (!tags.has(ticket.event.id)) tags.set(ticket.event.id, await attendeeTag(ticket.event));
        await strapi.db
          .query(PROFILE)
          .update({ where: { id: profile }, data: { tags: { connect: [tags.get(ticket.event.id)] } } });
        await strapi.db.query(UID).update({ where: { id: ticket.id }, data: { profile } });
      }
      invalidateProfileReads(strapi);
    },

    async invoice(orderId: number, event: Row) {
      if (!event?.automaticInvoice) return;
      const order = await strapi.db.query(ORDER).findOne({ where: { id: orderId }, select: ['documentId'] });
      const existing = await strapi.db
        .query(INVOICE)
        .findOne({ where: { order: { id: orderId }, kind: { $ne: 'CREDIT_NOTE' } }, select: ['id'] });
      if (!order || existing) return;
      const draft = await strapi.documents(INVOICE).create({ data: { order: order.documentId } as any });
      await strapi.service(INVOICE).finalize((draft as Row).documentId, null);
    },

    async confirm(orderId: number, event: Row) {
      if (!event?.sendConfirmation) return;
      await service.mailOrder(orderId);
    },

    /** The tickets' PDF of an order (revoked tickets left out) and the language of its buyer. */
    async orderPdf(orderId: number) {
      const tickets = (await ticketsOf(orderId)).filter((t: Row) => !t.revoked);
      const order = await strapi.db.query(ORDER).findOne({ where: { id: orderId }, populate: { customer: true } });
      const to = normaliseEmail(order?.email || order?.customer?.email) as string | null;
      const p = dbModel(strapi, PROFILE);
      const profile = to
        ? await strapi.db
            .connection(p.table)
            .first(p.column('language') + ' as language')
            .whereRaw('lower(??) = ?', [p.column('email'), to])
        : null;
      const locale: 'nl' | 'en' = String(profile?.language ?? '').toLowerCase() === 'en' ? 'en' : 'nl';
      const pages = tickets.map((ticket: Row) => ({
        ticket,
        event: ticket.event,
        session: ticket.session,
        code: strapi.service(UID).codeOf(ticket.event.documentId, ticket.number),
      }));
      return { order, tickets, to, locale, pdf: pages.length ? await ticketsPdf(pages, locale) : null };
    },

    /** Mails the buyer the tickets of an order; false when there is no address or no valid ticket. */
    async mailOrder(orderId: number): Promise<boolean> {
      const { order, tickets, to, locale, pdf } = await service.orderPdf(orderId);
      if (!to || !pdf || !tickets.length) return false;
      const event = tickets[0].event;
      const mail = await renderSystemEmail(strapi, 'ticket-confirmation', locale, {
        event: event.title ?? '',
        confirmationText: event.confirmationText?.trim() ?? '',
        count: tickets.length,
        several: tickets.length > 1 ? 'yes' : '',
      });
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to,
          ...mail,
          attachments: [{ filename: `tickets-${order.serial}.pdf`, content: pdf, contentType: 'application/pdf' }],
        });
      return true;
    },
  };
  return service;
};
