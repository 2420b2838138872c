/**
 * Demo SEPA direct debit (issue #19): the default demo channel gets a creditor identifier (the Dutch form:
 * NL, check digits, ZZZ, the KvK number and a 4-digit suffix) and the first few demo customers a signed
 * mandate, one of them revoked. Through the document service, so they pass the mandate rules. Seeded once
 * per database (its own key, so older demo databases get it too).
 */
import { amsterdamDay, addDays } from '@newsroom/config';
import type { Strapi } from '../strapi-types';

const CHANNEL = 'api::channel.channel';
const CUSTOMER = 'api::customer.customer';
const MANDATE = 'api::mandate.mandate';
/** Dagkrant Media's KvK 30123456 with suffix 0000; passes `isValidCreditorId`. */
export const DEMO_CREDITOR_ID = 'NL66ZZZ301234560000';
const DEMO_ACCOUNTS = [
  { iban: 'NL20INGB0001234567', bic: 'INGBNL2A', place: 'Utrecht', days: 400 },
  { iban: 'NL39RABO0300065264', bic: 'RABONL2U', place: 'Amersfoort', days: 120 },
  { iban: 'NL86INGB0002445588', bic: null, place: 'Zeist', days: 30 },
  { iban: 'NL69INGB0123456789', bic: 'INGBNL2A', place: 'Houten', days: 700, revoke: true },
];

export async function seedDemoMandates(strapi: Strapi): Promise<boolean> {
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoMandatesSeeded' })) return false;
  const channel = await strapi.db.query(CHANNEL).findOne({ where: { isDefault: true } });
  const creditor: Record<string, unknown> = { creditorId: DEMO_CREDITOR_ID };
  if (channel && !channel.creditorId)
    await strapi.documents(CHANNEL).update({ documentId: channel.documentId, data: creditor });
  const customers = await strapi.db.query(CUSTOMER).findMany({
    select: ['id', 'documentId', 'contact', 'name'],
    orderBy: { id: 'asc' },
    limit: DEMO_ACCOUNTS.length,
  });
  const today = amsterdamDay();
  for (const [i, customer] of customers.entries()) {
    const account = DEMO_ACCOUNTS[i];
    const mandate = await strapi.documents(MANDATE).create({
      data: {
        customer: customer.documentId,
        signedBy: customer.contact || customer.name,
        signatureDate: addDays(today, -account.days),
        iban: account.iban,
        bic: account.bic,
        place: account.place,
      },
    });
    if (account.revoke) await strapi.service(MANDATE).revoke(mandate.documentId);
  }
  await store.set({ key: 'demoMandatesSeeded', value: new Date().toISOString() });
  return true;
}
