/**
 * Finalising many drafts at once (a subscription run's period invoices): the same rules and fields as
 * `finalize` (./figures.ts `finalFields`, the snapshot, the finalise handlers), with the reads done for the
 * whole batch and one numbering transaction per channel: one counter upsert for all its numbers, then one
 * conditional update per draft. When any draft of a channel changed since it was read, or a rule refuses
 * one, that channel's transaction rolls back (its numbers are given back) and its drafts are answered as
 * not done: the caller finalises those one at a time, where each refusal is reported on its own.
 */
import { amsterdamDay } from '@newsroom/config';
import { vatInEuro } from '../../../services/exchange-rates';
import { finalFields } from './figures';
import { invoiceSnapshot } from './snapshot';
import type { invoiceNumbering } from './numbering';
import type { FinalizeHandler } from './invoice';
import type { Row, Strapi } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
const CHANNEL = 'api::channel.channel';
const MANDATE = 'api::mandate.mandate';
const NOT_ALL = Symbol('not all drafts finalised');

/** Answers the ids finalised; the others are still drafts (or were final already). */
export async function finalizeMany(
  strapi: Strapi,
  numbering: ReturnType<typeof invoiceNumbering>,
  handlers: FinalizeHandler[],
  ids: number[],
  now: Date,
): Promise<number[]> {
  if (!ids.length) return [];
  const drafts: Row[] = await strapi.db.query(UID).findMany({
    where: { id: { $in: ids }, status: 'DRAFT' },
    populate: {
      channel: { populate: { invoiceLogo: true } },
      customer: { populate: { addresses: true } },
      addressee: true,
      order: { select: ['id'] },
    },
  });
  // Orders are locked one by one in `finalize`; drafts of an order, undated ones and foreign ones go there.
  const today = amsterdamDay(now);
  const ready = drafts.filter(
    (d) => d.channel?.isActive && d.customer && d.lines?.length && !d.order && (d.invoiceDate ?? today) === today,
  );
  const debited = ready.filter((d) => d.paymentMethod === 'DIRECT_DEBIT').map((d) => d.customer.id);
  const mandates: Map<number, Row> = debited.length ? await strapi.service(MANDATE).activeForMany(debited) : new Map();
  const byChannel = new Map<number, Row[]>();
  for (const draft of ready) {
    const mandate = mandates.get(draft.customer.id) ?? null;
    if (draft.paymentMethod === 'DIRECT_DEBIT' && (!mandate || !draft.channel.creditorId)) continue;
    let data: Row;
    try {
      const snapshot = invoiceSnapshot(draft, mandate);
      const exchange = await vatInEuro(draft.channel.currency, draft.taxTotal);
      data = finalFields(draft, { invoiceDate: today, snapshot, exchange, now, staff: null });
    } catch {
      continue; // refused: `finalize` says why
    }
    const group = byChannel.get(draft.channel.id) ?? [];
    group.push({ draft, data });
    byChannel.set(draft.channel.id, group);
  }
  const done: number[] = [];
  for (const group of byChannel.values()) {
    const channel = group[0].draft.channel;
    const finalised = await strapi.db
      .transaction(async ({ trx }) => {
        const { serials } = await numbering.nextMany(trx, channel, now, today, group.length);
        for (const [i, { draft, data }] of group.entries()) {
          const { count } = await strapi.db.query(UID).updateMany({
            where: { id: draft.id, status: 'DRAFT', updatedAt: draft.updatedAt },
            data: { ...data, serial: serials[i], updatedAt: now },
          });
          if (!count) throw NOT_ALL;
          for (const handler of handlers) await handler({ invoice: { ...draft, ...data, serial: serials[i] }, trx });
        }
        if (!channel.invoicingStartedAt) await strapi.service(CHANNEL).markInvoicingStarted(channel.id, now);
        return group.map(({ draft }) => draft.id as number);
      })
      .catch(() => [] as number[]);
    done.push(...finalised);
  }
  return done;
}
