// Issued invoices: the content rules, their PDF and UBL, payments, credit notes, the list, and what every one carries.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceContentFailures, invoiceDocument } from '@newsroom/config';
import { ADMIN, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { pdfText } from './helpers/pdf-text';
import { INVOICE, invoiceHelpers } from './helpers/invoices';

let app: TestApp;
let admin: Client;
let customer: string;
let foreignCustomer: string;
let ch: { documentId: string };
const { start, lastSequence, line, channel, issue, pay, credit, get } = invoiceHelpers(() => ({
  app,
  admin,
  customer,
  foreignCustomer,
  ch,
}));

beforeAll(async () => {
  ({ app, admin, customer, foreignCustomer, ch } = await start());
});
afterAll(() => app?.stop());

describe('content rules', () => {
  it('refuse to issue an invoice the law would not accept, without using a number', async () => {
    const bare = await channel({ street: null, houseNumber: null, postcode: null, city: null, vat: null });
    const draft = (await admin.post('/api/invoices', { data: { customer, channel: bare.documentId, lines: [line()] } }))
      .body.data;
    const res = await admin.post(`/api/invoices/${draft.documentId}/finalize`);
    expect([res.status, res.body.error.details.code]).toEqual([409, 'invoice_incomplete']);
    expect(res.body.error.details.missing).toEqual(['supplierAddress', 'supplierVat']);
    expect(res.body.error.message).toBe(
      "This invoice cannot be issued without the channel's address (street and number, postcode and city), the channel's VAT number.",
    );
    await admin.put(`/api/channels/${bare.documentId}`, {
      data: { street: 'Oudegracht', houseNumber: '1', postcode: '3511 AX', city: 'Utrecht', vat: 'NL004495445B01' },
    });
    expect((await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data.serial).toBe(
      `L${lastSequence()}0001`,
    );
  });

  it('reverse charge: needs the customer VAT number, charges 0% and prints "btw verlegd" with that number', async () => {
    const refused = await admin.post('/api/invoices', {
      data: { customer, channel: ch.documentId, lines: [line()], reverseCharge: true },
    });
    expect(codes(refused)).toEqual({ reverseCharge: 'reverseNeedsVat' });
    const invoice = await issue({
      customer: foreignCustomer,
      reverseCharge: true,
      lines: [line({ unitPrice: 50000 })],
    });
    expect(invoice).toMatchObject({ subtotal: 50000, taxTotal: 0, total: 50000 });
    expect(invoice.lines[0].taxPercentage).toBe(0);
    const pdf = await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`);
    const text = pdfText(pdf.content);
    expect(text).toContain('btw verlegd / Reverse charge. Customer VAT number: DE136695976');
    expect(text).toContain('Invoice'); // a customer outside the Netherlands gets the English document
    const ubl = (await admin.bytes(`/api/invoices/${invoice.documentId}/ubl`)).content.toString('utf8');
    expect(ubl).toContain('<cbc:ID>AE</cbc:ID>');
    expect(ubl).toContain('<cbc:TaxExemptionReasonCode>vatex-eu-ae</cbc:TaxExemptionReasonCode>');
  });

  it('an invoice in USD states its VAT in euro with the rate and its date', async () => {
    const usd = await channel({ currency: 'USD' });
    const invoice = await issue({ channel: usd.documentId, lines: [line({ unitPrice: 10812 })] });
    expect(invoice.exchange).toEqual({ currency: 'USD', rate: 1.0812, date: '2026-11-20', taxTotalEur: 2100 });
    const text = pdfText((await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`)).content);
    expect(text).toContain('Btw in euro: € 21,00 (koers 1,0812 USD per euro, 20-11-2026)');
    const ubl = (await admin.bytes(`/api/invoices/${invoice.documentId}/ubl`)).content.toString('utf8');
    expect(ubl).toContain('<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>');
    expect(ubl).toContain('<cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount>');
  });
});

describe('documents', () => {
  it('the PDF is made once and stored: the same bytes on every download, with the hash kept on the invoice', async () => {
    const invoice = await issue({
      lines: [
        line({ quantity: 3, unitPrice: 35 }),
        line({ description: 'Jaarboek', unitPrice: 2495, taxPercentage: 9 }),
      ],
      reference: 'PO-42',
      comments: 'Bedankt voor uw bestelling.',
    });
    const first = await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.serial}.pdf"`);
    expect(first.content.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = createHash('sha256').update(first.content).digest('hex');
    expect(first.headers.get('x-content-sha256')).toBe(hash);
    const again = await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`);
    expect(again.content.equals(first.content)).toBe(true);
    expect((await get(invoice.documentId)).pdfHash).toBe(hash);
    // Later edits of the channel change nothing on the stored document.
    await admin.put(`/api/channels/${ch.documentId}`, { data: { email: 'nieuw@lifecycle.nl' } });
    expect((await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`)).content.equals(first.content)).toBe(true);

    const text = pdfText(first.content);
    for (const expected of [
      `Factuur ${invoice.serial}`,
      'Lifecycle Media B.V.',
      'Oudegracht 1',
      '3511 AX Utrecht',
      'Btw-nummer NL004495445B01',
      'KvK 30123456',
      'Klant Levenscyclus B.V.',
      'Domplein 1',
      '3512 JE Utrecht',
      'PO-42',
      'D-LC-1',
      'Bedankt voor uw bestelling.',
      '€ 0,35',
      '€ 1,05',
      'Btw 21% over € 1,05',
      '€ 0,22',
      'Btw 9% over € 24,95',
      '€ 2,25',
      'Totaal',
      '€ 28,47',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('the UBL is Peppol BIS 3 with the supplier KvK, every line, the VAT per rate and the totals', async () => {
    const invoice = await issue({
      lines: [line({ quantity: 2, unitPrice: 1250 }), line({ unitPrice: 500, taxPercentage: 9 })],
    });
    const res = await admin.bytes(`/api/invoices/${invoice.documentId}/ubl`);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = res.content.toString('utf8');
    for (const expected of [
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
      `<cbc:ID>${invoice.serial}</cbc:ID>`,
      '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
      '<cbc:EndpointID schemeID="0106">30123456</cbc:EndpointID>',
      '<cbc:CompanyID>NL004495445B01</cbc:CompanyID>',
      '<cbc:TaxableAmount currencyID="EUR">25.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">5.25</cbc:TaxAmount>',
      '<cbc:TaxableAmount currencyID="EUR">5.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">0.45</cbc:TaxAmount>',
      '<cbc:PayableAmount currencyID="EUR">35.70</cbc:PayableAmount>',
      '<cbc:InvoicedQuantity unitCode="C62">2</cbc:InvoicedQuantity>',
      '<cbc:ID>NL91ABNA0417164300</cbc:ID>',
    ])
      expect(xml).toContain(expected);
  });

  it('drafts have no documents yet; unknown invoices are 404', async () => {
    const draft = (await admin.post('/api/invoices', { data: { customer, lines: [line()] } })).body.data;
    const res = await admin.get(`/api/invoices/${draft.documentId}/pdf`);
    expect([res.status, res.body.error.details.code]).toEqual([409, 'invoice_not_final']);
    expect((await admin.get('/api/invoices/onbekend/ubl')).status).toBe(404);
  });
});

describe('payments', () => {
  it('partial, then full: never more than is open, closed at zero, every step in the history', async () => {
    const invoice = await issue();
    expect(invoice).toMatchObject({ total: 12100, paid: 0, credited: 0, openAmount: 12100, status: 'PENDING' });
    const tooMuch = await pay(invoice.documentId, 12101);
    expect([tooMuch.status, codes(tooMuch)]).toEqual([400, { amount: 'exceedsOpen' }]);
    expect(tooMuch.body.error.message).toBe('A received amount may not exceed the open amount (121.00).');
    expect(codes(await pay(invoice.documentId, 0))).toEqual({ amount: 'minValue' });
    expect(codes(await pay(invoice.documentId, 12.5))).toEqual({ amount: 'integer' });
    expect((await pay(invoice.documentId, 5000)).body.data).toMatchObject({
      paid: 5000,
      openAmount: 7100,
      status: 'PENDING',
    });
    const closed = (await pay(invoice.documentId, 7100)).body.data;
    expect(closed).toMatchObject({ paid: 12100, openAmount: 0, status: 'CLOSED' });
    expect(closed.closedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(closed.history.map((h) => [h.action, h.amount ?? null, h.to ?? null])).toEqual([
      ['create', null, 'DRAFT'],
      ['finalize', null, 'PENDING'],
      ['payment', 5000, null],
      ['payment', 7100, 'CLOSED'],
    ]);
    expect(closed.history.every((h) => h.by.name === 'admin' || h.by.name === ADMIN.email)).toBe(true);
    expect(codes(await pay(invoice.documentId, 1))).toEqual({ amount: 'exceedsOpen' });
  });

  it('20 payments of the open amount at once register exactly one', async () => {
    const invoice = await issue();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(invoice.documentId, 12100)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await get(invoice.documentId)).toMatchObject({ paid: 12100, openAmount: 0, status: 'CLOSED' });
  });

  it('drafts take no payments', async () => {
    const draft = (await admin.post('/api/invoices', { data: { customer, lines: [line()] } })).body.data;
    expect((await pay(draft.documentId, 100)).body.error.details.code).toBe('invoice_not_final');
  });
});

describe('credit notes', () => {
  it('credit some lines, then the rest; numbered in the channel series, referring to the invoice; never more than creditable', async () => {
    const invoice = await issue({
      lines: [line({ quantity: 3, unitPrice: 35 }), line({ unitPrice: 50, taxPercentage: 9 })],
    });
    const first = await credit(invoice.documentId, {
      lines: [{ line: 0, quantity: 2 }],
      reason: 'Twee te veel geleverd',
    });
    expect(first.status).toBe(201);
    const number = Number(invoice.serial.slice(-4));
    expect(first.body.data).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'CLOSED',
      serial: `${invoice.serial.slice(0, -4)}${String(number + 1).padStart(4, '0')}`,
      subtotal: 70,
      taxTotal: 15,
      total: 85,
    });
    expect(first.body.data.creditOf.documentId).toBe(invoice.documentId);
    expect(await get(invoice.documentId)).toMatchObject({ credited: 85, openAmount: 182 - 85, status: 'PENDING' });
    const text = pdfText((await admin.bytes(`/api/invoices/${first.body.data.documentId}/pdf`)).content);
    expect(text).toContain(`Creditnota ${first.body.data.serial}`);
    expect(text).toContain(`${invoice.serial} (`);
    expect(text).toContain('€ -0,85');
    expect(text).toContain('Creditnotanummer');
    const ubl = (await admin.bytes(`/api/invoices/${first.body.data.documentId}/ubl`)).content.toString('utf8');
    expect(ubl).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(ubl).toContain(`<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${invoice.serial}</cbc:ID>`);

    const over = await credit(invoice.documentId, { lines: [{ line: 0, quantity: 2 }] });
    expect([over.status, codes(over)]).toEqual([400, { 'lines.0.quantity': 'maxValue' }]);
    const rest = await credit(invoice.documentId);
    expect(rest.body.data).toMatchObject({ subtotal: 85, taxTotal: 12, total: 97 });
    expect(await get(invoice.documentId)).toMatchObject({ credited: 182, openAmount: 0, status: 'CLOSED' });
    expect((await credit(invoice.documentId)).body.error.details.code).toBe('nothing_creditable');
    // A credit note is final too.
    expect((await admin.put(`/api/invoices/${rest.body.data.documentId}`, { data: { comments: 'x' } })).status).toBe(
      409,
    );
    expect((await credit(rest.body.data.documentId)).body.error.details.code).toBe('invoice_is_credit_note');
  });

  it('crediting a paid invoice records the refund: payments and credit notes never exceed the total', async () => {
    const invoice = await issue();
    await pay(invoice.documentId, 12100);
    const note = (await credit(invoice.documentId)).body.data;
    expect(note.total).toBe(12100);
    const after = await get(invoice.documentId);
    expect(after).toMatchObject({ paid: 0, credited: 12100, openAmount: 0, status: 'CLOSED' });
    expect(after.history.at(-1)).toMatchObject({
      action: 'creditNote',
      amount: 12100,
      note: `${note.serial}; 12100 cents to refund`,
    });
  });

  it('cancelling a paid ticket order issues its credit note', async () => {
    const ticket = (await app.strapi.db.query('api::product.product').findOne({ where: { type: 'TICKET' } }))
      .documentId;
    const order = (
      await admin.post('/api/orders', {
        data: { currency: 'EUR', customer, lines: [{ product: ticket, quantity: 1 }] },
      })
    ).body.data;
    await admin.post(`/api/orders/${order.documentId}/pay`);
    const draft = (await admin.post('/api/invoices', { data: { order: order.documentId, channel: ch.documentId } }))
      .body.data;
    const invoice = (await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data;
    await pay(invoice.documentId, invoice.total);
    const cancelled = await admin.post(`/api/orders/${order.documentId}/cancel`);
    expect(cancelled.status).toBe(200);
    const notes = await app.strapi.db
      .query(INVOICE)
      .findMany({ where: { creditOf: { documentId: invoice.documentId } } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'CREDIT_NOTE', total: invoice.total });
    expect(cancelled.body.data.history.at(-1)).toMatchObject({
      action: 'creditNote',
      note: `credit note ${notes[0].serial} for ${invoice.serial}`,
    });
    expect(await get(invoice.documentId)).toMatchObject({ credited: invoice.total, paid: 0, status: 'CLOSED' });
    // The files of a credit note made inside the cancellation are made on the first download.
    expect((await admin.bytes(`/api/invoices/${notes[0].documentId}/pdf`)).status).toBe(200);
  });
});

describe('list', () => {
  it('leaves the large fields out unless asked for, and shows a payment at once (its cache empties on writes)', async () => {
    const invoice = await issue();
    const query = `/api/invoices?filters[documentId][$eq]=${invoice.documentId}&populate[0]=customer`;
    const first = await admin.get(query);
    expect(first.body.data[0]).toMatchObject({
      serial: invoice.serial,
      openAmount: 12100,
      customer: { name: 'Klant Levenscyclus B.V.' },
    });
    expect([first.body.data[0].lines, first.body.data[0].snapshot, first.body.data[0].history]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect((await admin.get(query)).headers.get('x-cache')).toBe('HIT');
    await pay(invoice.documentId, 100);
    const after = await admin.get(query);
    expect([after.headers.get('x-cache'), after.body.data[0].openAmount]).toEqual(['MISS', 12000]);
    expect((await admin.get(`${query}&fields[0]=serial&fields[1]=lines`)).body.data[0].lines).toHaveLength(1);
  });
});

describe('every issued invoice', () => {
  it('carries what art. 226 and the Dutch factuureisen ask, in its document and its PDF', async () => {
    const issued = await app.strapi.db.query(INVOICE).findMany({ where: { status: { $ne: 'DRAFT' } } });
    expect(issued.length).toBeGreaterThan(10);
    for (const invoice of issued) {
      const doc = invoiceDocument(invoice, invoice.snapshot?.creditOf ?? null);
      expect([invoice.serial, invoiceContentFailures(doc)]).toEqual([invoice.serial, []]);
      const text = pdfText((await admin.bytes(`/api/invoices/${invoice.documentId}/pdf`)).content);
      for (const printed of [
        doc.number,
        doc.supplier.name,
        ...doc.supplier.addressLines,
        doc.supplier.vat,
        doc.customer.name,
        ...doc.customer.addressLines,
      ])
        expect(text).toContain(printed);
    }
  });
});
