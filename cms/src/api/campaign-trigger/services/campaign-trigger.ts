/**
 * Campaign triggers (SPEC 3 "Triggers"; docs/engagement.md "Triggers"). A trigger runs one campaign on a cron
 * schedule in Europe/Amsterdam (@newsroom/config `nextCronRun`):
 * - switched on, its campaign waits in PENDING_NEXT_RUN (it is the model of each run and stays editable);
 *   switched off or deleted, the campaign is OPEN again. Switching on checks what a send needs (422 as a send).
 * - `nextRunAt` is the next slot after the last run (or after the change), so after downtime a missed run
 *   happens once and the next slot is counted from then, never once per missed slot.
 * - A run is claimed by a conditional update on `runCount`, so with two processes each slot runs once.
 * - A repeating trigger sends a copy of the campaign per run (name with the run's date, `trigger` set), with
 *   its own recipients and statistics; an executeOnce trigger sends the campaign itself and switches off.
 * The claim, the run's campaign and its status change share one transaction; the send job is queued after
 * the commit (the campaign scheduler re-queues it when a crash came in between).
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { amsterdamDateTimeText, nextCronRun, triggerFailures, TRIGGER_CAMPAIGN_STATUSES } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import {
  assertNoOwner,
  campaignOfWrite,
  parkCampaign,
  writeWithCampaign,
} from '../../../services/engagement/campaign-owner';
import { randomDocumentId } from '../../../services/document-ids';
import { entry, type Staff } from '../../order/services/history';
import { CAMPAIGN_UID } from '../../campaign/services/campaign';
import { COPIED } from '../../campaign/services/actions';
import type { Row } from '../../../strapi-types';

export const TRIGGER_UID = 'api::campaign-trigger.campaign-trigger';

type WriteInput = { action: 'create' | 'update'; data: Row; documentId?: string };

export default factories.createCoreService(TRIGGER_UID, ({ strapi }) => {
  const query = () => strapi.db.query(TRIGGER_UID);
  const campaigns = () => strapi.service(CAMPAIGN_UID);
  const actions = () => strapi.service('api::campaign.actions');
  const staffOfRequest = (): Staff => strapi.requestContext.get()?.state?.user ?? null;

  const load = (where: { id: number } | { documentId: string }) =>
    query().findOne({ where, populate: { campaign: { select: ['id', 'documentId', 'status', 'name'] } } });

  const park = (campaignId: number | undefined, on: boolean, staff: Staff = staffOfRequest()) =>
    parkCampaign(strapi, campaignId, on, { staff, action: 'trigger' });

  const service = {
    /** Document rule: the fields, the schedule, the campaign (one trigger each), the next run. */
    async prepareWrite({ action, data, documentId }: WriteInput): Promise<Row> {
      const input: Row = { ...(data ?? {}) };
      if (typeof input.cron === 'string') input.cron = input.cron.trim().replace(/\s+/g, ' ');
      const current = action === 'update' && documentId ? await load({ documentId }) : null;
      if (action === 'update' && !current) return input; // Strapi answers 404
      const failures = triggerFailures(input, action === 'update');
      const { campaign, changes: campaignChanges } = await campaignOfWrite(strapi, action, input, current, failures);
      if (failures.length) refuseFields(failures);
      if (campaignChanges && campaign && campaign.id !== current?.campaign?.id) {
        await assertNoOwner(strapi, campaign);
        if (!(TRIGGER_CAMPAIGN_STATUSES as readonly string[]).includes(campaign.status))
          throw new ConflictError(
            `A trigger starts a draft campaign; ${campaign.name} is ${campaign.status}. Duplicate it and use the copy.`,
            { code: 'trigger_campaign_status', status: campaign.status },
          );
        input.campaign = campaign.id;
      }
      const active = 'active' in input ? input.active !== false : (current?.active ?? true);
      const cron = input.cron ?? current?.cron;
      // What a send needs is checked when the trigger is switched on or gets another campaign, not on a rename.
      const switchedOn = !current || !current.active || campaign?.id !== current.campaign?.id;
      // A campaign read above comes with its segment and template; the current one is read whole here.
      if (active && campaign && switchedOn)
        await campaigns().assertReady(campaignChanges ? campaign : await campaigns().load({ id: campaign.id }));
      const scheduleChanged = !current || 'cron' in input || active !== current.active;
      if (scheduleChanged) input.nextRunAt = active ? nextCronRun(cron, new Date()) : null;
      const note = !current ? 'create' : active !== current.active ? (active ? 'activate' : 'deactivate') : 'update';
      input.history = [...(current?.history ?? []), entry(staffOfRequest(), note, { note: cron })];
      if (!current) input.runCount = 0;
      return input;
    },

    /** Document rule: the write and the campaigns' parking in one transaction. */
    writeWithCampaign: writeWithCampaign(strapi, load, (id, on) => park(id, on)),

    /** Document rule: a deleted trigger's campaign is a draft again. */
    async deleteWithCampaign(documentId: string | undefined, next: () => Promise<unknown>) {
      const current = documentId ? await load({ documentId }) : null;
      if (!current) return next();
      return strapi.db.transaction(async () => {
        await park(current.campaign?.id, false, staffOfRequest());
        return next();
      });
    },

    /** The scheduler's step (every 15 s and at start): runs each trigger whose time came, once. */
    async runDue(now = new Date()): Promise<number> {
      const due = await query().findMany({
        where: { active: true, nextRunAt: { $lte: now } },
        select: ['id'],
        orderBy: { nextRunAt: 'asc' },
        limit: 50,
      });
      let ran = 0;
      for (const { id } of due) if (await service.run(id, { now })) ran++;
      return ran;
    },

    /** POST /campaign-triggers/:id/run: a run now; the schedule stays as it is. */
    async runNow(documentId: string, staff: Staff) {
      const trigger = await load({ documentId });
      if (!trigger) throw new errors.NotFoundError('Trigger not found.');
      if (!trigger.active)
        throw new ConflictError('Switch the trigger on before running it.', { code: 'trigger_inactive' });
      const campaign = await campaigns().load({ id: trigger.campaign?.id ?? 0 });
      if (!campaign) throw new ConflictError('The trigger has no campaign.', { code: 'trigger_campaign_missing' });
      await campaigns().assertReady(campaign);
      const started = await service.run(trigger.id, { manual: true, staff });
      if (!started)
        throw new ConflictError('Another run of this trigger started at the same time.', { code: 'trigger_busy' });
      return load({ id: trigger.id });
    },

    /**
     * One run: claims the slot, makes the run's campaign and moves it on, all in one transaction; queues the
     * send job after the commit. Answers the run's campaign id, or null when another process claimed it or
     * the campaign could not be sent (the reason goes into the trigger's history and the log).
     */
    async run(
      id: number,
      { now = new Date(), manual = false, staff = null }: { now?: Date; manual?: boolean; staff?: Staff } = {},
    ) {
      const started = await strapi.db.transaction(async ({ trx }) => {
        if (!(await lockRow(strapi, trx, TRIGGER_UID, { id }))) return null;
        const trigger = await load({ id });
        if (!trigger?.active || (!manual && !(trigger.nextRunAt && new Date(trigger.nextRunAt) <= now))) return null;
        const once = Boolean(trigger.executeOnce);
        const history = [...(trigger.history ?? [])];
        const claim: Row = { lastRunAt: now, runCount: (trigger.runCount ?? 0) + 1 };
        if (once) Object.assign(claim, { active: false, nextRunAt: null });
        else if (!manual) claim.nextRunAt = nextCronRun(trigger.cron, now);
        const campaign = trigger.campaign ? await campaigns().load({ id: trigger.campaign.id }) : null;
        // Why the campaign cannot be sent now, with the refusal's code for the console's words.
        const refusal: { message: string; code: string } | null = campaign
          ? await campaigns()
              .assertReady(campaign)
              .then(
                () => null,
                (e: any) => ({ message: String(e.message), code: String(e.details?.code ?? 'not_ready') }),
              )
          : { message: 'The trigger has no campaign.', code: 'trigger_campaign_missing' };
        if (refusal) {
          history.push(entry(staff, 'skipped', { note: refusal.message, code: refusal.code }));
          // The slot is used up all the same: a repeating trigger tries again at its next slot, a one-off switches off.
          await query().update({ where: { id }, data: { ...claim, runCount: trigger.runCount ?? 0, history } });
          if (once) await park(campaign?.id, false, staff);
          return null;
        }
        const run = once ? campaign! : await service.copyForRun(campaign!, trigger, now);
        history.push(entry(staff, manual ? 'run_now' : 'run', { note: run.documentId }));
        const { count } = await query().updateMany({
          where: { id, runCount: trigger.runCount ?? 0 },
          data: { ...claim, history },
        });
        if (count !== 1)
          throw new ConflictError('Another run of this trigger started at the same time.', { code: 'trigger_busy' });
        // A one-off's campaign is its run: linked like a copy, so the trigger's runs list shows it (a relation, so
        // through `update`: the move's conditional updateMany writes columns only).
        if (once) await strapi.db.query(CAMPAIGN_UID).update({ where: { id: run.id }, data: { trigger: trigger.id } });
        await actions().move(run.id, once ? 'PREPARING' : 'IMMEDIATE', {
          staff,
          action: 'trigger',
          expect: once ? ['PENDING_NEXT_RUN'] : ['OPEN'],
          data: { schedule: 'IMMEDIATE', statusReason: null },
        });
        const runId = run.id as number;
        return { runId, owner: campaign!.createdByUser?.id ?? null };
      });
      if (!started) return null;
      await actions().startSending(started.runId, staff?.id ?? started.owner);
      return started.runId;
    },

    /** A run's own campaign: the model's content, segment and template, named with the run's time. */
    async copyForRun(campaign: Row, trigger: Row, now: Date): Promise<{ id: number; documentId: string }> {
      const data: Row = Object.fromEntries(COPIED.map((field) => [field, campaign[field] ?? null]));
      data.name = `${campaign.name} · ${amsterdamDateTimeText(now)}`.slice(0, 120);
      data.segment = campaign.segment?.id ?? null;
      data.template = campaign.template?.id ?? null;
      const created = await strapi.db.query(CAMPAIGN_UID).create({
        data: {
          ...data,
          documentId: randomDocumentId(),
          status: 'OPEN',
          trigger: trigger.id,
          createdByUser: campaign.createdByUser?.id ?? null,
          history: [entry(null, 'trigger', { note: trigger.documentId })],
        },
      });
      return { id: created.id, documentId: created.documentId };
    },
  };
  return service;
});
