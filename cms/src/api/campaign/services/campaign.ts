/**
 * Campaigns (SPEC 3 "Campaign", SPEC 5 "Campaigns and segments"). The rules of a campaign's content, for
 * every write path (document-rules.ts): only drafts (OPEN, INVALID, FAILED) are edited, a sender address
 * ends with an approved domain. What must hold before a campaign may be scheduled or sent (`readiness`):
 * a segment, a template for an e-mail campaign, an approved sender, a valid future time when scheduled.
 * Status changes are the actions' (./actions.ts), never a write's.
 */
import { factories } from '@strapi/strapi';
import {
  CAMPAIGN_EDITABLE_STATUSES,
  CAMPAIGN_STATUS_GROUPS,
  senderDomainAllowed,
  type CampaignStatus,
} from '@newsroom/config';
import { ConflictError, UnprocessableError } from '../../../services/errors';
import type { Row } from '../../../strapi-types';
import { refuseSender } from '../../../services/engagement/sender-domains';
import { assertPushReady } from '../../../services/push/campaign-rules';
import { assertSmsReady, smsTextRefusal } from '../../../services/sms/campaign-rules';

export const CAMPAIGN_UID = 'api::campaign.campaign';

/** A valid date and time in the future, or null. */
export function futureDate(value: unknown, now = new Date()): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) || date.getTime() <= now.getTime() ? null : date;
}

export default factories.createCoreService(CAMPAIGN_UID, ({ strapi }) => ({
  settings: () => strapi.service('api::config.config').engagementSettings(),

  /** The campaign with its segment and template (for rules and the sending). */
  async load(where: { id: number } | { documentId: string }): Promise<Row | null> {
    return strapi.db
      .query(CAMPAIGN_UID)
      .findOne({ where, populate: { segment: true, template: true, createdByUser: { select: ['id'] } } });
  },

  /** Document rule: drafts only, and an approved sender when one is given. */
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    if (action === 'update' && documentId) {
      const current = await strapi.db.query(CAMPAIGN_UID).findOne({ where: { documentId }, select: ['status'] });
      if (current && !CAMPAIGN_EDITABLE_STATUSES.includes(current.status))
        throw new ConflictError(`A campaign in status ${current.status} can no longer be changed.`, {
          code: 'campaign_not_editable',
          status: current.status,
        });
    }
    if (typeof input.fromEmail === 'string') input.fromEmail = input.fromEmail.trim().toLowerCase() || null;
    if (input.fromEmail) {
      const { senderDomains } = await this.settings();
      if (!senderDomainAllowed(input.fromEmail, senderDomains)) throw refuseSender(input.fromEmail, senderDomains);
    }
    // A text that can never be sent as one SMS (more than SMS_MAX_PARTS parts) is refused when written.
    const smsRefusal = smsTextRefusal(input.smsText);
    if (smsRefusal) throw smsRefusal;
    await this.checkAbWrite(action, input, documentId);
    return input;
  },

  /** An A/B campaign's settings, checked as they will be stored (the update's fields over the stored ones). */
  async checkAbWrite(action: 'create' | 'update', input: Row, documentId?: string) {
    if (!['type', 'variable', 'variants'].some((field) => field in input)) return;
    const stored =
      action === 'update' && documentId
        ? await strapi.db
            .query(CAMPAIGN_UID)
            .findOne({ where: { documentId }, select: ['type', 'variable', 'variants', 'channel'] })
        : null;
    await strapi.service('api::campaign.ab-test').checkWrite({ ...(stored ?? {}), ...input });
  },

  /** Only drafts are deleted (409 otherwise). */
  async assertDeletable(documentId: string | undefined) {
    if (!documentId) return;
    const current = await strapi.db.query(CAMPAIGN_UID).findOne({ where: { documentId }, select: ['status'] });
    if (current && !(CAMPAIGN_STATUS_GROUPS.drafts as readonly CampaignStatus[]).includes(current.status))
      throw new ConflictError(`A campaign in status ${current.status} cannot be deleted.`, {
        code: 'campaign_not_deletable',
        status: current.status,
      });
  },

  /** The sender the messages carry: the campaign's own, else its template's, else the settings' default. */
  async senderOf(campaign: Row) {
    const settings = await this.settings();
    return {
      email: (campaign.fromEmail || campaign.template?.fromEmail || settings.defaultFromEmail || '').toLowerCase(),
      name: campaign.fromName || campaign.template?.fromName || settings.defaultFromName,
    };
  },

  /** SPEC 5: what must hold before a campaign is scheduled or sent; throws the first refusal (422). */
  async assertReady(campaign: Row, { scheduledAt, now = new Date() }: { scheduledAt?: unknown; now?: Date } = {}) {
    if (!campaign.segment)
      throw new UnprocessableError('Choose a segment: a campaign is sent to the profiles of a segment.', {
        code: 'segment_required',
      });
    if ((campaign.channel ?? 'EMAIL') === 'EMAIL' && !campaign.template)
      throw new UnprocessableError('An e-mail campaign needs a template.', { code: 'template_required' });
    // Push: title, text, link and image (services/push/campaign-rules.ts); no template, no sender address.
    if (campaign.channel === 'PUSH') await assertPushReady(strapi, campaign);
    // SMS: a text that fits (services/sms/campaign-rules.ts); no template, no sender address (SMS_FROM).
    if (campaign.channel === 'SMS') assertSmsReady(campaign);
    const { senderDomains } = await this.settings();
    const sender = await this.senderOf(campaign);
    if (!['PUSH', 'SMS'].includes(campaign.channel) && !senderDomainAllowed(sender.email, senderDomains))
      throw refuseSender(sender.email, senderDomains);
    if (scheduledAt !== undefined && !futureDate(scheduledAt, now))
      throw new UnprocessableError('A scheduled campaign needs a valid date and time in the future.', {
        code: 'schedule_invalid',
      });
    // A schedule test's send times lie after the run's start: now, or the time it is (being) scheduled for.
    const start = scheduledAt ?? (campaign.status === 'SCHEDULED' ? campaign.scheduledAt : null);
    await strapi.service('api::campaign.ab-test').assertReady(campaign, start ? new Date(start as string) : now);
  },
}));
