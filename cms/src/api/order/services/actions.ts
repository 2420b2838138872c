/**
 * Order actions (service `api::order.actions`): pay, close, reopen, cancel, expire, release
 * (ORDER_ACTIONS in @newsroom/config says from which statuses). Each runs in one transaction with the
 * order's row locked, so two actions on one order run one after the other: cancelling twice at once
 * gives one cancel and one 409, and the tickets go back to stock exactly once (`stockReleasedAt` is
 * claimed by a conditional update). Every action is appended to the order's history with who and when.
 * Cancelling a paid ticket order asks for a credit note through the handlers registered with
 * `onPaidTicketCancel` (the invoicing code registers one); without a handler the history says so.
 * Handlers registered with `onEnd` run inside the transaction of every cancel and expire (the invoicing
 * code deletes the order's draft invoices there); what they answer goes into the history. Handlers
 * registered with `onPaid` run inside the transaction of `pay` (the subscriptions code makes the order's
 * subscriptions there, once per order line); what they answer goes into the history too. Handlers registered with
 * `onRelease` run inside a `release` that returned the seats (the tickets code revokes the order's tickets there).
 */
import { errors } from '@strapi/utils';
import { ORDER_ACTIONS, type OrderAction } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { entry } from './history';
import type { Trx, WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const UID = 'api::order.order';
const PRODUCT = 'api::product.product';
const RETURNS_TICKETS: OrderAction[] = ['cancel', 'expire', 'release'];

type Row = Record<string, any>;
export type PaidTicketCancelHandler = (event: { order: Row; staff: Row | null }) => Promise<string | void>;
export type OrderEndHandler = (event: {
  order: Row;
  staff: Row | null;
  action: 'cancel' | 'expire';
}) => Promise<string | void>;
export type OrderPaidHandler = (event: { order: Row; staff: Row | null; now: Date }) => Promise<string | void>;
export type OrderReleaseHandler = (event: {
  order: Row;
  staff: Row | null;
  action: 'release';
}) => Promise<string | void>;

export default ({ strapi }: WithStrapi) => {
  const creditNoteHandlers: PaidTicketCancelHandler[] = [];
  const endHandlers: OrderEndHandler[] = [];
  const paidHandlers: OrderPaidHandler[] = [];
  const releaseHandlers: OrderReleaseHandler[] = [];
  const table = (uid: string) => dbModel(strapi, uid).table;

  /** Returns the order's tickets to stock unless that happened before; true when it did now. */
  const restock = async (trx: Trx, order: Row, at: Date) => {
    if (order.type !== 'TICKET') return false;
    const claimed = await trx(table(UID))
      .where('id', order.id)
      .whereNull('stock_released_at')
      .update({ stock_released_at: at });
    if (!claimed) return false;
    // Seats a revoke already released (api::ticket.ticket `revoke` with release) are not returned twice.
    const released: Map<number, number> = await strapi.service('api::ticket.ticket').releasedSeats(order.id);
    for (const [index, line] of (order.lines ?? []).entries()) {
      const seats = Number(line.quantity) - (released.get(index) ?? 0);
      if (seats <= 0) continue;
      await trx(table(PRODUCT)).where('id', line.productId).increment('stock', seats);
      await strapi.service('api::ticket.seats').give(trx, line.productId, seats);
    }
    return true;
  };

  const service = {
    onPaidTicketCancel(handler: PaidTicketCancelHandler) {
      creditNoteHandlers.push(handler);
    },

    onEnd(handler: OrderEndHandler) {
      endHandlers.push(handler);
    },

    onPaid(handler: OrderPaidHandler) {
      paidHandlers.push(handler);
    },

    onRelease(handler: OrderReleaseHandler) {
      releaseHandlers.push(handler);
    },

    async run(documentId: string, action: string, staff: Row | null, { now = new Date() } = {}) {
      if (!(action in ORDER_ACTIONS)) throw new errors.NotFoundError(`Unknown order action ${action}.`);
      const rule = ORDER_ACTIONS[action as OrderAction];
      return strapi.db.transaction(async ({ trx }) => {
        if (!(await lockRow(strapi, trx, UID, { documentId }))) throw new errors.NotFoundError('Order not found.');
        const order = await strapi.db.query(UID).findOne({ where: { documentId } });
        if (!(rule.from as readonly string[]).includes(order.status)) {
          throw new ConflictError(`A ${order.status.toLowerCase()} order cannot be ${PAST[action]}.`, {
            code: 'illegal_transition',
            status: order.status,
            action,
          });
        }
        if (action === 'expire' && order.paymentDueAt && new Date(order.paymentDueAt) > now) {
          throw new ConflictError(`This order can still be paid until ${new Date(order.paymentDueAt).toISOString()}.`, {
            code: 'not_due',
            paymentDueAt: order.paymentDueAt,
          });
        }
        if (action === 'release' && (order.type !== 'TICKET' || order.stockReleasedAt)) {
          throw new ConflictError(
            order.type !== 'TICKET'
              ? 'Only ticket orders have tickets to release.'
              : 'The tickets of this order were released already.',
            { code: 'illegal_transition', status: order.status, action },
          );
        }
        const to = rule.to ?? (action === 'reopen' ? (order.paidAt ? 'PAID' : 'PENDING') : order.status);
        const history = [...(order.history ?? [])];
        const data: Row = { status: to };
        if (action === 'pay') data.paidAt = now;
        if (action === 'close') data.closedAt = now;
        if (action === 'reopen') data.closedAt = null;
        if (action === 'cancel') data.cancelledAt = now;
        if (action === 'expire') data.expiredAt = now;
        const restocked = RETURNS_TICKETS.includes(action as OrderAction) && (await restock(trx, order, now));
        history.push(
          entry(staff, action, { from: order.status, to, ...(restocked ? { note: 'tickets returned to stock' } : {}) }),
        );
        if (action === 'cancel' && order.type === 'TICKET' && order.paidAt) {
          const notes: (string | void)[] = [];
          for (const handler of creditNoteHandlers) notes.push(await handler({ order, staff }));
          history.push(
            entry(staff, 'creditNote', {
              note: creditNoteHandlers.length
                ? notes.filter(Boolean).join(', ') || 'requested'
                : 'credit note needed: invoicing is not set up',
            }),
          );
        }
        if (action === 'release' && restocked) {
          for (const handler of releaseHandlers) {
            const note = await handler({ order, staff, action });
            if (note) history.push(entry(staff, 'tickets', { note }));
          }
        }
        if (action === 'cancel' || action === 'expire') {
          for (const handler of endHandlers) {
            const note = await handler({ order, staff, action });
            if (note) history.push(entry(staff, 'invoices', { note }));
          }
        }
        if (action === 'pay') {
          for (const handler of paidHandlers) {
            const note = await handler({ order, staff, now });
            if (note) history.push(entry(staff, 'subscriptions', { note }));
          }
        }
        await strapi.db.query(UID).update({ where: { id: order.id }, data: { ...data, history } });
        return strapi.db
          .query(UID)
          .findOne({ where: { id: order.id }, populate: { customer: true, channel: true, addressee: true } });
      });
    },

    /** Pending orders past their payment time expire (cron every minute; catches up after downtime). */
    async expireOverdue(now = new Date(), batch = 200) {
      const due = await strapi.db
        .query(UID)
        .findMany({ where: { status: 'PENDING', paymentDueAt: { $lt: now } }, select: ['documentId'], limit: batch });
      let expired = 0;
      for (const { documentId } of due) {
        try {
          await service.run(documentId, 'expire', null, { now });
          expired++;
        } catch (error) {
          if ((error as any)?.details?.code !== 'illegal_transition')
            strapi.log.error(`Order ${documentId} did not expire: ${(error as Error).message}`);
        }
      }
      return expired;
    },
  };
  return service;
};

const PAST: Record<string, string> = {
  pay: 'paid',
  close: 'closed',
  reopen: 'reopened',
  cancel: 'cancelled',
  expire: 'expired',
  release: 'released',
};
