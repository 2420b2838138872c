/**
 * Demo subscriptions (issue #19), after the demo catalogue and customers: a trial month that turns into the
 * yearly digital subscription (its follow-up), a quarterly magazine linked to the magazine platform, and four
 * customers' subscriptions: a monthly one running for a year (its twelve-plus periods invoiced by the daily run), a
 * trial a month old (the run moves it to the yearly follow-up), a pending yearly one to activate in the console,
 * and the magazine since four months (its activation pushed to the platform: the customer's page shows the link). Once per database: skipped when its
 * trial product exists (the demo sales history makes subscriptions of its own, so their count says nothing);
 * DEMO_SUBSCRIPTIONS=false skips it (the API tests).
 */
import { addDays, addMonths, amsterdamDay } from '@newsroom/config';
import type { Row, Strapi } from '../strapi-types';

const UID = 'api::subscription.subscription';
const PRODUCT = 'api::product.product';
const CUSTOMER = 'api::customer.customer';
const TRIAL_SKU = 'ABO-DIG-PROEF';
const MAGAZINE_SKU = 'ABO-TS-KW';

async function trialProduct(strapi: Strapi, yearly: Row) {
  const existing = await strapi.db.query(PRODUCT).findOne({ where: { sku: TRIAL_SKU } });
  if (existing) return existing;
  return strapi.documents(PRODUCT).create({
    data: {
      type: 'SUBSCRIPTION',
      name: 'Digitaal proefabonnement (maand)',
      price: 100,
      taxPercentage: 9,
      sku: TRIAL_SKU,
      recurrenceCount: 1,
      recurrenceUnit: 'MONTHS',
      invoiceMode: 'INVOICE',
      autoActivate: true,
      followUp: yearly.documentId,
      tagsBirth: (yearly.tagsBirth ?? []).map((tag: Row) => tag.documentId),
      tagsWill: (yearly.tagsBirth ?? []).map((tag: Row) => tag.documentId),
      channel: yearly.channel?.documentId,
      published: true,
    } as any,
  });
}

/** A printed magazine whose subscriptions the magazine platform (Aboland) administers. */
async function magazineProduct(strapi: Strapi, yearly: Row) {
  const existing = await strapi.db.query(PRODUCT).findOne({ where: { sku: MAGAZINE_SKU } });
  if (existing) return existing;
  const tags = (yearly.tagsBirth ?? []).map((tag: Row) => tag.documentId);
  return strapi.documents(PRODUCT).create({
    data: {
      type: 'SUBSCRIPTION',
      name: 'Tijdschrift Binnenhuis (kwartaal)',
      price: 1795,
      taxPercentage: 9,
      sku: MAGAZINE_SKU,
      recurrenceCount: 3,
      recurrenceUnit: 'MONTHS',
      invoiceMode: 'INVOICE',
      magazineId: 'BINNENHUIS',
      tagsBirth: tags,
      tagsWill: tags,
      channel: yearly.channel?.documentId,
      published: true,
    } as any,
  });
}

export async function seedDemoSubscriptions(strapi: Strapi, now = new Date()) {
  if (process.env.DEMO_SUBSCRIPTIONS === 'false') return false;
  if (await strapi.db.query(PRODUCT).findOne({ where: { sku: TRIAL_SKU } })) return false;
  const find = (sku: string) =>
    strapi.db.query(PRODUCT).findOne({ where: { sku }, populate: { tagsBirth: true, channel: true } });
  const [monthly, yearly] = [await find('ABO-DIG-M'), await find('ABO-DIG-J')];
  if (!monthly || !yearly) return false;
  const trial = await trialProduct(strapi, yearly);
  const magazine = await magazineProduct(strapi, yearly);
  const customers = (
    await strapi.db.query(CUSTOMER).findMany({ orderBy: { id: 'asc' }, limit: 20, populate: { addresses: true } })
  ).filter((c: Row) => c.addresses?.length);
  if (!customers.length) return false;
  const today = amsterdamDay(now);
  const plans = [
    { product: monthly, start: addMonths(today, -12) },
    { product: trial, start: addDays(addMonths(today, -1), -3) },
    { product: yearly, start: null },
    { product: magazine, start: addMonths(today, -4) },
  ];
  const service = strapi.service(UID);
  const actions = strapi.service('api::subscription.actions');
  for (const [index, plan] of plans.entries()) {
    const customer = customers[index % customers.length];
    const created = await strapi.db.query(UID).create({
      data: {
        customer: customer.id,
        product: plan.product.id,
        status: 'PENDING',
        paymentMethod: 'CREDIT',
        customerKey: customer.id,
        kindKey: await service.kindKeyOf(plan.product.id),
        history: [{ at: now.toISOString(), by: { id: null, name: 'system' }, action: 'create', note: 'demo' }],
      },
    });
    if (!plan.start) continue;
    await strapi.db.transaction(async () => {
      const row = await actions.load({ id: created.id });
      await actions.activateRow(row, plan.start, null, now, 'demo');
    });
    // The periods since the start: invoices, and the trial's move to its follow-up.
    await strapi.service('api::subscription.daily').processOne(created.id, now);
  }
  // The follow-ups those steps made have their own first period to invoice.
  await strapi.service('api::subscription.daily').run({ now });
  strapi.log.info('Demo subscriptions seeded.');
  return true;
}
