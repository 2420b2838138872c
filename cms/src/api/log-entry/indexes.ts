/** The log read newest first, by type, and per record (made at start, after Strapi's schema sync). */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export async function ensureLogIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::log-entry.log-entry');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (?? DESC, ?? DESC)', [
    'log_entries_at_idx',
    meta.table,
    col('at'),
    'id',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ?? DESC, ?? DESC)', [
    'log_entries_type_at_idx',
    meta.table,
    col('type'),
    col('at'),
    'id',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'log_entries_subject_idx',
    meta.table,
    col('subjectType'),
    col('subjectId'),
  ]);
}
