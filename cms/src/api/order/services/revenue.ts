/**
 * The sales dashboard (service `api::order.revenue`): revenue per channel over a period (SALES_PERIODS,
 * buckets in Europe/Amsterdam), each channel in its own currency (amounts in different currencies are
 * never added up), and the open orders. Revenue = the totals incl. VAT of paid and closed orders,
 * dated when they were paid, or closed when no payment was recorded.
 */
import { errors } from '@strapi/utils';
import {
  DEFAULT_SALES_PERIOD,
  OPEN_ORDER_STATUSES,
  REVENUE_STATUSES,
  SALES_PERIODS,
  type SalesPeriod,
} from '@newsroom/config';
import { bucketIndex, bucketStarts } from '../../statistic/services/periods';
import type { Row, WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const ORDER = 'api::order.order';
const CHANNEL = 'api::channel.channel';

export default ({ strapi }: WithStrapi) => ({
  async report(periodInput: unknown, now = Date.now()) {
    const period = (periodInput ?? DEFAULT_SALES_PERIOD) as SalesPeriod;
    if (!(period in SALES_PERIODS))
      throw new errors.ValidationError(`period must be one of ${Object.keys(SALES_PERIODS).join(', ')}.`, {
        code: 'period',
      });
    const { bucket, points } = SALES_PERIODS[period];
    const { starts, end } = bucketStarts(bucket, points, now);
    const meta = dbModel(strapi, ORDER);
    const link = meta.link('channel');
    const knex = strapi.db.connection;
    const from = new Date(starts[0]);
    const rows = await knex(`${meta.table} as o`)
      .leftJoin(`${link.name} as l`, `l.${link.joinColumn.name}`, 'o.id')
      .select(
        `l.${link.inverseJoinColumn.name} as channelId`,
        'o.total',
        'o.paid_at as paidAt',
        'o.closed_at as closedAt',
      )
      .whereIn('o.status', REVENUE_STATUSES as string[])
      .andWhere((q) =>
        q.where('o.paid_at', '>=', from).orWhere((q2) => q2.whereNull('o.paid_at').andWhere('o.closed_at', '>=', from)),
      );
    const channels = await strapi.db.query(CHANNEL).findMany({
      select: ['id', 'documentId', 'name', 'currency', 'isDefault'],
      orderBy: [{ isDefault: 'desc' }, { name: 'asc' }],
    });
    const series = new Map<number, number[]>(channels.map((c) => [c.id, starts.map(() => 0)]));
    const counts = new Map<number, number>();
    for (const row of rows) {
      const at = new Date(row.paidAt ?? row.closedAt).getTime();
      const index = bucketIndex(starts, end, at);
      const amounts = series.get(Number(row.channelId));
      if (index < 0 || !amounts) continue;
      amounts[index] += Number(row.total);
      counts.set(Number(row.channelId), (counts.get(Number(row.channelId)) ?? 0) + 1);
    }
    const open = await knex(`${meta.table} as o`)
      .leftJoin(`${link.name} as l`, `l.${link.joinColumn.name}`, 'o.id')
      .select(`l.${link.inverseJoinColumn.name} as channelId`)
      .count({ count: '*' })
      .sum({ amount: 'o.total' })
      .whereIn('o.status', OPEN_ORDER_STATUSES as string[])
      .groupBy(`l.${link.inverseJoinColumn.name}`);
    const openOf = new Map(
      open.map((r: Row) => [Number(r.channelId), { count: Number(r.count), amount: Number(r.amount ?? 0) }]),
    );
    return {
      period,
      bucket,
      starts: starts.map((s) => new Date(s).toISOString()),
      channels: channels.map((c) => {
        const amounts = series.get(c.id)!;
        return {
          documentId: c.documentId,
          name: c.name,
          currency: c.currency,
          isDefault: !!c.isDefault,
          total: amounts.reduce((sum, a) => sum + a, 0),
          orders: counts.get(c.id) ?? 0,
          series: amounts,
          open: openOf.get(c.id) ?? { count: 0, amount: 0 },
        };
      }),
    };
  },
});
