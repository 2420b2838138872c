/**
 * Direct debit (issue #19, api/direct-debit): the payment provider's customer for each of ours, made once
 * when a customer's first collection goes through the provider (Mollie's `cst_...`; its mandate's id is kept
 * on the mandate itself).
 *
 *   provider_customers(provider, customer_id, provider_customer_id, created_at)  primary key (provider, customer_id)
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('provider_customers')))
    await knex.schema.createTable('provider_customers', (table) => {
      table.string('provider', 20).notNullable();
      table.integer('customer_id').notNullable();
      table.string('provider_customer_id', 100).notNullable();
      table.timestamp('created_at').notNullable();
      table.primary(['provider', 'customer_id']);
    });
}
