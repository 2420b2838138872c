// Payment links: the built-in test provider and Mollie (against a local stand-in of its API), webhooks once and forward only.
import https from 'node:https';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { SUPPLIER, paymentHelpers } from './helpers/payments';

const OUTBOX = 'api::outbox-message.outbox-message';
const PAYMENT = 'api::payment.payment';

let app: TestApp;
let admin: Client;
let customer: string;
let ch: { documentId: string };
const { start, sequence, issue, get } = paymentHelpers(() => ({ app, admin, customer, ch }));
const link = (id: string) => admin.post(`/api/invoices/${id}/payment-link`);
const webhook = (provider: string, id: string) =>
  fetch(`${app.url}/api/payments/webhook/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${encodeURIComponent(id)}`,
  });
const shuffled = <T>(items: T[]) =>
  items
    .map((item) => [Math.random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);
const confirmations = async (serial: string) =>
  (await app.strapi.db.query(OUTBOX).findMany({ where: { subject: `Betaling ontvangen: factuur ${serial}` } })).length;
/** The link as this test reaches the server (the app listens on 127.0.0.1). */
const local = (link: string) => app.url + new URL(link).pathname;

beforeAll(async () => {
  ({ app, admin, customer, ch } = await start());
});
afterAll(() => app?.stop());

describe('payment links with the built-in test provider', () => {
  it('a link for the open amount; the checkout page marks it paid; the invoice closes and the customer gets one confirmation', async () => {
    const invoice = await issue();
    const res = await link(invoice.documentId);
    expect(res.status).toBe(200);
    expect(res.body.data.paymentLink).toMatch(
      /^http:\/\/localhost:\d+\/api\/payments\/test-checkout\/tr_test_[0-9a-f]{16}$/,
    );
    expect(res.body.data.paymentStatus).toBe('open');
    // The same open amount: the same link.
    expect((await link(invoice.documentId)).body.data.paymentLink).toBe(res.body.data.paymentLink);

    const page = await fetch(local(res.body.data.paymentLink));
    const html = await page.text();
    expect(html).toContain('Testbetaling');
    expect(html).toContain('€ 121,00');
    expect(html).toContain('value="paid"');
    const paid = await fetch(local(res.body.data.paymentLink), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:\\d+/api/payments/return\\?invoice=${invoice.serial}$`),
    );
    expect(await get(invoice.documentId)).toMatchObject({
      status: 'CLOSED',
      paid: 12100,
      openAmount: 0,
      paymentStatus: 'paid',
    });
    expect(await confirmations(invoice.serial)).toBe(1);
    // Paying again on the page is refused; the tester can refund, which reopens the invoice once.
    expect(
      (
        await fetch(local(res.body.data.paymentLink), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'status=paid',
          redirect: 'manual',
        })
      ).status,
    ).toBe(400);
    await fetch(local(res.body.data.paymentLink), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=refunded',
      redirect: 'manual',
    });
    const providerId = res.body.data.paymentLink.split('/').pop();
    await Promise.all([webhook('test', providerId), webhook('test', providerId)]);
    expect(await get(invoice.documentId)).toMatchObject({
      status: 'PENDING',
      paid: 0,
      openAmount: 12100,
      paymentStatus: 'refunded',
    });
    expect((await get(invoice.documentId)).history.filter((h) => h.action === 'refunded')).toHaveLength(1);
  });

  it('a webhook delivered 1 to 5 times, shuffled and at once, gives one payment and one e-mail', async () => {
    const provider = app.strapi.service(PAYMENT).provider();
    for (let deliveries = 1; deliveries <= 5; deliveries++) {
      const invoice = await issue(5000 + deliveries);
      const providerId = (await link(invoice.documentId)).body.data.paymentLink.split('/').pop();
      await provider.mark(providerId, 'paid');
      const results = await Promise.all(
        shuffled(Array.from({ length: deliveries }, () => webhook('test', providerId))),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const after = await get(invoice.documentId);
      expect(after.history.filter((h) => h.action === 'payment')).toHaveLength(1);
      expect(after).toMatchObject({ paid: invoice.total, status: 'CLOSED' });
      expect(await confirmations(invoice.serial)).toBe(1);
    }
  });

  it('failed and cancelled payments register nothing; unknown ids and providers say nothing useful', async () => {
    const invoice = await issue();
    const providerId = (await link(invoice.documentId)).body.data.paymentLink.split('/').pop();
    await fetch(`${app.url}/api/payments/test-checkout/${providerId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=failed',
      redirect: 'manual',
    });
    expect(await get(invoice.documentId)).toMatchObject({ status: 'PENDING', paid: 0, paymentStatus: 'failed' });
    // A new link can be made after a failure.
    expect((await link(invoice.documentId)).body.data.paymentLink).not.toContain(providerId);
    expect((await webhook('test', 'tr_onbekend')).status).toBe(200);
    expect((await webhook('elders', 'tr_1')).status).toBe(404);
    const stored = await app.strapi.db.connection('payment_webhooks').where({ payment_id: 'tr_onbekend' }).first();
    expect(stored).toMatchObject({ provider: 'test', outcome: 'unknown payment' });
    expect(stored.processed_at).toBeTruthy();
  });

  it('refuses links for drafts, closed invoices and channels without the provider', async () => {
    const draft = (
      await admin.post('/api/invoices', {
        data: {
          customer,
          channel: ch.documentId,
          lines: [{ description: 'x', unitPrice: 100, quantity: 1, taxPercentage: 21 }],
        },
      })
    ).body.data;
    expect((await link(draft.documentId)).body.error.details.code).toBe('invoice_not_open');
    const off = (
      await admin.post('/api/channels', {
        data: {
          name: `Zonder betalen ${sequence()}`,
          ...SUPPLIER,
          currency: 'EUR',
          invoiceSerialPrefix: 'ZB',
          invoiceSerialLength: 4,
          invoiceStartWithSerial: 1,
        },
      })
    ).body.data;
    const d = (
      await admin.post('/api/invoices', {
        data: {
          customer,
          channel: off.documentId,
          lines: [{ description: 'x', unitPrice: 100, quantity: 1, taxPercentage: 21 }],
        },
      })
    ).body.data;
    await admin.post(`/api/invoices/${d.documentId}/finalize`);
    expect((await link(d.documentId)).body.error.details.code).toBe('payment_provider_disabled');
  });

  it('webhooks stored but not processed (a stop in between) are processed by the catch-up', async () => {
    const invoice = await issue();
    const providerId = (await link(invoice.documentId)).body.data.paymentLink.split('/').pop();
    await app.strapi.service(PAYMENT).provider().mark(providerId, 'paid');
    await app.strapi.db
      .connection('payment_webhooks')
      .insert({ provider: 'test', payment_id: providerId, received_at: new Date() });
    expect(await app.strapi.service(PAYMENT).processPending()).toBeGreaterThanOrEqual(1);
    expect(await get(invoice.documentId)).toMatchObject({ status: 'CLOSED' });
  });
});

describe('Mollie (through @mollie/api-client, against a local stand-in of its API)', () => {
  type StandInPayment = Record<string, any>;
  const payments = new Map<string, StandInPayment>();
  const requests: string[] = [];
  let server: https.Server;
  const fixture = (name: string) => path.join(__dirname, 'fixtures', name);
  const env: Record<string, string | undefined> = {};

  beforeAll(async () => {
    server = https.createServer(
      { key: readFileSync(fixture('standin.key')), cert: readFileSync(fixture('standin.crt')) },
      (req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          requests.push(`${req.method} ${req.url} ${req.headers.authorization}`);
          const send = (status: number, data: unknown) => {
            res.writeHead(status, { 'content-type': 'application/hal+json' });
            res.end(JSON.stringify(data));
          };
          if (req.method === 'POST' && req.url === '/v2/payments') {
            const input = JSON.parse(body);
            const id = `tr_${Math.random().toString(36).slice(2, 12)}`;
            const payment = {
              resource: 'payment',
              id,
              mode: 'test',
              createdAt: new Date().toISOString(),
              status: 'open',
              ...input,
              _links: {
                self: { href: `/v2/payments/${id}`, type: 'application/hal+json' },
                checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
              },
            };
            payments.set(id, payment);
            return send(201, payment);
          }
          const match = /^\/v2\/payments\/([\w-]+)$/.exec(req.url ?? '');
          if (req.method === 'GET' && match && payments.has(match[1])) return send(200, payments.get(match[1]));
          return send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token.' });
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    for (const key of ['PAYMENT_PROVIDER', 'MOLLIE_API_KEY', 'MOLLIE_API_ENDPOINT', 'NODE_TLS_REJECT_UNAUTHORIZED'])
      env[key] = process.env[key];
    Object.assign(process.env, {
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_ENDPOINT: `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`,
    });
    // The client speaks only HTTPS and trusts only its own bundle of public CAs (its agent's `ca` cannot be
    // extended), so for this local stand-in with a self-signed certificate the check is off in this test only.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await new Promise((resolve) => server.close(resolve));
  });

  it('creates the payment in Mollie shapes and follows its webhooks forward only, once', async () => {
    const invoice = await issue();
    const res = await link(invoice.documentId);
    expect([res.status, res.body.error]).toEqual([200, undefined]);
    const [id] = [...payments.keys()];
    expect(res.body.data.paymentLink).toBe(`https://www.mollie.com/checkout/select-method/${id}`);
    const created = payments.get(id)!;
    expect(created).toMatchObject({
      amount: { currency: 'EUR', value: '121.00' },
      description: `Betaal Media B.V. ${invoice.serial}`,
      webhookUrl: expect.stringMatching(/\/api\/payments\/webhook\/mollie$/),
      metadata: { invoice: invoice.documentId, serial: invoice.serial },
    });
    expect(requests[0]).toBe('POST /v2/payments Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');

    created.status = 'pending';
    await webhook('mollie', id);
    expect((await get(invoice.documentId)).paymentStatus).toBe('pending');
    created.status = 'paid';
    await Promise.all(shuffled([webhook('mollie', id), webhook('mollie', id), webhook('mollie', id)]));
    // A stale answer (the provider's read lagging behind) does not move the status back.
    created.status = 'pending';
    await webhook('mollie', id);
    const after = await get(invoice.documentId);
    expect(after).toMatchObject({ status: 'CLOSED', paid: 12100, paymentStatus: 'paid' });
    expect(after.history.filter((h) => h.action === 'payment')).toHaveLength(1);
    expect(await confirmations(invoice.serial)).toBe(1);
    // A refund is explicit: it moves the status on and takes the payment back.
    Object.assign(created, { status: 'paid', amountRefunded: { currency: 'EUR', value: '121.00' } });
    await webhook('mollie', id);
    expect(await get(invoice.documentId)).toMatchObject({ status: 'PENDING', paid: 0, paymentStatus: 'refunded' });
  });

  it('a provider that is down gives 502 with a message, and no link', async () => {
    const invoice = await issue();
    process.env.MOLLIE_API_ENDPOINT = 'https://127.0.0.1:9/v2/';
    const res = await link(invoice.documentId);
    process.env.MOLLIE_API_ENDPOINT = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
    expect([res.status, res.body.error.details.code]).toEqual([502, 'payment_provider_failed']);
    expect((await get(invoice.documentId)).paymentLink).toBeNull();
  });
});
