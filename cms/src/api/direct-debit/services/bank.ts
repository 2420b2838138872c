/**
 * Collections through the bank, without a payment provider (service `api::direct-debit.bank`):
 * - `batch(date, channel?)`: the pain.008.001.02 file (services/sepa/pain008.ts) of every pending bank
 *   collection due on `date`, for one channel (its creditor identifier, name and account); they are marked
 *   with `batchDate`. Asking again gives the same day's file again; its message id is made from the day, the
 *   channel and the collections in it, so a bank refuses the same file twice.
 * - `applyReturns(csv)`: the bank's returns (end-to-end reference, SEPA reason code, date per line): every line is
 *   checked first and nothing is applied when one is wrong (400, the lines named); then, in one transaction,
 *   each collection fails with its reason (a paid one is taken back). A line whose collection failed already
 *   changes nothing, so the same file imported twice is applied once.
 * - `settleDue(today)`: a bank tells of failures only (returns), so a collection that went out in a batch counts
 *   as paid from its collection date on (the invoice is paid then); a return that comes later takes it back.
 */
import { createHash } from 'node:crypto';
import { errors } from '@strapi/utils';
import {
  DIRECT_DEBIT_RETURNS_MAX_ROWS,
  amsterdamDay,
  SEPA_RETURN_REASONS,
  canMoveDirectDebit,
  isCalendarDay,
  isSepaReturnReason,
  isValidCreditorId,
  type FieldFailure,
} from '@newsroom/config';
import { pain008 } from '../../../services/sepa/pain008';
import { ConflictError, refuseFields } from '../../../services/errors';
import { entry, type Staff } from '../../order/services/history';
import { whereRef } from '../../../services/records';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::direct-debit.direct-debit';

/** The lines of a returns file: `reference, reason, date`, comma or semicolon, an optional header line. */
export function returnLines(csv: string): { line: number; reference: string; reason: string; date: string }[] {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((text, i) => ({ line: i + 1, cells: text.split(/[;,\t]/).map((c) => c.trim().replace(/^"|"$/g, '')) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const first = rows[0];
  if (first && !isSepaReturnReason(first.cells[1]) && /reference|referentie|end/i.test(first.cells[0] ?? ''))
    rows.shift();
  return rows.map(({ line, cells }) => ({
    line,
    reference: cells[0] ?? '',
    reason: (cells[1] ?? '').toUpperCase(),
    date: cells[2] ?? '',
  }));
}

export default ({ strapi }: WithStrapi) => ({
  async batch(date: string, channelRef: string | undefined, staff: Staff, now = new Date()) {
    if (!isCalendarDay(date)) refuseFields([{ path: ['date'], code: 'date' }]);
    const rows: Row[] = await strapi.db.query(UID).findMany({
      where: { provider: 'bank', status: 'pending', dueDate: date },
      populate: { invoice: { populate: { channel: true } }, mandate: true },
      orderBy: { id: 'asc' },
    });
    const channels = new Map<number, Row>(rows.map((r) => [r.invoice.channel.id, r.invoice.channel]));
    let channel: Row | undefined;
    if (channelRef) {
      const where = whereRef(channelRef);
      channel = [...channels.values()].find((c) =>
        'id' in where ? c.id === where.id : c.documentId === where.documentId,
      );
    } else if (channels.size > 1) {
      throw new ConflictError('Collections of several channels are due that day: name the channel (`?channel=`).', {
        code: 'direct_debit_batch_channels',
        channels: [...channels.values()].map((c) => ({ documentId: c.documentId, name: c.name })),
      });
    } else channel = [...channels.values()][0];
    if (!channel) throw new errors.NotFoundError(`No bank collections are due on ${date}.`);
    if (!isValidCreditorId(channel.creditorId) || !channel.iban)
      throw new ConflictError(
        `The channel ${channel.name} needs its SEPA creditor identifier and bank account for a direct-debit file.`,
        { code: 'direct_debit_no_creditor' },
      );
    const chosen = rows.filter((r) => r.invoice.channel.id === channel.id);
    const digest = createHash('sha256')
      .update(chosen.map((r) => r.reference).join(','))
      .digest('hex')
      .slice(0, 10);
    let xml: string;
    try {
      xml = pain008({
        messageId: `DD${date.replace(/-/g, '')}-${channel.id}-${digest}`,
        createdAt: now,
        collectionDate: date,
        creditor: { name: channel.company || channel.name, iban: channel.iban, creditorId: channel.creditorId },
        collections: chosen.map((r) => ({
          endToEndId: r.reference,
          amountCents: Number(r.amount),
          mandateId: r.mandate.reference,
          mandateSignedOn: String(r.mandate.signatureDate),
          sequence: r.sequenceType,
          debtorName: r.consumerName,
          debtorIban: r.consumerAccount,
          debtorBic: r.mandate.bic || null,
          remittance: `${channel.company ?? ''} ${r.invoice.serial}`.trim(),
        })),
      });
    } catch (error) {
      throw new ConflictError(`The direct-debit file cannot be written: ${(error as Error).message}`, {
        code: 'direct_debit_batch_invalid',
      });
    }
    await strapi.db.transaction(async () => {
      for (const r of chosen.filter((c) => c.batchDate !== date)) {
        await strapi.db.query(UID).update({
          where: { id: r.id, status: 'pending' },
          data: { batchDate: date, history: [...(r.history ?? []), entry(staff, 'batch', { note: date })] },
        });
      }
    });
    return { xml, count: chosen.length, channel: channel.documentId };
  },

  async settleDue(today = amsterdamDay(), batch = 200) {
    const due = await strapi.db.query(UID).findMany({
      where: { provider: 'bank', status: 'pending', batchDate: { $notNull: true }, dueDate: { $lte: today } },
      select: ['id'],
      orderBy: { id: 'asc' },
      limit: batch,
    });
    let paid = 0;
    for (const { id } of due)
      if (await strapi.service(UID).move(id, 'paid', { ifAllowed: true, note: 'collection date reached' })) paid++;
    return paid;
  },

  async applyReturns(csv: unknown, staff: Staff) {
    if (typeof csv !== 'string' || !csv.trim()) refuseFields([{ path: ['csv'], code: 'required' }]);
    const lines = returnLines(csv);
    if (lines.length > DIRECT_DEBIT_RETURNS_MAX_ROWS)
      refuseFields([{ path: ['csv'], code: 'maxValue', params: { max: DIRECT_DEBIT_RETURNS_MAX_ROWS } }]);
    const known: Row[] = lines.length
      ? await strapi.db.query(UID).findMany({
          where: { reference: { $in: lines.map((l) => l.reference) }, provider: 'bank' },
        })
      : [];
    const byReference = new Map(known.map((r) => [r.reference, r]));
    const failures: FieldFailure[] = [];
    for (const l of lines) {
      if (!byReference.has(l.reference))
        failures.push({ path: ['rows', l.line, 'reference'], code: 'direct_debit_unknown_reference' });
      if (!isSepaReturnReason(l.reason))
        failures.push({ path: ['rows', l.line, 'reason'], code: 'direct_debit_unknown_reason' });
      if (!isCalendarDay(l.date)) failures.push({ path: ['rows', l.line, 'date'], code: 'date' });
    }
    if (failures.length) refuseFields(failures);
    return strapi.db.transaction(async () => {
      const results: { line: number; reference: string; outcome: 'failed' | 'unchanged' }[] = [];
      for (const l of lines) {
        const row = byReference.get(l.reference)!;
        const current = await strapi.db.query(UID).findOne({ where: { id: row.id }, select: ['status'] });
        const reason = `${l.reason} ${SEPA_RETURN_REASONS[l.reason]}`;
        const moved = canMoveDirectDebit(current.status, 'failed')
          ? await strapi.service(UID).move(row.id, 'failed', {
              staff,
              ifAllowed: true,
              reported: { bankReason: reason },
              note: `bank return ${l.date}: ${reason}`,
            })
          : null;
        results.push({ line: l.line, reference: l.reference, outcome: moved ? 'failed' : 'unchanged' });
      }
      return {
        applied: results.filter((r) => r.outcome === 'failed').length,
        unchanged: results.filter((r) => r.outcome === 'unchanged').length,
        rows: results,
      };
    });
  },
});
