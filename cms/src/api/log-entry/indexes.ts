/**
 * The log's indexes (made at start, after Strapi's schema sync): one per filter of the list, each ending in
 * (at, id) so a filtered page is read in order from the index and stops after a page (docs/log.md).
 */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

/** Name → the columns before (at DESC, id DESC). */
const INDEXES: Record<string, string[]> = {
  log_entries_at_idx: [],
  log_entries_type_at_idx: ['type'],
  log_entries_subject_at_idx: ['subjectType', 'subjectId'],
  log_entries_actor_at_idx: ['actorId'],
  // Who and one type together ("Anna's profile changes"): neither index alone stops after a page and the count.
  log_entries_actor_type_at_idx: ['actorId', 'type'],
  log_entries_actor_name_at_idx: ['actorName'],
};

export async function ensureLogIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::log-entry.log-entry');
  const knex = strapi.db.connection;
  // Replaced by log_entries_subject_at_idx (an object's entries newest first).
  await knex.raw('DROP INDEX IF EXISTS ??', ['log_entries_subject_idx']);
  for (const [name, leading] of Object.entries(INDEXES)) {
    const columns = leading.map((field) => meta.column(field));
    const list = [...columns.map(() => '??'), '?? DESC', '?? DESC'].join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${list})`, [
      name,
      meta.table,
      ...columns,
      meta.column('at'),
      'id',
    ]);
  }
}
