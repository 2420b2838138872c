/**
 * Campaign statistics (service `api::campaign.statistics`): sent, delivered, unique opens and clicks,
 * click-to-open, bounces, complaints, unsubscribes, machine opens and scanner clicks apart, top links and a
 * time series over SPEC 9's intervals, for one campaign or all; and a profile's e-mail activity. Rates count
 * people: a human click counts as an open (its images may be blocked), machine opens and scanner clicks never.
 */
import { errors } from '@strapi/utils';
import {
  ENGAGEMENT_INTERVALS,
  type EngagementInterval,
  type MailActivity,
  type MailCampaignRow,
  type MailFigures,
  type MailSeriesPoint,
  type MailStatistics,
  type SmsCampaignFigures,
} from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import type { Row, WithStrapi } from '../../../strapi-types';
import { bucketIndex, frameOf, HOUR_MS } from '../../statistic/services/periods';
import { campaignsSending, eventCounts, hourly, sentCounts, topLinks, type EventCounts } from './statistics-sql';
import { smsCampaignResults } from '../../../services/sms/campaign-results';

const CAMPAIGN = 'api::campaign.campaign';
const EMPTY: EventCounts = {
  opens: 0,
  clicks: 0,
  uniqueOpens: 0,
  uniqueClicks: 0,
  machineOpens: 0,
  scannerClicks: 0,
  bounces: 0,
  hardBounces: 0,
  softBounces: 0,
  complaints: 0,
  unsubscribes: 0,
};

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** The figures from the counts: delivered = sent − bounced; rates over delivered, click-to-open over opens. */
export function figuresOf(sent: number, events: EventCounts = EMPTY): MailFigures {
  const delivered = Math.max(0, sent - events.bounces);
  return {
    sent,
    delivered,
    ...events,
    openRate: rate(events.uniqueOpens, delivered),
    clickRate: rate(events.uniqueClicks, delivered),
    clickToOpen: rate(events.uniqueClicks, events.uniqueOpens),
    bounceRate: rate(events.bounces, sent),
    unsubscribeRate: rate(events.unsubscribes, delivered),
  };
}

export function parseInterval(value: unknown): EngagementInterval {
  if (value === undefined || value === '') return '1m';
  if (!(ENGAGEMENT_INTERVALS as readonly unknown[]).includes(value))
    refuseFields([{ path: ['interval'], code: 'oneOf', params: { values: ENGAGEMENT_INTERVALS.join(', ') } }]);
  return value as EngagementInterval;
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export default ({ strapi }: WithStrapi) => {
  const knex = () => strapi.db.connection;

  /** The interval's figures, series and top links; campaignIds narrows it to those campaigns. */
  async function report(interval: EngagementInterval, campaignIds?: number[], now = Date.now()) {
    const frame = frameOf(interval, now);
    const scope = { campaignIds, from: new Date(frame.starts[0]), to: new Date(frame.end) };
    const [sent, events, hours, links] = await Promise.all([
      sentCounts(knex(), scope),
      eventCounts(knex(), scope),
      hourly(knex(), scope),
      topLinks(knex(), scope),
    ]);
    const series: MailSeriesPoint[] = frame.starts.map((start) => ({
      start: new Date(start).toISOString(),
      sent: 0,
      opens: 0,
      clicks: 0,
      bounces: 0,
      unsubscribes: 0,
    }));
    const field = {
      sent: 'sent',
      open: 'opens',
      click: 'clicks',
      bounce_hard: 'bounces',
      bounce_soft: 'bounces',
      unsubscribe: 'unsubscribes',
    } as const;
    for (const row of hours) {
      const index = bucketIndex(frame.starts, frame.end, row.hour * HOUR_MS);
      const key = field[row.kind as keyof typeof field];
      if (index >= 0 && key) series[index][key] += row.n;
    }
    return {
      interval,
      bucket: frame.bucket,
      from: new Date(frame.starts[0]).toISOString(),
      to: new Date(frame.end).toISOString(),
      totals: figuresOf(sent.get(0) ?? 0, events.get(0)),
      series,
      topLinks: links,
    } satisfies MailStatistics;
  }

  return {
    parseInterval,

    async campaign(
      documentId: string,
      interval: EngagementInterval,
      now = Date.now(),
    ): Promise<MailStatistics & { sms?: SmsCampaignFigures }> {
      const campaign = await strapi.db.query(CAMPAIGN).findOne({ where: { documentId }, select: ['id', 'channel'] });
      if (!campaign) throw new errors.NotFoundError('Campaign not found.');
      const ids = [campaign.id as number];
      const [result, sent, events] = await Promise.all([
        report(interval, ids, now),
        sentCounts(knex(), { campaignIds: ids }),
        eventCounts(knex(), { campaignIds: ids }),
      ]);
      // SMS: sent, failed and what the delivery reports said (services/sms/campaign-results.ts).
      const sms = campaign.channel === 'SMS' ? { sms: await smsCampaignResults(knex(), campaign.id) } : {};
      return { ...result, lifetime: figuresOf(sent.get(0) ?? 0, events.get(0)), ...sms };
    },

    /** All campaigns over the interval, and each campaign that sent in it with its figures since. */
    async overview(interval: EngagementInterval, now = Date.now()): Promise<MailStatistics> {
      const result = await report(interval, undefined, now);
      const ids = await campaignsSending(knex(), new Date(result.from), new Date(result.to));
      const [rows, sent, events] = await Promise.all([
        ids.length
          ? strapi.db.query(CAMPAIGN).findMany({
              where: { id: { $in: ids } },
              select: ['id', 'documentId', 'name', 'status', 'completedAt'],
            })
          : [],
        sentCounts(knex(), { campaignIds: ids, byCampaign: true }),
        eventCounts(knex(), { campaignIds: ids, byCampaign: true }),
      ]);
      const byId = new Map<number, Row>(rows.map((r: Row) => [r.id, r]));
      const campaigns: MailCampaignRow[] = ids
        .filter((id) => byId.has(id))
        .map((id) => {
          const c = byId.get(id)!;
          return {
            id,
            documentId: c.documentId,
            name: c.name,
            status: c.status,
            completedAt: iso(c.completedAt),
            ...figuresOf(sent.get(id) ?? 0, events.get(id)),
          };
        });
      return { ...result, campaigns };
    },

    /** A profile's last 100 campaigns: received, opened, clicked (people's, not machines'). */
    async mailActivity(profileRef: string): Promise<MailActivity> {
      const where = /^\d+$/.test(profileRef) ? { id: Number(profileRef) } : { documentId: profileRef };
      const profile = await strapi.db.query('api::profile.profile').findOne({ where, select: ['id'] });
      if (!profile) throw new errors.NotFoundError('Profile not found.');
      const received: Row[] = await knex()('campaign_recipients')
        .where({ profile_id: profile.id, state: 'sent' })
        .select('campaign_id', 'sent_at')
        .orderBy('sent_at', 'desc')
        .limit(100);
      const campaignIds = received.map((r) => Number(r.campaign_id));
      const [events, campaigns] = await Promise.all([
        knex()('mail_events')
          .where({ profile_id: profile.id })
          .whereIn('campaign_id', campaignIds.length ? campaignIds : [-1])
          .whereIn('type', ['open', 'click', 'bounce_hard', 'bounce_soft', 'unsubscribe', 'complaint'])
          .select('campaign_id', 'type', knex().raw('MIN(occurred_at) AS first'), knex().raw('COUNT(*) AS n'))
          .groupBy('campaign_id', 'type'),
        campaignIds.length
          ? strapi.db
              .query(CAMPAIGN)
              .findMany({ where: { id: { $in: campaignIds } }, select: ['id', 'documentId', 'name'] })
          : [],
      ]);
      const names = new Map<number, Row>(campaigns.map((c: Row) => [c.id, c]));
      const seen = new Map<string, { first: unknown; n: number }>();
      for (const e of events as Row[]) seen.set(`${e.campaign_id}:${e.type}`, { first: e.first, n: Number(e.n) });
      const rows = received.map((r) => {
        const id = Number(r.campaign_id);
        const at = (type: string) => seen.get(`${id}:${type}`);
        const clickedAt = iso(at('click')?.first);
        return {
          campaignId: id,
          documentId: names.get(id)?.documentId ?? null,
          name: names.get(id)?.name ?? '',
          sentAt: iso(r.sent_at),
          // A click without a loaded image is still a read message.
          openedAt: iso(at('open')?.first) ?? clickedAt,
          clickedAt,
          clicks: at('click')?.n ?? 0,
          bounced: Boolean(at('bounce_hard') || at('bounce_soft')),
          unsubscribed: Boolean(at('unsubscribe') || at('complaint')),
        };
      });
      return {
        totals: {
          received: rows.length,
          opened: rows.filter((r) => r.openedAt).length,
          clicked: rows.filter((r) => r.clickedAt).length,
        },
        campaigns: rows,
      };
    },
  };
};
