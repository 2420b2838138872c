/**
 * Tables that are not content types come from database/migrations, run by Strapi before the schema
 * sync; a database whose tables the services made at start (before the migrations existed) keeps them
 * and their rows, and gets what it lacks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';

const MIGRATION = '2025.11.24T00.00.00.service-tables.js';
const TABLES = {
  sales_counters: ['name', 'value', 'last_date'],
  payment_webhooks: ['id', 'provider', 'payment_id', 'received_at', 'processed_at', 'outcome'],
  test_provider_payments: ['id', 'amount', 'currency', 'status', 'refunded', 'created_at'],
  invoice_files: ['invoice_id', 'kind', 'sha256', 'content', 'created_at'],
  statistic_content_views: ['hour', 'document_id', 'locale', 'views'],
  profile_import_seen: ['run_key', 'email', 'line'],
};

let app: TestApp | undefined;
afterAll(() => app?.stop());

async function expectTables(knex) {
  for (const [table, columns] of Object.entries(TABLES)) {
    expect(await knex.schema.hasTable(table), table).toBe(true);
    for (const column of columns) expect(await knex.schema.hasColumn(table, column), `${table}.${column}`).toBe(true);
  }
}

describe('database migrations', () => {
  it('make the tables that are not content types on a fresh database, once', async () => {
    app = await startApp();
    const knex = app.strapi.db.connection;
    await expectTables(knex);
    const runs = await knex('strapi_migrations').where({ name: MIGRATION });
    expect(runs).toHaveLength(1);
  }, 120_000); // a boot on a busy machine

  it(
    'keep the tables and rows of a database whose services made them, and add what it lacks',
    async () => {
      const knex = app!.strapi.db.connection;
      // The state before the migrations: made by the services at start, counters without last_date,
      // no test payments table yet, and no record of the migration.
      await knex('strapi_migrations').where({ name: MIGRATION }).delete();
      await knex.schema.dropTable('sales_counters');
      await knex.schema.createTable('sales_counters', (table) => {
        table.string('name', 100).primary();
        table.bigInteger('value').notNullable();
      });
      await knex('sales_counters').insert({ name: 'migration-test', value: 41 });
      await knex.schema.dropTable('test_provider_payments');
      await knex('invoice_files').insert({
        invoice_id: 999999,
        kind: 'pdf',
        sha256: 'a'.repeat(64),
        content: Buffer.from('%PDF'),
        created_at: new Date(),
      });
      await app!.stop({ keepDatabase: true });

      app = await startApp({}, { database: app!.database });
      const again = app.strapi.db.connection;
      await expectTables(again);
      expect(await again('strapi_migrations').where({ name: MIGRATION })).toHaveLength(1);
      const counter = await again('sales_counters').where({ name: 'migration-test' }).first();
      expect(Number(counter.value)).toBe(41);
      expect(counter.last_date).toBeNull();
      const file = await again('invoice_files').where({ invoice_id: 999999 }).first();
      expect(Buffer.from(file.content).toString()).toBe('%PDF');
    },
    120_000, // boots Strapi a second time
  );
});
