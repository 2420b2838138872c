/**
 * The door (service `api::ticket.scan`; docs/events.md "At the door"). `scan` reads a door code
 * (`<number>.<signature>`, ./door-code.ts), finds the ticket by number and compares SHA-256 of the signature
 * with its `secretHash`: anything else is 404 `ticket_unknown` (forged codes included). Then the door's event
 * (409 `wrong_event`), revoked (409 `ticket_revoked`), and ONE conditional UPDATE (`scanned = false AND
 * revoked = false`) marks it scanned: of two scans at once one gets OK, the other 409 `already_scanned` with
 * the time of the first (params.at). `counts` feeds the check-in screen.
 */
import { errors } from '@strapi/utils';
import { parseDoorCode } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { dbModel } from '../../../services/db-model';
import { hashOf } from './door-code';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::ticket.ticket';
const EVENT = 'api::event.event';

const unknown = () => new errors.NotFoundError('This code is not a ticket of ours.', { code: 'ticket_unknown' });

export default ({ strapi }: WithStrapi) => {
  const meta = () => dbModel(strapi, UID);
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

  return {
    async scan(code: unknown, eventRef: unknown, now = new Date()) {
      const parsed = parseDoorCode(code);
      if (!parsed) throw unknown();
      const m = meta();
      // One statement: the ticket with its event and session (the hot path at the door).
      const ev = m.joinTable('event')!;
      const se = m.joinTable('session')!;
      const events = dbModel(strapi, EVENT);
      const sessions = dbModel(strapi, 'api::event-session.event-session');
      const row: Row | undefined = await strapi.db
        .connection({ t: m.table })
        .leftJoin({ el: ev.name }, `el.${ev.joinColumn.name}`, 't.id')
        .leftJoin({ e: events.table }, 'e.id', `el.${ev.inverseJoinColumn.name}`)
        .leftJoin({ sl: se.name }, `sl.${se.joinColumn.name}`, 't.id')
        .leftJoin({ s: sessions.table }, 's.id', `sl.${se.inverseJoinColumn.name}`)
        .where(`t.${m.column('number')}`, parsed.number)
        .first(
          't.id',
          `t.${m.column('number')} as number`,
          `t.${m.column('secretHash')} as secretHash`,
          `t.${m.column('firstName')} as firstName`,
          `t.${m.column('lastName')} as lastName`,
          `t.${m.column('revoked')} as revoked`,
          `e.${events.column('documentId')} as eventDocumentId`,
          `e.${events.column('title')} as eventTitle`,
          `s.${sessions.column('documentId')} as sessionDocumentId`,
          `s.${sessions.column('title')} as sessionTitle`,
        );
      if (!row || row.secretHash !== hashOf(parsed.signature)) throw unknown();
      const ticket: Row = {
        ...row,
        revoked: row.revoked === true || row.revoked === 1,
        event: row.eventDocumentId ? { documentId: row.eventDocumentId, title: row.eventTitle } : null,
        session: row.sessionDocumentId ? { documentId: row.sessionDocumentId, title: row.sessionTitle } : null,
      };
      const view = (t: Row) => ({
        number: t.number,
        name: [t.firstName, t.lastName].filter(Boolean).join(' '),
        firstName: t.firstName ?? null,
        lastName: t.lastName ?? null,
        event: t.event ? { documentId: t.event.documentId, title: t.event.title } : null,
        session: t.session ? { documentId: t.session.documentId, title: t.session.title } : null,
        scannedAt: iso(t.scannedAt),
      });
      if (typeof eventRef === 'string' && eventRef.trim() && ticket.event?.documentId !== eventRef.trim())
        throw new ConflictError(`Ticket ${ticket.number} is for another event (${ticket.event?.title ?? '?'}).`, {
          code: 'wrong_event',
          params: { event: ticket.event?.title ?? '' },
          ticket: view(ticket),
        });
      const refuseRevoked = () =>
        new ConflictError(`Ticket ${ticket.number} was revoked.`, { code: 'ticket_revoked', ticket: view(ticket) });
      if (ticket.revoked) throw refuseRevoked();
      const changed = await strapi.db
        .connection(m.table)
        .where({ id: ticket.id, [m.column('scanned')]: false, [m.column('revoked')]: false })
        .update({ [m.column('scanned')]: true, [m.column('scannedAt')]: now });
      if (!changed) {
        const again = await strapi.db
          .query(UID)
          .findOne({ where: { id: ticket.id }, select: ['revoked', 'scannedAt', 'scanned'] });
        if (again.revoked) throw refuseRevoked();
        const at = iso(again.scannedAt);
        throw new ConflictError(`Ticket ${ticket.number} was scanned already at ${at}.`, {
          code: 'already_scanned',
          params: { at },
          ticket: view({ ...ticket, scannedAt: again.scannedAt }),
        });
      }
      return { result: 'OK', ticket: view({ ...ticket, scannedAt: now }) };
    },

    /** Tickets of an event: total (revoked ones included), scanned, revoked, and per session. */
    async counts(eventDocumentId: string) {
      const event = await strapi.db.query(EVENT).findOne({
        where: { documentId: eventDocumentId },
        select: ['id'],
        populate: { sessions: { select: ['id', 'documentId', 'title'] } },
      });
      if (!event) throw new errors.NotFoundError('Event not found.');
      const count = (where: Row) => strapi.db.query(UID).count({ where: { event: { id: event.id }, ...where } });
      const bySession = [];
      for (const session of event.sessions ?? []) {
        const here = { session: { id: session.id } };
        bySession.push({
          documentId: session.documentId,
          title: session.title,
          total: await count({ ...here, revoked: false }),
          scanned: await count({ ...here, scanned: true }),
        });
      }
      return {
        total: await count({ revoked: false }),
        scanned: await count({ scanned: true }),
        revoked: await count({ revoked: true }),
        bySession,
      };
    },
  };
};
