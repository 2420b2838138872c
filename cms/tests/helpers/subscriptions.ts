/** Shortcuts the subscription test files share: products, customers and subscriptions made through the API. */
import { expect } from 'vitest';
import { amsterdamDay, addDays } from '@newsroom/config';
import type { TestApp } from './app';
import type { Client } from './client';
import { accessTagIds } from './readers';

export const SUBSCRIPTION = 'api::subscription.subscription';
export const today = () => amsterdamDay(new Date());
/** Noon (Amsterdam, roughly) of the day `days` from today: a `now` for the daily run. */
export const noonIn = (days: number) => new Date(`${addDays(today(), days)}T11:00:00Z`);

export function subscriptionHelpers(current: () => { app: TestApp; admin: Client }) {
  let seq = 0;
  const tagDocumentIds = async (slugs: string[]) => {
    const ids = await accessTagIds(current().app, slugs);
    const rows = await current()
      .app.strapi.db.query('api::profile-tag.profile-tag')
      .findMany({ where: { id: { $in: ids } }, select: ['documentId'] });
    return rows.map((r: { documentId: string }) => r.documentId);
  };
  /** A SUBSCRIPTION product (monthly, invoice mode NONE unless given), with the access tag `premium-<n>`. */
  const product = async (extra: Record<string, unknown> = {}, tags = ['abo-premium']) => {
    const n = ++seq;
    const tagIds = await tagDocumentIds(tags);
    const res = await current().admin.post('/api/products', {
      data: {
        type: 'SUBSCRIPTION',
        name: `Abonnement ${n}`,
        sku: `ABO-T${n}`,
        price: 1000,
        taxPercentage: 9,
        recurrenceCount: 1,
        recurrenceUnit: 'MONTHS',
        invoiceMode: 'NONE',
        tagsBirth: tagIds,
        tagsWill: tagIds,
        ...extra,
      },
    });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; documentId: string };
  };
  const customer = async () => {
    const n = ++seq;
    const res = await current().admin.post('/api/customers', {
      data: {
        name: `Abonnee ${n} B.V.`,
        email: `abonnee${n}@klant.nl`,
        addresses: [
          { street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht', defaultBilling: true },
        ],
      },
    });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; documentId: string };
  };
  const add = (customerId: string, productId: string, client = current().admin) =>
    client.post('/api/subscriptions', { data: { customer: customerId, product: productId } });
  const act = (documentId: string, action: string, data: Record<string, unknown> = {}, client = current().admin) =>
    client.post(`/api/subscriptions/${documentId}/${action}`, { data });
  /** A new subscription, activated today; its document. */
  const active = async (customerId: string, productId: string) => {
    const created = await add(customerId, productId);
    expect(created.status).toBe(201);
    const res = await act(created.body.data.documentId, 'activate-now');
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const row = (documentId: string) =>
    current()
      .app.strapi.db.query(SUBSCRIPTION)
      .findOne({ where: { documentId }, populate: { product: true, followUp: true, previous: true } });
  /** Moves a subscription's dates as if time had passed (the daily run is then run with `now`). */
  const setDates = (documentId: string, data: Record<string, unknown>) =>
    current().app.strapi.db.query(SUBSCRIPTION).update({ where: { documentId }, data });
  const daily = (now: Date) => current().app.strapi.service('api::subscription.daily').run({ now });
  const periods = (subscriptionId: number) =>
    current().app.strapi.db.connection('subscription_periods').where({ subscription_id: subscriptionId });
  return { product, customer, add, act, active, row, setDates, daily, periods, tagDocumentIds };
}
