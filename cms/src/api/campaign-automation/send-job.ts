/**
 * The `automation-send` job: sends the pending `campaign_recipients` rows an automation queued for its campaign,
 * with the campaign engine's own loop (services/engagement/sender.ts `runSlice`): claims under a token and a
 * lease, the paced transport (SMTP pool holding the final dot, or the outbox), marked sent in the job's commit.
 * So the exactly-once guarantees of campaign mail hold here too, also when two jobs send one campaign at once.
 * The message is prepared from the campaign's current template at each job (a change applies to the next
 * messages) and stored on the campaign, so the view-in-browser page renders what was sent.
 */
import { MAX_MESSAGES_PER_SECOND } from '@newsroom/config';
import { prepareMessage } from '../../services/engagement-render';
import type { JobHandler } from '../../services/jobs';
import { recipientClaims, RECIPIENTS } from '../../services/engagement/claims';
import { campaignComposer, domainOf } from '../../services/engagement/compose';
import { createPacer } from '../../services/engagement/pacer';
import { runSlice, type CampaignTransport, type SliceCheckpoint } from '../../services/engagement/sender';
import { messageSourceOf } from '../../services/engagement/send-job';
import { leaseFor, smtpTransport } from '../../services/engagement/slice-job';
import { SmtpPool, smtpPoolOptionsFromEnv } from '../../services/engagement/transport';
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';
import { AUTOMATION_UID } from './fire';

const CAMPAIGN = 'api::campaign.campaign';
type Params = { campaignId: number };

/** As for a campaign without SMTP_HOST: the commit that marks the row sent (transport `outbox`) is the delivery. */
const OUTBOX: CampaignTransport = {
  name: 'outbox',
  concurrency: 64,
  open: async () => ({
    seal: async () => undefined,
    release: async () => ({ ok: true, response: 'outbox' }),
    abort: () => undefined,
  }),
};

/** The automations' `sentCount`: their runs whose message was sent (one statement, safe to repeat). */
export async function recountSent(strapi: Strapi, campaignId: number) {
  const knex = strapi.db.connection;
  const automations = await strapi.db
    .query(AUTOMATION_UID)
    .findMany({ where: { campaign: { id: campaignId } }, select: ['id'] });
  const model = dbModel(strapi, AUTOMATION_UID);
  const column = model.column('sentCount');
  for (const { id } of automations) {
    const row = await knex('automation_runs as r')
      .join(`${RECIPIENTS} as c`, 'c.id', 'r.recipient_id')
      .where({ 'r.automation_id': id, 'c.state': 'sent' })
      .count({ n: '*' })
      .first();
    await knex(model.table)
      .where('id', id)
      .update({ [column]: Number(row?.n ?? 0) });
  }
}

export function automationSendJob(strapi: Strapi): JobHandler<Params, SliceCheckpoint> {
  return {
    async process(ctx) {
      const { campaignId } = ctx.params;
      const knex = strapi.db.connection;
      const campaign = await strapi.service(CAMPAIGN).load({ id: campaignId });
      // Released meanwhile (switched off): its rows wait for the campaign's own send or the next switch-on.
      if (!campaign || campaign.status !== 'PENDING_NEXT_RUN') return;
      const refusal = await strapi
        .service(AUTOMATION_UID)
        .assertReady(campaign)
        .then(
          () => null,
          (error: Error) => error.message,
        );
      if (refusal) {
        // Not sendable (template gone, sender no longer approved): the queued messages fail with the reason.
        await knex(RECIPIENTS)
          .where({ campaign_id: campaignId, state: 'pending' })
          .update({ state: 'failed', error: refusal.slice(0, 500) });
        ctx.log.warn(`Automation messages of campaign ${campaignId} not sent: ${refusal}`);
        return;
      }
      const prepared = await prepareMessage(strapi, messageSourceOf(campaign));
      await strapi.db.query(CAMPAIGN).update({ where: { id: campaignId }, data: { prepared } });
      const settings = await strapi.service('api::config.config').engagementSettings();
      const sender = await strapi.service(CAMPAIGN).senderOf(campaign);
      const rate = Math.min(MAX_MESSAGES_PER_SECOND, campaign.messagesPerSecond || settings.messagesPerSecond || 25);
      const options = smtpPoolOptionsFromEnv();
      const pool = options ? new SmtpPool({ ...options, name: domainOf(sender.email) }) : null;
      const transport = pool ? smtpTransport(pool) : OUTBOX;
      const claimSize = Math.min(500, Math.max(transport.concurrency * 2, Math.ceil(rate * 2)));
      try {
        await pool?.warm();
        await runSlice(ctx, {
          claims: recipientClaims(knex, campaignId),
          transport,
          pacer: createPacer({ rate }),
          compose: pool
            ? campaignComposer(strapi, knex, { campaignId, prepared, sender })
            : async (rows) => rows.map((row) => async () => ({ from: sender.email, to: row.email, raw: '' })),
          // The campaign stays parked; the job stops only when its worker does.
          status: async () => 'EXECUTING',
          autoPause: async (reason) => ctx.log.warn(`Automation messages of campaign ${campaignId}: ${reason}`),
          complete: async () => undefined,
          messageDomain: domainOf(sender.email),
          autoPauseAfterErrors: Math.max(1, Number(settings.autoPauseAfterErrors) || 10),
          claimSize,
          leaseMs: leaseFor(claimSize, rate),
        });
      } finally {
        await pool?.close();
        await recountSent(strapi, campaignId);
      }
    },
  };
}
