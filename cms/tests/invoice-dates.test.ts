// Invoice dates that never go backwards in a series, and the invoices of orders that are cancelled or expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { INVOICE, invoiceHelpers } from './helpers/invoices';
import { backfillInvoiceSeriesDates } from '../src/api/invoice/services/series-dates';

let app: TestApp;
let admin: Client;
let customer: string;
let foreignCustomer: string;
let ch: { documentId: string };
const { start, sequence, lastSequence, line, channel, credit, get } = invoiceHelpers(() => ({
  app,
  admin,
  customer,
  foreignCustomer,
  ch,
}));

beforeAll(async () => {
  ({ app, admin, customer, foreignCustomer, ch } = await start());
});
afterAll(() => app?.stop());

describe('invoice dates', () => {
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const dated = async (channelId: string, invoiceDate: string) =>
    (await admin.post('/api/invoices', { data: { customer, channel: channelId, lines: [line()], invoiceDate } })).body
      .data.documentId;

  it('never go backwards within a series: a backdated draft is refused with the last date, and gives no number away', async () => {
    const own = await channel();
    const first = (await admin.post(`/api/invoices/${await dated(own.documentId, today())}/finalize`)).body.data;
    expect(first.serial).toBe(`L${lastSequence()}0001`);
    const backdated = await dated(own.documentId, '2020-01-01');
    const refused = await admin.post(`/api/invoices/${backdated}/finalize`);
    expect([refused.status, refused.body.error.details]).toEqual([
      409,
      { code: 'invoice_date_before_last', lastDate: today(), invoiceDate: '2020-01-01' },
    ]);
    expect(refused.body.error.message).toBe(
      `Invoice dates never go backwards: the last invoice of ${own.name} is dated ${today()}, so this one cannot be dated 2020-01-01. Date it ${today()} or later.`,
    );
    expect((await get(backdated)).status).toBe('DRAFT');
    // Dated again, it is issued with the next number: the refusal used none.
    await admin.put(`/api/invoices/${backdated}`, { data: { invoiceDate: today() } });
    expect((await admin.post(`/api/invoices/${backdated}/finalize`)).body.data.serial).toBe(`L${lastSequence()}0002`);
    // A credit note is dated today and shares the series.
    expect((await credit(first.documentId)).status).toBe(201);
  });

  it('series from before the rule learn their last date from their issued invoices at start-up', async () => {
    const own = await channel();
    await admin.post(`/api/invoices/${await dated(own.documentId, '2026-02-10')}/finalize`);
    const row = await app.strapi.db.query('api::channel.channel').findOne({ where: { documentId: own.documentId } });
    const counters = () => app.strapi.db.connection('sales_counters').where('name', `invoice:${row.id}`);
    await counters().update({ last_date: null });
    expect(await backfillInvoiceSeriesDates(app.strapi)).toBeGreaterThanOrEqual(1);
    expect((await counters().first()).last_date).toBe('2026-02-10');
    const refused = await admin.post(`/api/invoices/${await dated(own.documentId, '2026-02-01')}/finalize`);
    expect([refused.status, refused.body.error.details.lastDate]).toEqual([409, '2026-02-10']);
  });

  it('are not in the future (a date ahead would hold the whole series back)', async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.post(`/api/invoices/${await dated(ch.documentId, ahead)}/finalize`);
    expect([res.status, res.body.error.details.code]).toEqual([409, 'invoice_date_future']);
  });

  it('hold when drafts of many dates are finalised at once: by number, the dates only go up', async () => {
    const own = await channel();
    const days = [
      '2026-03-05',
      '2026-03-01',
      '2026-03-09',
      '2026-03-02',
      '2026-03-07',
      '2026-03-03',
      '2026-03-08',
      '2026-03-04',
      '2026-03-06',
      '2026-03-10',
    ];
    const drafts = [];
    for (const day of days) drafts.push(await dated(own.documentId, day));
    const results = await Promise.all(drafts.map((id) => admin.post(`/api/invoices/${id}/finalize`)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.error.details.code === 'invoice_date_before_last'),
    ).toBe(true);
    const issued = (
      await app.strapi.db.query(INVOICE).findMany({
        where: { channel: { documentId: own.documentId }, status: { $ne: 'DRAFT' } },
        orderBy: { serial: 'asc' },
      })
    ).map((i) => [i.serial, i.invoiceDate]);
    expect(issued.map(([serial]) => serial)).toEqual(
      issued.map((_, i) => `L${lastSequence()}${String(i + 1).padStart(4, '0')}`),
    );
    expect(issued.map(([, date]) => date)).toEqual(issued.map(([, date]) => date).sort());
    expect(issued.length).toBe(results.filter((r) => r.status === 200).length);
  });
});

describe('invoices of orders that end', () => {
  const ticket = async () =>
    (
      await admin.post('/api/products', {
        data: {
          type: 'TICKET',
          name: `Kaartje ${sequence()}`,
          price: 2000,
          taxPercentage: 9,
          stock: 50,
          ticketSaleBeginsAt: new Date(Date.now() - 86_400_000).toISOString(),
          ticketSaleEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      })
    ).body.data.documentId;
  const paidOrder = async (product: string) => {
    const order = (
      await admin.post('/api/orders', { data: { currency: 'EUR', customer, lines: [{ product, quantity: 2 }] } })
    ).body.data;
    await admin.post(`/api/orders/${order.documentId}/pay`);
    return order;
  };
  const draftOf = async (order: string) =>
    (await admin.post('/api/invoices', { data: { order, channel: ch.documentId } })).body.data.documentId;
  const invoicesOf = (order: string) =>
    app.strapi.db.query(INVOICE).findMany({ where: { order: { documentId: order } } });

  it('draft, then cancel: the draft is deleted with the order, noted in its history, and can never be finalised', async () => {
    const product = await ticket();
    const order = await paidOrder(product);
    const draft = await draftOf(order.documentId);
    const cancelled = await admin.post(`/api/orders/${order.documentId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.history.at(-1)).toMatchObject({
      action: 'invoices',
      note: `1 draft invoice(s) deleted (4360 cents): ${draft}`,
    });
    expect(await invoicesOf(order.documentId)).toEqual([]);
    expect((await admin.post(`/api/invoices/${draft}/finalize`)).status).toBe(404);
    expect((await app.strapi.db.query('api::product.product').findOne({ where: { documentId: product } })).stock).toBe(
      50,
    );
  });

  it('finalise, then cancel: the issued invoice is credited, nothing stays open', async () => {
    const order = await paidOrder(await ticket());
    const invoice = (await admin.post(`/api/invoices/${await draftOf(order.documentId)}/finalize`)).body.data;
    expect((await admin.post(`/api/orders/${order.documentId}/cancel`)).status).toBe(200);
    expect(await get(invoice.documentId)).toMatchObject({ status: 'CLOSED', credited: invoice.total, openAmount: 0 });
  });

  it('refuses to finalise a draft linked to a cancelled order (409), and expiring an order deletes its drafts too', async () => {
    const order = await paidOrder(await ticket());
    await admin.post(`/api/orders/${order.documentId}/cancel`);
    const loose = (await admin.post('/api/invoices', { data: { customer, channel: ch.documentId, lines: [line()] } }))
      .body.data.documentId;
    await admin.put(`/api/invoices/${loose}`, { data: { order: order.documentId } });
    const refused = await admin.post(`/api/invoices/${loose}/finalize`);
    expect([refused.status, refused.body.error.details.code]).toEqual([409, 'order_not_invoiceable']);
    expect((await get(loose)).status).toBe('DRAFT');

    const pending = (
      await admin.post('/api/orders', {
        data: {
          currency: 'EUR',
          customer,
          lines: [{ product: await ticket(), quantity: 1 }],
          paymentDueAt: new Date(Date.now() + 60_000).toISOString(),
        },
      })
    ).body.data;
    const draft = await draftOf(pending.documentId);
    await app.strapi
      .service('api::order.actions')
      .run(pending.documentId, 'expire', null, { now: new Date(Date.now() + 120_000) });
    expect((await admin.get(`/api/invoices/${draft}`)).status).toBe(404);
  });

  it('cancel and finalise at the same moment: either the draft goes or its invoice is credited, never an open invoice', async () => {
    const product = await ticket();
    for (let i = 0; i < 6; i++) {
      const order = await paidOrder(product);
      const draft = await draftOf(order.documentId);
      const race = [
        admin.post(`/api/orders/${order.documentId}/cancel`),
        admin.post(`/api/invoices/${draft}/finalize`),
      ];
      const [cancel, finalize] = await Promise.all(i % 2 ? race : race.reverse()).then((r) =>
        i % 2 ? r : r.reverse(),
      );
      expect(cancel.status).toBe(200);
      expect([200, 404, 409]).toContain(finalize.status);
      const left = (await invoicesOf(order.documentId)).filter((inv) => inv.kind === 'INVOICE');
      for (const invoice of left)
        expect(invoice).toMatchObject({ status: 'CLOSED', openAmount: 0, credited: invoice.total });
      expect(left.length).toBe(finalize.status === 200 ? 1 : 0);
    }
  });
});
