/**
 * The `campaign-send` job: fixes a campaign's recipients when its send starts (./recipients.ts, in chunks
 * committed with the job's checkpoint), stores the prepared message (MJML compiled once) on the campaign,
 * moves it to EXECUTING and queues the `campaign-slice` jobs that send. Every phase is safe to run again
 * after a crash: the chunks resume from the checkpoint, the status changes are conditional.
 */
import type { SegmentNode } from '@newsroom/config';
import { prepareMessage, renderMessage, PREVIEW_LINKS, type PreparedMessage } from '../engagement-render';
import type { JobContext, JobHandler } from '../jobs';
import type { Row, Strapi } from '../../strapi-types';
import { fixRecipientsChunk, recipientCountOf } from './recipients';
import { fixPushRecipientsChunk } from './recipients-push';
import { preparePushCampaign } from './channel-push';
import { fixSmsRecipientsChunk } from './recipients-sms';
import { prepareSmsCampaign } from './channel-sms';

const CAMPAIGN = 'api::campaign.campaign';
/** Profiles looked at per chunk (one INSERT ... SELECT each). */
export const FIX_CHUNK = Number(process.env.CAMPAIGN_FIX_CHUNK || 5000);

type Params = { campaignId: number };
type Checkpoint = { after: number; added: number; done?: boolean };

/**
 * What the message is made of: the template's design and texts, the campaign's subject and tracking. An A/B
 * content variant's template and subject replace the campaign's (`template`: the variant's, loaded).
 */
export const messageSourceOf = (campaign: Row, variant: { subject?: string; template?: Row | null } = {}) => ({
  design: (variant.template ?? campaign.template)?.design ?? null,
  subject: variant.subject?.trim() || campaign.subject || (variant.template ?? campaign.template)?.subject || '',
  preheader: (variant.template ?? campaign.template)?.preheader ?? null,
  text: (variant.template ?? campaign.template)?.text ?? null,
  textEdited: !!(variant.template ?? campaign.template)?.textEdited,
  utm: {
    source: campaign.utmSource ?? undefined,
    medium: campaign.utmMedium ?? undefined,
    content: campaign.utmContent ?? undefined,
  },
});

const ANONYMOUS = { recipientId: 0, profileId: null, email: '', accessTags: [] };

/**
 * An A/B content test's message per variant (its template, subject and sender name over the campaign's), with
 * the subject and HTML as sent; null for any other campaign.
 */
async function prepareVariants(strapi: Strapi, campaign: Row) {
  if (campaign.type !== 'AB' || campaign.variable !== 'CONTENT') return null;
  const out: Record<string, Row> = {};
  for (const variant of (campaign.variants?.variants ?? []) as Row[]) {
    const template = variant.template
      ? await strapi.db.query('api::email-template.email-template').findOne({ where: { documentId: variant.template } })
      : null;
    const prepared = await prepareMessage(strapi, messageSourceOf(campaign, { subject: variant.subject, template }));
    const asSent = renderMessage(prepared, ANONYMOUS, PREVIEW_LINKS);
    out[variant.key] = {
      prepared,
      fromName: variant.fromName?.trim() || template?.fromName || null,
      sentSubject: asSent.subject,
      sentHtml: asSent.html,
    };
  }
  return out;
}

export function campaignSendJob(strapi: Strapi): JobHandler<Params, Checkpoint> {
  const campaigns = () => strapi.service(CAMPAIGN);
  const actions = () => strapi.service('api::campaign.actions');
  const load = (ctx: JobContext<Params>) => campaigns().load({ id: ctx.params.campaignId });
  /** The moment segment conditions such as "created in the last day" are read against (fixed per run). */
  const evaluatedAt = (ctx: JobContext<Params>) => new Date(ctx.job.startedAt ?? ctx.job.createdAt);

  return {
    async initialize(ctx) {
      const campaign = await load(ctx);
      if (!campaign) throw new Error(`Campaign ${ctx.params.campaignId} no longer exists.`);
      if (campaign.status === 'IMMEDIATE')
        await actions().move(campaign.id, 'PREPARING', {
          expect: ['IMMEDIATE'],
          action: 'prepare',
          data: { startedAt: new Date() },
        });
      else if (campaign.status === 'PREPARING' && !campaign.startedAt)
        await strapi.db.query(CAMPAIGN).update({ where: { id: campaign.id }, data: { startedAt: new Date() } });
    },

    async process(ctx) {
      const campaign = await load(ctx);
      // Cancelled meanwhile (COMPLETED): nothing to fix. Paused while preparing: fix anyway, resume sends.
      if (!campaign || !['PREPARING', 'PAUSED', 'EXECUTING'].includes(campaign.status)) return;
      if (!campaign.segment) throw new Error('The campaign’s segment was deleted before the send started.');
      if (!campaign.template && campaign.channel === 'EMAIL')
        throw new Error('The campaign’s template was deleted before the send started.');
      const rules = campaign.segment.rules as SegmentNode;
      const now = evaluatedAt(ctx);
      const settings = await strapi.service('api::config.config').engagementSettings();
      const cap = {
        messages: Number(settings.frequencyCapMessages) || 0,
        days: Number(settings.frequencyCapDays) || 7,
      };
      let checkpoint: Checkpoint = ctx.checkpoint ?? { after: 0, added: 0 };
      // Push: the devices of the segment's profiles (./recipients-push.ts); SMS: their numbers (./recipients-sms.ts).
      const fixChunk =
        campaign.channel === 'PUSH'
          ? fixPushRecipientsChunk
          : campaign.channel === 'SMS'
            ? fixSmsRecipientsChunk
            : fixRecipientsChunk;
      while (!checkpoint.done) {
        await ctx.commit(async (trx) => {
          const { last, added } = await fixChunk(strapi, trx, {
            campaignId: campaign.id,
            rules,
            now,
            after: checkpoint.after,
            limit: FIX_CHUNK,
            cap,
          });
          const next = { after: last ?? checkpoint.after, added: checkpoint.added + added, done: last === null };
          return { checkpoint: next, progress: { processed: next.added, succeeded: next.added, failed: 0 } };
        });
        // Taken from the engine once committed: the work may run twice (a retried chunk) and changes nothing outside.
        checkpoint = ctx.checkpoint as Checkpoint;
      }
    },

    async complete(ctx) {
      const campaign = await load(ctx);
      if (!campaign) return null;
      const recipientCount = await recipientCountOf(strapi.db.connection, campaign.id);
      // An A/B run: the test group marked and the rest held before any slice may claim them.
      if (campaign.type === 'AB') await strapi.service('api::campaign.ab-test').split(campaign.id);
      let prepared: PreparedMessage | null = campaign.prepared ?? null;
      // Push: the campaign's own fields, no template to compile (./channel-push.ts).
      if (!prepared && campaign.channel === 'PUSH')
        prepared = (await preparePushCampaign(strapi, campaign, recipientCount)) as unknown as PreparedMessage;
      // SMS: the campaign's text (./channel-sms.ts).
      if (!prepared && campaign.channel === 'SMS')
        prepared = (await prepareSmsCampaign(strapi, campaign, recipientCount)) as unknown as PreparedMessage;
      if (!prepared) {
        const variants = await prepareVariants(strapi, campaign);
        const message: PreparedMessage = variants
          ? Object.values(variants)[0].prepared
          : await prepareMessage(strapi, messageSourceOf(campaign));
        prepared = message;
        const asSent = renderMessage(message, ANONYMOUS, PREVIEW_LINKS);
        await strapi.db.query(CAMPAIGN).update({
          where: { id: campaign.id },
          data: {
            prepared,
            preparedVariants: variants,
            recipientCount,
            sentSubject: asSent.subject,
            sentHtml: asSent.html,
          },
        });
      }
      const status = (await strapi.db.query(CAMPAIGN).findOne({ where: { id: campaign.id }, select: ['status'] }))
        ?.status;
      if (status === 'PREPARING')
        await actions().move(campaign.id, 'EXECUTING', { expect: ['PREPARING'], action: 'execute' });
      // Resumed while preparing: the resume found no prepared message, so the slices are queued here.
      if (status === 'PREPARING' || status === 'EXECUTING') await actions().enqueueSlices(campaign.id);
      return { campaignId: campaign.id, recipientCount };
    },

    async fail(ctx, error) {
      const campaign = await load(ctx);
      if (campaign && ['PREPARING', 'EXECUTING'].includes(campaign.status))
        await actions()
          .move(campaign.id, 'FAILED', { data: { statusReason: error.message.slice(0, 500) }, action: 'fail' })
          .catch(() => undefined);
    },
  };
}
