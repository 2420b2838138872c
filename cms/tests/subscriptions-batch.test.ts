// The daily run's invoice steps in batches (src/api/subscription/services/invoicing.ts): an invoice made in a
// batch is the one the one-at-a-time step makes (figures, payment method, direct-debit collection, history and
// log), batches of several chunks number consecutively, and two runs at once still invoice each period once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@newsroom/config';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { SUBSCRIPTION, noonIn, subscriptionHelpers, today } from './helpers/subscriptions';

const INVOICE = 'api::invoice.invoice';
const CREDITOR_ID = 'NL66ZZZ301234560000';
let app: TestApp;
let admin: Client;
const { product, customer, active, setDates, daily, periods } = subscriptionHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  const channel = await app.strapi.service('api::channel.channel').defaultChannel();
  await app.strapi.db
    .query('api::channel.channel')
    .update({ where: { id: channel.id }, data: { creditorId: CREDITOR_ID } });
});
afterAll(() => app?.stop());

/** A subscription whose first period is over and whose second is due today (its invoice not made yet). */
async function dueToday(productDocumentId: string, mandate = false) {
  const c = await customer();
  if (mandate) {
    const res = await admin.post('/api/mandates', {
      data: {
        customer: c.documentId,
        signedBy: 'Fenna de Vries',
        signatureDate: '2026-01-31',
        iban: 'NL20INGB0001234567',
        bic: 'INGBNL2A',
      },
    });
    expect(res.status).toBe(201);
  }
  const s = await active(c.documentId, productDocumentId);
  await setDates(s.documentId, { startDate: addMonths(today(), -1), nextPaymentDate: today() });
  const row = await app.strapi.db.query(SUBSCRIPTION).findOne({ where: { documentId: s.documentId } });
  return { id: row.id as number, documentId: s.documentId as string };
}

const invoiceOf = async (subscriptionId: number) => {
  const rows = await periods(subscriptionId);
  const latest = rows.sort(
    (a: { period_index: number }, b: { period_index: number }) => b.period_index - a.period_index,
  )[0];
  return app.strapi.db
    .query(INVOICE)
    .findOne({ where: { id: latest.invoice_id }, populate: { channel: true, customer: true } });
};
const logOf = (documentId: string) =>
  app.strapi.db
    .query('api::log-entry.log-entry')
    .findMany({ where: { subjectId: documentId }, orderBy: { id: 'asc' }, select: ['type', 'action', 'to'] });
const directDebitsOf = (invoiceId: number) =>
  app.strapi.db.query('api::direct-debit.direct-debit').findMany({ where: { invoice: invoiceId }, select: ['status'] });

describe('invoices made in a batch', () => {
  it('are the invoices the one-at-a-time step makes: figures, direct debit, history and log', async () => {
    const p = await product({ invoiceMode: 'INVOICE', price: 1295, taxPercentage: 9 });
    const single = await dueToday(p.documentId, true);
    const batched = await dueToday(p.documentId, true);
    const now = noonIn(0);
    await app.strapi.service('api::subscription.daily').processOne(single.id, now);
    const report = await daily(now);
    expect(report).toMatchObject({ invoice: 1, finalized: 1, failed: 0 });

    const [a, b] = [await invoiceOf(single.id), await invoiceOf(batched.id)];
    const same = (i: Record<string, any>) => ({
      kind: i.kind,
      status: i.status,
      description: i.description,
      lines: i.lines,
      taxes: i.taxes,
      subtotal: i.subtotal,
      taxTotal: i.taxTotal,
      total: i.total,
      openAmount: i.openAmount,
      paid: i.paid,
      credited: i.credited,
      currency: i.currency,
      paymentMethod: i.paymentMethod,
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      invoiceDate: i.invoiceDate,
      dueDate: i.dueDate,
      paymentTerm: i.paymentTerm,
      channel: i.channel.id,
      directDebit: { ...i.snapshot.directDebit, mandateId: undefined, mandateReference: undefined },
      history: i.history.map((h: { action: string; to?: string }) => [h.action, h.to]),
    });
    expect(same(b)).toEqual(same(a));
    expect(b).toMatchObject({ status: 'PENDING', paymentMethod: 'DIRECT_DEBIT', total: 1412 });
    expect(b.customer.documentId).not.toBe(a.customer.documentId);
    expect(Number(b.serial.replace(/\D/g, ''))).toBe(Number(a.serial.replace(/\D/g, '')) + 1);
    expect(await directDebitsOf(b.id)).toEqual([{ status: 'pending' }].map((d) => expect.objectContaining(d)));
    expect((await directDebitsOf(a.id)).length).toBe(1);
    // The same log lines for the invoice and the subscription.
    const kinds = (rows: { type: string; action: string; to: string | null }[]) =>
      rows.map((r) => [r.type, r.action, r.to]);
    expect(kinds(await logOf(b.documentId))).toEqual(kinds(await logOf(a.documentId)));
    const subscriptionLog = async (documentId: string) => kinds(await logOf(documentId)).slice(-1);
    expect(await subscriptionLog(batched.documentId)).toEqual(await subscriptionLog(single.documentId));
    const histories = await app.strapi.db
      .query(SUBSCRIPTION)
      .findMany({ where: { id: { $in: [single.id, batched.id] } }, select: ['id', 'history', 'nextPaymentDate'] });
    const last = histories.map((h: { history: { action: string; note: string }[] }) => h.history.at(-1));
    expect(last.map((h: { action: string }) => h.action)).toEqual(['invoice', 'invoice']);
    expect(last[1].note.replace(b.documentId, 'X')).toBe(last[0].note.replace(a.documentId, 'X'));
    expect(histories.map((h: { nextPaymentDate: string }) => h.nextPaymentDate)).toEqual([
      addMonths(today(), 1),
      addMonths(today(), 1),
    ]);
  });

  it('numbers several chunks consecutively, and two runs at once invoice each period once', async () => {
    const p = await product({ invoiceMode: 'INVOICE' });
    const draftOnly = await product({ invoiceMode: 'DRAFT' });
    const subscriptions = [];
    // 150 due: two chunks of the batch, copies of one (each its own customer key, so none is "the same kind").
    const template = await dueToday(p.documentId);
    const knex = app.strapi.db.connection;
    const meta = app.strapi.db.metadata.get(SUBSCRIPTION) as any;
    const base = await knex(meta.tableName).where('id', template.id).first();
    const links = ['product', 'customer'].map((name) => meta.attributes[name].joinTable);
    const targets = await Promise.all(
      links.map((l: any) => knex(l.name).where(l.joinColumn.name, template.id).first()),
    );
    for (let i = 0; i < 149; i++) {
      const { id: _id, ...copy } = base;
      const [{ id }] = await knex(meta.tableName)
        .insert({ ...copy, document_id: `batch${i}x${Date.now()}`, kind_key: 3_000_000 + i, history: '[]' })
        .returning('id');
      for (const [k, l] of links.entries()) {
        const { id: _linkId, ...link } = targets[k];
        await knex(l.name).insert({ ...link, [l.joinColumn.name]: id });
      }
      subscriptions.push(id);
    }
    subscriptions.push(template.id);
    const draft = await dueToday(draftOnly.documentId);

    const reports = await Promise.all([daily(noonIn(0)), daily(noonIn(0))]);
    expect(reports[0].invoice + reports[1].invoice).toBe(151);
    expect(reports[0].finalized + reports[1].finalized).toBe(150);
    expect(reports[0].failed + reports[1].failed).toBe(0);
    const rows = await knex('subscription_periods')
      .whereIn('subscription_id', [...subscriptions, draft.id])
      .where('period_index', 1);
    expect(rows).toHaveLength(151);
    const invoices = await app.strapi.db.query(INVOICE).findMany({
      where: { id: { $in: rows.map((r: { invoice_id: number }) => r.invoice_id) } },
      select: ['status', 'serial'],
    });
    expect(invoices.filter((i: { status: string }) => i.status === 'DRAFT')).toHaveLength(1);
    const numbers = invoices
      .filter((i: { serial: string | null }) => i.serial)
      .map((i: { serial: string }) => Number(i.serial.replace(/\D/g, '')))
      .sort((x: number, y: number) => x - y);
    expect(numbers).toHaveLength(150);
    expect(numbers.at(-1)! - numbers[0]).toBe(149);
    expect(rows.filter((r: { to_finalize: unknown }) => Boolean(r.to_finalize))).toHaveLength(0);
    // Nothing is left for another run.
    expect(await daily(noonIn(0))).toMatchObject({ invoice: 0, finalized: 0, failed: 0 });
  }, 120_000);
});
