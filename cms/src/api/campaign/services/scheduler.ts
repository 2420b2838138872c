/**
 * The campaign scheduler (service `api::campaign.scheduler`), run every 15 seconds by cron and once at
 * start: SCHEDULED campaigns whose time has come start (SCHEDULED → PREPARING by a conditional update, so
 * with two processes each campaign starts once), or become INVALID when their segment or template is gone.
 * It also repairs what a crash between a status change and its job left: a campaign IMMEDIATE or
 * PREPARING without a live send job, or EXECUTING without a live slice, gets its job again.
 */
import { JOB_RUNNING_STATUSES } from '@newsroom/config';
import { JOB_UID } from '../../../services/jobs';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SLICE_JOB } from '../../../services/engagement/job-types';
import { CAMPAIGN_UID } from './campaign';
import type { Row, WithStrapi } from '../../../strapi-types';

/** A campaign changed more recently than this is left to the step that changed it. */
const REPAIR_AFTER_MS = 60_000;
const LIVE_JOB = ['CREATED', 'PENDING_JOB', ...JOB_RUNNING_STATUSES];

export default ({ strapi }: WithStrapi) => {
  const query = () => strapi.db.query(CAMPAIGN_UID);
  const actions = () => strapi.service('api::campaign.actions');

  const liveJobsOf = async (type: string): Promise<Set<number>> => {
    const jobs = await strapi.db
      .query(JOB_UID)
      .findMany({ where: { type, status: { $in: LIVE_JOB } }, select: ['params'] });
    return new Set(jobs.map((job: Row) => Number(job.params?.campaignId)));
  };

  return {
    /** Starts the campaigns whose time has come; answers how many started. */
    async startDue(now = new Date()): Promise<number> {
      const due = await query().findMany({
        where: { status: 'SCHEDULED', scheduledAt: { $lte: now } },
        select: ['id'],
        limit: 50,
      });
      let started = 0;
      for (const { id } of due) {
        const campaign = await strapi.service(CAMPAIGN_UID).load({ id });
        try {
          await strapi.service(CAMPAIGN_UID).assertReady(campaign);
        } catch (error) {
          await actions()
            .move(id, 'INVALID', {
              expect: ['SCHEDULED'],
              data: { statusReason: String((error as Error).message).slice(0, 500) },
            })
            .catch(() => undefined);
          continue;
        }
        try {
          await actions().move(id, 'PREPARING', { expect: ['SCHEDULED'], action: 'start' });
        } catch (error) {
          if ((error as Row)?.details?.code === 'campaign_transition') continue; // another process was first
          throw error;
        }
        await actions().startSending(id, campaign.createdByUser?.id ?? null);
        started++;
      }
      return started;
    },

    /** Queues the job of a campaign whose job was lost (a crash between the status change and the queue). */
    async repair(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - REPAIR_AFTER_MS);
      const stuck = await query().findMany({
        where: { status: { $in: ['IMMEDIATE', 'PREPARING', 'EXECUTING'] }, updatedAt: { $lt: before } },
        select: ['id', 'status', 'prepared'],
        limit: 50,
      });
      if (!stuck.length) return 0;
      const [sending, slicing] = await Promise.all([liveJobsOf(CAMPAIGN_SEND_JOB), liveJobsOf(CAMPAIGN_SLICE_JOB)]);
      let repaired = 0;
      for (const campaign of stuck) {
        if (sending.has(campaign.id) || slicing.has(campaign.id)) continue;
        if (campaign.status === 'EXECUTING' && campaign.prepared) await actions().enqueueSlices(campaign.id);
        else await actions().startSending(campaign.id);
        strapi.log.warn(`Campaign ${campaign.id} (${campaign.status}) had no live job; queued it again.`);
        repaired++;
      }
      return repaired;
    },

    async tick(now = new Date()) {
      const triggered = await strapi.service('api::campaign-trigger.campaign-trigger').runDue(now);
      // Event automations whose delay ran out become messages (never throws: logged).
      const automated = await strapi.service('api::campaign-automation.campaign-automation').runDue(now);
      const started = await this.startDue(now);
      const repaired = await this.repair(now);
      const abTests = await strapi.service('api::campaign.ab-test').tick(now);
      return { started, repaired, triggered, abTests, automated };
    },
  };
};
