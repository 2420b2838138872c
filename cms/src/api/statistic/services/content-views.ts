/**
 * Page views per content item, aggregated per UTC hour, so a report never scans raw events.
 * A plain table (not a content type) made by cms/database/migrations; Strapi leaves tables it never tracked alone.
 *
 *   statistic_content_views(hour, document_id, locale, views)  primary key (hour, document_id, locale)
 *   hour = whole hours since 1970-01-01T00:00Z (the bucket starts at hour * 3600 s)
 */
import type { Db } from '../../../strapi-types';
export const CONTENT_VIEWS_TABLE = 'statistic_content_views';

export type ContentViewRow = { hour: number; documentId: string; locale: string; views: number };

/**
 * Adds views to their hourly buckets: one upsert per chunk that increments existing rows
 * (INSERT ... ON CONFLICT DO UPDATE works on SQLite and PostgreSQL). Rows with the same key are
 * merged first: PostgreSQL refuses to update one row twice in a statement.
 */
export async function addContentViews(knex: Db, rows: ContentViewRow[], chunkSize = 500) {
  const merged = new Map<string, ContentViewRow>();
  for (const row of rows) {
    const key = `${row.hour}\u0000${row.documentId}\u0000${row.locale}`;
    const seen = merged.get(key);
    if (seen) seen.views += row.views;
    else merged.set(key, { ...row });
  }
  const all = [...merged.values()].map((r) => ({
    hour: r.hour,
    document_id: r.documentId,
    locale: r.locale,
    views: r.views,
  }));
  for (let i = 0; i < all.length; i += chunkSize) {
    await knex(CONTENT_VIEWS_TABLE)
      .insert(all.slice(i, i + chunkSize))
      .onConflict(['hour', 'document_id', 'locale'])
      .merge({ views: knex.raw('?? + excluded.??', [`${CONTENT_VIEWS_TABLE}.views`, 'views']) });
  }
  return all.length;
}
