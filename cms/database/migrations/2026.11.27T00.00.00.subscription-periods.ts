/**
 * Subscriptions (api/subscription): one row per invoiced period of a subscription, inserted in the same
 * transaction as the period's invoice. The primary key (subscription_id, period_index) is what makes a
 * second invoice for one period impossible, also when two daily runs race (not a check in code).
 *
 *   subscription_periods(subscription_id, period_index, period_start, period_end, invoice_id, to_finalize, created_at)
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('subscription_periods')))
    await knex.schema.createTable('subscription_periods', (table) => {
      table.integer('subscription_id').notNullable();
      table.integer('period_index').notNullable();
      table.string('period_start', 10).notNullable();
      table.string('period_end', 10).notNullable();
      table.integer('invoice_id');
      // Mode INVOICE: the draft still waits for its number (set false once finalised; a stop in between is retried).
      table.boolean('to_finalize').notNullable().defaultTo(false);
      table.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
      table.primary(['subscription_id', 'period_index']);
    });
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    'subscription_periods_invoice_idx',
    'subscription_periods',
    'invoice_id',
  ]);
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('subscription_periods');
}
