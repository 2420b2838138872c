// SEPA mandates (issue #19): the rules, the generated reference and signature, server-owned fields, revoke,
// delete, permissions, and the mandate form as PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamDay, addDays } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { pdfText } from './helpers/pdf-text';

let app: TestApp;
let admin: Client;
let editor: Client;
let customer: { id: number; documentId: string };
let seq = 0;

const today = amsterdamDay();
const mandate = (extra: Record<string, unknown> = {}) => ({
  customer: customer.documentId,
  signedBy: 'jan  VAN der berg',
  signatureDate: today,
  iban: 'nl91 abna 0417 1643 00',
  bic: 'abnanl2a',
  place: 'Utrecht',
  ...extra,
});
const create = (data: Record<string, unknown>) => admin.post('/api/mandates', { data });

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  const res = await admin.post('/api/customers', {
    data: {
      name: 'Incasso Klant B.V.',
      email: 'info@incasso.nl',
      debtorId: 'D 2001',
      addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht', defaultBilling: true }],
    },
  });
  customer = res.body.data;
});
afterAll(() => app?.stop());

describe('mandate rules', () => {
  it('stores a mandate with a generated reference, signature, status and sequence type', async () => {
    const res = await create(mandate());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      reference: 'D2001-M1',
      signedBy: 'jan VAN der berg',
      signature: 'Jan van der Berg',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      status: 'ACTIVE',
      sequenceType: 'FRST',
      revokedAt: null,
    });
    const second = await create(mandate({ signedBy: 'Fenna de Vries' }));
    expect(second.body.data.reference).toBe('D2001-M2');
    const active = await app.strapi.service('api::mandate.mandate').activeFor(customer.id);
    expect(active.reference).toBe('D2001-M2');
  });

  it('refuses a missing or invalid IBAN, an invalid BIC, a future date and a missing signer with field codes', async () => {
    const missing = await create(mandate({ iban: '' }));
    expect(missing.status).toBe(400);
    expect(codes(missing)).toEqual({ iban: 'ibanRequired' });
    expect(missing.body.error.message).toBe('IBAN is required for direct debit.');
    const wrong = await create(
      mandate({ iban: 'NL91ABNA0417164301', bic: 'ABN', signatureDate: addDays(today, 1), signedBy: ' ' }),
    );
    expect(wrong.status).toBe(400);
    expect(codes(wrong)).toEqual({ iban: 'iban', bic: 'bic', signatureDate: 'futureDate', signedBy: 'required' });
    const noCustomer = await create(mandate({ customer: null }));
    expect(codes(noCustomer)).toEqual({ customer: 'required' });
  });

  it('keeps references unique whatever their case, in SEPA reference characters', async () => {
    const n = ++seq;
    const first = await create(mandate({ reference: `MND-${n}` }));
    expect(first.status).toBe(201);
    const again = await create(mandate({ reference: `mnd-${n}` }));
    expect(again.status).toBe(400);
    expect(codes(again)).toEqual({ reference: 'unique' });
    const spaces = await create(mandate({ reference: 'MND 1' }));
    expect(codes(spaces)).toEqual({ reference: 'sepaReference' });
    // The unique index holds under the check too (a write that skips the service rules).
    await expect(
      app.strapi.db
        .query('api::mandate.mandate')
        .create({ data: { reference: `Mnd-${n}`, iban: 'NL91ABNA0417164300' } }),
    ).rejects.toThrow();
  });

  it('refuses server-owned fields in a request', async () => {
    const res = await create(mandate({ status: 'REVOKED', signature: 'Forged', sequenceType: 'RCUR' }));
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ status: 'server_owned', signature: 'server_owned', sequenceType: 'server_owned' });
    const created = (await create(mandate())).body.data;
    const update = await admin.put(`/api/mandates/${created.documentId}`, { data: { providerMandateId: 'mdt_x' } });
    expect(codes(update)).toEqual({ providerMandateId: 'server_owned' });
  });

  it('regenerates the signature when the signer changes, and keeps the customer', async () => {
    const created = (await create(mandate())).body.data;
    const res = await admin.put(`/api/mandates/${created.documentId}`, { data: { signedBy: "anne-marie o'neill" } });
    expect(res.status).toBe(200);
    expect(res.body.data.signature).toBe("Anne-Marie O'Neill");
    const other = await admin.post('/api/customers', { data: { name: `Ander ${++seq} B.V.` } });
    const moved = await admin.put(`/api/mandates/${created.documentId}`, {
      data: { customer: other.body.data.documentId },
    });
    expect(codes(moved)).toEqual({ customer: 'notEditable' });
  });
});

describe('revoking and deleting', () => {
  it('revokes once; a revoked mandate cannot change or be revived', async () => {
    const created = (await create(mandate())).body.data;
    const revoked = await admin.post(`/api/mandates/${created.documentId}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('REVOKED');
    expect(revoked.body.data.revokedAt).toBeTruthy();
    const twice = await admin.post(`/api/mandates/${created.documentId}/revoke`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.details.code).toBe('mandate_revoked');
    const change = await admin.put(`/api/mandates/${created.documentId}`, { data: { place: 'Zeist' } });
    expect(change.status).toBe(409);
    expect(change.body.error.details.code).toBe('mandate_revoked');
    const revive = await admin.put(`/api/mandates/${created.documentId}`, { data: { status: 'ACTIVE' } });
    expect(revive.status).toBe(400);
  });

  it('deletes an unused mandate, but not one a collection used', async () => {
    const unused = (await create(mandate())).body.data;
    expect((await admin.del(`/api/mandates/${unused.documentId}`)).status).toBe(204);
    const used = (await create(mandate())).body.data;
    await app.strapi.service('api::mandate.mandate').markCollected(null, used.id);
    const row = await app.strapi.db.query('api::mandate.mandate').findOne({ where: { id: used.id } });
    expect(row).toMatchObject({ sequenceType: 'RCUR' });
    expect(row.firstCollectedAt).toBeTruthy();
    const refused = await admin.del(`/api/mandates/${used.documentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('mandate_in_use');
  });

  it('answers 404 for an unknown mandate and 403 for the editor role', async () => {
    expect((await admin.post('/api/mandates/nosuchmandate000000000000/revoke')).status).toBe(404);
    expect((await admin.get('/api/mandates/nosuchmandate000000000000')).status).toBe(404);
    expect((await admin.bytes('/api/mandates/nosuchmandate000000000000/pdf')).status).toBe(404);
    expect((await editor.get('/api/mandates')).status).toBe(403);
    expect((await editor.post('/api/mandates', { data: mandate() })).status).toBe(403);
  });

  it('lists a customer’s mandates by the customer filter', async () => {
    const res = await admin.get(
      `/api/mandates?filters[customer][documentId][$eq]=${customer.documentId}&sort=id:desc&pagination[pageSize]=100`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data.every((m: { iban: string }) => m.iban === 'NL91ABNA0417164300')).toBe(true);
  });
});

describe('the mandate PDF', () => {
  it('prints the SEPA mandate form with creditor, identifier, debtor and the generated signature', async () => {
    const created = (await create(mandate({ signedBy: 'Fenna de Vries' }))).body.data;
    const file = await admin.bytes(`/api/mandates/${created.documentId}/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(file.content).replace(/\s+/g, ' ');
    const channel = await app.strapi.db.query('api::channel.channel').findOne({ where: { isDefault: true } });
    for (const expected of [
      'Doorlopende machtiging SEPA',
      channel.company,
      channel.creditorId,
      created.reference,
      'Incasso Klant B.V.',
      'Domplein 1, 3512 JE Utrecht',
      'NL91 ABNA 0417 1643 00',
      'ABNANL2A',
      'Doorlopend (SEPA Core)',
      today.split('-').reverse().join('-'),
      'Utrecht',
      'Fenna de Vries',
      'binnen 8 weken',
    ])
      expect(text).toContain(expected);
  });
});

describe('a customer’s delete', () => {
  it('takes its never-collected mandates with it', async () => {
    const other = (await admin.post('/api/customers', { data: { name: `Weg ${++seq} B.V.` } })).body.data;
    const made = (await create(mandate({ customer: other.documentId }))).body.data;
    expect((await admin.del(`/api/customers/${other.documentId}`)).status).toBe(204);
    expect(await app.strapi.db.query('api::mandate.mandate').findOne({ where: { id: made.id } })).toBeNull();
  });
});
