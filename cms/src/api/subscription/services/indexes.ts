/**
 * The subscription table's own indexes (made at start by bootstrap/indexes.ts, after Strapi's schema sync):
 * - `subscriptions_active_kind_uq`: at most one ACTIVE subscription per customer and kind (a partial unique
 *   index; SQLite and PostgreSQL both have them). An activation that would break it fails in the database,
 *   and the service turns that into 409 `subscription_active_same_kind`, so two activations racing end as
 *   one 200 and one 409. `customer_key` repeats the customer's id on the row because the customer relation
 *   lives in a link table and an index cannot span two tables.
 * - `subscriptions_source_uq`: one subscription per paid or invoiced order line (`order:<id>:<line>`).
 * - the daily run's look-ups: due subscriptions by status and date; the customer's list.
 */
import { dbModel } from '../../../services/db-model';
import type { Strapi } from '../../../strapi-types';

export const ACTIVE_KIND_INDEX = 'subscriptions_active_kind_uq';
export const SOURCE_INDEX = 'subscriptions_source_uq';

export async function ensureSubscriptionIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::subscription.subscription');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??) WHERE ?? = 'ACTIVE'`, [
    ACTIVE_KIND_INDEX,
    meta.table,
    col('customerKey'),
    col('kindKey'),
    col('status'),
  ]);
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)`, [SOURCE_INDEX, meta.table, col('source')]);
  for (const field of ['nextPaymentDate', 'startDate', 'endDate'])
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)`, [
      `subscriptions_status_${col(field)}_idx`,
      meta.table,
      col('status'),
      col(field),
    ]);
  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)`, [
    'subscriptions_customer_status_idx',
    meta.table,
    col('customerKey'),
    col('status'),
  ]);
}
