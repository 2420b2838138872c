/**
 * Segments (api/segment): which content a profile viewed, per day, so the segment condition "viewed content of
 * a tag or category in the last N days" is one indexed look-up instead of a scan of the raw page views
 * (`statistics` keeps every event with its URL and user; attributing URLs to content there at count time would
 * read millions of rows). Filled where page views are ingested (api/statistic/services/profile-views.ts).
 *
 *   profile_content_views(profile_id, document_id, day, views)  primary key (profile_id, document_id, day)
 *   day = whole days since 1970-01-01 (UTC)
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('profile_content_views')))
    await knex.schema.createTable('profile_content_views', (table) => {
      table.integer('profile_id').notNullable();
      table.string('document_id', 255).notNullable();
      table.integer('day').notNullable();
      table.integer('views').notNullable();
      table.primary(['profile_id', 'document_id', 'day']);
    });
  // The condition's look-up from the content side: the items of a tag, then who viewed them since a day.
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'profile_content_views_item_idx',
    'profile_content_views',
    'document_id',
    'day',
    'profile_id',
  ]);
  // Segment conditions on behaviour read recipients and events by profile and state/type.
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'mail_events_type_profile_idx',
    'mail_events',
    'type',
    'profile_id',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'campaign_recipients_state_profile_idx',
    'campaign_recipients',
    'state',
    'profile_id',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'mail_list_members_status_list_idx',
    'mail_list_members',
    'list_id',
    'status',
  ]);
}
