/**
 * Wiring of the sending engine (issue #18): the campaign job handlers, and at start the scheduler's first
 * tick (campaigns due while the server was down start now; lost jobs are queued again). Cron runs the
 * tick every 15 seconds after that (config/cron-tasks.ts).
 */
import { registerJobHandler } from '../services/jobs';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SLICE_JOB } from '../services/engagement/job-types';
import { campaignSendJob } from '../services/engagement/send-job';
import { campaignSliceJob } from '../services/engagement/slice-job';
import type { Strapi } from '../strapi-types';
import { AUTOMATION_SEND_JOB } from '../api/campaign-automation/runs';
import { automationSendJob } from '../api/campaign-automation/send-job';

export function registerSending(strapi: Strapi) {
  registerJobHandler(strapi, CAMPAIGN_SEND_JOB, campaignSendJob(strapi));
  registerJobHandler(strapi, CAMPAIGN_SLICE_JOB, campaignSliceJob(strapi));
  // Event automations' messages (docs/engagement.md "Automations").
  registerJobHandler(strapi, AUTOMATION_SEND_JOB, automationSendJob(strapi));
}

export async function startCampaignScheduler(strapi: Strapi) {
  try {
    const { started, repaired, triggered } = await strapi.service('api::campaign.scheduler').tick();
    if (started || repaired || triggered)
      strapi.log.info(
        `Campaigns at start: ${started} started, ${triggered} triggered runs (missed runs run once), ${repaired} jobs queued again.`,
      );
  } catch (error) {
    strapi.log.error(`Campaign scheduler at start: ${(error as Error).message}`);
  }
}
