/**
 * Subscription actions (service `api::subscription.actions`): activate (with a start date, today or later),
 * activate now (today, Europe/Amsterdam) and end (with an end date; today or earlier ends it at once). Each
 * runs in one transaction with the subscription's row locked; the transitions themselves (`activateRow`,
 * `deactivateRow`) are shared with the order and invoice hooks and the daily run, and run inside the
 * caller's transaction.
 * Activation is a conditional UPDATE (only a PENDING row moves) under the partial unique index
 * `subscriptions_active_kind_uq`: a second active subscription of the same kind for the customer fails in
 * the database, inside a savepoint, and becomes 409 `subscription_active_same_kind` (SPEC section 8) for a
 * person, or a history note for the hooks and the daily run. Every transition goes into the history, and
 * one of a product with a magazine link makes its magazine platform task (`api::magazine-sync`) in the same
 * transaction.
 */
import { errors } from '@strapi/utils';
import {
  SUBSCRIPTION_SAME_KIND_CODE,
  SUBSCRIPTION_SAME_KIND_MESSAGE,
  amsterdamDay,
  canRunSubscriptionAction,
  isCalendarDay,
  periodStart,
  type Recurrence,
  type SubscriptionAction,
  type SubscriptionEndReason,
} from '@newsroom/config';
import { ConflictError, isUniqueViolation, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { dbModel } from '../../../services/db-model';
import { entry, type HistoryEntry } from '../../order/services/history';
import { ACTIVE_KIND_INDEX } from './indexes';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::subscription.subscription';

/** The product's recurrence, or null when it has none (then there are no payment dates). */
export const recurrenceOf = (product: Row | null | undefined): Recurrence | null =>
  product?.recurrenceCount && product?.recurrenceUnit
    ? { count: Number(product.recurrenceCount), unit: product.recurrenceUnit }
    : null;

export const isSameKindViolation = (error: unknown) =>
  isUniqueViolation(error, ACTIVE_KIND_INDEX) || isUniqueViolation(error, 'kind_key');

export const sameKindConflict = () =>
  new ConflictError(SUBSCRIPTION_SAME_KIND_MESSAGE, { code: SUBSCRIPTION_SAME_KIND_CODE });

/** What a subscription is read with for its steps: the product's access tags and follow-up. */
export const SUBSCRIPTION_POPULATE = {
  product: {
    populate: { tagsBirth: { select: ['id'] }, tagsWill: { select: ['id'] }, followUp: { select: ['id'] } },
  },
  order: { select: ['id'] },
  customer: { select: ['id'] },
} as const;

type Staff = Row | null;
const stamp = (staff: Staff, action: string, now: Date, fields: Partial<HistoryEntry> = {}) => ({
  ...entry(staff, action, fields),
  at: now.toISOString(),
});

export default ({ strapi }: WithStrapi) => {
  const meta = () => dbModel(strapi, UID);
  const access = () => strapi.service('api::subscription.access');
  // The magazine platform's outbox: a task in this same transaction when the product links a magazine.
  const magazine = () => strapi.service('api::magazine-sync.magazine-sync');

  const service = {
    load: (where: { id: number } | { documentId: string }) =>
      strapi.db.query(UID).findOne({ where, populate: SUBSCRIPTION_POPULATE }),

    /** Appends to the history (inside the caller's transaction, the row locked). */
    async note(subscription: Row, item: Row) {
      const row = await strapi.db.query(UID).findOne({ where: { id: subscription.id }, select: ['history'] });
      await strapi.db
        .query(UID)
        .update({ where: { id: subscription.id }, data: { history: [...(row?.history ?? []), item] } });
    },

    /**
     * PENDING → ACTIVE from `startDate` (the anchor of its periods), inside the caller's transaction.
     * The first period is paid already when the subscription came from an order, so its next payment date
     * is the second period's start; otherwise the daily run invoices the first period (invoice modes
     * INVOICE and DRAFT). Answers 'same_kind' (nothing changed) when the customer has another active one.
     */
    async activateRow(subscription: Row, startDate: string, staff: Staff, now: Date, note?: string) {
      const m = meta();
      const recurrence = recurrenceOf(subscription.product);
      const nextPaymentDate = recurrence ? periodStart(startDate, recurrence, subscription.order ? 1 : 0) : null;
      const claimed = await strapi.db.transaction(async ({ trx }) => {
        await trx.raw('SAVEPOINT subscription_activate');
        try {
          const count = await trx(m.table)
            .where('id', subscription.id)
            .where(m.column('status'), 'PENDING')
            .update({ [m.column('status')]: 'ACTIVE' });
          await trx.raw('RELEASE SAVEPOINT subscription_activate');
          return count ? 'activated' : 'moved';
        } catch (error) {
          await trx.raw('ROLLBACK TO SAVEPOINT subscription_activate');
          if (isSameKindViolation(error)) return 'same_kind';
          throw error;
        }
      });
      if (claimed !== 'activated') return claimed;
      await strapi.db.query(UID).update({
        where: { id: subscription.id },
        data: {
          startDate,
          nextPaymentDate,
          activatedAt: now,
          deactivatedAt: null,
          endReason: null,
          history: [
            ...(subscription.history ?? []),
            stamp(staff, 'activate', now, { from: 'PENDING', to: 'ACTIVE', note: note ?? `start ${startDate}` }),
          ],
        },
      });
      await access().grant(subscription.customerKey, subscription.product);
      await magazine().enqueue(subscription, 'activate', now);
      return claimed;
    },

    /** PENDING or ACTIVE → ENDED, inside the caller's transaction; an ACTIVE one's access goes. */
    async deactivateRow(
      subscription: Row,
      reason: SubscriptionEndReason,
      endDate: string,
      staff: Staff,
      now: Date,
      extra: Row = {},
    ) {
      const m = meta();
      const count = await strapi.db.transaction(({ trx }) =>
        trx(m.table)
          .where('id', subscription.id)
          .where(m.column('status'), subscription.status)
          .update({ [m.column('status')]: 'ENDED' }),
      );
      if (!count) return false;
      await strapi.db.query(UID).update({
        where: { id: subscription.id },
        data: {
          endDate,
          deactivatedAt: now,
          endReason: reason,
          ...extra,
          history: [
            ...(subscription.history ?? []),
            stamp(staff, 'end', now, { from: subscription.status, to: 'ENDED', note: `${reason} ${endDate}` }),
          ],
        },
      });
      if (subscription.status === 'ACTIVE') {
        await access().revoke(subscription.customerKey, subscription.product);
        await magazine().enqueue(subscription, 'deactivate', now);
      }
      return true;
    },

    /** `POST /api/subscriptions/:documentId/<action>` with `{ data: { startDate | endDate } }`. */
    async run(documentId: string, action: string, input: Row, staff: Staff, { now = new Date() } = {}) {
      if (!['activate', 'activate-now', 'end'].includes(action))
        throw new errors.NotFoundError(`Unknown subscription action ${action}.`);
      const today = amsterdamDay(now);
      const field = action === 'end' ? 'endDate' : 'startDate';
      const day = action === 'activate-now' || input?.[field] == null || input[field] === '' ? today : input[field];
      if (!isCalendarDay(day)) refuseFields([{ path: [field], code: 'date' }]);
      if (action === 'activate' && day < today)
        refuseFields([{ path: [field], code: 'startDatePast', params: { today } }]);
      const id = await strapi.db.transaction(async () => {
        const found = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
        if (!found) throw new errors.NotFoundError('Subscription not found.');
        await strapi.db.transaction(({ trx }) => lockRow(strapi, trx, UID, { id: found.id }));
        const subscription = await service.load({ id: found.id });
        if (!canRunSubscriptionAction(action as SubscriptionAction, subscription.status))
          throw new ConflictError(`A ${subscription.status.toLowerCase()} subscription cannot do "${action}".`, {
            code: 'subscription_illegal_transition',
            status: subscription.status,
            action,
          });
        if (action === 'end') {
          if (subscription.status === 'ACTIVE' && day > today) {
            await strapi.db.query(UID).update({
              where: { id: subscription.id },
              data: {
                endDate: day,
                history: [...(subscription.history ?? []), stamp(staff, 'plan_end', now, { note: `end ${day}` })],
              },
            });
          } else await service.deactivateRow(subscription, 'STAFF', day > today ? today : day, staff, now);
        } else if (day > today) {
          await strapi.db.query(UID).update({
            where: { id: subscription.id },
            data: {
              startDate: day,
              history: [...(subscription.history ?? []), stamp(staff, 'plan_start', now, { note: `start ${day}` })],
            },
          });
        } else if ((await service.activateRow(subscription, day, staff, now)) === 'same_kind') throw sameKindConflict();
        return subscription.id;
      });
      // The first period's invoice (when nobody paid for it yet) comes at once rather than at midnight.
      await strapi
        .service('api::subscription.daily')
        .processOne(id, now)
        .catch((error: Error) => strapi.log.error(`Subscription ${documentId}: ${error.message}`));
      return strapi.db.query(UID).findOne({
        where: { id },
        populate: { product: true, customer: true, order: true, followUp: true, previous: true },
      });
    },
  };
  return service;
};
