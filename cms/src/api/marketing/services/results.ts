/**
 * What marketing shows and how it does (the /marketing overview and the results per content, zone and bundle):
 * impressions, clicks and click-through rate over SPEC 9's period choices (SALES_PERIODS: 1-4 weeks, 1, 2, 3, 6
 * months, 1 year; buckets in Amsterdam days, weeks or months), and what runs in each zone now.
 */
import { errors } from '@strapi/utils';
import { clickThroughRate, SALES_PERIODS, scheduleState, type SalesPeriod } from '@newsroom/config';
import { bucketIndex, bucketStarts, HOUR_MS } from '../../statistic/services/periods';
import { STATS_TABLE } from './events';
import type { Row, WithStrapi } from '../../../strapi-types';

const UIDS = {
  content: 'api::marketing-content.marketing-content',
  zone: 'api::marketing-zone.marketing-zone',
  bundle: 'api::marketing-bundle.marketing-bundle',
} as const;
const DEFAULT_PERIOD: SalesPeriod = '4w';

const figures = (impressions: number, clicks: number) => ({
  impressions,
  clicks,
  ctr: clickThroughRate(impressions, clicks),
});

export default ({ strapi }: WithStrapi) => ({
  async results(period: unknown = DEFAULT_PERIOD, now = Date.now()) {
    const chosen = (period ?? DEFAULT_PERIOD) as SalesPeriod;
    if (!Object.hasOwn(SALES_PERIODS, chosen))
      throw new errors.ValidationError(`period must be one of ${Object.keys(SALES_PERIODS).join(', ')}`, {
        code: 'invalid_period',
        allowed: Object.keys(SALES_PERIODS),
      });
    const { bucket, points } = SALES_PERIODS[chosen];
    const { starts, end } = bucketStarts(bucket, points, now);
    const knex = strapi.db.connection;
    const rows: Row[] = await knex(STATS_TABLE)
      .select('hour', 'zone_id', 'bundle_id', 'content_id', 'impressions', 'clicks')
      .where('hour', '>=', Math.floor(starts[0] / HOUR_MS))
      .andWhere('hour', '<', Math.ceil(end / HOUR_MS));
    const series = starts.map((start) => ({ start: new Date(start).toISOString(), impressions: 0, clicks: 0 }));
    const per = {
      content: new Map<string, number[]>(),
      zone: new Map<string, number[]>(),
      bundle: new Map<string, number[]>(),
    };
    let impressions = 0;
    let clicks = 0;
    for (const row of rows) {
      const i = Number(row.impressions);
      const c = Number(row.clicks);
      const index = bucketIndex(starts, end, Number(row.hour) * HOUR_MS);
      if (index < 0) continue;
      series[index].impressions += i;
      series[index].clicks += c;
      impressions += i;
      clicks += c;
      for (const [kind, id] of [
        ['content', row.content_id],
        ['zone', row.zone_id],
        ['bundle', row.bundle_id],
      ] as const) {
        const sum = per[kind].get(id) ?? [0, 0];
        per[kind].set(id, [sum[0] + i, sum[1] + c]);
      }
    }
    const table = async (kind: keyof typeof UIDS) => {
      const ids = [...per[kind].keys()];
      const named = ids.length
        ? await strapi.db.query(UIDS[kind]).findMany({
            where: { documentId: { $in: ids } },
            select: ['documentId', 'name', ...(kind === 'content' ? ['type'] : kind === 'zone' ? ['key'] : [])],
          })
        : [];
      const byId = new Map(named.map((r: Row) => [r.documentId, r]));
      return ids
        .map((id) => {
          const [i, c] = per[kind].get(id)!;
          const { id: _id, ...row } = byId.get(id) ?? { documentId: id, name: null };
          return { ...row, documentId: id, ...figures(i, c) };
        })
        .sort((a, b) => b.impressions - a.impressions || a.documentId.localeCompare(b.documentId));
    };
    const [contents, zones, bundles] = await Promise.all([table('content'), table('zone'), table('bundle')]);
    return {
      period: chosen,
      bucket,
      from: new Date(starts[0]).toISOString(),
      to: new Date(end).toISOString(),
      totals: figures(impressions, clicks),
      series,
      contents,
      zones,
      bundles,
    };
  },

  /** Every zone with the bundles that run in it (directly or through its group) and their contents' state now. */
  async overview(now = Date.now()) {
    const zones = await strapi.db.query(UIDS.zone).findMany({
      select: ['id', 'documentId', 'name', 'key', 'width', 'height'],
      populate: { group: { select: ['id', 'documentId', 'name'] } },
      orderBy: { name: 'asc' },
    });
    const bundles = await strapi.db.query(UIDS.bundle).findMany({
      select: ['documentId', 'name', 'active', 'items'],
      populate: { zone: { select: ['id'] }, zoneGroup: { select: ['id'] } },
      orderBy: { name: 'asc' },
    });
    const contents = await strapi.db.query(UIDS.content).findMany({
      select: ['documentId', 'name', 'type', 'active', 'startsAt', 'endsAt', 'audience', 'capCount', 'capDays'],
    });
    const contentOf = new Map(contents.map((c: Row) => [c.documentId, c]));
    const stateOf = (c: Row) => (c.active ? scheduleState(c, now) : 'INACTIVE');
    return zones.map(({ id, group, ...zone }: Row) => {
      const running = bundles
        .filter((b: Row) => b.zone?.id === id || (group && b.zoneGroup?.id === group.id))
        .map(({ zone: _z, zoneGroup, items, ...bundle }: Row) => ({
          ...bundle,
          viaGroup: !!zoneGroup,
          contents: (Array.isArray(items) ? items : [])
            .filter((item: Row) => contentOf.has(item.content))
            .map((item: Row) => {
              const c = contentOf.get(item.content) as Row;
              return { documentId: c.documentId, name: c.name, type: c.type, weight: item.weight, state: stateOf(c) };
            }),
        }));
      const showingNow = running.some((b: Row) => b.active && b.contents.some((c: Row) => c.state === 'RUNNING'));
      return {
        ...zone,
        group: group ? { documentId: group.documentId, name: group.name } : null,
        showingNow,
        bundles: running,
      };
    });
  },
});
