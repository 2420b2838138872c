/**
 * Marketing zones (issue #20, docs/marketing.md): plain tables of the public delivery API.
 *
 *   marketing_stats(hour, zone_id, bundle_id, content_id, impressions, clicks)  primary key (hour, zone_id, bundle_id, content_id)
 *     impressions and clicks the websites send back, per UTC hour (hour = ms / 3600000) and document ids;
 *   marketing_exposures(visitor, content_id, shown_at)  the showings of content with a frequency cap, per visitor
 *     ("u:<user id>" or "a:<the site's anonymous id>"), read by the delivery and pruned nightly past the longest cap.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('marketing_stats')))
    await knex.schema.createTable('marketing_stats', (table) => {
      table.integer('hour').notNullable();
      table.string('zone_id', 64).notNullable();
      table.string('bundle_id', 64).notNullable();
      table.string('content_id', 64).notNullable();
      table.integer('impressions').notNullable().defaultTo(0);
      table.integer('clicks').notNullable().defaultTo(0);
      table.primary(['hour', 'zone_id', 'bundle_id', 'content_id']);
    });
  if (!(await knex.schema.hasTable('marketing_exposures')))
    await knex.schema.createTable('marketing_exposures', (table) => {
      table.string('visitor', 80).notNullable();
      table.string('content_id', 64).notNullable();
      table.bigInteger('shown_at').notNullable();
    });
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'marketing_exposures_visitor_idx',
    'marketing_exposures',
    'visitor',
    'content_id',
    'shown_at',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    'marketing_exposures_shown_idx',
    'marketing_exposures',
    'shown_at',
  ]);
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('marketing_exposures');
  await knex.schema.dropTableIfExists('marketing_stats');
}
