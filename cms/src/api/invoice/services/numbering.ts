/**
 * Invoice numbers (SPEC section 4 "Invoice"): each channel has one series, continued or one per
 * Amsterdam year (the year is then part of the number), in `sales_counters` (services/counters.ts).
 * Invoices and credit notes share it. A full series and a date before the series' last one are
 * refused inside the caller's transaction, whose rollback gives the number back.
 */
import { amsterdamDay, invoiceNumber, serialCapacity, serialUsageOf } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { COUNTERS_TABLE, claimSeriesDate, nextInSeries } from '../../../services/counters';
import type { Row, Strapi, Trx } from '../../../strapi-types';

const CHANNEL = 'api::channel.channel';

export type SerialUsage = ReturnType<typeof serialUsageOf> & { channel: { documentId: string; name: string } };

/** The counter of a channel's invoice numbers: one series, or one per Amsterdam year. */
const seriesOf = (channel: Row, now: Date) => {
  const year = Number(amsterdamDay(now).slice(0, 4));
  const continued = channel.invoiceContinuedSerial !== false;
  return { year, continued, series: continued ? `invoice:${channel.id}` : `invoice:${channel.id}:${year}` };
};

/** How full a channel's current series is when `used` numbers of it are given out. */
const usageOf = (channel: Row, used: number, now: Date): SerialUsage => {
  const { year, continued } = seriesOf(channel, now);
  return {
    channel: { documentId: channel.documentId, name: channel.name },
    ...serialUsageOf(used, serialCapacity(Number(channel.invoiceSerialLength)), continued ? null : year),
  };
};

export function invoiceNumbering(strapi: Strapi) {
  return {
    /** The next number of the channel's series inside `trx`, for a document dated `date`, and how full the series is then. */
    async next(
      trx: Trx,
      channel: Row,
      now: Date,
      date = amsterdamDay(now),
    ): Promise<{ serial: string; usage: SerialUsage }> {
      const { serials, usage } = await this.nextMany(trx, channel, now, date, 1);
      return { serial: serials[0], usage };
    },

    /** `count` numbers in a row of the channel's series (one counter upsert), for documents dated `date`. */
    async nextMany(
      trx: Trx,
      channel: Row,
      now: Date,
      date: string,
      count: number,
    ): Promise<{ serials: string[]; usage: SerialUsage }> {
      const { year, continued, series } = seriesOf(channel, now);
      const start = channel.invoicingStartedAt ? 1 : Number(channel.invoiceStartWithSerial ?? 1);
      const last = await nextInSeries(strapi, trx, series, start, count);
      const capacity = serialCapacity(Number(channel.invoiceSerialLength));
      if (last > capacity) {
        throw new ConflictError(
          `The invoice numbers of ${channel.name} are used up (${capacity} ${continued ? 'in total' : `in ${year}`}). Make the serial length longer or use another channel.`,
          { code: 'invoice_serials_full', capacity },
        );
      }
      const lastDate = await claimSeriesDate(trx, series, date);
      if (lastDate) {
        throw new ConflictError(
          `Invoice dates never go backwards: the last invoice of ${channel.name} is dated ${lastDate}, so this one cannot be dated ${date}. Date it ${lastDate} or later.`,
          { code: 'invoice_date_before_last', lastDate, invoiceDate: date },
        );
      }
      const serials = Array.from({ length: count }, (_, i) =>
        invoiceNumber(
          channel.invoiceSerialPrefix,
          last - count + 1 + i,
          Number(channel.invoiceSerialLength),
          continued ? null : year,
        ),
      );
      return { serials, usage: usageOf(channel, last, now) };
    },

    /**
     * How full each active channel's current series is (the console warns from SERIAL_WARNING_RATIO on).
     * `used` counts the numbers given out, from the start serial on.
     */
    async usage(now = new Date(), channelId?: number): Promise<SerialUsage[]> {
      const channels = await strapi.db.query(CHANNEL).findMany({
        where: channelId ? { id: channelId } : { isActive: true },
        select: ['id', 'documentId', 'name', 'invoiceSerialLength', 'invoiceContinuedSerial', 'invoicingStartedAt'],
      });
      const names = channels.map((c: Row) => seriesOf(c, now).series);
      const rows = names.length ? await strapi.db.connection(COUNTERS_TABLE).whereIn('name', names) : [];
      const last = new Map(rows.map((r: Row) => [r.name, Number(r.value)]));
      return channels.map((c: Row) => usageOf(c, last.get(seriesOf(c, now).series) ?? 0, now));
    },
  };
}
