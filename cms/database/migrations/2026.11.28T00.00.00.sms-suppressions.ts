/**
 * The SMS channel's opt-outs (issue #22, docs/sms.md): numbers that replied STOP, in E.164, so an opt-out
 * holds whether or not the number is on a profile (and for every profile that has it). A plain table like
 * `mail_suppressions`: written by the inbound webhook, read by the sender and the providers.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('sms_suppressions')))
    await knex.schema.createTable('sms_suppressions', (table) => {
      table.string('phone', 16).notNullable().primary();
      table.string('reason', 20).notNullable();
      table.string('keyword', 60);
      table.timestamp('created_at').notNullable();
    });
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('sms_suppressions');
}
