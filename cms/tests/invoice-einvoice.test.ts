/**
 * What the e-invoice work added to invoices (README "Invoices", e-invoicing): Peppol participant ids on
 * customers and channels, VAT grounds for 0 % lines, delivery dates and periods, decimal quantities and
 * discount lines, XBT without UBL, Dutch numbers on Dutch PDFs. The official validators run in the
 * conformance layer (cms/conformance/ubl.test.ts); this file checks the rules and what is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';
import { pdfText } from './helpers/pdf-text';

let app: TestApp;
let admin: Client;
let customer: string;
let ch: { documentId: string };
let seq = 0;

const SUPPLIER = {
  company: 'E-factuur B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  email: 'facturen@efactuur.nl',
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
        name: `E-factuur ${++seq}`,
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialPrefix: `E${seq}`,
        invoiceSerialLength: 4,
        ...extra,
      },
    })
  ).body.data;
const draft = (data: Record<string, unknown>) =>
  admin.post('/api/invoices', { data: { customer, channel: ch.documentId, lines: [line()], ...data } });
const issue = async (data: Record<string, unknown>) => {
  const res = await draft(data);
  expect(res.status).toBe(201);
  return (await admin.post(`/api/invoices/${res.body.data.documentId}/finalize`)).body.data;
};
const pdfOf = async (id: string) => pdfText((await admin.bytes(`/api/invoices/${id}/pdf`)).content);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customer = (
    await admin.post('/api/customers', {
      data: {
        name: 'Afnemer B.V.',
        coc: '30654321',
        addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht' }],
      },
    })
  ).body.data.documentId;
  ch = await channel();
});
afterAll(() => app?.stop());

describe('participant ids', () => {
  it('customers and channels take a scheme and id together, from the Peppol list, a Belgian enterprise number with its check', async () => {
    const create = (data: Record<string, unknown>) =>
      admin.post('/api/customers', { data: { name: 'Peppol B.V.', ...data } });
    expect(codes(await create({ peppolScheme: '1234', peppolId: 'x' }))).toEqual({ peppolScheme: 'oneOf' });
    expect(codes(await create({ peppolScheme: '0106' }))).toEqual({ peppolId: 'required' });
    expect(codes(await create({ peppolId: '30123456' }))).toEqual({ peppolScheme: 'required' });
    const bad = await create({ peppolScheme: '0208', peppolId: '0403170702' });
    expect([codes(bad), bad.body.error.details.errors[0].message]).toEqual([
      { peppolId: 'peppolId' },
      'peppolId is not a valid participant id for this scheme.',
    ]);
    expect((await create({ peppolScheme: '0208', peppolId: ' 0403170701 ' })).body.data).toMatchObject({
      peppolScheme: '0208',
      peppolId: '0403170701',
    });
    expect(codes(await admin.put(`/api/channels/${ch.documentId}`, { data: { peppolScheme: '0106' } }))).toEqual({
      peppolId: 'required',
    });
  });

  it('the channel’s own id is the supplier endpoint; the invoice says whether it is offered as Peppol', async () => {
    const own = await channel({ peppolScheme: '0190', peppolId: '00000001003214345000' });
    const invoice = await issue({ channel: own.documentId });
    expect(invoice.einvoice).toEqual({ ubl: true, peppol: true, reason: null });
    expect((await admin.get(`/api/invoices/${invoice.documentId}`)).body.data.einvoice).toEqual({
      ubl: true,
      peppol: true,
      reason: null,
    });
    const ubl = (await admin.bytes(`/api/invoices/${invoice.documentId}/ubl`)).content.toString('utf8');
    expect(ubl).toContain('<cbc:EndpointID schemeID="0190">00000001003214345000</cbc:EndpointID>');
    // M2: the supplier's postcode whole, the city alone.
    expect(ubl).toContain(
      '<cbc:StreetName>Oudegracht 1</cbc:StreetName><cbc:CityName>Utrecht</cbc:CityName><cbc:PostalZone>3511 AX</cbc:PostalZone>',
    );
  });
});

describe('VAT grounds, periods, quantities', () => {
  it('refuses a ground on a line with a rate, an exempt line without its ground, O beside other VAT, too many decimals, a half period', async () => {
    expect(codes(await draft({ lines: [line({ vatCategory: 'E' })] }))).toEqual({
      'lines.0.vatCategory': 'vatCategoryRate',
    });
    expect(codes(await draft({ lines: [line({ taxPercentage: 0, vatCategory: 'E' })] }))).toEqual({
      exemptionReason: 'exemptionReasonRequired',
    });
    expect(codes(await draft({ lines: [line(), line({ taxPercentage: 0, vatCategory: 'O' })] }))).toEqual({
      lines: 'outsideScopeAlone',
    });
    expect(codes(await draft({ lines: [line({ quantity: 1.2345 })] }))).toEqual({ 'lines.0.quantity': 'decimals' });
    expect(
      codes(
        await draft({
          periodStart: '2026-11-01',
          lines: [line({ periodStart: '2026-12-31', periodEnd: '2026-12-01' })],
        }),
      ),
    ).toEqual({ periodEnd: 'required', 'lines.0.periodEnd': 'end_before_start' });
  });

  it('takes discount lines while neither the total nor a rate’s amount goes below zero', async () => {
    const res = await draft({ lines: [line({ unitPrice: 5000 }), line({ description: 'Korting', unitPrice: -6000 })] });
    expect([res.status, codes(res)]).toEqual([400, { lines: 'negativeTotal' }]);
    expect(
      (await draft({ lines: [line(), line({ description: 'Korting', unitPrice: -2500 })] })).body.data,
    ).toMatchObject({ subtotal: 7500, taxTotal: 1575, total: 9075 });
  });

  it('prints the ground of every 0 % group, the period and delivery date, Dutch numbers', async () => {
    const invoice = await issue({
      exemptionReason: 'art. 11 Wet OB (onderwijs)',
      deliveryDate: '2026-11-18',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      lines: [
        line({ description: 'Redactie', quantity: 1.5, unitPrice: 8333, taxPercentage: 5.5 }),
        line({ description: 'Cursus', taxPercentage: 0, vatCategory: 'E' }),
        line({ description: 'Drukwerk', taxPercentage: 0, periodStart: '2026-12-01', periodEnd: '2026-12-31' }),
      ],
    });
    expect(invoice.lines.map((l) => l.vatCategory ?? null)).toEqual([null, 'E', null]);
    const text = await pdfOf(invoice.documentId);
    for (const printed of [
      '1,5',
      '5,5%',
      'Btw 5,5% over € 125,00',
      'Vrijgesteld van btw: art. 11 Wet OB (onderwijs)',
      'Btw 0% (nultarief)',
      'Leverdatum',
      '18-11-2026',
      '01-11-2026 t/m 30-11-2026',
      'Periode: 01-12-2026 t/m 31-12-2026',
    ])
      expect(text).toContain(printed);
    const ubl = (await admin.bytes(`/api/invoices/${invoice.documentId}/ubl`)).content.toString('utf8');
    expect(ubl).toContain(
      '<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>art. 11 Wet OB (onderwijs)</cbc:TaxExemptionReason>',
    );
    expect(ubl).toContain('<cbc:ActualDeliveryDate>2026-11-18</cbc:ActualDeliveryDate>');
    expect(ubl).toContain(
      '<cac:InvoicePeriod><cbc:StartDate>2026-12-01</cbc:StartDate><cbc:EndDate>2026-12-31</cbc:EndDate></cac:InvoicePeriod>',
    );
  });

  it('prints export and outside-scope grounds in English for a customer abroad', async () => {
    const us = (
      await admin.post('/api/customers', {
        data: {
          name: 'Buyer Inc.',
          vatinType: 'none',
          addresses: [{ street: 'Main Street', houseNumber: '1', postcode: '10001', city: 'New York', country: 'US' }],
        },
      })
    ).body.data.documentId;
    const goods = await issue({ customer: us, lines: [line({ taxPercentage: 0, vatCategory: 'G' })] });
    expect(await pdfOf(goods.documentId)).toContain('Export outside the EU: VAT 0%');
    expect(goods.einvoice).toEqual({ ubl: true, peppol: false, reason: 'noEndpoint' });
    const service = await issue({ customer: us, lines: [line({ taxPercentage: 0, vatCategory: 'O' })] });
    expect(await pdfOf(service.documentId)).toContain('Not subject to Dutch VAT (niet in Nederland belast)');
  });

  it('credits part of a decimal quantity, rounded to cents, keeping the line’s ground', async () => {
    const invoice = await issue({
      exemptionReason: 'art. 11 Wet OB',
      lines: [line({ quantity: 2.5, unitPrice: 333, taxPercentage: 0, vatCategory: 'E' })],
    });
    const note = (
      await admin.post(`/api/invoices/${invoice.documentId}/credit-notes`, {
        data: { lines: [{ line: 0, quantity: 0.75 }] },
      })
    ).body.data;
    expect(note.lines[0]).toMatchObject({ quantity: 0.75, amount: 250, vatCategory: 'E' });
    expect(
      codes(
        await admin.post(`/api/invoices/${invoice.documentId}/credit-notes`, {
          data: { lines: [{ line: 0, quantity: 0.0005 }] },
        }),
      ),
    ).toEqual({ 'lines.0.quantity': 'decimals' });
  });
});

describe('XBT', () => {
  it('has no UBL: the PDF alone, by download and by e-mail', async () => {
    const xbt = await channel({ currency: 'XBT' });
    const invoice = await issue({ channel: xbt.documentId, recipients: 'boekhouding@afnemer.nl' });
    const res = await admin.get(`/api/invoices/${invoice.documentId}/ubl`);
    expect([res.status, res.body.error.details.code, res.body.error.message]).toEqual([
      409,
      'ubl_unavailable',
      `Invoice ${invoice.serial} is in XBT, which is not an ISO 4217 currency: it has no UBL, only the PDF.`,
    ]);
    expect(await pdfOf(invoice.documentId)).toContain('Btw in euro');
    expect((await admin.post(`/api/invoices/${invoice.documentId}/send`)).status).toBe(200);
    const [mail] = await app.strapi.db
      .query('api::outbox-message.outbox-message')
      .findMany({ where: { to: { $contains: 'boekhouding@afnemer.nl' } } });
    expect(JSON.stringify(mail)).toContain(`${invoice.serial}.pdf`);
    expect(JSON.stringify(mail)).not.toContain(`${invoice.serial}.xml`);
  });
});
