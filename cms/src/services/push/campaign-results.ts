/**
 * A push campaign's results (docs/push.md "Results"), from its `campaign_recipients` rows (one per device) and the
 * click events of `mail_events`:
 * - sent: messages posted to a push service that answered (accepted, gone or refused);
 * - delivered: accepted by the push service (2xx), which then hands them to the browser while the message's TTL
 *   lasts; we cannot see further without the website's service worker telling us;
 * - clicked: devices whose reader opened the notification's link (a person's click, not a scanner's), once each;
 * - removed: devices the push service called gone (removed, logged); failed: refused for another reason.
 */
import type { Knex } from 'knex';
import { CAMPAIGN_STATUS_GROUPS } from '@newsroom/config';
import { dbModel } from '../db-model';
import type { Strapi } from '../../strapi-types';
import { RECIPIENTS } from '../engagement/claims';

export type PushResults = {
  recipients: number;
  sent: number;
  delivered: number;
  clicked: number;
  clicks: number;
  removed: number;
  failed: number;
  pending: number;
};

export const EMPTY_RESULTS: PushResults = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  clicked: 0,
  clicks: 0,
  removed: 0,
  failed: 0,
  pending: 0,
};

const n = (value: unknown) => Number(value ?? 0);
/** A stored time (SQLite: milliseconds, PostgreSQL: a Date) as ISO text. */
const iso = (value: unknown) =>
  value == null || value === ''
    ? null
    : new Date(
        value instanceof Date ? value : /^\d+$/.test(String(value)) ? Number(value) : String(value),
      ).toISOString();

/** The results of each of `campaignIds` (an id without rows gets zeros). */
export async function pushResultsOf(knex: Knex, campaignIds: number[]): Promise<Map<number, PushResults>> {
  const out = new Map<number, PushResults>(campaignIds.map((id) => [id, { ...EMPTY_RESULTS }]));
  if (!campaignIds.length) return out;
  const [states, clicks] = await Promise.all([
    knex(RECIPIENTS)
      .whereIn('campaign_id', campaignIds)
      .select('campaign_id', 'state')
      // A gone device's row is failed with an error starting `gone:` (../engagement/channel-push.ts).
      .select(knex.raw(`case when error like 'gone:%' then 1 else 0 end as gone`))
      .count({ n: '*' })
      .groupBy('campaign_id', 'state', knex.raw(`case when error like 'gone:%' then 1 else 0 end`)),
    knex('mail_events')
      .whereIn('campaign_id', campaignIds)
      .andWhere('type', 'click')
      .select('campaign_id')
      .count({ clicks: '*' })
      .countDistinct({ clicked: 'recipient_id' })
      .groupBy('campaign_id'),
  ]);
  for (const row of states as { campaign_id: unknown; state: string; gone: unknown; n: unknown }[]) {
    const results = out.get(n(row.campaign_id));
    if (!results) continue;
    const count = n(row.n);
    results.recipients += count;
    if (row.state === 'sent') {
      results.sent += count;
      results.delivered += count;
    } else if (row.state === 'failed') {
      results.sent += count;
      if (n(row.gone)) results.removed += count;
      else results.failed += count;
    } else results.pending += count;
  }
  for (const row of clicks as { campaign_id: unknown; clicks: unknown; clicked: unknown }[]) {
    const results = out.get(n(row.campaign_id));
    if (results) Object.assign(results, { clicks: n(row.clicks), clicked: n(row.clicked) });
  }
  return out;
}

/** Push campaigns by what they are doing now, their results together, and the latest few with theirs (/push). */
export async function pushCampaignOverview(strapi: Strapi, latest = 5) {
  const campaign = dbModel(strapi, 'api::campaign.campaign');
  const knex = strapi.db.connection;
  const status = campaign.column('status');
  const rows: { id: unknown; document_id: string; name: string; status: string; completed_at: unknown }[] = await knex(
    campaign.table,
  )
    .where(campaign.column('channel'), 'PUSH')
    .whereNot(status, 'DELETED')
    .select(
      'id',
      { document_id: campaign.column('documentId', 'document_id') },
      { name: campaign.column('name') },
      { status },
      { completed_at: campaign.column('completedAt', 'completed_at') },
    )
    .orderBy('id', 'desc');
  const ids = rows.map((r) => n(r.id));
  const results = await pushResultsOf(knex, ids);
  const totals = { ...EMPTY_RESULTS };
  for (const r of results.values())
    for (const key of Object.keys(totals) as (keyof PushResults)[]) totals[key] += r[key];
  // The console's tabs (config CAMPAIGN_STATUS_GROUPS): drafts, scheduled, sending, sent.
  const count = (statuses: readonly string[]) => rows.filter((r) => statuses.includes(r.status)).length;
  return {
    campaigns: {
      total: rows.length,
      drafts: count(CAMPAIGN_STATUS_GROUPS.drafts),
      scheduled: count(CAMPAIGN_STATUS_GROUPS.scheduled),
      sending: count(CAMPAIGN_STATUS_GROUPS.sending),
      completed: count(CAMPAIGN_STATUS_GROUPS.sent),
    },
    results: totals,
    latest: rows.slice(0, latest).map((r) => ({
      documentId: r.document_id,
      name: r.name,
      status: r.status,
      completedAt: iso(r.completed_at),
      ...(results.get(n(r.id)) ?? EMPTY_RESULTS),
    })),
  };
}
