import { ensureContentViewsTable } from '../api/statistic/services/content-views';

/**
 * Indexes Strapi's schema does not declare but our list queries need at scale (100k+ items):
 * published content per language, newest first. CREATE INDEX IF NOT EXISTS works on SQLite and PostgreSQL.
 */
export async function ensureIndexes(strapi) {
  const meta = strapi.db.metadata.get('api::content.content');
  const col = (name: string) => meta.attributes[name].columnName ?? name;
  const knex = strapi.db.connection;
  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)`, [
    'contents_listing_idx',
    meta.tableName,
    col('locale'),
    col('status'),
    col('publicationDate'),
  ]);
  // Page views per content item and hour (the statistics report reads these, not the raw events).
  await ensureContentViewsTable(strapi);
}
