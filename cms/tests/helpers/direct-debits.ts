/**
 * The world the direct-debit test files share: a customer with a bank account and a signed mandate, a channel
 * whose collections go through the payment provider (test provider or Mollie) and one without a provider
 * (collections through the bank's pain.008 file), and shortcuts to issue an invoice paid by direct debit.
 */
import { expect } from 'vitest';
import { ADMIN, startApp, type TestApp } from './app';
import type { Client } from './client';

export const DIRECT_DEBIT = 'api::direct-debit.direct-debit';
export const CREDITOR_ID = 'NL69ZZZ123456780000';
export const SUPPLIER = {
  company: 'Incasso Media B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  creditorId: CREDITOR_ID,
};
export const DEBTOR_IBAN = 'NL20INGB0001234567';

export type World = {
  app: TestApp;
  admin: Client;
  customer: { documentId: string; id: number };
  mandate: { documentId: string; id: number; reference: string };
  provider: { documentId: string };
  bank: { documentId: string };
};

let seq = 0;
/** A customer with an IBAN and an active mandate (FRST), or (`withMandate` false) without a mandate. */
export async function customerWithMandate(admin: Client, withMandate = true, name = `Incassoklant ${++seq} B.V.`) {
  const made = await admin.post('/api/customers', {
    data: {
      name,
      email: `incasso${seq}@klant.nl`,
      iban: DEBTOR_IBAN,
      addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht', defaultBilling: true }],
    },
  });
  expect([made.status, made.body.error]).toEqual([201, undefined]);
  const customer = made.body.data;
  if (!withMandate) return { customer, mandate: null };
  const mandate = await admin.post('/api/mandates', {
    data: {
      customer: customer.documentId,
      reference: `MDT-${seq}-${Date.now() % 100000}`,
      signatureDate: '2026-01-15',
      signedBy: 'Jan de Vries',
      iban: DEBTOR_IBAN,
    },
  });
  expect(mandate.status).toBe(201);
  return { customer, mandate: mandate.body.data };
}

export async function channel(admin: Client, extra: Record<string, unknown> = {}) {
  const n = ++seq;
  const res = await admin.post('/api/channels', {
    data: {
      name: `Incassokanaal ${n}`,
      ...SUPPLIER,
      currency: 'EUR',
      invoiceSerialPrefix: `DD${n}`,
      invoiceSerialLength: 4,
      invoiceStartWithSerial: 1,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

export async function startWorld(env: Record<string, string> = {}): Promise<World> {
  const app = await startApp(env);
  const admin = await app.login(ADMIN);
  const { customer, mandate } = await customerWithMandate(admin);
  if (!mandate) throw new Error('no mandate');
  return {
    app,
    admin,
    customer,
    mandate,
    provider: await channel(admin, { paymentProviderEnabled: true }),
    bank: await channel(admin),
  };
}

/** Shortcuts over the file's world (`current` answers it once its beforeAll set it). */
export function directDebitHelpers(current: () => World) {
  const draft = async (channelId: string, data: Record<string, unknown> = {}) => {
    const { admin, customer } = current();
    const res = await admin.post('/api/invoices', {
      data: {
        customer: customer.documentId,
        channel: channelId,
        paymentMethod: 'DIRECT_DEBIT',
        lines: [{ description: 'Abonnement', unitPrice: 10000, quantity: 1, taxPercentage: 21 }],
        ...data,
      },
    });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  /** An issued invoice of 121,00 paid by direct debit on `channelId` (default: the provider's channel). */
  const issue = async (channelId = current().provider.documentId, data: Record<string, unknown> = {}) => {
    const created = await draft(channelId, data);
    const final = await current().admin.post(`/api/invoices/${created.documentId}/finalize`);
    expect([final.status, final.body.error]).toEqual([200, undefined]);
    return final.body.data;
  };
  const invoice = async (id: string) => (await current().admin.get(`/api/invoices/${id}`)).body.data;
  /** The invoice's collections, first attempt first. */
  const collections = async (invoiceId: string) =>
    (
      await current().admin.get(
        `/api/direct-debits?filters[invoice][documentId][$eq]=${invoiceId}&sort=attempt:asc&fields[0]=attempt&fields[1]=status&fields[2]=reference&fields[3]=dueDate&fields[4]=bankReason&fields[5]=provider&fields[6]=providerId&fields[7]=amount&fields[8]=sequenceType&fields[9]=batchDate&fields[10]=history&fields[11]=consumerAccount&fields[12]=consumerName&fields[13]=creditor&fields[14]=transferReference`,
      )
    ).body.data as Record<string, any>[];
  const act = (id: string, action: string, data?: Record<string, unknown>) =>
    current().admin.post(`/api/direct-debits/${id}/${action}`, data ? { data } : undefined);
  const mandateRow = () =>
    current()
      .app.strapi.db.query('api::mandate.mandate')
      .findOne({ where: { id: current().mandate.id } });
  return { draft, issue, invoice, collections, act, mandateRow };
}
