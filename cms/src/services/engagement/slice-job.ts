/**
 * The `campaign-slice` job: one of the workers that send a campaign's fixed recipients (./sender.ts). It
 * builds the run's transport (the SMTP pool with SMTP_HOST, else the outbox), its pacer (the campaign's
 * messagesPerSecond, or the settings' rate, shared by the slices) and its composer, and runs the loop.
 */
import { MAX_MESSAGES_PER_SECOND } from '@newsroom/config';
import type { JobHandler } from '../jobs';
import { clearJobRun, jobRun } from '../jobs/redis-sequence';
import type { Strapi } from '../../strapi-types';
import { recipientClaims } from './claims';
import { campaignComposer, domainOf } from './compose';
import { sliceCount } from './job-types';
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
      const options = smtpPoolOptionsFromEnv();
      const pool = options ? new SmtpPool({ ...options, name: domainOf(sender.email) }) : null;
      const transport = pool ? smtpTransport(pool) : OUTBOX;
      const claimSize = Math.min(500, Math.max(transport.concurrency * 2, Math.ceil(rate * 2)));
      const knex = strapi.db.connection;
      const actions = strapi.service('api::campaign.actions');
      try {
        await pool?.warm();
        await runSlice(ctx, {
          claims: recipientClaims(knex, campaignId),
          transport,
          pacer: createPacer({ rate, sequence: run.sequence, start: run.start }),
          compose: pool
            ? campaignComposer(strapi, knex, { campaignId, prepared: campaign.prepared, sender })
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
          messageDomain: domainOf(sender.email),
          autoPauseAfterErrors: Math.max(1, Number(settings.autoPauseAfterErrors) || 10),
          claimSize,
          leaseMs: leaseFor(claimSize, rate),
        });
      } finally {
        await pool?.close();
      }
    },
  };
}
