/**
 * The SMS channel of the sending engine (docs/sms.md "Campaigns"): what the `campaign-send` job stores as the
 * prepared message (the campaign's text), the composer that renders it per recipient (merge fields as e-mail),
 * and the transport that sends through the SMS provider (`smsProviderFromEnv`). The slices' claims, pacing,
 * group commits and auto-pause are e-mail's (./sender.ts); what differs is where "exactly once" comes from:
 *
 * - The provider is called by the sender's opener, outside any database transaction, with the reference
 *   `c{campaign}.r{recipient}`. Its delivery log row (unique by reference) is written and marked before the
 *   call returns, so the message is either known as sent or known as begun.
 * - The recipient is then marked sent in the slice's group commit, fenced by the claim token. A run that dies
 *   before that commit, or whose claim is taken over, leaves the row to be claimed again; sending it again uses
 *   the same reference, which the provider answers from its log without a second message (or, for a row left
 *   `sending` by an unknown outcome, sends again under that reference: once when the gateway de-duplicates by it).
 * - Nothing is held back (no final dot): `seal` and `release` do nothing, and `abort` cannot unsend. That is
 *   safe because a later attempt of the same recipient is answered by reference.
 */
import { MERGE_FIELD_RE } from '@newsroom/config';
import type { Knex } from 'knex';
import { mergeValue } from '../engagement-render/merge-fields';
import type { RecipientData } from '../engagement-render';
import { smsProviderFromEnv, type SmsProvider } from '../sms';
import type { Row, Strapi } from '../../strapi-types';
import type { ClaimedRow } from './claims';
import type { CampaignTransport } from './sender';
import { TransportError, type OutgoingMessage } from './transport';

const CAMPAIGN = 'api::campaign.campaign';
/** An SMS campaign's prepared message: its text, fixed when the send started. */
export type PreparedSms = { version: 1; channel: 'SMS'; text: string };
/** A composed SMS: `to` in E.164, `raw` the text, and the provider's reference. */
export type OutgoingSms = OutgoingMessage & { reference: string };

/** The message domain of SMS recipients' `message_id` (`<c{campaign}.r{recipient}@sms>`, the reference inside). */
export const SMS_MESSAGE_DOMAIN = 'sms';
/** Requests to the gateway at once per slice (the pacer decides when each starts). */
export const SMS_CONCURRENCY = Number(process.env.SMS_CONCURRENCY || 16);

/** The provider's reference of a campaign's message to one recipient: deterministic, so a retry is no second SMS. */
export const smsReferenceOf = (campaignId: number, recipientId: number) => `c${campaignId}.r${recipientId}`;

/** Stores the campaign's text as its prepared message (when the send job's fixing is done) with the count. */
export async function prepareSmsCampaign(strapi: Strapi, campaign: Row, recipientCount: number): Promise<PreparedSms> {
  const prepared: PreparedSms = { version: 1, channel: 'SMS', text: String(campaign.smsText ?? '') };
  await strapi.db.query(CAMPAIGN).update({ where: { id: campaign.id }, data: { prepared, recipientCount } });
  return prepared;
}

/** The text with each merge field replaced by the recipient's value (as text; nothing is evaluated). */
export const renderSms = (text: string, recipient: RecipientData) =>
  text.replace(MERGE_FIELD_RE, (_match, field: string) => mergeValue(recipient, field));

/** Per claimed batch: the profiles' names and e-mail addresses in one query, then one text per recipient. */
export function smsComposer(knex: Knex, { campaignId, text }: { campaignId: number; text: string }) {
  return async (rows: ClaimedRow[]): Promise<(() => Promise<OutgoingMessage>)[]> => {
    const ids = [...new Set(rows.map((row) => row.profile_id).filter((id): id is number => id != null))];
    const profiles = new Map<number, Row>();
    for (let i = 0; i < ids.length; i += 500) {
      const found = await knex('profiles')
        .select('id', 'first_name', 'last_name', 'email')
        .whereIn('id', ids.slice(i, i + 500));
      for (const profile of found) profiles.set(Number(profile.id), profile);
    }
    return rows.map((row) => async () => {
      const profile = row.profile_id == null ? undefined : profiles.get(row.profile_id);
      const recipient: RecipientData = {
        recipientId: row.id,
        profileId: row.profile_id,
        email: profile?.email ?? '',
        firstName: profile?.first_name ?? null,
        lastName: profile?.last_name ?? null,
        accessTags: [],
      };
      const message: OutgoingSms = {
        from: '',
        to: row.email,
        raw: renderSms(text, recipient),
        reference: smsReferenceOf(campaignId, row.id),
      };
      return message;
    });
  };
}

/**
 * The transport: one provider call per message when the pacer lets it open. Refused for good (an invalid
 * number, a text too long once rendered, STOP since the recipients were fixed, the gateway's 4xx): the
 * recipient fails. The gateway unavailable, or refusing our key: the recipient goes back to be sent later
 * (by the same reference) and the error counts towards the campaign's auto-pause.
 */
export function smsTransport(provider: SmsProvider, concurrency = SMS_CONCURRENCY): CampaignTransport {
  return {
    name: provider.name === 'http' ? 'sms-http' : 'sms-outbox',
    concurrency,
    async open(message) {
      const { to, raw, reference } = message as OutgoingSms;
      const result = await provider.send({ to, from: '', text: String(raw), reference });
      if (result.ok === false) {
        const forGood = result.permanent && result.code !== 'sms_gateway_auth';
        throw new TransportError(`${result.code ?? 'sms_rejected'}: ${result.error}`, forGood);
      }
      const response = result.providerId;
      return { seal: async () => undefined, release: async () => ({ ok: true, response }), abort: () => undefined };
    },
  };
}

/** The slice job's SMS parts for a campaign whose prepared message is its text. */
export function smsChannel(strapi: Strapi, campaignId: number, prepared: PreparedSms) {
  const provider = smsProviderFromEnv(strapi);
  return {
    transport: smsTransport(provider),
    compose: smsComposer(strapi.db.connection, { campaignId, text: prepared.text }),
    messageDomain: SMS_MESSAGE_DOMAIN,
  };
}
