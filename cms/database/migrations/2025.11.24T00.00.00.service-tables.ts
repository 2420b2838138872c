/**
 * The tables that are not content types, made here instead of by each service at start:
 * gapless number series, payment webhooks, the built-in test provider's payments, invoice files,
 * hourly content views and the import's staging table.
 *
 * Strapi runs this once (recorded in `strapi_migrations`), in a transaction, before it syncs the
 * content types' tables. Databases where the services had already made a table keep it and its rows:
 * every step is guarded by hasTable/hasColumn. Names are spelled out rather than imported, so this file
 * keeps describing what it did when the services' constants change later.
 */
import type { Knex } from 'knex';

async function createIfMissing(knex: Knex, name: string, build: (table: Knex.CreateTableBuilder) => void) {
  if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
}

export async function up(knex: Knex) {
  // Order and invoice serials (services/counters.ts); last_date: the date of an invoice series' last document.
  await createIfMissing(knex, 'sales_counters', (table) => {
    table.string('name', 100).primary();
    table.bigInteger('value').notNullable();
  });
  if (!(await knex.schema.hasColumn('sales_counters', 'last_date')))
    await knex.schema.alterTable('sales_counters', (table) => table.string('last_date', 10).nullable());

  // Payment provider webhooks as received, then processed forward-only (api/payment/services/payment.ts).
  await createIfMissing(knex, 'payment_webhooks', (table) => {
    table.increments('id');
    table.string('provider', 20).notNullable();
    table.string('payment_id', 100).notNullable();
    table.timestamp('received_at').notNullable();
    table.timestamp('processed_at');
    table.string('outcome', 200);
    table.index(['processed_at']);
  });

  // The built-in test provider's payments (services/payments/test-provider.ts).
  await createIfMissing(knex, 'test_provider_payments', (table) => {
    table.string('id', 40).primary();
    table.integer('amount').notNullable();
    table.string('currency', 3).notNullable();
    table.string('status', 20).notNullable();
    table.string('description', 255);
    table.string('redirect_url', 500);
    table.string('webhook_url', 500);
    table.integer('refunded').notNullable().defaultTo(0);
    table.timestamp('created_at').notNullable();
  });

  // An issued invoice's PDF and UBL, stored once with their hash (api/invoice/services/documents.ts).
  await createIfMissing(knex, 'invoice_files', (table) => {
    table.integer('invoice_id').notNullable();
    table.string('kind', 10).notNullable();
    table.string('sha256', 64).notNullable();
    table.binary('content').notNullable();
    table.timestamp('created_at').notNullable();
    table.primary(['invoice_id', 'kind']);
  });

  // Page views per content item and hour (api/statistic/services/content-views.ts).
  await createIfMissing(knex, 'statistic_content_views', (table) => {
    table.integer('hour').notNullable();
    table.string('document_id', 255).notNullable();
    table.string('locale', 16).notNullable();
    table.integer('views').notNullable();
    table.primary(['hour', 'document_id', 'locale']);
  });
  // One item's series: WHERE document_id = ? AND hour BETWEEN ...; the primary key serves the all-items range.
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'statistic_content_views_item_idx',
    'statistic_content_views',
    'document_id',
    'hour',
  ]);

  // The profile import's staging table: which e-mail addresses a run has seen, on which line.
  await createIfMissing(knex, 'profile_import_seen', (table) => {
    table.string('run_key', 64).notNullable();
    table.string('email', 255).notNullable();
    table.integer('line').notNullable();
    // E-mail first: a chunk looks up 1000 addresses of one run, and with run_key first PostgreSQL
    // (without statistics on this table) walks every row of the run and filters the addresses.
    table.primary(['email', 'run_key']);
  });
}
