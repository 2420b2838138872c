/**
 * The tick's part of automations (called by the campaign scheduler every 15 s and at start): runs whose time
 * came become messages. Per automation, under its row lock (so two processes ticking together take turns),
 * in one transaction: each due run is checked against what campaign mail needs (an address, not blocked,
 * opted in, not suppressed, under the frequency cap) and becomes a `campaign_recipients` row of the
 * automation's campaign (`queued`, linked by `recipient_id`) or is `skipped` with the reason. The unique
 * (campaign_id, email) with ON CONFLICT DO NOTHING is a second guard: an address never gets one campaign twice.
 * After the commit an `automation-send` job sends the campaign's pending rows (./send-job.ts).
 */
import type { Knex } from 'knex';
import type { AutomationSkipReason } from '@newsroom/config';
import { JOB_RUNNING_STATUSES } from '@newsroom/config';
import { dbModel } from '../../services/db-model';
import { lockRow } from '../../services/records';
import { enqueueJob, JOB_UID } from '../../services/jobs';
import { RECIPIENTS } from '../../services/engagement/claims';
import { SUPPRESSIONS, type FrequencyCap } from '../../services/engagement/recipients';
import type { Row, Strapi } from '../../strapi-types';
import { AUTOMATION_UID, RUNS } from './fire';

export const AUTOMATION_SEND_JOB = 'automation-send';
/** Runs handled per automation and tick; the rest wait for the next tick (15 s later). */
const BATCH = 500;
const LIVE_JOB = ['CREATED', 'PENDING_JOB', ...JOB_RUNNING_STATUSES];

export type DueRun = {
  id: number;
  profileId: number;
  exists: boolean;
  email: string | null;
  blocked: boolean;
  optIn: boolean;
  suppressed: boolean;
  /** Campaign messages sent to the profile inside the cap's window, plus those on their way. */
  recent: number;
};

/** Why a due run sends nothing, or null when it becomes a message (pure; the order is the docs'). */
export function skipReason(run: DueRun, cap: FrequencyCap): AutomationSkipReason | null {
  if (!run.exists) return 'profile_gone';
  if (!run.email) return 'no_email';
  if (run.blocked) return 'blocked';
  if (!run.optIn) return 'not_opted_in';
  if (run.suppressed) return 'suppressed';
  if (cap.messages > 0 && run.recent >= cap.messages) return 'frequency_cap';
  return null;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';

/** The automation's due runs with what the checks need, oldest first. */
async function dueRuns(strapi: Strapi, trx: Knex, automationId: number, now: Date, cap: FrequencyCap) {
  const p = dbModel(strapi, 'api::profile.profile');
  const email = `p.${p.column('email')}`;
  const since = new Date(now.getTime() - cap.days * 86_400_000);
  const rows: Row[] = await trx(`${RUNS} as r`)
    .leftJoin(`${p.table} as p`, 'p.id', 'r.profile_id')
    .select(
      'r.id',
      'r.profile_id as profileId',
      'p.id as pid',
      `${email} as email`,
      `p.${p.column('blocked')} as blocked`,
      `p.${p.column('optIn')} as optIn`,
      trx.raw(`exists (select 1 from ${SUPPRESSIONS} s where s.email = lower(??)) as suppressed`, [email]),
      trx.raw(
        `(select count(*) from ${RECIPIENTS} c where c.profile_id = r.profile_id and ` +
          `((c.state = 'sent' and c.sent_at >= ?) or c.state in ('pending', 'claimed'))) as recent`,
        [since],
      ),
    )
    .where({ 'r.automation_id': automationId, 'r.state': 'waiting' })
    .andWhere('r.due_at', '<=', now)
    .orderBy('r.id')
    .limit(BATCH);
  return rows.map((r): DueRun => ({
    id: Number(r.id),
    profileId: Number(r.profileId),
    exists: r.pid !== null && r.pid !== undefined,
    email: r.email ? String(r.email).trim().toLowerCase() || null : null,
    blocked: truthy(r.blocked),
    optIn: truthy(r.optIn),
    suppressed: truthy(r.suppressed),
    recent: Number(r.recent ?? 0),
  }));
}

/** Marks runs skipped, grouped by reason (conditional on `waiting`: a run is handled once). */
async function skip(trx: Knex, ids: number[], reason: AutomationSkipReason, now: Date) {
  for (let i = 0; i < ids.length; i += 500)
    await trx(RUNS)
      .whereIn('id', ids.slice(i, i + 500))
      .where('state', 'waiting')
      .update({ state: 'skipped', error: reason, handled_at: now });
}

/** One automation's due runs to messages or skips; answers the campaign to send and how many were queued. */
async function queueDue(strapi: Strapi, automationId: number, now: Date, cap: FrequencyCap) {
  return strapi.db.transaction(async ({ trx }) => {
    if (!(await lockRow(strapi, trx, AUTOMATION_UID, { id: automationId }))) {
      await trx(RUNS).where({ automation_id: automationId, state: 'waiting' }).delete(); // the automation is gone
      return { campaignId: null, queued: 0 };
    }
    const automation = await strapi.db
      .query(AUTOMATION_UID)
      .findOne({ where: { id: automationId }, select: ['id', 'active'], populate: { campaign: { select: ['id'] } } });
    const runs = await dueRuns(strapi, trx, automationId, now, cap);
    const campaignId: number | null = automation?.campaign?.id ?? null;
    if (!automation?.active || !campaignId) {
      await skip(
        trx,
        runs.map((r) => r.id),
        'automation_inactive',
        now,
      );
      return { campaignId: null, queued: 0 };
    }
    const reasons = new Map<AutomationSkipReason, number[]>();
    const eligible: DueRun[] = [];
    for (const run of runs) {
      const reason = skipReason(run, cap);
      if (reason) reasons.set(reason, [...(reasons.get(reason) ?? []), run.id]);
      else eligible.push(run);
    }
    for (let i = 0; i < eligible.length; i += 200) {
      const part = eligible.slice(i, i + 200);
      await trx.raw(
        `insert into ${RECIPIENTS} (campaign_id, profile_id, email, state) values ` +
          part.map(() => `(?, ?, ?, 'pending')`).join(', ') +
          ' on conflict (campaign_id, email) do nothing',
        part.flatMap((run) => [campaignId, run.profileId, run.email]),
      );
    }
    // The campaign's row of each eligible profile: the new one, or an earlier one (the profile got it already).
    const linked = new Map<number, number>();
    for (let i = 0; i < eligible.length; i += 500) {
      const rows: Row[] = await trx(RECIPIENTS)
        .select('id', 'profile_id')
        .where('campaign_id', campaignId)
        .whereIn(
          'profile_id',
          eligible.slice(i, i + 500).map((r) => r.profileId),
        );
      for (const row of rows)
        if (!linked.has(Number(row.profile_id))) linked.set(Number(row.profile_id), Number(row.id));
    }
    let queued = 0;
    for (const run of eligible) {
      const recipientId = linked.get(run.profileId);
      if (recipientId === undefined) {
        // Another profile with the same address got this campaign: one message per address.
        reasons.set('already_sent', [...(reasons.get('already_sent') ?? []), run.id]);
        continue;
      }
      queued += await trx(RUNS)
        .where({ id: run.id, state: 'waiting' })
        .update({ state: 'queued', recipient_id: recipientId, handled_at: now });
    }
    for (const [reason, ids] of reasons) await skip(trx, ids, reason, now);
    return { campaignId, queued };
  });
}

/** Queues an `automation-send` job for the campaign unless one is live (two at once only share the claims). */
export async function ensureSendJob(strapi: Strapi, campaignId: number) {
  const live = await strapi.db
    .query(JOB_UID)
    .findMany({ where: { type: AUTOMATION_SEND_JOB, status: { $in: LIVE_JOB } }, select: ['params'] });
  if (live.some((job: Row) => Number(job.params?.campaignId) === campaignId)) return false;
  await enqueueJob(strapi, AUTOMATION_SEND_JOB, { campaignId }, null);
  return true;
}

/** The campaign's pending rows that no live job sends (a crash, a job that failed): their job again. */
async function repairSends(strapi: Strapi, knex: Knex) {
  const model = dbModel(strapi, AUTOMATION_UID);
  const link = model.link('campaign');
  const campaign = dbModel(strapi, 'api::campaign.campaign');
  // Only parked campaigns: a campaign released to OPEN keeps its rows for its own send or the next switch-on.
  const campaigns: Row[] = await knex(RECIPIENTS)
    .distinct('campaign_id')
    .whereIn('state', ['pending', 'claimed'])
    .whereIn('campaign_id', knex(link.name).select(link.inverseJoinColumn!.name))
    .whereIn('campaign_id', knex(campaign.table).select('id').where(campaign.column('status'), 'PENDING_NEXT_RUN'))
    .limit(50);
  for (const { campaign_id } of campaigns) await ensureSendJob(strapi, Number(campaign_id));
}

/** The tick: due runs to messages, per automation; answers how many messages were queued. */
export async function runDueAutomations(strapi: Strapi, now = new Date()): Promise<number> {
  const knex = strapi.db.connection;
  const settings = await strapi.service('api::config.config').engagementSettings();
  const cap: FrequencyCap = {
    messages: Number(settings.frequencyCapMessages) || 0,
    days: Number(settings.frequencyCapDays) || 7,
  };
  const due: Row[] = await knex(RUNS)
    .distinct('automation_id')
    .where('state', 'waiting')
    .andWhere('due_at', '<=', now)
    .limit(50);
  let queued = 0;
  for (const { automation_id } of due) {
    const result = await queueDue(strapi, Number(automation_id), now, cap);
    queued += result.queued;
    if (result.queued && result.campaignId) await ensureSendJob(strapi, result.campaignId);
  }
  await repairSends(strapi, knex);
  return queued;
}
