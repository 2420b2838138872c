/**
 * Tickets (SPEC 3 "Tickets"; docs/events.md "Tickets"): one per seat of a paid TICKET order line whose product
 * belongs to an event. Made by `makeForOrder` inside the pay transaction (order actions' `onPaid`, with the
 * order row locked), once per order line and seat: the number `<order serial>-<line>-<seat>` is unique (index
 * `tickets_number_uq`), and a number that exists is skipped. Never created or deleted through the API; staff
 * change only the holder's names and e-mail (`prepareUpdate`). `revoke` (once, 409 after) may give the seat
 * back to the product's stock and its session (once: `releasedAt`; not when the whole order was returned
 * already); cancelling or expiring an order revokes its tickets (`revokeForOrder`).
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { TICKET_EDITABLE, TICKET_RULES, normaliseEmail, ticketNumber, validateFields } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { randomDocumentId } from '../../../services/document-ids';
import { dbModel } from '../../../services/db-model';
import { entry, type Staff } from '../../order/services/history';
import { hashOf, eventKey, signatureOf } from './door-code';
import type { Row } from '../../../strapi-types';

const UID = 'api::ticket.ticket';
const ORDER = 'api::order.order';
const PRODUCT = 'api::product.product';
const EVENT = 'api::event.event';

const clean = (v: unknown) => (typeof v === 'string' ? v.trim() || null : (v ?? null));

export default factories.createCoreService(UID, ({ strapi }) => {
  const appKeys = (): string[] => strapi.config.get('server.app.keys') ?? [];

  return {
    /** The door code of a ticket (its QR code's content): see ./door-code.ts. */
    codeOf(eventDocumentId: string, number: string) {
      const keys = appKeys();
      if (!keys.length) throw new Error('APP_KEYS is empty: tickets cannot be signed');
      return `${number}.${signatureOf(eventKey(keys[0], eventDocumentId), number)}`;
    },

    /** The key a door device checks an event's codes with offline (never the app keys themselves). */
    async doorKey(eventDocumentId: string) {
      const event = await strapi.db.query(EVENT).findOne({ where: { documentId: eventDocumentId }, select: ['id'] });
      if (!event) throw new errors.NotFoundError('Event not found.');
      const keys = appKeys();
      return { event: eventDocumentId, key: eventKey(keys[0], eventDocumentId), algorithm: 'HMAC-SHA256/22' };
    },

    /** Tickets for the order's TICKET lines with an event; inside the pay transaction. Answers how many were made. */
    async makeForOrder(order: Row, now = new Date()): Promise<number> {
      if (order.type !== 'TICKET') return 0;
      const full = await strapi.db.query(ORDER).findOne({
        where: { id: order.id },
        select: ['id', 'serial', 'email', 'lines'],
        populate: { addressee: true, customer: { select: ['id', 'email', 'contact'] } },
      });
      let made = 0;
      for (const [index, line] of ((full?.lines ?? []) as Row[]).entries()) {
        if (line.productType !== 'TICKET' || !line.productId) continue;
        const product = await strapi.db.query(PRODUCT).findOne({
          where: { id: line.productId },
          select: ['id'],
          populate: { event: { select: ['id', 'documentId'] }, eventSession: { select: ['id'] } },
        });
        if (!product?.event) continue;
        const [contactFirst, ...contactRest] = String(full.customer?.contact ?? '')
          .trim()
          .split(/\s+/);
        for (let seat = 1; seat <= Number(line.quantity); seat++) {
          const number = ticketNumber(full.serial, index, seat);
          // strapi.db.query joins the pay transaction (a bare connection would wait for the one SQLite has).
          if (await strapi.db.query(UID).findOne({ where: { number }, select: ['id'] })) continue;
          const signature = this.codeOf(product.event.documentId, number).split('.')[1];
          await strapi.db.query(UID).create({
            data: {
              documentId: randomDocumentId(),
              number,
              event: product.event.id,
              session: product.eventSession?.id ?? null,
              product: product.id,
              order: full.id,
              orderLine: index,
              customer: full.customer?.id ?? null,
              firstName: clean(full.addressee?.firstName) ?? clean(contactFirst),
              lastName: clean(full.addressee?.lastName) ?? clean(contactRest.join(' ')),
              email: normaliseEmail(clean(full.email) ?? clean(full.customer?.email)),
              revoked: false,
              scanned: false,
              secretHash: hashOf(signature),
              history: [entry(null, 'create', { note: `paid order ${full.serial}` })],
              publishedAt: now,
            },
          });
          made++;
        }
      }
      return made;
    },

    /** Staff change the holder's names and e-mail only (anything else was refused as server_owned). */
    async prepareUpdate(data: Row, documentId?: string) {
      const existing = documentId ? await strapi.db.query(UID).findOne({ where: { documentId } }) : null;
      if (!existing) return data; // Strapi answers 404
      const input: Row = {};
      for (const key of TICKET_EDITABLE) if (key in (data ?? {})) input[key] = clean(data[key]);
      if (input.email) input.email = normaliseEmail(input.email);
      const failures = validateFields(input, TICKET_RULES).filter((f) => f.path[0] in input);
      if (failures.length) refuseFields(failures);
      const changed = Object.keys(input).filter((k) => input[k] !== existing[k]);
      if (changed.length)
        input.history = [...(existing.history ?? []), entry(this.staff(), 'edit', { note: changed.join(', ') })];
      return input;
    },

    staff(): Staff {
      return (strapi.requestContext.get()?.state?.user as Staff) ?? null;
    },

    /** Seats of the order released by revokes, per order line. */
    async releasedSeats(orderId: number): Promise<Map<number, number>> {
      const rows: Row[] = await strapi.db
        .query(UID)
        .findMany({ where: { order: { id: orderId }, releasedAt: { $notNull: true } }, select: ['orderLine'] });
      const seats = new Map<number, number>();
      for (const row of rows) seats.set(Number(row.orderLine), (seats.get(Number(row.orderLine)) ?? 0) + 1);
      return seats;
    },

    /**
     * Revokes one ticket (409 `ticket_revoked` when it was); with `release` its seat goes back to the product's
     * stock and session once, unless the order's tickets were all returned already. The order's row is locked
     * first (as the order actions do), then the ticket's.
     */
    async revoke(documentId: string, { release = false }: { release?: boolean }, staff: Staff, now = new Date()) {
      const ticket = await strapi.db
        .query(UID)
        .findOne({ where: { documentId }, select: ['id'], populate: { order: { select: ['id'] } } });
      if (!ticket) throw new errors.NotFoundError('Ticket not found.');
      await strapi.db.transaction(async ({ trx }) => {
        const order = ticket.order ? await lockRow(strapi, trx, ORDER, { id: ticket.order.id }) : false;
        await lockRow(strapi, trx, UID, { id: ticket.id });
        const row = await strapi.db
          .query(UID)
          .findOne({ where: { id: ticket.id }, populate: { product: { select: ['id'] } } });
        if (row.revoked)
          throw new ConflictError(`Ticket ${row.number} was revoked already.`, {
            code: 'ticket_revoked',
            at: row.revokedAt,
          });
        const orderRow = order
          ? await strapi.db.query(ORDER).findOne({ where: { id: ticket.order.id }, select: ['stockReleasedAt'] })
          : null;
        const releasing = release && !!row.product && !row.releasedAt && !orderRow?.stockReleasedAt;
        if (releasing) {
          await trx(dbModel(strapi, PRODUCT).table).where('id', row.product.id).increment('stock', 1);
          await strapi.service('api::ticket.seats').give(trx, row.product.id, 1);
        }
        const note = releasing
          ? 'seat returned to stock'
          : release
            ? 'seat not returned: the order returned it'
            : undefined;
        await strapi.db.query(UID).update({
          where: { id: row.id },
          data: {
            revoked: true,
            revokedAt: now,
            ...(releasing ? { releasedAt: now } : {}),
            history: [...(row.history ?? []), entry(staff, 'revoke', note ? { note } : {})],
          },
        });
      });
      return strapi.db
        .query(UID)
        .findOne({ where: { id: ticket.id }, populate: { event: true, session: true, order: true } });
    },

    /** Revokes every ticket of an order not revoked yet (order cancel/expire, inside its transaction). */
    async revokeForOrder(orderId: number, staff: Staff, action: string, now = new Date()): Promise<number> {
      const rows: Row[] = await strapi.db
        .query(UID)
        .findMany({ where: { order: { id: orderId }, revoked: false }, select: ['id', 'history'] });
      for (const row of rows)
        await strapi.db.query(UID).update({
          where: { id: row.id },
          data: {
            revoked: true,
            revokedAt: now,
            history: [...(row.history ?? []), entry(staff, 'revoke', { note: `order ${action}` })],
          },
        });
      return rows.length;
    },
  };
});
