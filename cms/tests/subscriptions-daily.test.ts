// The subscriptions' daily run: planned starts, end dates, autoStop, follow-ups, one invoice per period,
// DRAFT and INVOICE modes, and two runs at once acting once. `now` is injected; dates are moved on the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '@newsroom/config';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { SUBSCRIPTION, noonIn, subscriptionHelpers, today } from './helpers/subscriptions';

let app: TestApp;
let admin: Client;
const { product, customer, add, act, active, row, setDates, daily, periods } = subscriptionHelpers(() => ({
  app,
  admin,
}));
const INVOICE = 'api::invoice.invoice';
const invoicesOf = async (subscriptionId: number) => {
  const rows = await periods(subscriptionId);
  return app.strapi.db
    .query(INVOICE)
    .findMany({ where: { id: { $in: rows.map((r: { invoice_id: number }) => r.invoice_id) } } });
};

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('transitions', () => {
  it('starts a planned subscription on its start date, not the day before', async () => {
    const c = await customer();
    const p = await product();
    const s = (await add(c.documentId, p.documentId)).body.data;
    const tomorrow = addDays(today(), 1);
    await act(s.documentId, 'activate', { startDate: tomorrow });
    await daily(noonIn(0));
    expect((await row(s.documentId)).status).toBe('PENDING');
    const report = await daily(noonIn(1));
    expect(report.start).toBe(1);
    expect(await row(s.documentId)).toMatchObject({ status: 'ACTIVE', startDate: tomorrow });
  });

  it('ends on its end date, and moves the next payment date on in mode NONE', async () => {
    const c = await customer();
    const p = await product();
    const s = await active(c.documentId, p.documentId);
    // Mode NONE: the first period only moved the date on.
    expect(s.nextPaymentDate).toBe(addMonths(today(), 1));
    const end = addDays(today(), 3);
    await act(s.documentId, 'end', { endDate: end });
    await daily(noonIn(2));
    expect((await row(s.documentId)).status).toBe('ACTIVE');
    await daily(noonIn(3));
    expect(await row(s.documentId)).toMatchObject({ status: 'ENDED', endReason: 'END_DATE', endDate: end });
  });

  it('stops after one period with autoStop', async () => {
    const c = await customer();
    const p = await product({ autoStop: true });
    const s = await active(c.documentId, p.documentId);
    const next = s.nextPaymentDate;
    await setDates(s.documentId, { startDate: addMonths(today(), -1), nextPaymentDate: today() });
    await daily(noonIn(0));
    expect(await row(s.documentId)).toMatchObject({ status: 'ENDED', endReason: 'AUTO_STOP', endDate: today() });
    expect(next).toBe(addMonths(today(), 1));
  });

  it('moves to the follow-up when the next payment date came: anchored on that date, linked both ways', async () => {
    const c = await customer();
    const yearly = await product({ recurrenceUnit: 'YEARS' });
    const trial = await product({ followUp: yearly.documentId, autoStop: true });
    const s = await active(c.documentId, trial.documentId);
    await setDates(s.documentId, { startDate: addMonths(today(), -1), nextPaymentDate: today() });
    const report = await daily(noonIn(0));
    expect(report.followUp).toBe(1);
    const old = await row(s.documentId);
    expect(old).toMatchObject({ status: 'ENDED', endReason: 'FOLLOW_UP' });
    const next = await row(old.followUp.documentId);
    expect(next).toMatchObject({
      status: 'ACTIVE',
      startDate: today(),
      nextPaymentDate: addMonths(today(), 12),
      kindKey: old.kindKey,
      product: { id: yearly.id },
      previous: { id: old.id },
    });
    expect(next.history.map((h: { action: string }) => h.action)).toEqual(['create', 'activate', 'period']);
  });

  it('does each step once when two runs start at the same time', async () => {
    const c = await customer();
    const yearly = await product({ recurrenceUnit: 'YEARS', invoiceMode: 'INVOICE' });
    const trial = await product({ followUp: yearly.documentId });
    const s = await active(c.documentId, trial.documentId);
    await setDates(s.documentId, { startDate: addMonths(today(), -1), nextPaymentDate: today() });
    const reports = await Promise.all([daily(noonIn(0)), daily(noonIn(0))]);
    expect(reports[0].followUp + reports[1].followUp).toBe(1);
    expect(reports[0].failed + reports[1].failed).toBe(0);
    const subscriptions = await app.strapi.db.query(SUBSCRIPTION).findMany({ where: { customerKey: c.id } });
    expect(subscriptions).toHaveLength(2);
    const follow = subscriptions.find((x: { status: string }) => x.status === 'ACTIVE');
    // The follow-up's first period was invoiced once.
    expect(await invoicesOf(follow.id)).toHaveLength(1);
  });
});

describe('invoices per period', () => {
  it('makes one finalised invoice per period in mode INVOICE, with the service period, however often it runs', async () => {
    const c = await customer();
    const p = await product({ invoiceMode: 'INVOICE', price: 2000, taxPercentage: 21 });
    const s = await active(c.documentId, p.documentId);
    await daily(noonIn(0));
    await daily(noonIn(0));
    const [first] = await invoicesOf(s.id);
    expect(await invoicesOf(s.id)).toHaveLength(1);
    expect(first).toMatchObject({
      status: 'PENDING',
      total: 2420,
      periodStart: today(),
      periodEnd: addDays(addMonths(today(), 1), -1),
      paymentMethod: 'CREDIT',
    });
    // Even when the subscription's date went back (a bug, a restore), the period's row refuses a second invoice.
    await setDates(s.documentId, { nextPaymentDate: today() });
    await daily(noonIn(0));
    expect(await invoicesOf(s.id)).toHaveLength(1);
    expect((await row(s.documentId)).nextPaymentDate).toBe(addMonths(today(), 1));
    // The next period (index 1) comes when its date comes.
    await setDates(s.documentId, { startDate: addMonths(today(), -1), nextPaymentDate: today() });
    await daily(noonIn(0));
    expect(await invoicesOf(s.id)).toHaveLength(2);
    expect((await periods(s.id)).map((r: { period_index: number }) => r.period_index).sort()).toEqual([0, 1]);
  });

  it('leaves a draft for review in mode DRAFT', async () => {
    const c = await customer();
    const p = await product({ invoiceMode: 'DRAFT' });
    const s = await active(c.documentId, p.documentId);
    const [draft] = await invoicesOf(s.id);
    expect(draft).toMatchObject({ status: 'DRAFT', serial: null, periodStart: today(), total: 1090 });
  });
});
