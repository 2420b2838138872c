// The subscriptions' daily run at scale: 100,000 active subscriptions of which a few are due today. The
// run reads only the due ones (indexed look-ups), invoices each period once, and a second run adds nothing.
// SQLite by default, PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@newsroom/config';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { SUBSCRIPTION, noonIn, subscriptionHelpers, today } from './helpers/subscriptions';

const TOTAL = 100_000;
const DUE = 40;

let app: TestApp;
let admin: Client;
const { product, customer, active, daily } = subscriptionHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
}, 120_000);
afterAll(() => app?.stop());

/** Copies of `template`'s row (and its product and customer links), `count` of them, made by `vary`. */
async function clone(templateDocumentId: string, count: number, vary: (i: number) => Record<string, unknown>) {
  const knex = app.strapi.db.connection;
  const meta = app.strapi.db.metadata.get(SUBSCRIPTION);
  const table = meta.tableName;
  const link = (name: string) =>
    (
      meta.attributes[name] as {
        joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
      }
    ).joinTable;
  const template = await knex(table).where('document_id', templateDocumentId).first();
  const productLink = link('product');
  const customerLink = link('customer');
  const { product_id: productId } = await knex(productLink.name)
    .where(productLink.joinColumn.name, template.id)
    .select({ product_id: productLink.inverseJoinColumn.name })
    .first();
  const { customer_id: customerId } = await knex(customerLink.name)
    .where(customerLink.joinColumn.name, template.id)
    .select({ customer_id: customerLink.inverseJoinColumn.name })
    .first();
  const { id: _id, ...base } = template;
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => ({
      ...base,
      document_id: `scale${templateDocumentId.slice(0, 8)}${start + k}`,
      history: JSON.stringify([]),
      ...vary(start + k),
    }));
    const ids: { id: number }[] = await knex(table).insert(rows).returning('id');
    await knex(productLink.name).insert(
      ids.map(({ id }) => ({ [productLink.joinColumn.name]: id, [productLink.inverseJoinColumn.name]: productId })),
    );
    await knex(customerLink.name).insert(
      ids.map(({ id }) => ({ [customerLink.joinColumn.name]: id, [customerLink.inverseJoinColumn.name]: customerId })),
    );
  }
  return knex(table)
    .where('document_id', 'like', `scale${templateDocumentId.slice(0, 8)}%`)
    .select('id');
}

describe('the daily run over 100,000 active subscriptions', () => {
  it('finishes well under 60 s, invoicing each due period exactly once', async () => {
    const c = await customer();
    const invoiced = await product({ invoiceMode: 'INVOICE' });
    const quiet = await product();
    const dueTemplate = await active(c.documentId, invoiced.documentId);
    const quietTemplate = await active(c.documentId, quiet.documentId);
    const startDate = today();
    // Not due: a next payment date in the coming month; each its own customer key (one active per kind).
    await clone(quietTemplate.documentId, TOTAL - DUE, (i) => ({
      customer_key: 1_000_000 + i,
      next_payment_date: addDays(startDate, 1 + (i % 28)),
    }));
    // Due today: the first period not invoiced yet.
    const due = await clone(dueTemplate.documentId, DUE, (i) => ({
      kind_key: 2_000_000 + i,
      next_payment_date: startDate,
    }));
    expect(await app.strapi.db.query(SUBSCRIPTION).count({ where: { status: 'ACTIVE' } })).toBeGreaterThanOrEqual(
      TOTAL,
    );

    const began = Date.now();
    const report = await daily(noonIn(0));
    const seconds = (Date.now() - began) / 1000;
    expect(report).toMatchObject({ invoice: DUE, finalized: DUE, failed: 0 });
    expect(seconds).toBeLessThan(60);
    console.log(`daily run: ${TOTAL} active, ${DUE} due: ${seconds.toFixed(1)} s`);

    const again = Date.now();
    const second = await daily(noonIn(0));
    expect(second).toMatchObject({ invoice: 0, finalized: 0, failed: 0 });
    expect((Date.now() - again) / 1000).toBeLessThan(10);
    const periods = await app.strapi.db.connection('subscription_periods').whereIn(
      'subscription_id',
      due.map((r: { id: number }) => r.id),
    );
    expect(periods).toHaveLength(DUE);
    expect(new Set(periods.map((p: { invoice_id: number }) => p.invoice_id)).size).toBe(DUE);
  }, 300_000);
});
