/**
 * UBL conformance: every kind of document the product makes, through the API as staff make it, checked by
 * the official validators (UBL 2.1 schema, CEN EN 16931, Peppol BIS Billing 3): zero invalid, zero fatal.
 * Run with `node scripts/test.mjs ubl` (or `cd cms && npx vitest run -c vitest.conformance.mts`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from '../tests/helpers/app';
import type { Client } from '../tests/helpers/client';
import { validateUbl } from './validators';

let app: TestApp;
let admin: Client;
let seq = 0;
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ubl-conformance-'));
const peppol: string[] = [];
const notPeppol: string[] = [];

const SUPPLIER = {
  company: 'Factuur B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  email: 'facturen@factuur.nl',
};
const UTRECHT = { street: 'Domplein', houseNumber: '1', postcode: '3512 JE', city: 'Utrecht' };
const line = (extra: Record<string, unknown> = {}) => ({
  description: 'Advertentie',
  unitPrice: 10000,
  quantity: 1,
  taxPercentage: 21,
  ...extra,
});
const ok = <T>(res: { status: number; body: any }, what: string): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body?.error ?? res.body)}`);
  return res.body.data;
};
const channel = async (extra: Record<string, unknown> = {}) =>
  ok<any>(
    await admin.post('/api/channels', {
      data: {
        name: `UBL-kanaal ${++seq}`,
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialPrefix: `U${seq}`,
        invoiceSerialLength: 4,
        ...extra,
      },
    }),
    'channel',
  );
const customer = async (data: Record<string, unknown>) =>
  ok<any>(await admin.post('/api/customers', { data }), 'customer').documentId;
const issue = async (data: Record<string, unknown>) => {
  const draft = ok<any>(await admin.post('/api/invoices', { data: { lines: [line()], ...data } }), 'draft');
  return ok<any>(await admin.post(`/api/invoices/${draft.documentId}/finalize`), 'finalize');
};
/** Downloads the UBL of an issued document into the batch it belongs to. */
const keep = async (name: string, invoice: { documentId: string }, batch = peppol) => {
  const res = await admin.bytes(`/api/invoices/${invoice.documentId}/ubl`);
  expect(res.status, `${name}: ${res.content.toString('utf8').slice(0, 300)}`).toBe(200);
  const file = path.join(out, `${name}.xml`);
  fs.writeFileSync(file, res.content);
  batch.push(file);
  return res.content.toString('utf8');
};

let eur: any;
let nlB2b: string;
beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  eur = await channel();
  nlB2b = await customer({
    name: 'Klant B.V.',
    coc: '30654321',
    vatin: 'NL004495445B01',
    email: 'inkoop@klant.nl',
    addresses: [UTRECHT],
  });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(out, { recursive: true, force: true });
});

describe('documents', () => {
  it('NL B2B at 21, 9 and 0 %, paid by transfer; its full and partial credit notes', async () => {
    const invoice = await issue({
      customer: nlB2b,
      channel: eur.documentId,
      lines: [
        line(),
        line({ description: 'Jaarboek', unitPrice: 2495, quantity: 2, taxPercentage: 9 }),
        line({ description: 'Drukwerk nultarief', unitPrice: 500, taxPercentage: 0 }),
      ],
    });
    const xml = await keep('nl-b2b-21-9-0', invoice);
    // M2: the structured postcode and city; M1: the KvK number is the endpoint.
    expect(xml).toContain('<cbc:CityName>Utrecht</cbc:CityName><cbc:PostalZone>3512 JE</cbc:PostalZone>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0106">30654321</cbc:EndpointID>');
    const partial = ok<any>(
      await admin.post(`/api/invoices/${invoice.documentId}/credit-notes`, {
        data: { lines: [{ line: 1, quantity: 1 }] },
      }),
      'partial credit',
    );
    await keep('credit-partial', partial);
    const rest = ok<any>(
      await admin.post(`/api/invoices/${invoice.documentId}/credit-notes`, { data: {} }),
      'credit rest',
    );
    await keep('credit-rest', rest);
    const other = await issue({ customer: nlB2b, channel: eur.documentId });
    await keep(
      'credit-full',
      ok<any>(await admin.post(`/api/invoices/${other.documentId}/credit-notes`, { data: {} }), 'full credit'),
    );
  });

  it('a participant id of the customer; direct debit and cash', async () => {
    const own = await customer({
      name: 'Eigen Peppol B.V.',
      vatin: 'NL004495445B01',
      peppolScheme: '9944',
      peppolId: 'NL004495445B01',
      iban: 'NL91ABNA0417164300',
      addresses: [UTRECHT],
    });
    // Direct debit (issue #19): the customer's SEPA mandate and the channel's creditor identifier (BT-89/90/91, R061).
    ok(
      await admin.put(`/api/channels/${eur.documentId}`, { data: { creditorId: 'NL66ZZZ301234560000' } }),
      'creditor id',
    );
    const mandate = ok<any>(
      await admin.post('/api/mandates', {
        data: {
          customer: own,
          signedBy: 'Eva Eigen',
          signatureDate: '2026-01-31',
          iban: 'NL20INGB0001234567',
          bic: 'INGBNL2A',
        },
      }),
      'mandate',
    );
    const debit = await keep(
      'nl-peppol-id-direct-debit',
      await issue({ customer: own, channel: eur.documentId, paymentMethod: 'DIRECT_DEBIT' }),
    );
    expect(debit).toContain('<cbc:EndpointID schemeID="9944">NL004495445B01</cbc:EndpointID>');
    expect(debit).toContain('<cbc:PaymentMeansCode>59</cbc:PaymentMeansCode>');
    expect(debit).toContain(
      `<cac:PaymentMandate><cbc:ID>${mandate.reference}</cbc:ID><cac:PayerFinancialAccount><cbc:ID>NL20INGB0001234567</cbc:ID></cac:PayerFinancialAccount></cac:PaymentMandate>`,
    );
    expect(debit).toContain('<cac:PartyIdentification><cbc:ID schemeID="SEPA">NL66ZZZ301234560000</cbc:ID>');
    // A customer without an IBAN of its own: the mandate's account is the debited one.
    const onlyMandate = await customer({ name: 'Alleen Machtiging B.V.', coc: '30654329', addresses: [UTRECHT] });
    ok(
      await admin.post('/api/mandates', {
        data: {
          customer: onlyMandate,
          signedBy: 'Max Mandaat',
          signatureDate: '2025-12-01',
          iban: 'NL39RABO0300065264',
        },
      }),
      'mandate',
    );
    await keep(
      'nl-direct-debit-mandate-account',
      await issue({ customer: onlyMandate, channel: eur.documentId, paymentMethod: 'DIRECT_DEBIT' }),
    );
    await keep('nl-cash', await issue({ customer: nlB2b, channel: eur.documentId, paymentMethod: 'CASH' }));
  });

  it('reverse charge to Belgium (0208) and Germany (9930)', async () => {
    const be = await customer({
      name: 'Klant BVBA',
      vatin: 'BE0403170701',
      vatinType: 'reverse',
      addresses: [{ street: 'Grote Markt', houseNumber: '1', postcode: '1000', city: 'Brussel', country: 'BE' }],
    });
    expect(
      await keep('reverse-be', await issue({ customer: be, channel: eur.documentId, reverseCharge: true })),
    ).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    const de = await customer({
      name: 'Kunde GmbH',
      vatin: 'DE136695976',
      vatinType: 'reverse',
      addresses: [{ street: 'Unter den Linden', houseNumber: '5', postcode: '10117', city: 'Berlin', country: 'DE' }],
    });
    expect(
      await keep('reverse-de', await issue({ customer: de, channel: eur.documentId, reverseCharge: true })),
    ).toContain('<cbc:EndpointID schemeID="9930">DE136695976</cbc:EndpointID>');
  });

  it('outside the EU: exported goods (G), a service outside Dutch scope (O); an exempt supply (E)', async () => {
    const us = await customer({
      name: 'Buyer Inc.',
      vatinType: 'none',
      peppolScheme: '0060',
      peppolId: '123456789',
      addresses: [{ street: 'Main Street', houseNumber: '1', postcode: '10001', city: 'New York', country: 'US' }],
    });
    await keep(
      'export-goods-g',
      await issue({
        customer: us,
        channel: eur.documentId,
        lines: [line({ description: 'Boeken', taxPercentage: 0, vatCategory: 'G' })],
      }),
    );
    await keep(
      'outside-scope-o',
      await issue({
        customer: us,
        channel: eur.documentId,
        lines: [line({ description: 'Online advertentie', taxPercentage: 0, vatCategory: 'O' })],
      }),
    );
    await keep(
      'exempt-e',
      await issue({
        customer: nlB2b,
        channel: eur.documentId,
        exemptionReason: 'Vrijgesteld van btw (art. 11 Wet OB, onderwijs)',
        lines: [line(), line({ description: 'Cursus', taxPercentage: 0, vatCategory: 'E' })],
      }),
    );
  });

  it('USD with the VAT in euro', async () => {
    await keep(
      'usd-eur-vat',
      await issue({ customer: nlB2b, channel: (await channel({ currency: 'USD' })).documentId }),
    );
  });

  it('from a paid ticket order', async () => {
    const ticket = (await app.strapi.db.query('api::product.product').findOne({ where: { type: 'TICKET' } }))
      .documentId;
    const order = ok<any>(
      await admin.post('/api/orders', {
        data: { currency: 'EUR', customer: nlB2b, reference: 'PO-1', lines: [{ product: ticket, quantity: 2 }] },
      }),
      'order',
    );
    await admin.post(`/api/orders/${order.documentId}/pay`);
    await keep('ticket-order', await issue({ order: order.documentId, channel: eur.documentId, lines: undefined }));
  });

  it('rounding: hours and kilos to three decimals, a discount line, VAT once per rate', async () => {
    const invoice = await issue({
      customer: nlB2b,
      channel: eur.documentId,
      lines: [
        line({ description: 'Redactie (uren)', unitPrice: 8333, quantity: 1.5 }),
        line({ description: 'Papier (kg)', unitPrice: 199, quantity: 2.125, taxPercentage: 9 }),
        line({ description: 'Korting', unitPrice: -1001 }),
        line({ unitPrice: 333, quantity: 3 }),
        line({ description: 'Los', unitPrice: 1, quantity: 7, taxPercentage: 9 }),
      ],
    });
    // 12500 (12499.5 half away from zero) + 423 (422.875) − 1001 + 999 + 7; VAT per rate: 21% of 12498, 9% of 430.
    expect(invoice).toMatchObject({
      subtotal: 12928,
      taxes: [
        { rate: 9, base: 430, tax: 39 },
        { rate: 21, base: 12498, tax: 2625 },
      ],
      total: 15592,
    });
    await keep('rounding-decimals-discount', invoice);
  });

  it('a service period on the invoice and a different one on a line; a delivery date', async () => {
    await keep(
      'service-period',
      await issue({
        customer: nlB2b,
        channel: eur.documentId,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        lines: [
          line(),
          line({ description: 'Abonnement december', periodStart: '2026-12-01', periodEnd: '2026-12-31' }),
        ],
      }),
    );
    await keep('delivery-date', await issue({ customer: nlB2b, channel: eur.documentId, deliveryDate: '2026-11-18' }));
  });

  it('a consumer without a participant id: a UBL that is not offered as Peppol', async () => {
    const consumer = await customer({
      contact: 'Jan Jansen',
      vatinType: 'none',
      email: 'jan@example.nl',
      addresses: [{ ...UTRECHT, houseNumber: '2' }],
    });
    const invoice = await issue({ customer: consumer, channel: eur.documentId, lines: [line({ taxPercentage: 9 })] });
    expect(invoice.einvoice).toEqual({ ubl: true, peppol: false, reason: 'noEndpoint' });
    const xml = await keep('consumer-no-endpoint', invoice, notPeppol);
    expect(xml).not.toContain('schemeID="EM"');
  });

  it('XBT: no UBL (not an ISO 4217 currency), the VAT in euro still printed', async () => {
    const invoice = await issue({ customer: nlB2b, channel: (await channel({ currency: 'XBT' })).documentId });
    expect(invoice.einvoice).toEqual({ ubl: false, peppol: false, reason: 'currency' });
    const res = await admin.get(`/api/invoices/${invoice.documentId}/ubl`);
    expect([res.status, res.body.error.details.code]).toEqual([409, 'ubl_unavailable']);
    expect((await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`)).status).toBe(200);
  });
});

// The Peppol batch last, so the run ends with its line: `ubl: N files, 0 invalid, 0 fatal`.
describe('validation', () => {
  it('a UBL not offered as Peppol passes the schema and EN 16931; Peppol misses only the endpoint', () => {
    const report = validateUbl(notPeppol);
    console.log(report.lines.join('\n'));
    expect(
      report.lines
        .slice(0, -1)
        .every((l) => / xsd valid, cen 0 fatal, peppol 1 fatal \[PEPPOL-EN16931-R010\]$/.test(l)),
    ).toBe(true);
  });

  it('every Peppol document passes the schema, EN 16931 and Peppol BIS 3 with zero fatal findings', () => {
    const report = validateUbl(peppol);
    console.log(report.lines.join('\n'));
    expect(
      report.lines.filter((l) => !/xsd valid, cen 0 fatal, peppol 0 fatal$/.test(l) && !l.startsWith('ubl:')),
    ).toEqual([]);
    expect(report.last).toBe(`ubl: ${peppol.length} files, 0 invalid, 0 fatal`);
  });
});
