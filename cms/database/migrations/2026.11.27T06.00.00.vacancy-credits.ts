/**
 * Vacancy credits (api/vacancy, docs/vacancies.md): what a customer bought and used.
 *
 *   vacancy_credit_grants(source, customer_id, kind, amount, created_at): one row per paid order line
 *     (source `order:<id>:<line>`, the primary key), so a line gives its credits once;
 *   vacancy_credit_balances(customer_id, kind, granted, used): the totals. The CHECK constraint
 *     `used <= granted` is what refuses a vacancy beyond the credit: two vacancy admins posting the last credit
 *     at once both add one to `used`, and the database lets only one of them commit (not a check in code).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('vacancy_credit_grants')))
    await knex.schema.createTable('vacancy_credit_grants', (table) => {
      table.string('source', 60).notNullable().primary();
      table.integer('customer_id').notNullable();
      table.string('kind', 20).notNullable();
      table.integer('amount').notNullable();
      table.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    });
  if (!(await knex.schema.hasTable('vacancy_credit_balances')))
    await knex.raw(
      `CREATE TABLE vacancy_credit_balances (
        customer_id integer NOT NULL,
        kind varchar(20) NOT NULL,
        granted integer NOT NULL DEFAULT 0,
        used integer NOT NULL DEFAULT 0,
        PRIMARY KEY (customer_id, kind),
        CONSTRAINT vacancy_credit_balances_used_check CHECK (used >= 0 AND used <= granted)
      )`,
    );
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('vacancy_credit_balances');
  await knex.schema.dropTableIfExists('vacancy_credit_grants');
}
