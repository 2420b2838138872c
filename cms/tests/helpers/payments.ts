/** The world the payment test files share: a customer, a channel with the payment provider, issued invoices. */
import { ADMIN, startApp, type TestApp } from './app';
import type { Client } from './client';

export const SUPPLIER = {
  company: 'Betaal Media B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
};

type World = { app: TestApp; admin: Client; customer: string; ch: { documentId: string } };

/** `current` answers the file's world (set in its beforeAll from `start`). */
export function paymentHelpers(current: () => World) {
  let seq = 0;
  /** A number no other call in this file got (for unique names). */
  const sequence = () => ++seq;
  /** An issued invoice of one 21 % line for about `amount` cents including VAT. */
  const issue = async (amount = 12100) => {
    const { admin, customer, ch } = current();
    const draft = (
      await admin.post('/api/invoices', {
        data: {
          customer,
          channel: ch.documentId,
          lines: [{ description: 'Abonnement', unitPrice: Math.round(amount / 1.21), quantity: 1, taxPercentage: 21 }],
        },
      })
    ).body.data;
    return (await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data;
  };
  const get = async (id: string) => (await current().admin.get(`/api/invoices/${id}`)).body.data;

  /** Boots the app and makes the customer and the channel that offers payment links. */
  async function start(): Promise<World> {
    const app = await startApp();
    const admin = await app.login(ADMIN);
    const customer = (
      await admin.post('/api/customers', {
        data: {
          name: 'Betaalklant B.V.',
          email: 'betaal@klant.nl',
          addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht' }],
        },
      })
    ).body.data.documentId;
    const ch = (
      await admin.post('/api/channels', {
        data: {
          name: `Betaalkanaal ${sequence()}`,
          ...SUPPLIER,
          currency: 'EUR',
          invoiceSerialPrefix: 'BET',
          invoiceSerialLength: 4,
          invoiceStartWithSerial: 1,
          paymentProviderEnabled: true,
        },
      })
    ).body.data;
    return { app, admin, customer, ch };
  }

  return { start, sequence, issue, get };
}
