/**
 * Bounce and complaint webhooks (service `api::engagement-tracking.webhooks`, docs/engagement-webhooks.md).
 * Stored first in `mail_webhooks` under the sender's event id (unique: a replay stores nothing new), then
 * applied once: the row is claimed (`processed_at` set where still empty) in the same transaction as its
 * effect, so a replay, a retry after a crash or two deliveries at once change nothing twice.
 *   hard      → event `bounce_hard`, address suppressed (`hard_bounce`)
 *   soft      → event `bounce_soft`; the address's `softBounceLimit`-th soft bounce suppresses it (`soft_bounce`)
 *   complaint → event `complaint`, address suppressed (`complaint`): no marketing mail any more
 *   unsubscribe → event `unsubscribe` (a reader's mailto request, forwarded by the operator's inbound
 *               mail), address suppressed (`unsubscribed`) and its profiles' list memberships ended
 * A row in `mail_suppressions` always means "send nothing"; soft bounces below the limit are counted from
 * the events, never as a suppression row.
 */
import { EMAIL_RE, MAIL_WEBHOOK_TYPES, type MailWebhookPayload, type SuppressionReason } from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import { leaveAllLists, profileIdsOf } from '../../mail-list/services/members';
import type { Db, Strapi, WithStrapi } from '../../../strapi-types';
import { emailEntry, recordLog } from '../../log-entry/writers';

const TABLE = 'mail_webhooks';
const EVENT_OF = {
  hard: 'bounce_hard',
  soft: 'bounce_soft',
  complaint: 'complaint',
  unsubscribe: 'unsubscribe',
} as const;

/** The payload as documented, or a 400 naming the first wrong field. */
export function parsePayload(body: unknown): MailWebhookPayload {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const id = typeof input.id === 'string' ? input.id.trim() : '';
  const type = input.type as MailWebhookPayload['type'];
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const messageId = typeof input.messageId === 'string' && input.messageId.trim() ? input.messageId.trim() : null;
  if (!id || id.length > 200)
    refuseFields([{ path: ['id'], code: id ? 'maxLength' : 'required', params: { max: 200 } }]);
  if (!MAIL_WEBHOOK_TYPES.includes(type))
    refuseFields([{ path: ['type'], code: 'oneOf', params: { values: MAIL_WEBHOOK_TYPES.join(', ') } }]);
  if (!EMAIL_RE.test(email) || email.length > 255) refuseFields([{ path: ['email'], code: 'email' }]);
  if (messageId && messageId.length > 255)
    refuseFields([{ path: ['messageId'], code: 'maxLength', params: { max: 255 } }]);
  return { id, type, email, messageId };
}

type Row = { id: number; event_id: string; type: MailWebhookPayload['type']; email: string; message_id: string | null };

async function suppress(trx: Db, email: string, reason: SuppressionReason, campaignId: number | null, soft = 0) {
  await trx('mail_suppressions')
    .insert({ email, reason, soft_bounces: soft, campaign_id: campaignId, updated_at: new Date() })
    .onConflict('email')
    .ignore();
}

async function apply(strapi: Strapi, trx: Db, hook: Row): Promise<string> {
  // The message it is about, when the sender passed our Message-ID back: campaign, recipient, profile.
  const recipient = hook.message_id
    ? await trx('campaign_recipients')
        .where({ message_id: hook.message_id })
        .first('id', 'campaign_id', 'profile_id', 'email')
    : null;
  const email = hook.email;
  await trx('mail_events').insert({
    campaign_id: recipient?.campaign_id ?? null,
    recipient_id: recipient?.id ?? null,
    profile_id: recipient?.profile_id ?? null,
    email,
    type: EVENT_OF[hook.type],
    occurred_at: new Date(),
    detail: `webhook ${hook.event_id}`.slice(0, 500),
  });
  const campaignId = recipient?.campaign_id ?? null;
  if (hook.type === 'hard') {
    await suppress(trx, email, 'hard_bounce', campaignId);
    return 'suppressed: hard bounce';
  }
  if (hook.type === 'complaint') {
    await suppress(trx, email, 'complaint', campaignId);
    return 'suppressed: complaint';
  }
  if (hook.type === 'unsubscribe') {
    await suppress(trx, email, 'unsubscribed', campaignId);
    const lists = await leaveAllLists(strapi, trx, await profileIdsOf(strapi, trx, email));
    return `unsubscribed from all (${lists} lists)`;
  }
  const { softBounceLimit } = await strapi.service('api::config.config').engagementSettings();
  const counted = await trx('mail_events').where({ email, type: 'bounce_soft' }).count({ n: '*' }).first();
  const softBounces = Number(counted?.n ?? 0);
  if (softBounces < softBounceLimit) return `soft bounce ${softBounces} of ${softBounceLimit}`;
  await suppress(trx, email, 'soft_bounce', campaignId, softBounces);
  return `suppressed: soft bounce ${softBounces} of ${softBounceLimit}`;
}

export default ({ strapi }: WithStrapi) => {
  const knex = () => strapi.db.connection;
  const service = {
    /** Stores the event (a replay stores nothing), then applies it if nobody has yet. The outcome, for the log. */
    async receive(payload: MailWebhookPayload): Promise<string> {
      await knex()(TABLE)
        .insert({
          event_id: payload.id,
          type: payload.type,
          email: payload.email,
          message_id: payload.messageId ?? null,
          received_at: new Date(),
        })
        .onConflict('event_id')
        .ignore();
      const hook = await knex()(TABLE).where({ event_id: payload.id }).first();
      return service.applyOnce(hook);
    },

    /** Applies a stored webhook in one transaction with its claim; 'already applied' when it was. */
    async applyOnce(hook: Row): Promise<string> {
      return strapi.db.transaction(async ({ trx }) => {
        const claimed = await trx(TABLE).where({ id: hook.id }).whereNull('processed_at').update({
          processed_at: new Date(),
        });
        if (!claimed) return 'already applied';
        const outcome = await apply(strapi, trx, hook);
        await recordLog(
          strapi,
          emailEntry(
            `webhook_${hook.type}`,
            { type: 'mail-webhook', id: hook.id },
            { note: outcome, details: { email: hook.email } },
          ),
        );
        await trx(TABLE)
          .where({ id: hook.id })
          .update({ outcome: outcome.slice(0, 200) });
        return outcome;
      });
    },

    /** Webhooks stored but not applied (the process stopped in between), oldest first. */
    async applyPending(batch = 100): Promise<number> {
      const pending: Row[] = await knex()(TABLE).whereNull('processed_at').orderBy('id').limit(batch);
      for (const hook of pending) await service.applyOnce(hook);
      return pending.length;
    },
  };
  return service;
};
