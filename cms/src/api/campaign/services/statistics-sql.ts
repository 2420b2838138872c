/**
 * The statistics' SQL, the same on SQLite and PostgreSQL: a few grouped queries over the indexed columns of
 * `mail_events` (campaign, type, time) and `campaign_recipients` (campaign and state, sent_at), never rows loaded
 * into memory. Times are bound as Date (knex stores them as epoch milliseconds on SQLite, timestamptz on
 * PostgreSQL); the hour of an instant is computed in SQL so the buckets are summed from at most one row per hour.
 */
import type { Knex } from 'knex';
import { dialectOf } from '../../profile-import/importer/sql';

export type Scope = { campaignIds?: number[]; from?: Date; to?: Date; byCampaign?: boolean };

export type EventCounts = {
  opens: number;
  clicks: number;
  uniqueOpens: number;
  uniqueClicks: number;
  machineOpens: number;
  scannerClicks: number;
  bounces: number;
  hardBounces: number;
  softBounces: number;
  complaints: number;
  unsubscribes: number;
};

const num = (v: unknown) => Number(v ?? 0) || 0;

/** Whole hours since the epoch of a timestamp column, as `hour`. */
export function hourOf(knex: Knex, column: string): Knex.Raw {
  return dialectOf(knex) === 'postgres'
    ? knex.raw('FLOOR(EXTRACT(EPOCH FROM ??) / 3600) AS hour', [column])
    : knex.raw(
        "CASE WHEN typeof(??) IN ('integer', 'real') THEN CAST(?? / 3600000 AS INTEGER) " +
          "ELSE CAST(strftime('%s', ??) AS INTEGER) / 3600 END AS hour",
        [column, column, column],
      );
}

function scoped(query: Knex.QueryBuilder, scope: Scope, timeColumn: string) {
  if (scope.campaignIds) query.whereIn('campaign_id', scope.campaignIds.length ? scope.campaignIds : [-1]);
  else query.whereNotNull('campaign_id');
  if (scope.from) query.where(timeColumn, '>=', scope.from);
  if (scope.to) query.where(timeColumn, '<', scope.to);
  if (scope.byCampaign) query.select('campaign_id').groupBy('campaign_id');
  return query;
}

/** Event counts, for the scope as a whole (key 0) or per campaign. */
export async function eventCounts(knex: Knex, scope: Scope): Promise<Map<number, EventCounts>> {
  const marks = (types: string[]) => types.map(() => '?').join(', ');
  const sum = (alias: string, types: string[]) =>
    knex.raw(`SUM(CASE WHEN type IN (${marks(types)}) THEN 1 ELSE 0 END) AS ??`, [...types, alias]);
  const distinct = (alias: string, types: string[]) =>
    knex.raw(`COUNT(DISTINCT CASE WHEN type IN (${marks(types)}) THEN recipient_id END) AS ??`, [...types, alias]);
  const query = scoped(knex('mail_events'), scope, 'occurred_at').select(
    sum('opens', ['open']),
    sum('clicks', ['click']),
    distinct('uniqueOpens', ['open', 'click']),
    distinct('uniqueClicks', ['click']),
    distinct('machineOpens', ['machine_open']),
    distinct('scannerClicks', ['scanner_click']),
    distinct('bounces', ['bounce_hard', 'bounce_soft']),
    distinct('hardBounces', ['bounce_hard']),
    distinct('softBounces', ['bounce_soft']),
    distinct('complaints', ['complaint']),
    distinct('unsubscribes', ['unsubscribe']),
  );
  const rows: Record<string, unknown>[] = await query;
  const out = new Map<number, EventCounts>();
  for (const row of rows) {
    const counts = {} as EventCounts;
    for (const key of Object.keys(row)) if (key !== 'campaign_id') (counts as any)[key] = num(row[key]);
    out.set(scope.byCampaign ? num(row.campaign_id) : 0, counts);
  }
  return out;
}

/** Messages sent, for the scope as a whole (key 0) or per campaign. */
export async function sentCounts(knex: Knex, scope: Scope): Promise<Map<number, number>> {
  const rows: Record<string, unknown>[] = await scoped(
    knex('campaign_recipients').where('state', 'sent'),
    scope,
    'sent_at',
  ).select(knex.raw('COUNT(*) AS sent'));
  return new Map(rows.map((r) => [scope.byCampaign ? num(r.campaign_id) : 0, num(r.sent)]));
}

export type HourRow = { hour: number; kind: string; n: number };

/** Per hour: sent messages (kind `sent`) and events by type, within [from, to). */
export async function hourly(knex: Knex, scope: Scope): Promise<HourRow[]> {
  const base = { ...scope, byCampaign: false };
  const events: Record<string, unknown>[] = await scoped(knex('mail_events'), base, 'occurred_at')
    .whereIn('type', ['open', 'click', 'bounce_hard', 'bounce_soft', 'unsubscribe'])
    .select(hourOf(knex, 'occurred_at'), 'type as kind', knex.raw('COUNT(*) AS n'))
    .groupByRaw('1, 2');
  const sent: Record<string, unknown>[] = await scoped(
    knex('campaign_recipients').where('state', 'sent'),
    base,
    'sent_at',
  )
    .select(hourOf(knex, 'sent_at'), knex.raw("'sent' AS kind"), knex.raw('COUNT(*) AS n'))
    .groupByRaw('1');
  return [...events, ...sent].map((r) => ({ hour: num(r.hour), kind: String(r.kind), n: num(r.n) }));
}

export async function topLinks(knex: Knex, scope: Scope, limit = 10) {
  const rows: Record<string, unknown>[] = await scoped(
    knex('mail_events').where('type', 'click'),
    { ...scope, byCampaign: false },
    'occurred_at',
  )
    .whereNotNull('link')
    .select('link', knex.raw('COUNT(*) AS clicks'), knex.raw('COUNT(DISTINCT recipient_id) AS uniq'))
    .groupBy('link')
    .orderBy([{ column: 'clicks', order: 'desc' }, { column: 'link' }])
    .limit(limit);
  return rows.map((r) => ({ url: String(r.link), clicks: num(r.clicks), uniqueClicks: num(r.uniq) }));
}

/** The campaigns that sent within [from, to), the most messages first. */
export async function campaignsSending(knex: Knex, from: Date, to: Date, limit = 50): Promise<number[]> {
  const rows: Record<string, unknown>[] = await knex('campaign_recipients')
    .where('state', 'sent')
    .where('sent_at', '>=', from)
    .where('sent_at', '<', to)
    .select('campaign_id', knex.raw('COUNT(*) AS sent'))
    .groupBy('campaign_id')
    .orderBy('sent', 'desc')
    .limit(limit);
  return rows.map((r) => num(r.campaign_id));
}
