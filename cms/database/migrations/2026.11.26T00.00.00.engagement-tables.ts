/**
 * Engagement's plain tables (docs/engagement.md): who a campaign run sends to and what happened to each
 * message, the addresses that get no marketing mail, list memberships with their double opt-in, and the
 * bounce/complaint webhooks as received. Plain tables, not content types: they grow to millions of rows
 * and are written set-based by the sending job.
 */
import type { Knex } from 'knex';

async function createIfMissing(knex: Knex, name: string, build: (table: Knex.CreateTableBuilder) => void) {
  if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
}

export async function up(knex: Knex) {
  // A campaign run's recipients, fixed when the send starts (one row per lower-cased address).
  // state: pending → claimed (a worker holds it until claimed_until, under claim_token) → sent | failed.
  await createIfMissing(knex, 'campaign_recipients', (table) => {
    table.bigIncrements('id');
    table.integer('campaign_id').notNullable();
    table.integer('profile_id');
    table.string('email', 255).notNullable();
    table.string('state', 10).notNullable();
    table.string('variant', 16);
    table.string('claim_token', 40);
    table.timestamp('claimed_until');
    table.string('message_id', 255);
    table.timestamp('sent_at');
    table.string('error', 500);
    table.unique(['campaign_id', 'email']);
    table.index(['campaign_id', 'state', 'id']);
    table.index(['profile_id']);
  });

  // Opens, clicks, bounces, complaints and unsubscribes per campaign and recipient.
  await createIfMissing(knex, 'mail_events', (table) => {
    table.bigIncrements('id');
    table.integer('campaign_id');
    table.bigInteger('recipient_id');
    table.integer('profile_id');
    table.string('email', 255);
    table.string('type', 20).notNullable();
    table.string('link', 2048);
    table.timestamp('occurred_at').notNullable();
    table.string('detail', 500);
    table.index(['campaign_id', 'type', 'occurred_at']);
    table.index(['profile_id', 'occurred_at']);
    table.index(['occurred_at']);
  });

  // Addresses that receive no marketing mail, and why (lower-cased e-mail).
  await createIfMissing(knex, 'mail_suppressions', (table) => {
    table.string('email', 255).primary();
    table.string('reason', 20);
    table.integer('soft_bounces').notNullable().defaultTo(0);
    table.integer('campaign_id');
    table.timestamp('updated_at').notNullable();
  });

  // Members of mailing lists: pending until the double opt-in link is followed (token stored as SHA-256).
  await createIfMissing(knex, 'mail_list_members', (table) => {
    table.integer('list_id').notNullable();
    table.integer('profile_id').notNullable();
    table.string('status', 12).notNullable();
    table.string('token_hash', 64);
    table.string('source', 20);
    table.timestamp('requested_at').notNullable();
    table.timestamp('confirmed_at');
    table.primary(['list_id', 'profile_id']);
    table.index(['profile_id']);
  });

  // Bounce and complaint webhooks as received, then applied once (like payment_webhooks).
  await createIfMissing(knex, 'mail_webhooks', (table) => {
    table.increments('id');
    table.string('event_id', 200).notNullable().unique();
    table.string('type', 20).notNullable();
    table.string('email', 255).notNullable();
    table.string('message_id', 255);
    table.timestamp('received_at').notNullable();
    table.timestamp('processed_at');
    table.string('outcome', 200);
  });
}
