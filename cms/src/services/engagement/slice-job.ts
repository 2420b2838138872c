/**
 * The `campaign-slice` job: one of the workers that send a campaign's fixed recipients (./sender.ts). It
 * builds the run's transport (the SMTP pool with SMTP_HOST, else the outbox), its pacer (the campaign's
 * messagesPerSecond, or the settings' rate, shared by the slices) and its composer, and runs the loop.
 */
import { MAX_MESSAGES_PER_SECOND } from '@newsroom/config';
import type { JobHandler } from '../jobs';
import { clearJobRun, jobRun } from '../jobs/redis-sequence';
import type { Row, Strapi } from '../../strapi-types';
import { recipientClaims } from './claims';
import { campaignComposer, domainOf, type Sender, type VariantMessages } from './compose';
import { sliceCount } from './job-types';
import { pushChannel } from './channel-push';
import { smsChannel, type PreparedSms } from './channel-sms';
import { createPacer } from './pacer';
import { runSlice, type CampaignTransport, type SliceCheckpoint } from './sender';
import { SmtpPool, smtpPoolOptionsFromEnv } from './transport';

const CAMPAIGN = 'api::campaign.campaign';
type Params = { campaignId: number; slice: number };

/** The run whose message indexes the slices share: one send of one campaign (a resume continues it). */
export const runNameOf = (campaign: { id: number; startedAt?: string | Date | null }) =>
  `campaign:${campaign.id}:${campaign.startedAt ? new Date(campaign.startedAt).getTime() : 0}`;

const OUTBOX: CampaignTransport = {
  name: 'outbox',
  concurrency: 64,
  // Nothing to hold: the commit that marks the row sent (transport `outbox`) is the delivery.
  open: async () => ({
    seal: async () => undefined,
    release: async () => ({ ok: true, response: 'outbox' }),
    abort: () => undefined,
  }),
};

export function smtpTransport(pool: SmtpPool): CampaignTransport {
  return { name: 'smtp', concurrency: pool.size, open: (message) => pool.open(message) };
}

/** An A/B content test's message per variant, with the variant's sender name. */
function variantMessages(campaign: Row, sender: Sender): VariantMessages | null {
  const stored = campaign.preparedVariants as Record<string, Row> | null;
  if (!stored) return null;
  return Object.fromEntries(
    Object.entries(stored).map(([key, v]) => [
      key,
      { prepared: v.prepared, sender: { ...sender, name: v.fromName || sender.name } },
    ]),
  );
}

/** The claim lease: long enough for a batch at the rate (four times over), at least 30 s; or CAMPAIGN_CLAIM_LEASE_MS. */
export const leaseFor = (claimSize: number, rate: number, env = process.env) =>
  Number(env.CAMPAIGN_CLAIM_LEASE_MS) || Math.max(30_000, Math.ceil((claimSize / rate) * 4000));

export function campaignSliceJob(strapi: Strapi): JobHandler<Params, SliceCheckpoint> {
  return {
    async process(ctx) {
      const campaignId = ctx.params.campaignId;
      const campaign = await strapi.service(CAMPAIGN).load({ id: campaignId });
      if (!campaign || campaign.status !== 'EXECUTING' || !campaign.prepared) return;
      const settings = await strapi.service('api::config.config').engagementSettings();
      const sender = await strapi.service(CAMPAIGN).senderOf(campaign);
      const configured = Math.min(MAX_MESSAGES_PER_SECOND, campaign.messagesPerSecond || settings.messagesPerSecond);
      // On BullMQ the slices take their message indexes from one Redis counter against one start, so
      // together they hold the rate whichever workers run them; in one process each sends its share.
      const run = await jobRun(strapi, runNameOf(campaign));
      const rate = run.shared ? configured : configured / sliceCount();
      // Push: its own transport and composer (./channel-push.ts), no SMTP pool.
      const push = campaign.channel === 'PUSH' ? await pushChannel(strapi, strapi.db.connection, campaign) : null;
      // SMS: the provider as transport and the campaign's text as composer (./channel-sms.ts), no SMTP pool.
      const sms = campaign.channel === 'SMS' ? smsChannel(strapi, campaignId, campaign.prepared as PreparedSms) : null;
      const options = push || sms ? null : smtpPoolOptionsFromEnv();
      const pool = options ? new SmtpPool({ ...options, name: domainOf(sender.email) }) : null;
      const transport = push?.transport ?? sms?.transport ?? (pool ? smtpTransport(pool) : OUTBOX);
      const claimSize = Math.min(500, Math.max(transport.concurrency * 2, Math.ceil(rate * 2)));
      const knex = strapi.db.connection;
      const actions = strapi.service('api::campaign.actions');
      try {
        await pool?.warm();
        await runSlice(ctx, {
          claims: recipientClaims(knex, campaignId),
          transport,
          pacer: createPacer({ rate, sequence: run.sequence, start: run.start }),
          compose: push
            ? push.compose
            : sms
              ? sms.compose
              : pool
                ? campaignComposer(strapi, knex, {
                    campaignId,
                    prepared: campaign.prepared,
                    sender,
                    variants: variantMessages(campaign, sender),
                    winner: campaign.abState?.winner ?? null,
                  })
                : async (rows) => rows.map((row) => async () => ({ from: sender.email, to: row.email, raw: '' })),
          status: async () =>
            (await strapi.db.query(CAMPAIGN).findOne({ where: { id: campaignId }, select: ['status'] }))?.status,
          autoPause: async (reason) => {
            await actions
              .move(campaignId, 'PAUSED', {
                expect: ['EXECUTING'],
                action: 'auto-pause',
                data: { statusReason: reason, pausedAt: new Date() },
              })
              .catch(() => undefined);
          },
          complete: async () => {
            const counts = await recipientClaims(knex, campaignId).counts();
            await clearJobRun(strapi, runNameOf(campaign));
            // An A/B run with shares still held waits (PENDING) for their time, the winner or the rest's time.
            if (counts.held > 0) {
              await actions
                .move(campaignId, 'PENDING', { expect: ['EXECUTING'], action: 'ab-wait' })
                .catch((error: any) => {
                  if (error?.details?.code !== 'campaign_transition') throw error;
                });
              return;
            }
            await actions
              .move(campaignId, 'COMPLETED', {
                expect: ['EXECUTING'],
                action: 'complete',
                data: { completedAt: new Date(), sentCount: counts.sent, failedCount: counts.failed },
              })
              .catch((error: any) => {
                if (error?.details?.code !== 'campaign_transition') throw error;
              });
          },
          messageDomain: sms?.messageDomain ?? domainOf(sender.email),
          autoPauseAfterErrors: Math.max(1, Number(settings.autoPauseAfterErrors) || 10),
          claimSize,
          leaseMs: leaseFor(claimSize, rate),
        });
      } finally {
        await pool?.close();
        await push?.close();
      }
    },
  };
}
