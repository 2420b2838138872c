/**
 * An SMS campaign's results (docs/sms.md "Campaigns"): its recipients by state (`campaign_recipients`) and,
 * joined by the reference `c{campaign}.r{recipient}` (the delivery log's unique index), the parts sent and what
 * the gateway's delivery reports said. One grouped query; the campaign statistics add it for SMS campaigns.
 */
import type { Knex } from 'knex';
import { isFinalSmsReport, smsCampaignFigures, type SmsCampaignFigures } from '@newsroom/config';
import { RECIPIENTS } from '../engagement/claims';

export async function smsCampaignResults(knex: Knex, campaignId: number): Promise<SmsCampaignFigures> {
  type Counted = { state: string; report: string | null; status: string | null; n: number | string; parts: unknown };
  const rows: Counted[] = await knex(`${RECIPIENTS} as r`)
    .leftJoin('sms_messages as m', 'm.reference', knex.raw(`'c' || r.campaign_id || '.r' || r.id`))
    .where('r.campaign_id', campaignId)
    .select('r.state as state', 'm.report as report', 'm.status as status')
    .count({ n: '*' })
    .sum({ parts: 'm.parts' })
    .groupBy('r.state', 'm.report', 'm.status');
  const counts = { sent: 0, failed: 0, pending: 0, delivered: 0, undelivered: 0, stored: 0, parts: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.state === 'sent') {
      counts.sent += n;
      counts.parts += Number(row.parts ?? 0);
      if (row.status === 'stored') counts.stored += n;
      else if (row.report === 'delivered') counts.delivered += n;
      else if (isFinalSmsReport(row.report)) counts.undelivered += n;
    } else if (row.state === 'failed') counts.failed += n;
    else counts.pending += n;
  }
  return smsCampaignFigures(counts);
}
