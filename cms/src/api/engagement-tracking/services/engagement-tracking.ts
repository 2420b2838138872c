/**
 * Opens and clicks (service `api::engagement-tracking.engagement-tracking`): a signed token names the campaign and
 * recipient; a valid one records an event in `mail_events`, a machine's (classify.ts) under its own type so the
 * rates count people only. An unknown recipient (deleted, or a token of another install) records nothing.
 */
import { engagementLinks } from '../../../services/engagement-links';
import type { MailEventType } from '@newsroom/config';
import type { Strapi, WithStrapi } from '../../../strapi-types';
import { classifyClick, classifyOpen, type Hit } from '../classify';

type Request = Pick<Hit, 'userAgent' | 'ip' | 'method'>;
type Recipient = { id: number; campaign_id: number; profile_id: number | null; email: string; sent_at: unknown };

const knexOf = (strapi: Strapi) => strapi.db.connection;

async function recipientOf(strapi: Strapi, campaignId: number, recipientId: number): Promise<Recipient | null> {
  if (!Number.isSafeInteger(campaignId) || !Number.isSafeInteger(recipientId)) return null;
  const row = await knexOf(strapi)('campaign_recipients')
    .where({ id: recipientId, campaign_id: campaignId })
    .first('id', 'campaign_id', 'profile_id', 'email', 'sent_at');
  return row ?? null;
}

async function record(strapi: Strapi, recipient: Recipient, type: MailEventType, at: Date, extra: object) {
  await knexOf(strapi)('mail_events').insert({
    campaign_id: recipient.campaign_id,
    recipient_id: recipient.id,
    profile_id: recipient.profile_id,
    email: recipient.email,
    type,
    occurred_at: at,
    ...extra,
  });
}

export default ({ strapi }: WithStrapi) => ({
  /** The open pixel: true when an open (a person's or a machine's) was recorded. */
  async open(token: string, request: Request, at = new Date()): Promise<MailEventType | null> {
    const parts = engagementLinks(strapi).read(token);
    if (parts?.kind !== 'open' || parts.ids.length !== 2) return null;
    const recipient = await recipientOf(strapi, parts.ids[0], parts.ids[1]);
    if (!recipient) return null;
    const verdict = classifyOpen({ ...request, sentAt: recipient.sent_at as Hit['sentAt'], at });
    const type = verdict.machine ? 'machine_open' : 'open';
    await record(strapi, recipient, type, at, { detail: verdict.reason });
    return type;
  },

  /**
   * A click: the URL to send the reader to, only when the token's signature covers exactly this URL and it is
   * a web address (never an open redirect); null otherwise. The click is recorded for a known recipient.
   */
  async click(token: string, url: unknown, request: Request, at = new Date()): Promise<string | null> {
    if (typeof url !== 'string' || !url || url.length > 2048) return null;
    const parts = engagementLinks(strapi).read(token, url);
    if (parts?.kind !== 'click' || parts.ids.length !== 2 || !/^https?:\/\//i.test(url)) return null;
    const recipient = await recipientOf(strapi, parts.ids[0], parts.ids[1]);
    if (recipient) {
      // A push notification passes no mail link scanner: a tap right after it arrives is a reader's.
      const push = String(recipient.email).startsWith('push:');
      const verdict = classifyClick({ ...request, sentAt: push ? null : (recipient.sent_at as Hit['sentAt']), at });
      await record(strapi, recipient, verdict.machine ? 'scanner_click' : 'click', at, {
        link: url,
        detail: verdict.reason,
      });
    }
    return url;
  },
});
