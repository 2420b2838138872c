/**
 * The daily run's common step in batches (service `api::subscription.invoicing`): for up to CHUNK due
 * subscriptions at once, the period's draft invoice (modes INVOICE and DRAFT), its `subscription_periods`
 * claim and the move of the next payment date, in ONE transaction with the rows locked and their condition
 * read again under the lock; then the INVOICE-mode drafts are finalised together (invoice service
 * `finalizeMany`). The same rules as the one-at-a-time step in ./daily.ts (the draft's figures and checks
 * are the invoice service's, `invoiceInputFailures` and `draftFigures`; the claim's primary key still makes
 * a second invoice for a period impossible), with a few statements per subscription instead of forty.
 * Whatever does not fit (another step due, a refused draft, a row that changed) is answered to the caller,
 * which takes it one at a time, where each failure is reported on its own.
 */
import {
  dueStep,
  invoiceInputFailures,
  periodIndexOf,
  periodStart,
  servicePeriod,
  type DueStep,
} from '@newsroom/config';
import { dbModel } from '../../../services/db-model';
import { randomDocumentId } from '../../../services/document-ids';
import { historyLogWrites } from '../../log-entry/history-mirror';
import { draftFigures } from '../../invoice/services/figures';
import { entry } from '../../order/services/history';
import { recurrenceOf } from './actions';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::subscription.subscription';
const INVOICE = 'api::invoice.invoice';
const PERIODS = 'subscription_periods';
/** Subscriptions per transaction: long enough to share the statements, short enough to hold locks briefly. */
const CHUNK = 100;

/** The due condition (@newsroom/config `dueStep`) of a subscription row read with its product. */
export const stateOf = (row: Row, product: Row, nextPaymentDate: string | null) => ({
  status: row.status,
  startDate: row.startDate,
  endDate: row.endDate,
  nextPaymentDate,
  recurrence: recurrenceOf(product),
  autoStop: product?.autoStop,
  hasFollowUp: !!product?.followUp,
  invoiceMode: product?.invoiceMode,
});

/** A period invoice's description, its one line and its service period, whichever path makes the draft. */
export const periodInvoiceFields = (product: Row, period: { from: string; to: string }) => ({
  description: `${product.name}: ${period.from} – ${period.to}`,
  lines: [
    {
      description: `${product.name} (${period.from} – ${period.to})`,
      quantity: 1,
      unitPrice: Number(product.price ?? 0),
      taxPercentage: Number(product.taxPercentage ?? 0),
      periodStart: period.from,
      periodEnd: period.to,
    },
  ],
  periodStart: period.from,
  periodEnd: period.to,
});

export type BatchOutcome = { invoiced: number; finalized: number; unfinalized: Row[]; rest: number[] };

export default ({ strapi }: WithStrapi) => {
  const stamp = (action: string, now: Date, fields: Row) => ({ ...entry(null, action, fields), at: now.toISOString() });

  /** The channel of each subscription's order (one query), else the run's default channel. */
  const channelsOf = async (rows: Row[], fallback: Row | null) => {
    const orderIds = [...new Set(rows.map((r) => r.order?.id).filter(Boolean))];
    const orders: Row[] = orderIds.length
      ? await strapi.db.query('api::order.order').findMany({
          where: { id: { $in: orderIds } },
          select: ['id'],
          populate: { channel: { select: ['id', 'currency'] } },
        })
      : [];
    const byOrder = new Map(orders.map((o) => [o.id, o.channel]));
    return (row: Row): Row | null => (row.order && byOrder.get(row.order.id)) || fallback;
  };

  /** One chunk in one transaction (see the file comment); answers what it did and what it left. */
  const issueChunk = async (chunk: Row[], now: Date, fallbackChannel: Row | null) => {
    const channelOf = await channelsOf(chunk, fallbackChannel);
    const customerIds = chunk.map((r) => r.customerKey);
    const customers: Row[] = await strapi.db
      .query('api::customer.customer')
      .findMany({ where: { id: { $in: customerIds } }, select: ['id', 'iban', 'vatin'] });
    const customerById = new Map(customers.map((c) => [c.id, c]));
    const mandates: Map<number, Row> = await strapi.service('api::mandate.mandate').activeForMany(customerIds);
    const invoicesMeta = dbModel(strapi, INVOICE);
    const subscriptions = dbModel(strapi, UID);
    return strapi.db.transaction(async ({ trx }) => {
      const ids = chunk.map((r) => r.id);
      const lock = trx(subscriptions.table).whereIn('id', ids).select('id').orderBy('id');
      if (strapi.db.dialect.client !== 'sqlite') lock.forUpdate();
      await lock;
      const current: Row[] = await strapi.db.query(UID).findMany({
        where: { id: { $in: ids } },
        select: ['id', 'documentId', 'status', 'startDate', 'endDate', 'nextPaymentDate', 'history'],
      });
      const currentById = new Map(current.map((r) => [r.id, r]));
      const rest: number[] = [];
      const work: Row[] = [];
      for (const read of chunk) {
        const row = currentById.get(read.id);
        const product = read.product;
        // Changed since it was read (staff, another process): the one-at-a-time step looks again.
        if (
          !row ||
          row.nextPaymentDate !== read.nextPaymentDate ||
          dueStep(stateOf(row, product, row.nextPaymentDate), read.today) !== 'invoice'
        ) {
          rest.push(read.id);
          continue;
        }
        const recurrence = recurrenceOf(product)!;
        const index = periodIndexOf(row.startDate, recurrence, row.nextPaymentDate);
        const period = servicePeriod(row.startDate, recurrence, index);
        const channel = channelOf(read);
        const customer = customerById.get(read.customerKey);
        const mandate = mandates.get(read.customerKey);
        const paymentMethod = mandate ? 'DIRECT_DEBIT' : 'CREDIT';
        const { lines, ...fields } = periodInvoiceFields(product, period);
        const draft: Row = {
          documentId: randomDocumentId(),
          ...fields,
          ...draftFigures(lines, false),
          paymentMethod,
          currency: channel?.currency,
          status: 'DRAFT',
          serial: null,
          history: [entry(null, 'create', { to: 'DRAFT' })],
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        };
        const refused =
          !channel ||
          !customer ||
          invoiceInputFailures({
            ...draft,
            customer,
            customerIban: customer.iban || (paymentMethod === 'DIRECT_DEBIT' ? mandate?.iban : null),
            customerVat: customer.vatin,
          }).length > 0;
        if (refused) {
          rest.push(read.id);
          continue;
        }
        work.push({ read, row, product, index, period, channel, draft });
      }
      if (!work.length) return { invoiced: 0, toFinalize: [] as number[], more: [] as number[], rest };
      // The claims: a period that has its row already gets no second invoice (its date still moves on).
      const claimed = await trx(PERIODS)
        .insert(
          work.map((w) => ({
            subscription_id: w.row.id,
            period_index: w.index,
            period_start: w.period.from,
            period_end: w.period.to,
            to_finalize: w.product.invoiceMode === 'INVOICE',
          })),
        )
        .onConflict(['subscription_id', 'period_index'])
        .ignore()
        .returning('subscription_id');
      const claimedIds = new Set(claimed.map((c: Row) => Number(c.subscription_id ?? c)));
      const issuing = work.filter((w) => claimedIds.has(w.row.id));
      if (issuing.length) {
        await strapi.db.query(INVOICE).createMany({ data: issuing.map((w) => w.draft) });
        const made: Row[] = await trx(invoicesMeta.table)
          .whereIn(
            'document_id',
            issuing.map((w) => w.draft.documentId),
          )
          .select('id', 'document_id');
        const idOf = new Map(made.map((m) => [m.document_id, Number(m.id)]));
        for (const w of issuing) w.invoiceId = idOf.get(w.draft.documentId);
        const link = async (attribute: string, target: (w: Row) => number) => {
          const join = invoicesMeta.link(attribute);
          await trx(join.name).insert(
            issuing.map((w) => ({ [join.joinColumn.name]: w.invoiceId, [join.inverseJoinColumn.name]: target(w) })),
          );
        };
        await link('channel', (w) => w.channel.id);
        await link('customer', (w) => w.read.customerKey);
        for (const w of issuing)
          await trx(PERIODS)
            .where({ subscription_id: w.row.id, period_index: w.index })
            .update({ invoice_id: w.invoiceId });
      }
      const logs = [];
      const more: number[] = [];
      for (const w of work) {
        const nextPaymentDate = periodStart(w.row.startDate, recurrenceOf(w.product)!, w.index + 1);
        const item = stamp('invoice', now, {
          note: w.invoiceId
            ? `period ${w.period.from} – ${w.period.to}: invoice ${w.draft.documentId}`
            : `period ${w.index + 1}; next payment ${nextPaymentDate}`,
        });
        await trx(subscriptions.table)
          .where('id', w.row.id)
          .update({
            [subscriptions.column('nextPaymentDate', 'next_payment_date')]: nextPaymentDate,
            [subscriptions.column('history')]: JSON.stringify([...(w.row.history ?? []), item]),
            [subscriptions.column('updatedAt', 'updated_at')]: now,
          });
        logs.push(...historyLogWrites(UID, w.row.documentId, [item]));
        if (dueStep(stateOf(w.row, w.product, nextPaymentDate), w.read.today) !== null) more.push(w.row.id);
      }
      await strapi.service('api::log-entry.log-entry').writeMany(logs);
      const toFinalize = work.filter((w) => w.invoiceId && w.product.invoiceMode === 'INVOICE').map((w) => w.invoiceId);
      return { invoiced: work.length, toFinalize, more, rest };
    });
  };

  return {
    /**
     * The invoice steps of `ids` (read once with their products), in chunks; answers the counts, the drafts
     * not finalised (for the caller's one-at-a-time finalisation) and the ids left to the one-at-a-time path.
     */
    async issue(ids: number[], today: string, now: Date, fallbackChannel: Row | null): Promise<BatchOutcome> {
      const rows: Row[] = await strapi.db.query(UID).findMany({
        where: { id: { $in: ids } },
        populate: {
          product: { populate: { followUp: { select: ['id'] } } },
          order: { select: ['id'] },
        },
      });
      const outcome: BatchOutcome = { invoiced: 0, finalized: 0, unfinalized: [], rest: [] };
      const batchable: Row[] = [];
      for (const row of rows) {
        const step: DueStep | null = row.product
          ? dueStep(stateOf(row, row.product, row.nextPaymentDate), today)
          : null;
        if (step === 'invoice' && row.customerKey) batchable.push({ ...row, today });
        else outcome.rest.push(row.id);
      }
      for (let i = 0; i < batchable.length; i += CHUNK) {
        const chunk = batchable.slice(i, i + CHUNK);
        const done = await issueChunk(chunk, now, fallbackChannel).catch((error: Error) => {
          // Rolled back as a whole: the one-at-a-time path takes these and reports each failure.
          strapi.log.warn(`Subscription invoices in a batch failed, taken one at a time: ${error.message}`);
          return { invoiced: 0, toFinalize: [] as number[], more: [] as number[], rest: chunk.map((r) => r.id) };
        });
        outcome.invoiced += done.invoiced;
        outcome.rest.push(...done.rest, ...done.more);
        if (!done.toFinalize.length) continue;
        const finalised: number[] = await strapi
          .service(INVOICE)
          .finalizeMany(done.toFinalize, now)
          .catch(() => []);
        if (finalised.length)
          await strapi.db.connection(PERIODS).whereIn('invoice_id', finalised).update({ to_finalize: false });
        outcome.finalized += finalised.length;
        const left = new Set(finalised);
        for (const id of done.toFinalize) if (!left.has(id)) outcome.unfinalized.push({ id });
      }
      return outcome;
    },
  };
};
