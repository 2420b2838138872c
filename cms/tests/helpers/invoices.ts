/**
 * The invoice world the lifecycle test files share: a Dutch customer with a financial address, a German
 * reverse-charge customer, a channel that issues invoices, and shortcuts to issue, pay and credit them.
 */
import { expect } from 'vitest';
import { ADMIN, startApp, type TestApp } from './app';
import type { Client } from './client';

export const INVOICE = 'api::invoice.invoice';
const OUTBOX = 'api::outbox-message.outbox-message';

export const SUPPLIER = {
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

type World = { app: TestApp; admin: Client; customer: string; foreignCustomer: string; ch: { documentId: string } };

/** `current` answers the file's world (set in its beforeAll from `start`). */
export function invoiceHelpers(current: () => World) {
  let seq = 0;
  /** A number no other call in this file got (for unique names). */
  const sequence = () => ++seq;
  /** The number the last `sequence` call gave (the serial prefix of the newest channel is `L` and this). */
  const lastSequence = () => seq;
  const line = (extra: Record<string, unknown> = {}) => ({
    description: 'Advertentie',
    unitPrice: 10000,
    quantity: 1,
    taxPercentage: 21,
    ...extra,
  });
  const channel = async (extra: Record<string, unknown> = {}, admin = current().admin) => {
    const n = sequence();
    return (
      await admin.post('/api/channels', {
        data: {
          name: `Levenscyclus ${n}`,
          ...SUPPLIER,
          currency: 'EUR',
          invoiceSerialPrefix: `L${n}`,
          invoiceSerialLength: 4,
          invoiceStartWithSerial: 1,
          ...extra,
        },
      })
    ).body.data;
  };
  /** A finalised invoice of `lines` on the shared channel. */
  const issue = async (data: Record<string, unknown> = {}) => {
    const { admin, customer, ch } = current();
    const draft = await admin.post('/api/invoices', {
      data: { customer, channel: ch.documentId, lines: [line()], ...data },
    });
    expect(draft.status).toBe(201);
    const final = await admin.post(`/api/invoices/${draft.body.data.documentId}/finalize`);
    expect(final.status).toBe(200);
    return final.body.data;
  };
  const pay = (id: string, amount: unknown) =>
    current().admin.post(`/api/invoices/${id}/payments`, { data: { amount } });
  const credit = (id: string, data: Record<string, unknown> = {}) =>
    current().admin.post(`/api/invoices/${id}/credit-notes`, { data });
  const get = async (id: string) => (await current().admin.get(`/api/invoices/${id}`)).body.data;
  const outboxTo = (address: string) =>
    current()
      .app.strapi.db.query(OUTBOX)
      .findMany({ where: { to: { $contains: address } }, orderBy: { id: 'asc' } });

  /** Boots the app and makes the two customers and the shared channel. */
  async function start(): Promise<World> {
    const app = await startApp();
    const admin = await app.login(ADMIN);
    const customer = (
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
    const foreignCustomer = (
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
    return { app, admin, customer, foreignCustomer, ch: await channel({}, admin) };
  }

  return { start, sequence, lastSequence, line, channel, issue, pay, credit, get, outboxTo };
}
