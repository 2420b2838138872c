/**
 * Shortcuts the tracking and statistics tests share: a campaign with recipients written straight into the tables
 * the sending job fills (campaign_recipients, mail_events), so figures can be checked against known rows.
 */
import crypto from 'node:crypto';
import type { TestApp } from './app';
import { engagementLinks } from '../../src/services/engagement-links';

export const CAMPAIGN = 'api::campaign.campaign';
export const WEBHOOK_SECRET = 'test-webhook-secret-1234567890';

export function engagementHelpers(current: () => { app: TestApp }) {
  let seq = 0;
  const knex = () => current().app.strapi.db.connection;

  async function campaign(data: Record<string, unknown> = {}) {
    return current()
      .app.strapi.db.query(CAMPAIGN)
      .create({
        data: {
          documentId: crypto.randomBytes(12).toString('hex'),
          name: `Nieuwsbrief ${++seq}`,
          status: 'COMPLETED',
          ...data,
        },
      });
  }

  /** Recipients of a campaign, state `sent` at `sentAt` unless told otherwise; answers their ids. */
  async function recipients(
    campaignId: number,
    count: number,
    options: { sentAt?: Date; state?: string; profileId?: number; prefix?: string } = {},
  ): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await knex()('campaign_recipients')
        .insert({
          campaign_id: campaignId,
          profile_id: options.profileId ?? null,
          email: `${options.prefix ?? 'lezer'}${++seq}@example.com`,
          state: options.state ?? 'sent',
          message_id: `<m${seq}.${campaignId}@newsroom.test>`,
          sent_at: options.state && options.state !== 'sent' ? null : (options.sentAt ?? new Date()),
        })
        .returning('id');
      ids.push(Number(typeof row === 'object' ? row.id : row));
    }
    return ids;
  }

  async function event(campaignId: number, recipientId: number | null, type: string, at: Date, link?: string) {
    const recipient = recipientId
      ? await knex()('campaign_recipients').where({ id: recipientId }).first('email', 'profile_id')
      : null;
    await knex()('mail_events').insert({
      campaign_id: campaignId,
      recipient_id: recipientId,
      profile_id: recipient?.profile_id ?? null,
      email: recipient?.email ?? null,
      type,
      link: link ?? null,
      occurred_at: at,
    });
  }

  const eventsOf = (recipientId: number) => knex()('mail_events').where({ recipient_id: recipientId }).orderBy('id');
  return { knex, campaign, recipients, event, eventsOf, links: () => engagementLinks(current().app.strapi) };
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
