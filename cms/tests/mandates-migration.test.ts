/**
 * The mandates migration (issue #19): a database from before it holds mandates as the customer's repeatable
 * component (`components_sales_mandates`, linked through `customers_cmps`); after a restart each is a mandate of
 * its own with reference, dates, signer, IBAN and revocation kept, once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';

const MIGRATION = '2026.11.26T20.00.00.mandates.js';
const UID = 'api::mandate.mandate';
let app: TestApp | undefined;
afterAll(() => app?.stop());

describe('mandates migration', () => {
  it('moves the component rows of an older database into mandates, once', async () => {
    app = await startApp();
    const admin = await app.login(ADMIN);
    const customer = (await admin.post('/api/customers', { data: { name: 'Oude Incasso B.V.', debtorId: 'OUD-7' } }))
      .body.data;
    let knex = app.strapi.db.connection;
    expect(await knex('strapi_migrations').where({ name: MIGRATION })).toHaveLength(1);
    expect(await knex.schema.hasTable('mandate_moves')).toBe(true);

    // The state before: the component's table with two mandates of the customer (one revoked, one without a reference).
    if (!(await knex.schema.hasTable('components_sales_mandates')))
      await knex.schema.createTable('components_sales_mandates', (table) => {
        table.increments('id');
        table.string('reference');
        table.date('signature_date');
        table.string('signed_by');
        table.string('signature');
        table.string('iban');
        table.datetime('revoked_at');
      });
    const [first] = await knex('components_sales_mandates')
      .insert({
        reference: 'OUD-7-A',
        signature_date: '2024-02-29',
        signed_by: 'Piet Oud',
        signature: 'Piet Oud',
        iban: 'NL91ABNA0417164300',
        revoked_at: new Date('2025-06-01T10:00:00Z'),
      })
      .returning('id');
    const [second] = await knex('components_sales_mandates')
      .insert({ reference: null, signature_date: '2025-07-01', signed_by: 'anna oud', iban: 'NL20INGB0001234567' })
      .returning('id');
    const idOf = (r: number | { id: number }) => (typeof r === 'object' ? r.id : r);
    for (const [i, component] of [first, second].entries())
      await knex('customers_cmps').insert({
        entity_id: customer.id,
        cmp_id: idOf(component),
        component_type: 'sales.mandate',
        field: 'mandates',
        order: i + 1,
      });
    await knex('strapi_migrations').where({ name: MIGRATION }).delete();
    await app.stop({ keepDatabase: true });

    app = await startApp({}, { database: app.database });
    knex = app.strapi.db.connection;
    const moved = await app.strapi.db
      .query(UID)
      .findMany({ where: { customer: customer.id }, orderBy: { id: 'asc' }, populate: { customer: true } });
    expect(moved).toHaveLength(2);
    expect(moved[0]).toMatchObject({
      reference: 'OUD-7-A',
      signatureDate: '2024-02-29',
      signedBy: 'Piet Oud',
      iban: 'NL91ABNA0417164300',
      status: 'REVOKED',
      sequenceType: 'FRST',
    });
    expect(new Date(moved[0].revokedAt).toISOString()).toBe('2025-06-01T10:00:00.000Z');
    expect(moved[0].documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(moved[1]).toMatchObject({
      reference: 'OUD-7-M2',
      signatureDate: '2025-07-01',
      signature: 'Anna Oud',
      status: 'ACTIVE',
    });
    expect((await knex('mandate_moves').whereNull('moved_at')).length).toBe(0);
    // Readable through the API like any other, and the next start moves nothing again.
    const again = await app.login(ADMIN);
    const listed = await again.get(`/api/mandates?filters[customer][documentId][$eq]=${customer.documentId}`);
    expect(listed.body.data.map((m: { reference: string }) => m.reference).sort()).toEqual(['OUD-7-A', 'OUD-7-M2']);
    const { moveComponentMandates } = await import('../dist/src/api/mandate/services/move.js');
    expect(await moveComponentMandates(app.strapi)).toBe(0);
  }, 180_000);
});
