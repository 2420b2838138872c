/**
 * The push subscriptions' indexes: one row per endpoint (the registration's "same browser again is an update",
 * also when two registrations of one browser race), and the overview's "added in the last 7 days".
 * `CREATE ... IF NOT EXISTS` on SQLite and PostgreSQL; the service makes them once per process before its first
 * write or count (bootstrap/indexes.ts may call `ensurePushIndexes` at start as well: it is idempotent).
 */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export const PUSH_ENDPOINT_INDEX = 'push_subscriptions_endpoint_uq';

export async function ensurePushIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::push-subscription.push-subscription');
  const knex = strapi.db.connection;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    PUSH_ENDPOINT_INDEX,
    meta.table,
    meta.column('endpoint'),
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    'push_subscriptions_created_idx',
    meta.table,
    meta.column('createdAt', 'created_at'),
  ]);
}

const made = new WeakMap<Strapi, Promise<void>>();

/** `ensurePushIndexes` once per Strapi instance (a failure is tried again by the next call). */
export function pushIndexesReady(strapi: Strapi): Promise<void> {
  let ready = made.get(strapi);
  if (!ready) {
    ready = ensurePushIndexes(strapi);
    ready.catch(() => made.delete(strapi));
    made.set(strapi, ready);
  }
  return ready;
}
