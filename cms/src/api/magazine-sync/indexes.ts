/**
 * The outbox's own indexes (made at start, after Strapi's schema sync): one task per activation or
 * deactivation of a subscription (`taskKey`, the unique key of the enqueue), and the processor's look-up
 * of due tasks.
 */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export const MAGAZINE_SYNC_KEY_INDEX = 'magazine_syncs_task_key_uq';

export async function ensureMagazineSyncIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::magazine-sync.magazine-sync');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    MAGAZINE_SYNC_KEY_INDEX,
    meta.table,
    col('taskKey'),
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'magazine_syncs_due_idx',
    meta.table,
    col('status'),
    col('nextAttemptAt'),
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    'magazine_syncs_customer_idx',
    meta.table,
    col('customerKey'),
  ]);
}
