/**
 * The magazine platform's outbox (service `api::magazine-sync.magazine-sync`; docs/subscriptions.md
 * "Magazine platform (Aboland)"):
 * - `enqueue`: inside the activation's or deactivation's own transaction (`activateRow`/`deactivateRow`), a
 *   pending task when the subscription's product links a magazine; one per step (unique `taskKey`), so a
 *   rolled-back step leaves none and no step makes two. After the commit the task is run at once.
 * - `run`: one task, claimed first by a conditional update (status pending, due, no live claim) so two
 *   processes never push it twice; the platform call is made outside any transaction, and its outcome is
 *   written fenced by the claim. Success: done, the subscriber number on the task and the customer. Failure:
 *   attempts + 1, the error kept, the next attempt after the backoff; `failed` after the last attempt.
 * - `process`: every due task, oldest first (the cron `magazineSync`, each minute).
 * - `retry`: staff's second chance for a failed task (a new round of attempts), run at once.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MAGAZINE_SYNC_MAX_ATTEMPTS,
  magazineSyncDelay,
  magazineSyncError,
  magazineSyncKey,
  type MagazineSyncAction,
} from '@newsroom/config';
import { ConflictError, isUniqueViolation } from '../../../services/errors';
import { dbModel } from '../../../services/db-model';
import { lockRow } from '../../../services/records';
import { magazinePlatformFromEnv, type MagazineRequest } from '../../../services/magazine';
import { entry, type Staff } from '../../order/services/history';
import { MAGAZINE_SYNC_KEY_INDEX } from '../indexes';
import type { Row } from '../../../strapi-types';

const UID = 'api::magazine-sync.magazine-sync';
const SUBSCRIPTION = 'api::subscription.subscription';
const CUSTOMER = 'api::customer.customer';
/** How long a claim holds: longer than a platform call may take; a process that died lets go after it. */
const CLAIM_MS = 2 * 60_000;

export type MagazineSyncOutcome = 'done' | 'retry' | 'failed' | 'waiting' | 'not_claimed';

export default factories.createCoreService(UID, ({ strapi }) => {
  const meta = () => dbModel(strapi, UID);
  const knex = () => strapi.db.connection;
  const running = new Set<Promise<unknown>>();

  /** The subscription's product's magazine link (read when the caller's row does not carry it). */
  const magazineOf = async (subscription: Row): Promise<string | null> => {
    let magazineId = subscription.product?.magazineId;
    if (magazineId === undefined) {
      const row = await strapi.db
        .query(SUBSCRIPTION)
        .findOne({ where: { id: subscription.id }, populate: { product: { select: ['magazineId'] } } });
      magazineId = row?.product?.magazineId;
    }
    return typeof magazineId === 'string' && magazineId.trim() ? magazineId.trim() : null;
  };

  /** Appends to the subscription's history (so to the log), with the subscription row locked. */
  const note = (subscriptionId: number | undefined, item: Row) =>
    subscriptionId
      ? strapi.db.transaction(async ({ trx }) => {
          if (!(await lockRow(strapi, trx, SUBSCRIPTION, { id: subscriptionId }))) return;
          await strapi.service('api::subscription.actions').note({ id: subscriptionId }, item);
        })
      : Promise.resolve();

  const requestOf = (task: Row): MagazineRequest => ({
    magazineId: task.magazineId,
    customer: {
      id: task.customer.id,
      documentId: task.customer.documentId,
      name: task.customer.name ?? null,
      email: task.customer.email ?? null,
      debtorId: task.customer.debtorId ?? null,
    },
    subscription: {
      documentId: task.subscription?.documentId ?? '',
      startDate: task.subscription?.startDate ?? null,
      endDate: task.subscription?.endDate ?? null,
    },
  });

  /** Narrows a query to the tasks that may run now: pending, due, and not claimed by a live process. */
  const due = <Q extends Knex.QueryBuilder>(query: Q, now: Date): Q => {
    const m = meta();
    return query
      .where(m.column('status'), 'pending')
      .where(m.column('nextAttemptAt'), '<=', now)
      .where((q: Knex.QueryBuilder) =>
        q.whereNull(m.column('claimedUntil')).orWhere(m.column('claimedUntil'), '<=', now),
      ) as Q;
  };

  /** Writes a claimed task's outcome; nothing when the claim was lost (another process took it over). */
  const settle = (id: number, token: string, data: Row, trx = knex()) => {
    const m = meta();
    const columns = Object.fromEntries(Object.entries(data).map(([key, value]) => [m.column(key), value]));
    return trx(m.table)
      .where('id', id)
      .where(m.column('claimToken'), token)
      .update({ ...columns, [m.column('claimToken')]: null, [m.column('claimedUntil')]: null });
  };

  const service = {
    /** Inside the caller's transaction: the task of `action` for `subscription`, when its product links a magazine. */
    async enqueue(subscription: Row, action: MagazineSyncAction, now: Date) {
      const magazineId = await magazineOf(subscription);
      if (!magazineId) return null;
      const taskKey = magazineSyncKey(action, subscription.id);
      const customerId = subscription.customerKey ?? subscription.customer?.id;
      return strapi.db.transaction(async ({ trx, onCommit }) => {
        await trx.raw('SAVEPOINT magazine_sync_enqueue');
        let row: Row;
        try {
          row = await strapi.db.query(UID).create({
            data: {
              subscription: subscription.id,
              subscriptionKey: subscription.id,
              customer: customerId,
              customerKey: customerId,
              taskKey,
              magazineId,
              action,
              status: 'pending',
              attempts: 0,
              // Due at once, also when the step runs for a later day (the daily run's `now`).
              nextAttemptAt: new Date(Math.min(now.getTime(), Date.now())),
              createdAt: now,
              updatedAt: now,
            },
          });
          await trx.raw('RELEASE SAVEPOINT magazine_sync_enqueue');
        } catch (error) {
          await trx.raw('ROLLBACK TO SAVEPOINT magazine_sync_enqueue');
          if (isUniqueViolation(error, MAGAZINE_SYNC_KEY_INDEX) || isUniqueViolation(error, 'task_key')) return null;
          throw error;
        }
        onCommit(() => void service.kick(row.id));
        return row;
      });
    },

    /** Runs a task now in the background (after a commit); errors are the task's, kept on it. */
    kick(id: number) {
      const promise = service
        .run(id, new Date())
        .catch((error: Error) => strapi.log.error(`Magazine sync ${id}: ${error.message}`))
        .finally(() => running.delete(promise));
      running.add(promise);
      return promise;
    },

    /** Settles when the tasks kicked after commits are through (tests, shutdown). */
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },

    /** One task, when it is pending, due and not claimed by another process. */
    async run(id: number, now = new Date()): Promise<MagazineSyncOutcome> {
      const m = meta();
      const token = randomUUID();
      const claimed = await due(knex()(m.table).where('id', id), now).update({
        [m.column('claimToken')]: token,
        [m.column('claimedUntil')]: new Date(now.getTime() + CLAIM_MS),
      });
      if (!claimed) return 'not_claimed';
      const task = await strapi.db.query(UID).findOne({
        where: { id },
        populate: {
          customer: { select: ['id', 'documentId', 'name', 'email', 'debtorId'] },
          subscription: { select: ['id', 'documentId', 'startDate', 'endDate'] },
        },
      });
      const platform = magazinePlatformFromEnv();
      const request = requestOf(task);
      let subscriptionNumber: string | null;
      try {
        if (task.action === 'activate') {
          // A earlier attempt may have reached the platform before it failed: ask first, push only when unknown.
          const known = task.attempts > 0 ? await platform.subscriptionNumber(request) : null;
          subscriptionNumber = known ?? (await platform.activate(request)).subscriptionNumber;
        } else {
          const activation = await strapi.db
            .query(UID)
            .findOne({ where: { taskKey: magazineSyncKey('activate', task.subscriptionKey) } });
          if (activation?.status === 'pending') {
            // The activation goes first; this one waits for it without spending an attempt.
            await settle(id, token, {});
            return 'waiting';
          }
          subscriptionNumber = activation?.subscriptionNumber ?? (await platform.subscriptionNumber(request));
          if (subscriptionNumber) await platform.deactivate({ ...request, subscriptionNumber });
        }
      } catch (error) {
        const attempts = Number(task.attempts ?? 0) + 1;
        const failed = attempts >= MAGAZINE_SYNC_MAX_ATTEMPTS;
        const lastError = magazineSyncError((error as Error).message || String(error));
        const settled = await settle(id, token, {
          attempts,
          lastError,
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: failed ? null : new Date(now.getTime() + magazineSyncDelay(attempts)),
          updatedAt: now,
        });
        if (settled && failed)
          await note(task.subscriptionKey, {
            ...entry(null, 'magazine_sync_failed', { note: `${task.action} ${task.magazineId}: ${lastError}` }),
            at: now.toISOString(),
          });
        return failed ? 'failed' : 'retry';
      }
      const done = await strapi.db.transaction(async ({ trx }) => {
        const count = await settle(
          id,
          token,
          {
            status: 'done',
            attempts: Number(task.attempts ?? 0) + 1,
            lastError: null,
            nextAttemptAt: null,
            subscriptionNumber,
            doneAt: now,
            updatedAt: now,
          },
          trx,
        );
        if (!count) return false;
        if (task.action === 'activate' && task.customer?.id)
          await strapi.db.query(CUSTOMER).update({
            where: { id: task.customer.id },
            data: { abolandMagazineId: task.magazineId, abolandSubscriptionNumber: subscriptionNumber },
          });
        const what = subscriptionNumber ? `subscriber ${subscriptionNumber}` : 'not known at the platform';
        await note(task.subscriptionKey, {
          ...entry(null, `magazine_${task.action}`, { note: `${task.magazineId}: ${what}` }),
          at: now.toISOString(),
        });
        return true;
      });
      return done ? 'done' : 'not_claimed';
    },

    /** Every due task, oldest first, one at a time (`limit` per call). */
    async process({ now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {}) {
      const m = meta();
      const tasks = await due(knex()(m.table).select('id'), now).orderBy('id', 'asc').limit(limit);
      const report: Partial<Record<MagazineSyncOutcome, number>> = {};
      for (const { id } of tasks) {
        const outcome = await service.run(id, now).catch((error: Error) => {
          strapi.log.error(`Magazine sync ${id}: ${error.message}`);
          return 'not_claimed' as const;
        });
        report[outcome] = (report[outcome] ?? 0) + 1;
      }
      return report;
    },

    /** A failed task back to pending with a new round of attempts, run at once; answers the task afterwards. */
    async retry(documentId: string, staff: Staff, now = new Date()) {
      const m = meta();
      const task = await strapi.db
        .query(UID)
        .findOne({ where: { documentId }, select: ['id', 'status', 'subscriptionKey', 'action'] });
      if (!task) throw new errors.NotFoundError('Magazine sync task not found.');
      const moved = await knex()(m.table)
        .where('id', task.id)
        .where(m.column('status'), 'failed')
        .update({
          [m.column('status')]: 'pending',
          [m.column('attempts')]: 0,
          [m.column('nextAttemptAt')]: now,
          [m.column('claimToken')]: null,
          [m.column('claimedUntil')]: null,
          [m.column('updatedAt')]: now,
        });
      if (!moved) {
        const current = await strapi.db.query(UID).findOne({ where: { id: task.id }, select: ['status'] });
        if (current?.status === 'done')
          throw new ConflictError(
            'This magazine sync is done already: the platform has it, there is nothing to retry.',
            {
              code: 'magazine_sync_done',
            },
          );
        throw new ConflictError(
          'This magazine sync is still pending: it is retried automatically. Only a failed one can be retried by hand.',
          { code: 'magazine_sync_pending' },
        );
      }
      await note(task.subscriptionKey, {
        ...entry(staff, 'magazine_sync_retry', { note: task.action }),
        at: now.toISOString(),
      });
      await service.run(task.id, now);
      return strapi.db.query(UID).findOne({
        where: { id: task.id },
        populate: { customer: { select: ['documentId', 'name'] }, subscription: { select: ['documentId', 'status'] } },
      });
    },
  };
  return service;
});
