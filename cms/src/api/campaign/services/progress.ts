/**
 * A campaign's live progress (service `api::campaign.progress`, GET /api/campaigns/:id/progress): counts
 * per recipient state, the configured and the measured rate (messages committed in the last 10 seconds)
 * and the time left at that rate.
 */
import { recipientClaims, RECIPIENTS } from '../../../services/engagement/claims';
import { CAMPAIGN_UID } from './campaign';
import type { WithStrapi } from '../../../strapi-types';

const WINDOW_MS = 10_000;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

export default ({ strapi }: WithStrapi) => ({
  async of(documentId: string, now = new Date()) {
    const campaign = await strapi.db.query(CAMPAIGN_UID).findOne({ where: { documentId } });
    if (!campaign || campaign.status === 'DELETED') return null;
    const knex = strapi.db.connection;
    const counts = await recipientClaims(knex, campaign.id).counts();
    const settings = await strapi.service('api::config.config').engagementSettings();
    const messagesPerSecond = campaign.messagesPerSecond ?? settings.messagesPerSecond;
    let measuredPerSecond: number | null = null;
    if (campaign.status === 'EXECUTING' && campaign.startedAt) {
      const since = new Date(Math.max(now.getTime() - WINDOW_MS, new Date(campaign.startedAt).getTime()));
      const seconds = (now.getTime() - since.getTime()) / 1000;
      const recent = await knex(RECIPIENTS)
        .where({ campaign_id: campaign.id, state: 'sent' })
        .andWhere('sent_at', '>=', since)
        .count({ n: '*' })
        .first();
      measuredPerSecond = seconds > 0.5 ? Math.round((Number(recent?.n ?? 0) / seconds) * 10) / 10 : null;
    }
    const pending = counts.pending + counts.claimed;
    const rate = measuredPerSecond || messagesPerSecond;
    const sending = ['IMMEDIATE', 'PREPARING', 'EXECUTING'].includes(campaign.status);
    return {
      status: campaign.status,
      statusReason: campaign.statusReason ?? null,
      recipientCount: campaign.recipientCount ?? 0,
      sent: counts.sent,
      failed: counts.failed,
      pending,
      messagesPerSecond,
      measuredPerSecond,
      etaSeconds: sending && rate > 0 ? Math.ceil(pending / rate) : null,
      startedAt: iso(campaign.startedAt),
      completedAt: iso(campaign.completedAt),
      cancelledAt: iso(campaign.cancelledAt),
    };
  },
});
