/**
 * Mandates moved from the customer's repeatable component `sales.mandate` (table `components_sales_mandates`,
 * linked through `customers_cmps`) to their own content type `api::mandate.mandate` (issue #19).
 *
 * Strapi runs this before it syncs the schema, and the sync then drops the component's table (the customer
 * no longer has it) while the mandates table does not exist yet. So the rows are copied here into the plain
 * table `mandate_moves` (customer, reference, dates, signer, signature, IBAN, revocation, position), and the
 * start-up (api/mandate/services/move.ts, after the sync) makes a mandate of each row not moved yet and marks
 * it moved. Every step is guarded: a new database (no component table) only gets the empty staging table.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('mandate_moves'))) {
    await knex.schema.createTable('mandate_moves', (table) => {
      table.increments('id');
      table.integer('component_id').notNullable().unique();
      table.integer('customer_id').notNullable();
      table.string('reference', 35);
      table.string('signature_date', 10);
      table.string('signed_by', 200);
      table.string('signature', 200);
      table.string('iban', 34);
      table.timestamp('revoked_at');
      table.integer('position');
      table.timestamp('moved_at');
      table.integer('mandate_id');
    });
  }
  if (!(await knex.schema.hasTable('components_sales_mandates')) || !(await knex.schema.hasTable('customers_cmps')))
    return;
  const rows = await knex('components_sales_mandates as m')
    .join('customers_cmps as l', function joined() {
      this.on('l.cmp_id', '=', 'm.id').andOn('l.component_type', '=', knex.raw('?', ['sales.mandate']));
    })
    .whereNotIn('m.id', knex('mandate_moves').select('component_id'))
    .select(
      'm.id as component_id',
      'l.entity_id as customer_id',
      'm.reference',
      'm.signature_date',
      'm.signed_by',
      'm.signature',
      'm.iban',
      'm.revoked_at',
      'l.order as position',
    );
  // PostgreSQL's driver reads a date as local midnight: its local parts are the day.
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (v: unknown) =>
    v == null
      ? null
      : v instanceof Date
        ? `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`
        : String(v).slice(0, 10);
  for (const row of rows)
    await knex('mandate_moves').insert({ ...row, signature_date: day(row.signature_date), moved_at: null });
}

export async function down() {
  throw new Error('mandates is not undone: mandates are their own content type now.');
}
