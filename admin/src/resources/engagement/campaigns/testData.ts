// Fixtures of the campaign screens' tests: answers of the campaign API as cms/tests show them.
import type { MailFigures, MailStatistics } from '@newsroom/config';

export const CAMPAIGN_ACTIONS_ALL = [
  ...['find', 'findOne', 'create', 'update', 'delete'],
  ...['schedule', 'unschedule', 'send', 'pause', 'resume', 'cancel', 'duplicate', 'test', 'progress'],
].map((a) => `api::campaign.campaign.${a}`);
export const STATISTICS_ACTIONS = ['api::campaign.statistics.read', 'api::campaign.statistics.mailActivity'];

export const list = (rows: unknown[], total = rows.length) => ({
  body: { data: rows, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total } } },
});

export const campaign = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'c1',
  name: 'Weekoverzicht',
  type: 'STANDARD',
  channel: 'EMAIL',
  status: 'OPEN',
  subject: 'Het nieuws van de week',
  fromName: 'Redactie',
  fromEmail: 'redactie@krant.nl',
  schedule: 'IMMEDIATE',
  scheduledAt: null,
  messagesPerSecond: 25,
  recipientCount: 0,
  sentCount: 0,
  segment: { id: 1, documentId: 's1', name: 'Alle lezers' },
  template: { id: 2, documentId: 't1', name: 'Nieuwsbrief' },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
export const figures = (extra: Partial<MailFigures> = {}): MailFigures => {
  const base = {
    sent: 1000,
    delivered: 980,
    bounces: 20,
    hardBounces: 5,
    softBounces: 15,
    complaints: 1,
    unsubscribes: 4,
    uniqueOpens: 490,
    uniqueClicks: 98,
    opens: 700,
    clicks: 150,
    machineOpens: 120,
    scannerClicks: 30,
    ...extra,
  };
  return {
    ...base,
    openRate: rate(base.uniqueOpens, base.delivered),
    clickRate: rate(base.uniqueClicks, base.delivered),
    clickToOpen: rate(base.uniqueClicks, base.uniqueOpens),
    bounceRate: rate(base.bounces, base.sent),
    unsubscribeRate: rate(base.unsubscribes, base.delivered),
  };
};

export const statistics = (interval: MailStatistics['interval'] = '7d'): MailStatistics => ({
  interval,
  bucket: interval === '24h' ? 'hour' : 'day',
  from: '2026-11-18T23:00:00.000Z',
  to: '2026-11-25T23:00:00.000Z',
  totals: figures(),
  lifetime: figures(),
  series: Array.from({ length: interval === '24h' ? 24 : 7 }, (_, i) => ({
    start: new Date(Date.UTC(2026, 10, 19 + i, -1)).toISOString(),
    sent: i === 2 ? 1000 : 0,
    opens: i >= 2 ? 100 : 0,
    clicks: i >= 2 ? 20 : 0,
    bounces: i === 2 ? 20 : 0,
    unsubscribes: 0,
  })),
  topLinks: [
    { url: 'https://www.krant.nl/artikel/een', clicks: 90, uniqueClicks: 70 },
    { url: 'https://www.krant.nl/artikel/twee', clicks: 60, uniqueClicks: 40 },
  ],
});
