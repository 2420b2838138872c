/**
 * The collections' own indexes (made at start, like cms/src/bootstrap/indexes.ts, after Strapi's schema sync):
 * one row per (invoice, attempt) — the unique key that makes finalising and retrying create a collection
 * exactly once — unique end-to-end references, and at most one pending collection per invoice.
 */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export async function ensureDirectDebitIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::direct-debit.direct-debit');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'direct_debits_invoice_attempt_uq',
    meta.table,
    col('invoiceKey'),
    col('attempt'),
  ]);
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    'direct_debits_reference_uq',
    meta.table,
    col('reference'),
  ]);
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??) WHERE ?? = 'pending'`, [
    'direct_debits_one_pending_uq',
    meta.table,
    col('invoiceKey'),
    col('status'),
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'direct_debits_due_idx',
    meta.table,
    col('provider'),
    col('status'),
    col('dueDate'),
  ]);
}
