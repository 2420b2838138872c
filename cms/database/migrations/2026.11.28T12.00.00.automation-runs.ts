/**
 * Event automations' runs (issue #22, docs/engagement.md "Automations"): one row per automation and profile,
 * whatever how often the event happens (unique (automation_id, profile_id), written with ON CONFLICT DO
 * NOTHING). A run waits until `due_at`, then becomes `queued` (its message is a `campaign_recipients` row of the
 * automation's campaign, `recipient_id`) or `skipped` with the reason in `error`. No foreign keys: the
 * automations' table is Strapi's and made after the migrations.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('automation_runs')))
    await knex.schema.createTable('automation_runs', (table) => {
      table.bigIncrements('id').primary();
      table.integer('automation_id').notNullable();
      table.integer('profile_id').notNullable();
      table.string('event', 20).notNullable();
      table.timestamp('due_at').notNullable();
      table.string('state', 10).notNullable().defaultTo('waiting');
      table.bigInteger('recipient_id');
      table.string('error', 40);
      table.timestamp('created_at').notNullable();
      table.timestamp('handled_at');
      table.unique(['automation_id', 'profile_id'], { indexName: 'automation_runs_once_idx' });
      // The tick's look-up: due runs still waiting.
      table.index(['state', 'due_at'], 'automation_runs_due_idx');
      table.index(['profile_id'], 'automation_runs_profile_idx');
    });
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('automation_runs');
}
