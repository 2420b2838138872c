/**
 * The daily run (service `api::subscription.daily`; cron at Amsterdam midnight and once at start to catch
 * up). It finds the subscriptions with something due today through indexed look-ups (PENDING by start
 * date, ACTIVE by end date and by next payment date: the 100,000 not due are never read) and takes each
 * one's steps (@newsroom/config `dueStep`) one at a time, each in its own transaction with the row locked
 * and the step's condition read again under the lock, so a second process running at the same time finds
 * nothing left to do:
 * - start: a planned activation whose start date came;
 * - end: the end date came (END_DATE); autoStop: one period is over (AUTO_STOP);
 * - followUp: the next payment date came and the product has a follow-up: this one ends (FOLLOW_UP) and a
 *   new subscription of the follow-up product starts, anchored on that date (`previous`/`followUp` link them);
 * - invoice: the period's invoice (a draft through the invoice service with the product's price and VAT and
 *   the service period; finalised after the commit in mode INVOICE, left for review in mode DRAFT), with a
 *   `subscription_periods` row (primary key subscription + period: never two invoices for one period) in the
 *   same transaction, and the next payment date moved on; advance: mode NONE, only the date moves on.
 * Finalisations that did not happen (a stop between the commit and the numbering) are retried by `run`.
 */
import { amsterdamDay, dueStep, periodIndexOf, periodStart, servicePeriod, type DueStep } from '@newsroom/config';
import { lockRow } from '../../../services/records';
import { entry } from '../../order/services/history';
import { recurrenceOf } from './actions';
import { periodInvoiceFields, stateOf } from './invoicing';

/** What the common steps (a period's invoice, a date moved on) read; the others load the access tags too. */
const STEP_POPULATE = {
  product: { populate: { followUp: { select: ['id'] } } },
  order: { select: ['id'] },
  customer: { select: ['id'] },
} as const;
/**
 * Subscriptions taken at once by a run on PostgreSQL: each in its own transactions (as two processes would),
 * so the database's round trips overlap. SQLite has one connection: one at a time.
 */
const PARALLEL_ON_POSTGRES = 4;
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::subscription.subscription';
const INVOICE = 'api::invoice.invoice';
const PERIODS = 'subscription_periods';
/** A subscription takes at most this many steps in one run (a long downtime catches up over several runs). */
const STEPS_MAX = 60;

export type DailyReport = Record<DueStep | 'failed' | 'finalized', number>;

export default ({ strapi }: WithStrapi) => {
  const actions = () => strapi.service('api::subscription.actions');
  const system = null;
  const stamp = (action: string, now: Date, fields: Row = {}) => ({
    ...entry(system, action, fields),
    at: now.toISOString(),
  });

  /** The customer's active mandate, when the mandate service exists (else the invoice stays CREDIT). */
  const paymentMethodFor = async (customerId: number) => {
    const mandates = (() => {
      try {
        return strapi.service('api::mandate.mandate' as any) as any;
      } catch {
        return null;
      }
    })();
    if (!mandates?.activeFor) return 'CREDIT';
    return (await mandates.activeFor(customerId)) ? 'DIRECT_DEBIT' : 'CREDIT';
  };

  // The default channel, read once per run (a run invoices thousands of periods); outside a run each time.
  let runChannel: Promise<Row | null> | null = null;
  const defaultChannel = () => runChannel ?? strapi.service('api::channel.channel').defaultChannel();

  /** The period's draft invoice and its period row, inside the step's transaction. */
  const invoicePeriod = async (subscription: Row) => {
    const product = subscription.product;
    const recurrence = recurrenceOf(product)!;
    const index = periodIndexOf(subscription.startDate, recurrence, subscription.nextPaymentDate);
    const period = servicePeriod(subscription.startDate, recurrence, index);
    const finalize = product.invoiceMode === 'INVOICE';
    // The claim first: a second run for this period stops here, before any invoice exists.
    const inserted = await strapi.db.transaction(async ({ trx }) =>
      trx(PERIODS)
        .insert({
          subscription_id: subscription.id,
          period_index: index,
          period_start: period.from,
          period_end: period.to,
          to_finalize: finalize,
        })
        .onConflict(['subscription_id', 'period_index'])
        .ignore()
        .returning('subscription_id'),
    );
    if (!inserted.length) return { index, period, invoice: null };
    const order = subscription.order
      ? await strapi.db
          .query('api::order.order')
          .findOne({ where: { id: subscription.order.id }, populate: { channel: { select: ['id'] } } })
      : null;
    const channel = order?.channel ?? (await defaultChannel());
    const invoice = await strapi.documents(INVOICE).create({
      data: {
        customer: subscription.customerKey,
        ...(channel ? { channel: channel.id } : {}),
        ...periodInvoiceFields(product, period),
        paymentMethod: await paymentMethodFor(subscription.customerKey),
      } as any,
    });
    await strapi.db.transaction(({ trx }) =>
      trx(PERIODS).where({ subscription_id: subscription.id, period_index: index }).update({ invoice_id: invoice.id }),
    );
    return { index, period, invoice };
  };

  /**
   * The page's invoice steps in batches (./invoicing.ts); answers the ids left for the one-at-a-time path
   * (other steps, refusals, rows that changed, chunks that failed as a whole).
   */
  const batched = async (ids: number[], today: string, now: Date, report: DailyReport): Promise<number[]> => {
    const outcome = await strapi.service('api::subscription.invoicing').issue(ids, today, now, await defaultChannel());
    report.invoice += outcome.invoiced;
    report.finalized += outcome.finalized;
    for (const { id } of outcome.unfinalized) {
      const invoice = await strapi.db.query(INVOICE).findOne({ where: { id }, select: ['id', 'documentId'] });
      if (invoice && (await service.finalize(invoice, now))) report.finalized += 1;
    }
    return outcome.rest;
  };

  const service = {
    /**
     * One step of one subscription in its own transaction (row locked, condition read again under the
     * lock). Answers the step taken, null when nothing is due, and the invoice to finalise after the commit.
     */
    async step(
      id: number,
      today: string,
      now: Date,
    ): Promise<{ step: DueStep | null; finalize?: Row; more?: boolean }> {
      return strapi.db.transaction(async ({ trx }) => {
        if (!(await lockRow(strapi, trx, UID, { id }))) return { step: null };
        let subscription = await strapi.db.query(UID).findOne({ where: { id }, populate: STEP_POPULATE });
        const product = subscription.product;
        const recurrence = recurrenceOf(product);
        const state = (nextPaymentDate: string | null) => stateOf(subscription, product, nextPaymentDate);
        const step = dueStep(state(subscription.nextPaymentDate), today);
        // Activations and ends change access: they need the product's access tags.
        if (step === 'start' || step === 'end' || step === 'autoStop' || step === 'followUp')
          subscription = await actions().load({ id });
        switch (step) {
          case null:
            return { step };
          case 'start': {
            const done = await actions().activateRow(
              subscription,
              subscription.startDate,
              system,
              now,
              'planned start',
            );
            if (done !== 'same_kind') return { step };
            // Refused: it stays pending without its planned date, and the history says why (once).
            await strapi.db.query(UID).update({
              where: { id },
              data: {
                startDate: null,
                history: [
                  ...(subscription.history ?? []),
                  stamp('activate_refused', now, {
                    note: 'the customer already has an active subscription of the same kind',
                  }),
                ],
              },
            });
            return { step };
          }
          case 'end':
            await actions().deactivateRow(subscription, 'END_DATE', subscription.endDate, system, now);
            return { step };
          case 'autoStop':
            await actions().deactivateRow(subscription, 'AUTO_STOP', subscription.nextPaymentDate, system, now);
            return { step };
          case 'followUp': {
            const anchor = subscription.nextPaymentDate;
            await actions().deactivateRow(subscription, 'FOLLOW_UP', anchor, system, now);
            const next = await strapi.db.query(UID).create({
              data: {
                customer: subscription.customerKey,
                product: product.followUp.id,
                status: 'PENDING',
                paymentMethod: subscription.paymentMethod,
                customerKey: subscription.customerKey,
                kindKey: await strapi.service(UID).kindKeyOf(product.followUp.id),
                previous: id,
                history: [stamp('create', now, { to: 'PENDING', note: `follow-up of ${subscription.documentId}` })],
              },
            });
            await strapi.db.query(UID).update({ where: { id }, data: { followUp: next.id } });
            const created = await actions().load({ id: next.id });
            const done = await actions().activateRow(created, anchor, system, now, `follow-up from ${anchor}`);
            if (done === 'same_kind')
              await actions().note(created, stamp('activate_refused', now, { note: 'same kind active' }));
            return { step };
          }
          case 'invoice':
          case 'advance': {
            const index = periodIndexOf(subscription.startDate, recurrence!, subscription.nextPaymentDate);
            const made = step === 'invoice' ? await invoicePeriod(subscription) : null;
            const nextPaymentDate = periodStart(subscription.startDate, recurrence!, index + 1);
            await strapi.db.query(UID).update({
              where: { id },
              data: {
                nextPaymentDate,
                history: [
                  ...(subscription.history ?? []),
                  stamp(step === 'invoice' ? 'invoice' : 'period', now, {
                    note: made?.invoice
                      ? `period ${made.period.from} – ${made.period.to}: invoice ${made.invoice.documentId}`
                      : `period ${index + 1}; next payment ${nextPaymentDate}`,
                  }),
                ],
              },
            });
            return {
              step,
              finalize: made?.invoice && product.invoiceMode === 'INVOICE' ? made.invoice : undefined,
              // Whether another step may be due: only when the new date came already (a long downtime).
              more: dueStep(state(nextPaymentDate), today) !== null,
            };
          }
        }
      });
    },

    /** Finalises a period's invoice after its commit; the period row says it is done (retried by `run`). */
    async finalize(invoice: Row, now: Date) {
      try {
        const current = await strapi.db.query(INVOICE).findOne({ where: { id: invoice.id }, select: ['status'] });
        if (current?.status === 'DRAFT') await strapi.service(INVOICE).finalize(invoice.documentId, null, { now });
        await strapi.db.connection(PERIODS).where({ invoice_id: invoice.id }).update({ to_finalize: false });
        return true;
      } catch (error) {
        strapi.log.error(`Subscription invoice ${invoice.documentId} not finalised: ${(error as Error).message}`);
        return false;
      }
    },

    /** Every due step of one subscription (also used right after an activation by staff). */
    async processOne(id: number, now = new Date(), report?: DailyReport) {
      const today = amsterdamDay(now);
      for (let i = 0; i < STEPS_MAX; i++) {
        const { step, finalize, more } = await service.step(id, today, now);
        if (!step) return;
        if (report) report[step] += 1;
        if (finalize && (await service.finalize(finalize, now)) && report) report.finalized += 1;
        if (more === false) return;
      }
    },

    /** The whole run for `now`'s Amsterdam day (see the file comment). */
    async run({ now = new Date(), batch = 500 }: { now?: Date; batch?: number } = {}): Promise<DailyReport> {
      const today = amsterdamDay(now);
      const report: DailyReport = {
        start: 0,
        end: 0,
        autoStop: 0,
        followUp: 0,
        invoice: 0,
        advance: 0,
        failed: 0,
        finalized: 0,
      };
      runChannel = strapi.service('api::channel.channel').defaultChannel();
      try {
        // Invoices of earlier runs whose finalisation did not happen.
        const unfinished = await strapi.db
          .connection(PERIODS)
          .where({ to_finalize: true })
          .whereNotNull('invoice_id')
          .select('invoice_id');
        for (const { invoice_id: invoiceId } of unfinished) {
          const invoice = await strapi.db
            .query(INVOICE)
            .findOne({ where: { id: invoiceId }, select: ['id', 'documentId'] });
          if (invoice && (await service.finalize(invoice, now))) report.finalized += 1;
        }
        let cursor = 0;
        for (;;) {
          const due = await strapi.db.query(UID).findMany({
            where: {
              id: { $gt: cursor },
              $or: [
                { status: 'PENDING', startDate: { $lte: today } },
                { status: 'ACTIVE', endDate: { $lte: today } },
                { status: 'ACTIVE', nextPaymentDate: { $lte: today } },
              ],
            },
            select: ['id'],
            orderBy: { id: 'asc' },
            limit: batch,
          });
          if (!due.length) break;
          const queue = await batched(
            due.map((row: Row) => row.id as number),
            today,
            now,
            report,
          );
          const worker = async () => {
            for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
              try {
                await service.processOne(id, now, report);
              } catch (error) {
                report.failed += 1;
                strapi.log.error(`Subscription ${id}: daily step failed: ${(error as Error).message}`);
              }
            }
          };
          const parallel = strapi.db.dialect.client === 'postgres' ? PARALLEL_ON_POSTGRES : 1;
          await Promise.all(Array.from({ length: parallel }, worker));
          cursor = due[due.length - 1].id;
        }
      } finally {
        runChannel = null;
      }
      return report;
    },
  };
  return service;
};
