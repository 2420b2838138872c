// Invoices paid by direct debit (issue #19): the channel's creditor identifier, finalise refused without an
// active mandate or a creditor identifier, and what the snapshot, the PDF and the UBL carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamDay, addDays } from '@newsroom/config';
import type { TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { invoiceHelpers } from './helpers/invoices';
import { pdfText } from './helpers/pdf-text';

let app: TestApp;
let admin: Client;
let customer: string;
let foreignCustomer: string;
let ch: { documentId: string };
const { start, channel, line } = invoiceHelpers(() => ({ app, admin, customer, foreignCustomer, ch }));
const CREDITOR_ID = 'NL66ZZZ301234560000';
const today = amsterdamDay();

beforeAll(async () => {
  ({ app, admin, customer, foreignCustomer, ch } = await start());
});
afterAll(() => app?.stop());

const flat = (text: string) => text.replace(/\s+/g, '');
const draft = async (data: Record<string, unknown>) => {
  const res = await admin.post('/api/invoices', {
    data: { customer, channel: ch.documentId, lines: [line()], paymentMethod: 'DIRECT_DEBIT', ...data },
  });
  return res;
};
const addMandate = (customerId: string, extra: Record<string, unknown> = {}) =>
  admin.post('/api/mandates', {
    data: {
      customer: customerId,
      signedBy: 'Fenna de Vries',
      signatureDate: '2026-01-31',
      iban: 'NL20INGB0001234567',
      bic: 'INGBNL2A',
      ...extra,
    },
  });

describe('the channel’s creditor identifier', () => {
  it('is checked (EPC check digits), normalised, and can change after invoicing started', async () => {
    const bad = await admin.put(`/api/channels/${ch.documentId}`, { data: { creditorId: 'NL98ZZZ999999999999' } });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual({ creditorId: 'creditorId' });
    const made = await channel({ creditorId: 'nl66 zzz 3012 3456 0000' });
    expect(made.creditorId).toBe(CREDITOR_ID);
    await admin
      .post('/api/invoices', { data: { customer, channel: made.documentId, lines: [line()] } })
      .then((d) => admin.post(`/api/invoices/${d.body.data.documentId}/finalize`));
    const later = await admin.put(`/api/channels/${made.documentId}`, { data: { creditorId: null } });
    expect(later.status).toBe(200);
  });
});

describe('finalising a direct-debit invoice', () => {
  it('needs an IBAN on the draft: the customer’s own or its active mandate’s', async () => {
    const bare = await admin.post('/api/customers', {
      data: {
        name: 'Zonder Rekening B.V.',
        addresses: [{ street: 'Markt', houseNumber: '2', postcode: '3511AA', city: 'Utrecht', defaultBilling: true }],
      },
    });
    const refused = await draft({ customer: bare.body.data.documentId });
    expect(codes(refused)).toEqual({ paymentMethod: 'ibanForDirectDebit' });
    expect((await addMandate(bare.body.data.documentId)).status).toBe(201);
    expect((await draft({ customer: bare.body.data.documentId })).status).toBe(201);
  });

  it('is refused without an active mandate, then without a creditor identifier (422)', async () => {
    await admin.put(`/api/customers/${customer}`, { data: { iban: 'NL91ABNA0417164300' } });
    const d = (await draft({})).body.data;
    const noMandate = await admin.post(`/api/invoices/${d.documentId}/finalize`);
    expect(noMandate.status).toBe(422);
    expect(noMandate.body.error.details.code).toBe('mandate_missing');
    const revoked = (await addMandate(customer)).body.data;
    await admin.post(`/api/mandates/${revoked.documentId}/revoke`);
    expect((await admin.post(`/api/invoices/${d.documentId}/finalize`)).body.error.details.code).toBe(
      'mandate_missing',
    );
    expect((await addMandate(customer, { reference: 'DAGKRANT-0042' })).status).toBe(201);
    const noCreditor = await admin.post(`/api/invoices/${d.documentId}/finalize`);
    expect(noCreditor.status).toBe(422);
    expect(noCreditor.body.error.details.code).toBe('creditor_id_missing');
    const draftRow = await admin.get(`/api/invoices/${d.documentId}`);
    expect(draftRow.body.data.status).toBe('DRAFT');
  });

  it('keeps the mandate, creditor identifier and account; the PDF pre-notifies, the UBL names them', async () => {
    await admin.put(`/api/channels/${ch.documentId}`, { data: { creditorId: CREDITOR_ID } });
    const d = (await draft({})).body.data;
    const final = await admin.post(`/api/invoices/${d.documentId}/finalize`);
    expect(final.status).toBe(200);
    const row = await app.strapi.db.query('api::invoice.invoice').findOne({ where: { documentId: d.documentId } });
    expect(row.snapshot.directDebit).toMatchObject({
      mandateReference: 'DAGKRANT-0042',
      signatureDate: '2026-01-31',
      creditorId: CREDITOR_ID,
      iban: 'NL20INGB0001234567',
      bic: 'INGBNL2A',
    });
    const dueDate = addDays(row.invoiceDate, row.paymentTerm);
    const pdf = pdfText((await admin.bytes(`/api/invoices/${d.documentId}/pdf`)).content);
    const [y, m, day] = dueDate.split('-');
    expect(flat(pdf)).toContain(
      flat(
        `Het bedrag van € 121,00 wordt op of rond ${day}-${m}-${y} automatisch afgeschreven van rekening ` +
          `NL** **** **** **45 67 onder machtiging DAGKRANT-0042 (getekend op 31-01-2026, incassant-ID ${CREDITOR_ID}).`,
      ),
    );
    expect(pdf).not.toContain('0001234567');
    const ubl = (await admin.bytes(`/api/invoices/${d.documentId}/ubl`)).content.toString();
    expect(ubl).toContain('<cbc:PaymentMeansCode>59</cbc:PaymentMeansCode>');
    expect(ubl).toMatch(
      /<cac:PaymentMandate>\s*<cbc:ID>DAGKRANT-0042<\/cbc:ID>\s*<cac:PayerFinancialAccount>\s*<cbc:ID>NL20INGB0001234567<\/cbc:ID>/,
    );
    expect(ubl).toMatch(new RegExp(`<cac:PartyIdentification>\\s*<cbc:ID schemeID="SEPA">${CREDITOR_ID}</cbc:ID>`));
    expect(row.invoiceDate).toBe(today);
  });

  it('pre-notifies in English for a customer abroad', async () => {
    expect((await addMandate(foreignCustomer, { iban: 'DE89370400440532013000', bic: null })).status).toBe(201);
    const d = (await draft({ customer: foreignCustomer })).body.data;
    expect((await admin.post(`/api/invoices/${d.documentId}/finalize`)).status).toBe(200);
    const pdf = pdfText((await admin.bytes(`/api/invoices/${d.documentId}/pdf`)).content);
    expect(flat(pdf)).toContain(flat('will be collected by direct debit on or around'));
    expect(flat(pdf)).toContain(flat(`from account DE** **** **** **** **30 00 under mandate`));
  });
});
