import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceContentFailures, invoiceDocument } from '@newsroom/config';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';
import { pdfText } from './helpers/pdf-text';
import { backfillInvoiceSeriesDates } from '../src/api/invoice/services/series-dates';

const INVOICE = 'api::invoice.invoice';
const OUTBOX = 'api::outbox-message.outbox-message';

let app: TestApp;
let admin: Client;
let customer: string;
let foreignCustomer: string;
let seq = 0;

const SUPPLIER = {
  company: 'Lifecycle Media B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  email: 'facturen@lifecycle.nl',
  invoiceColor: '#aa3300',
};
const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const line = (extra: Record<string, unknown> = {}) => ({
  description: 'Advertentie',
  unitPrice: 10000,
  quantity: 1,
  taxPercentage: 21,
  ...extra,
});
const channel = async (extra: Record<string, unknown> = {}) =>
  (
    await admin.post('/api/channels', {
      data: {
        name: `Levenscyclus ${++seq}`,
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialPrefix: `L${seq}`,
        invoiceSerialLength: 4,
        invoiceStartWithSerial: 1,
        ...extra,
      },
    })
  ).body.data;
let ch: { documentId: string };
/** A finalised invoice of `lines` on the shared channel. */
const issue = async (data: Record<string, unknown> = {}) => {
  const draft = await admin.post('/api/invoices', {
    data: { customer, channel: ch.documentId, lines: [line()], ...data },
  });
  expect(draft.status).toBe(201);
  const final = await admin.post(`/api/invoices/${draft.body.data.documentId}/finalize`);
  expect(final.status).toBe(200);
  return final.body.data;
};
const pay = (id: string, amount: unknown) => admin.post(`/api/invoices/${id}/payments`, { data: { amount } });
const credit = (id: string, data: Record<string, unknown> = {}) =>
  admin.post(`/api/invoices/${id}/credit-notes`, { data });
const get = async (id: string) => (await admin.get(`/api/invoices/${id}`)).body.data;
const outboxTo = (address: string) =>
  app.strapi.db.query(OUTBOX).findMany({ where: { to: { $contains: address } }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customer = (
    await admin.post('/api/customers', {
      data: {
        name: 'Klant Levenscyclus B.V.',
        email: 'klant@levenscyclus.nl',
        emailFinancial: 'boekhouding@levenscyclus.nl',
        debtorId: 'D-LC-1',
        addresses: [
          { street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht', defaultBilling: true },
        ],
      },
    })
  ).body.data.documentId;
  foreignCustomer = (
    await admin.post('/api/customers', {
      data: {
        name: 'Verlagshaus GmbH',
        email: 'rechnung@verlagshaus.de',
        vatin: 'DE136695976',
        vatinType: 'reverse',
        addresses: [
          {
            street: 'Hauptstraße',
            houseNumber: '5',
            postcode: '10115',
            city: 'Berlin',
            country: 'DE',
            defaultBilling: true,
          },
        ],
      },
    })
  ).body.data.documentId;
  ch = await channel();
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
    expect((await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data.serial).toBe(`L${seq}0001`);
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

describe('invoice dates', () => {
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const dated = async (channelId: string, invoiceDate: string) =>
    (await admin.post('/api/invoices', { data: { customer, channel: channelId, lines: [line()], invoiceDate } })).body
      .data.documentId;

  it('never go backwards within a series: a backdated draft is refused with the last date, and gives no number away', async () => {
    const own = await channel();
    const first = (await admin.post(`/api/invoices/${await dated(own.documentId, today())}/finalize`)).body.data;
    expect(first.serial).toBe(`L${seq}0001`);
    const backdated = await dated(own.documentId, '2020-01-01');
    const refused = await admin.post(`/api/invoices/${backdated}/finalize`);
    expect([refused.status, refused.body.error.details]).toEqual([
      409,
      { code: 'invoice_date_before_last', lastDate: today(), invoiceDate: '2020-01-01' },
    ]);
    expect(refused.body.error.message).toBe(
      `Invoice dates never go backwards: the last invoice of ${own.name} is dated ${today()}, so this one cannot be dated 2020-01-01. Date it ${today()} or later.`,
    );
    expect((await get(backdated)).status).toBe('DRAFT');
    // Dated again, it is issued with the next number: the refusal used none.
    await admin.put(`/api/invoices/${backdated}`, { data: { invoiceDate: today() } });
    expect((await admin.post(`/api/invoices/${backdated}/finalize`)).body.data.serial).toBe(`L${seq}0002`);
    // A credit note is dated today and shares the series.
    expect((await credit(first.documentId)).status).toBe(201);
  });

  it('series from before the rule learn their last date from their issued invoices at start-up', async () => {
    const own = await channel();
    await admin.post(`/api/invoices/${await dated(own.documentId, '2026-02-10')}/finalize`);
    const row = await app.strapi.db.query('api::channel.channel').findOne({ where: { documentId: own.documentId } });
    const counters = () => app.strapi.db.connection('sales_counters').where('name', `invoice:${row.id}`);
    await counters().update({ last_date: null });
    expect(await backfillInvoiceSeriesDates(app.strapi)).toBeGreaterThanOrEqual(1);
    expect((await counters().first()).last_date).toBe('2026-02-10');
    const refused = await admin.post(`/api/invoices/${await dated(own.documentId, '2026-02-01')}/finalize`);
    expect([refused.status, refused.body.error.details.lastDate]).toEqual([409, '2026-02-10']);
  });

  it('are not in the future (a date ahead would hold the whole series back)', async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.post(`/api/invoices/${await dated(ch.documentId, ahead)}/finalize`);
    expect([res.status, res.body.error.details.code]).toEqual([409, 'invoice_date_future']);
  });

  it('hold when drafts of many dates are finalised at once: by number, the dates only go up', async () => {
    const own = await channel();
    const days = [
      '2026-03-05',
      '2026-03-01',
      '2026-03-09',
      '2026-03-02',
      '2026-03-07',
      '2026-03-03',
      '2026-03-08',
      '2026-03-04',
      '2026-03-06',
      '2026-03-10',
    ];
    const drafts = [];
    for (const day of days) drafts.push(await dated(own.documentId, day));
    const results = await Promise.all(drafts.map((id) => admin.post(`/api/invoices/${id}/finalize`)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.error.details.code === 'invoice_date_before_last'),
    ).toBe(true);
    const issued = (
      await app.strapi.db.query(INVOICE).findMany({
        where: { channel: { documentId: own.documentId }, status: { $ne: 'DRAFT' } },
        orderBy: { serial: 'asc' },
      })
    ).map((i) => [i.serial, i.invoiceDate]);
    expect(issued.map(([serial]) => serial)).toEqual(issued.map((_, i) => `L${seq}${String(i + 1).padStart(4, '0')}`));
    expect(issued.map(([, date]) => date)).toEqual(issued.map(([, date]) => date).sort());
    expect(issued.length).toBe(results.filter((r) => r.status === 200).length);
  });
});

describe('invoices of orders that end', () => {
  const ticket = async () =>
    (
      await admin.post('/api/products', {
        data: {
          type: 'TICKET',
          name: `Kaartje ${++seq}`,
          price: 2000,
          taxPercentage: 9,
          stock: 50,
          ticketSaleBeginsAt: new Date(Date.now() - 86_400_000).toISOString(),
          ticketSaleEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      })
    ).body.data.documentId;
  const paidOrder = async (product: string) => {
    const order = (
      await admin.post('/api/orders', { data: { currency: 'EUR', customer, lines: [{ product, quantity: 2 }] } })
    ).body.data;
    await admin.post(`/api/orders/${order.documentId}/pay`);
    return order;
  };
  const draftOf = async (order: string) =>
    (await admin.post('/api/invoices', { data: { order, channel: ch.documentId } })).body.data.documentId;
  const invoicesOf = (order: string) =>
    app.strapi.db.query(INVOICE).findMany({ where: { order: { documentId: order } } });

  it('draft, then cancel: the draft is deleted with the order, noted in its history, and can never be finalised', async () => {
    const product = await ticket();
    const order = await paidOrder(product);
    const draft = await draftOf(order.documentId);
    const cancelled = await admin.post(`/api/orders/${order.documentId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.history.at(-1)).toMatchObject({
      action: 'invoices',
      note: `1 draft invoice(s) deleted (4360 cents): ${draft}`,
    });
    expect(await invoicesOf(order.documentId)).toEqual([]);
    expect((await admin.post(`/api/invoices/${draft}/finalize`)).status).toBe(404);
    expect((await app.strapi.db.query('api::product.product').findOne({ where: { documentId: product } })).stock).toBe(
      50,
    );
  });

  it('finalise, then cancel: the issued invoice is credited, nothing stays open', async () => {
    const order = await paidOrder(await ticket());
    const invoice = (await admin.post(`/api/invoices/${await draftOf(order.documentId)}/finalize`)).body.data;
    expect((await admin.post(`/api/orders/${order.documentId}/cancel`)).status).toBe(200);
    expect(await get(invoice.documentId)).toMatchObject({ status: 'CLOSED', credited: invoice.total, openAmount: 0 });
  });

  it('refuses to finalise a draft linked to a cancelled order (409), and expiring an order deletes its drafts too', async () => {
    const order = await paidOrder(await ticket());
    await admin.post(`/api/orders/${order.documentId}/cancel`);
    const loose = (await admin.post('/api/invoices', { data: { customer, channel: ch.documentId, lines: [line()] } }))
      .body.data.documentId;
    await admin.put(`/api/invoices/${loose}`, { data: { order: order.documentId } });
    const refused = await admin.post(`/api/invoices/${loose}/finalize`);
    expect([refused.status, refused.body.error.details.code]).toEqual([409, 'order_not_invoiceable']);
    expect((await get(loose)).status).toBe('DRAFT');

    const pending = (
      await admin.post('/api/orders', {
        data: {
          currency: 'EUR',
          customer,
          lines: [{ product: await ticket(), quantity: 1 }],
          paymentDueAt: new Date(Date.now() + 60_000).toISOString(),
        },
      })
    ).body.data;
    const draft = await draftOf(pending.documentId);
    await app.strapi
      .service('api::order.actions')
      .run(pending.documentId, 'expire', null, { now: new Date(Date.now() + 120_000) });
    expect((await admin.get(`/api/invoices/${draft}`)).status).toBe(404);
  });

  it('cancel and finalise at the same moment: either the draft goes or its invoice is credited, never an open invoice', async () => {
    const product = await ticket();
    for (let i = 0; i < 6; i++) {
      const order = await paidOrder(product);
      const draft = await draftOf(order.documentId);
      const race = [
        admin.post(`/api/orders/${order.documentId}/cancel`),
        admin.post(`/api/invoices/${draft}/finalize`),
      ];
      const [cancel, finalize] = await Promise.all(i % 2 ? race : race.reverse()).then((r) =>
        i % 2 ? r : r.reverse(),
      );
      expect(cancel.status).toBe(200);
      expect([200, 404, 409]).toContain(finalize.status);
      const left = (await invoicesOf(order.documentId)).filter((inv) => inv.kind === 'INVOICE');
      for (const invoice of left)
        expect(invoice).toMatchObject({ status: 'CLOSED', openAmount: 0, credited: invoice.total });
      expect(left.length).toBe(finalize.status === 200 ? 1 : 0);
    }
  });
});

describe('e-mail', () => {
  it('preview: SPEC messages for missing or malformed addresses; the e-mail with both files to the given addresses', async () => {
    const invoice = await issue();
    const preview = (data: Record<string, unknown>) =>
      admin.post(`/api/invoices/${invoice.documentId}/preview-email`, { data });
    const empty = await preview({ to: '', subject: 'Factuur' });
    expect([empty.status, empty.body.error.message, empty.body.error.details.code]).toEqual([
      400,
      'Vul minimaal één e-mailadres en een onderwerp in.',
      'previewRequired',
    ]);
    expect((await preview({ to: 'a@b.nl', subject: ' ' })).body.error.message).toBe(
      'Vul minimaal één e-mailadres en een onderwerp in.',
    );
    expect((await preview({ to: 'a@b.nl, kapot', subject: 'Factuur' })).body.error.message).toBe(
      'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
    );
    const ok = await preview({ to: 'voorbeeld1@lifecycle.nl, voorbeeld2@lifecycle.nl', subject: 'Voorbeeld factuur' });
    expect(ok.body.data).toEqual({ sent: 2 });
    const [mail] = await outboxTo('voorbeeld1@lifecycle.nl');
    expect(mail).toMatchObject({
      to: 'voorbeeld1@lifecycle.nl, voorbeeld2@lifecycle.nl',
      subject: 'Voorbeeld factuur',
    });
    expect(mail.text).toContain(`factuur ${invoice.serial} van € 121,00`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.serial}.pdf`, 'application/pdf'],
      [`${invoice.serial}.xml`, 'application/xml'],
    ]);
    expect(mail.attachments[0].sha256).toBe((await get(invoice.documentId)).pdfHash);
  });

  it('send: to the financial e-mail and the recipients, BCC to the channel, noted in the history', async () => {
    await admin.put(`/api/channels/${ch.documentId}`, { data: { invoiceBcc: 'archief@lifecycle.nl' } });
    const invoice = await issue({ recipients: 'kopie@levenscyclus.nl' });
    const res = await admin.post(`/api/invoices/${invoice.documentId}/send`);
    expect(res.body.data).toEqual({
      to: ['boekhouding@levenscyclus.nl', 'kopie@levenscyclus.nl'],
      bcc: ['archief@lifecycle.nl'],
    });
    const mail = (await outboxTo('kopie@levenscyclus.nl')).at(-1);
    expect(mail).toMatchObject({
      bcc: 'archief@lifecycle.nl',
      subject: `Factuur ${invoice.serial} van Lifecycle Media B.V.`,
    });
    expect((await get(invoice.documentId)).history.at(-1)).toMatchObject({
      action: 'email',
      note: 'boekhouding@levenscyclus.nl, kopie@levenscyclus.nl',
    });
    await admin.put(`/api/channels/${ch.documentId}`, { data: { invoiceBcc: null } });
  });

  it('recipients: duplicates and invalid entries are flagged', async () => {
    expect(
      codes(await admin.post('/api/invoices', { data: { customer, lines: [line()], recipients: 'a@b.nl, A@b.nl' } })),
    ).toEqual({ recipients: 'duplicateEmail' });
    expect(
      codes(await admin.post('/api/invoices', { data: { customer, lines: [line()], recipients: 'a@b.nl, kapot' } })),
    ).toEqual({ recipients: 'emails' });
  });
});

describe('reminders', () => {
  it('one e-mail per step of the schedule, exactly once when two runs race, catching up with the latest step', async () => {
    const scheduled = await channel({ invoiceReminderDays: '-3,7,21' });
    const draft = (
      await admin.post('/api/invoices', {
        data: { customer, channel: scheduled.documentId, lines: [line()], invoiceDate: '2026-01-01', paymentTerm: 14 },
      })
    ).body.data;
    const invoice = (await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data;
    expect(invoice.dueDate).toBe('2026-01-15');
    const reminders = app.strapi.service('api::invoice.reminders');
    const remindersTo = async () =>
      (await outboxTo('boekhouding@levenscyclus.nl')).filter(
        (m) => m.subject === `Herinnering: factuur ${invoice.serial} van Lifecycle Media B.V.`,
      );
    expect(await reminders.run(new Date('2026-01-11T10:00:00Z'))).toBe(0);
    await Promise.all([
      reminders.run(new Date('2026-01-12T10:00:00Z')),
      reminders.run(new Date('2026-01-12T10:00:00Z')),
    ]);
    expect(await remindersTo()).toHaveLength(1);
    expect(await get(invoice.documentId)).toMatchObject({
      remindersSent: 1,
      lastReminderAt: '2026-01-12T10:00:00.000Z',
    });
    // Down for a month: one reminder for the latest step, the one in between is skipped.
    await reminders.run(new Date('2026-02-20T10:00:00Z'));
    await reminders.run(new Date('2026-02-21T10:00:00Z'));
    const sent = await remindersTo();
    expect(sent).toHaveLength(2);
    expect(sent[1].text).toContain('nog € 121,00 open');
    expect((await get(invoice.documentId)).history.filter((h) => h.action === 'reminder').map((h) => h.note)).toEqual([
      'step 1 of 3 (-3 days)',
      'step 3 of 3 (21 days); 1 earlier step(s) skipped',
    ]);
    // A paid invoice gets no reminders.
    const paid = (
      await admin.post(
        `/api/invoices/${(await admin.post('/api/invoices', { data: { customer, channel: scheduled.documentId, lines: [line()], invoiceDate: '2026-01-01' } })).body.data.documentId}/finalize`,
      )
    ).body.data;
    await pay(paid.documentId, paid.total);
    await reminders.run(new Date('2026-03-01T10:00:00Z'));
    expect((await get(paid.documentId)).remindersSent).toBe(0);
  });

  it('a schedule must be increasing days within range', async () => {
    const res = await admin.post('/api/channels', {
      data: {
        name: 'Foute herinneringen',
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialLength: 3,
        invoiceStartWithSerial: 1,
        invoiceReminderDays: '7,3',
      },
    });
    expect(codes(res)).toEqual({ invoiceReminderDays: 'reminderDays' });
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
