/**
 * The sending engine's additions to `campaign_recipients`: which transport took each message (`smtp` or
 * `outbox`), written in the same transaction that marks the recipient sent.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('campaign_recipients'))) return;
  if (!(await knex.schema.hasColumn('campaign_recipients', 'transport')))
    await knex.schema.alterTable('campaign_recipients', (table) => {
      table.string('transport', 10);
    });
}
