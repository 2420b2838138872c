import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';

const CHANNEL = 'api::channel.channel';

let app: TestApp;
let admin: Client;
let editor: Client;
let seq = 0;

const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const valid = (extra: Record<string, unknown> = {}) => ({
  name: `Kanaal ${++seq}`,
  company: 'Uitgeverij Test B.V.',
  postcode: '3511 AB',
  coc: '12345678',
  vat: 'NL004495445B01',
  iban: 'NL91 ABNA 0417 1643 00',
  currency: 'EUR',
  invoiceSerialPrefix: 'T',
  invoiceSerialLength: 3,
  invoiceStartWithSerial: 1,
  ...extra,
});
const create = (data: Record<string, unknown>, client = admin) => client.post('/api/channels', { data });
const update = (documentId: string, data: Record<string, unknown>) =>
  admin.put(`/api/channels/${documentId}`, { data });
const defaults = async () =>
  (await app.strapi.db.query(CHANNEL).findMany({ where: { isDefault: true } })).map((c) => c.documentId);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('channel rules', () => {
  it('stores a valid channel with its identifiers normalised', async () => {
    const res = await create(valid());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      iban: 'NL91ABNA0417164300',
      vat: 'NL004495445B01',
      currency: 'EUR',
      isActive: true,
      invoicingStartedAt: null,
    });
  });

  it('checks IBAN (mod 97), KvK, both Dutch VAT formats, the prefix and the currency', async () => {
    const res = await create(
      valid({
        iban: 'NL92ABNA0417164300',
        coc: '1234567',
        vat: 'NL123456789B0',
        invoiceSerialPrefix: 'ABCDEF',
        currency: 'GBP',
        website: 'geen-url',
        invoiceBcc: 'a@example.nl\nkapot',
      }),
    );
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({
      iban: 'iban',
      coc: 'coc',
      vat: 'vat',
      invoiceSerialPrefix: 'maxLength',
      currency: 'oneOf',
      website: 'url',
      invoiceBcc: 'emails',
    });
    // The new btw-identificatienummer (mod 97) is as welcome as the old eleven-test number.
    expect((await create(valid({ vat: 'NL000099998B57' }))).status).toBe(201);
    expect((await create(valid({ vat: 'NL 0044.95.445 B01' }))).body.data.vat).toBe('NL004495445B01');
  });

  it('asks for a name and company with the SPEC wording', async () => {
    const res = await create({ currency: 'EUR' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.map((e) => e.message)).toEqual([
      'name is a required field.',
      'company is a required field.',
    ]);
  });

  it('keeps the start serial within what the serial length can number', async () => {
    const res = await create(valid({ invoiceSerialLength: 3, invoiceStartWithSerial: 1000 }));
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0]).toMatchObject({
      path: ['invoiceStartWithSerial'],
      code: 'serialCapacity',
      params: { max: 999 },
    });
    expect((await create(valid({ invoiceSerialLength: 3, invoiceStartWithSerial: 999 }))).status).toBe(201);
    expect(codes(await create(valid({ invoiceSerialLength: 11 })))).toEqual({ invoiceSerialLength: 'maxValue' });
  });

  it('switches payments through the provider on only for a currency it collects', async () => {
    const res = await create(valid({ currency: 'XBT', paymentProviderEnabled: true }));
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0]).toMatchObject({
      path: ['paymentProviderEnabled'],
      code: 'providerCurrency',
      params: { currency: 'XBT' },
    });
    const usd = await create(valid({ currency: 'USD', paymentProviderEnabled: true }));
    expect(usd.status).toBe(201);
    // Changing the currency later is checked against the stored flag.
    expect(codes(await update(usd.body.data.documentId, { currency: 'XBT' }))).toEqual({
      paymentProviderEnabled: 'providerCurrency',
    });
  });

  it('is for staff with the channel actions only', async () => {
    expect((await create(valid(), editor)).status).toBe(403);
    expect((await app.client().get('/api/channels')).status).toBe(401);
  });
});

describe('exactly one default channel', () => {
  it('moves the default flag and refuses to leave none', async () => {
    const first = (await create(valid({ isDefault: true }))).body.data.documentId;
    expect(await defaults()).toEqual([first]);
    const second = (await create(valid({ isDefault: true }))).body.data.documentId;
    expect(await defaults()).toEqual([second]);
    const unset = await update(second, { isDefault: false });
    expect(unset.status).toBe(409);
    expect(unset.body.error.details.code).toBe('channel_default_required');
    expect((await update(first, { isDefault: true })).status).toBe(200);
    expect(await defaults()).toEqual([first]);
    // The default cannot be deleted while there are others, nor be inactive.
    expect((await admin.del(`/api/channels/${first}`)).status).toBe(409);
    expect(codes(await update(first, { isActive: false }))).toEqual({ isActive: 'defaultInactive' });
  });

  it('keeps one default when many channels claim it at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => create(valid({ isDefault: true }))));
    for (const res of results) expect([201, 409]).toContain(res.status);
    expect(results.some((res) => res.status === 201)).toBe(true);
    expect(await defaults()).toHaveLength(1);
  });
});

describe('once invoicing has started', () => {
  async function invoicedChannel() {
    const documentId = (await create(valid())).body.data.documentId;
    const row = await app.strapi.db.query(CHANNEL).findOne({ where: { documentId } });
    await app.strapi.service(CHANNEL).markInvoicingStarted(row.id);
    return documentId;
  }

  it('refuses changes to numbering, currency and legal identity through REST (409)', async () => {
    const id = await invoicedChannel();
    for (const [field, value] of Object.entries({
      invoiceSerialPrefix: 'X',
      invoiceSerialLength: 4,
      invoiceStartWithSerial: 5,
      invoiceContinuedSerial: false,
      currency: 'USD',
      company: 'Ander B.V.',
      coc: '87654321',
      vat: 'NL000099998B57',
      country: 'BE',
    })) {
      const res = await update(id, { [field]: value });
      expect([field, res.status, res.body.error?.details?.code, res.body.error?.details?.fields]).toEqual([
        field,
        409,
        'channel_frozen',
        [field],
      ]);
    }
    // The same values, other settings and the name still save.
    const res = await update(id, {
      company: 'Uitgeverij Test B.V.',
      name: 'Nieuwe naam',
      iban: 'NL20INGB0001234567',
      invoiceDefaultPaymentTerm: 30,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Nieuwe naam',
      iban: 'NL20INGB0001234567',
      invoiceDefaultPaymentTerm: 30,
    });
    expect(res.body.data.invoicingStartedAt).toBeTruthy();
  });

  it('refuses them through GraphQL alike, and cannot be deleted', async () => {
    const id = await invoicedChannel();
    const res = await admin.post('/graphql', {
      query: `mutation { updateChannel(documentId: "${id}", data: { currency: USD }) { documentId currency } }`,
    });
    expect(res.body.errors?.[0]?.message).toMatch(/can no longer change/);
    const country = await admin.post('/graphql', {
      query: `mutation { updateChannel(documentId: "${id}", data: { country: "BE" }) { documentId country } }`,
    });
    expect(country.body.errors?.[0]?.message).toBe(
      'This channel has issued invoices, so country can no longer change.',
    );
    expect(await app.strapi.db.query(CHANNEL).findOne({ where: { documentId: id } })).toMatchObject({
      currency: 'EUR',
      country: 'NL',
    });
    const removal = await admin.del(`/api/channels/${id}`);
    expect([removal.status, removal.body.error.details.code]).toEqual([409, 'channel_has_invoices']);
  });

  it('cannot be set from the API', async () => {
    expect((await create(valid({ invoicingStartedAt: '2026-01-01T00:00:00.000Z' }))).status).toBe(400);
  });
});
