/**
 * Campaign actions (service `api::campaign.actions`): schedule, unschedule, send, pause, resume, cancel,
 * duplicate, and the status changes the sending jobs make. Every change goes through `move`: the row is
 * locked (PostgreSQL FOR UPDATE) and updated only while it still has the status it was read with, so two
 * concurrent `send` give one IMMEDIATE and one 409 `campaign_transition`; the change is appended to the
 * campaign's history with who and when. Which status may follow which: CAMPAIGN_TRANSITIONS in
 * config/src/engagement.ts.
 */
import { errors } from '@strapi/utils';
import { canMoveCampaign, type CampaignStatus } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { enqueueJob } from '../../../services/jobs';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SLICE_JOB, sliceCount } from '../../../services/engagement/job-types';
import { entry, type Staff } from '../../order/services/history';
import { CAMPAIGN_UID } from './campaign';
import type { Row, WithStrapi } from '../../../strapi-types';

/** The states a saved edit takes back to a draft. */
const REOPENED_BY_EDIT: readonly CampaignStatus[] = ['INVALID', 'FAILED'];

export const CAMPAIGN_ACTIONS = ['schedule', 'unschedule', 'send', 'pause', 'resume', 'cancel'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** What a duplicate copies: the content, never the run. */
export const COPIED = [
  'type',
  'variable',
  'channel',
  'fromName',
  'fromEmail',
  'subject',
  'utmSource',
  'utmMedium',
  'utmContent',
  'messagesPerSecond',
  'variants',
  'pushTitle',
  'pushBody',
  'pushUrl',
  'pushImage',
  'smsText',
] as const;

export const refuseTransition = (from: string, to: string) =>
  new ConflictError(`A campaign in status ${from} cannot move to ${to}.`, {
    code: 'campaign_transition',
    from,
    to,
  });

export default ({ strapi }: WithStrapi) => {
  const campaigns = () => strapi.service(CAMPAIGN_UID);
  const query = () => strapi.db.query(CAMPAIGN_UID);

  const service = {
    /**
     * Moves a campaign from the status it has to `to` inside a transaction (the caller's or a new one):
     * refused with 409 when the transition is not allowed or another change came first. `expect` limits
     * the statuses it may come from (a job's own steps); `data` is written with it.
     */
    async move(
      id: number,
      to: CampaignStatus,
      {
        staff = null,
        expect,
        data = {},
        note,
        action,
      }: { staff?: Staff; expect?: readonly CampaignStatus[]; data?: Row; note?: string; action?: string } = {},
    ): Promise<Row> {
      return strapi.db.transaction(async ({ trx }) => {
        if (!(await lockRow(strapi, trx, CAMPAIGN_UID, { id }))) throw new errors.NotFoundError('Campaign not found.');
        const current = await query().findOne({ where: { id }, select: ['id', 'status', 'history'] });
        const from = current.status as CampaignStatus;
        if ((expect && !expect.includes(from)) || !canMoveCampaign(from, to)) throw refuseTransition(from, to);
        const history = [
          ...(current.history ?? []),
          entry(staff, action ?? to.toLowerCase(), { from, to, ...(note ? { note } : {}) }),
        ];
        const { count } = await query().updateMany({
          where: { id, status: from },
          data: { ...data, status: to, history },
        });
        if (count !== 1) throw refuseTransition(from, to);
        return { ...current, ...data, status: to, history };
      });
    },

    /**
     * "Edit it again" (INVALID or FAILED → OPEN in CAMPAIGN_TRANSITIONS): a saved change makes the campaign a draft
     * again, or it could only be deleted (neither may be scheduled or sent). A FAILED run's prepared message is
     * dropped so the next send renders the edit; its recipient rows stay, so a new send skips whoever already got
     * the message (the unique campaign/address index). Called by the document rules after the write (every write
     * path); answers the written row with its new status. A change of status that came first (409) leaves the
     * saved edit as it is.
     */
    async reopenAfterEdit(written: Row, staff: Staff): Promise<Row> {
      if (!REOPENED_BY_EDIT.includes(written?.status) || !written.id) return written;
      const data = {
        statusReason: null,
        ...(written.status === 'FAILED' && { prepared: null, preparedVariants: null }),
      };
      try {
        const moved = await service.move(written.id, 'OPEN', { staff, expect: [written.status], action: 'edit', data });
        return { ...written, ...data, status: moved.status, history: moved.history };
      } catch (error) {
        if ((error as Row)?.details?.code === 'campaign_transition') return written;
        throw error;
      }
    },

    /** Appends a history line without a status change (a test send, an automatic note). */
    async note(id: number, staff: Staff, action: string, note?: string) {
      await strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx, CAMPAIGN_UID, { id });
        const current = await query().findOne({ where: { id }, select: ['history'] });
        const history = [...(current?.history ?? []), entry(staff, action, note ? { note } : {})];
        await query().update({ where: { id }, data: { history } });
      });
    },

    /**
     * Queues the job that fixes the recipients and starts the sending. After the status change's commit
     * (a job queued inside it would be polled before it exists); the scheduler's sweep queues it again
     * for a campaign whose job is missing after a crash in between.
     */
    async startSending(id: number, owner?: number | null) {
      const job = await enqueueJob(strapi, CAMPAIGN_SEND_JOB, { campaignId: id }, owner ?? null);
      await query().update({ where: { id }, data: { job: job.documentId } });
      return job;
    },

    /** Queues the slices that send a campaign's fixed recipients . */
    async enqueueSlices(campaignId: number, owner?: number | null) {
      const count = sliceCount();
      for (let slice = 0; slice < count; slice++)
        await enqueueJob(strapi, CAMPAIGN_SLICE_JOB, { campaignId, slice }, owner ?? null);
    },

    async run(documentId: string, action: string, staff: Staff, body: Row = {}, { now = new Date() } = {}) {
      if (!(CAMPAIGN_ACTIONS as readonly string[]).includes(action))
        throw new errors.NotFoundError(`Unknown campaign action ${action}.`);
      const campaign = await campaigns().load({ documentId });
      if (!campaign) throw new errors.NotFoundError('Campaign not found.');
      const id = campaign.id as number;
      const owner = staff?.id ?? null;
      switch (action as CampaignAction) {
        case 'schedule': {
          if (!canMoveCampaign(campaign.status, 'SCHEDULED')) throw refuseTransition(campaign.status, 'SCHEDULED');
          const scheduledAt = body.scheduledAt ?? campaign.scheduledAt ?? null;
          await campaigns().assertReady(campaign, { scheduledAt, now });
          await service.move(id, 'SCHEDULED', {
            staff,
            action,
            data: { schedule: 'SCHEDULED', scheduledAt: new Date(scheduledAt), statusReason: null },
            note: new Date(scheduledAt).toISOString(),
          });
          break;
        }
        case 'unschedule':
          await service.move(id, 'OPEN', { staff, action, expect: ['SCHEDULED'] });
          break;
        case 'send': {
          if (!canMoveCampaign(campaign.status, 'IMMEDIATE')) throw refuseTransition(campaign.status, 'IMMEDIATE');
          await campaigns().assertReady(campaign);
          await service.move(id, 'IMMEDIATE', {
            staff,
            action,
            data: { schedule: 'IMMEDIATE', statusReason: null },
          });
          await service.startSending(id, owner);
          break;
        }
        case 'pause':
          await service.move(id, 'PAUSED', { staff, action, expect: ['EXECUTING'], data: { pausedAt: now } });
          break;
        case 'resume': {
          await service.move(id, 'EXECUTING', {
            staff,
            action,
            expect: ['PAUSED'],
            data: { pausedAt: null, statusReason: null },
          });
          // Recipients still being fixed: the send job queues the slices when it is done.
          const fixed = await query().findOne({ where: { id }, select: ['id', 'prepared'] });
          if (fixed?.prepared) await service.enqueueSlices(id, owner);
          break;
        }
        case 'cancel':
          await service.move(id, 'COMPLETED', { staff, action, data: { cancelledAt: now, completedAt: now } });
          break;
      }
      return campaigns().load({ id });
    },

    /** A new draft with the content, segment and template of another campaign. */
    async duplicate(documentId: string, staff: Staff) {
      const source = await campaigns().load({ documentId });
      if (!source) throw new errors.NotFoundError('Campaign not found.');
      const data: Row = Object.fromEntries(COPIED.map((field) => [field, source[field] ?? null]));
      data.name = `${source.name} (kopie)`.slice(0, 120);
      if (source.segment) data.segment = source.segment.documentId;
      if (source.template) data.template = source.template.documentId;
      if (staff?.id) data.createdByUser = staff.id;
      const created = await strapi.documents(CAMPAIGN_UID).create({ data } as any);
      await service.note(source.id, staff, 'duplicate', created.documentId);
      return campaigns().load({ documentId: created.documentId });
    },
  };
  return service;
};
