/**
 * Event automations (issue #22; docs/engagement.md "Automations"). An automation sends one e-mail campaign to a
 * profile when an event happens to it (subscribed to a list, got a tag, was created, paid an order), after
 * `delayMinutes`, once per profile and automation:
 * - the campaign is a draft, used by one automation and no trigger; switched on, it waits in PENDING_NEXT_RUN
 *   (it stays editable, a change applies to the next messages); switched off or deleted, it is OPEN again.
 *   Switching on checks what a message needs (template, approved sender: 422 as for a send).
 * - `fire` (../fire.ts) writes the runs where the event happens; the campaign scheduler's tick calls `runDue`
 *   (../runs.ts), which turns due runs into the campaign's recipients and queues the send (../send-job.ts).
 */
import { factories } from '@strapi/strapi';
import {
  AUTOMATION_EVENT_TARGET,
  automationFailures,
  senderDomainAllowed,
  type AutomationEvent,
  type FieldFailure,
} from '@newsroom/config';
import { ConflictError, refuseFields, UnprocessableError } from '../../../services/errors';
import {
  assertNoOwner,
  campaignOfWrite,
  parkCampaign,
  writeWithCampaign,
} from '../../../services/engagement/campaign-owner';
import { refuseSender } from '../../../services/engagement/sender-domains';
import { blank, refOf, whereRef } from '../../../services/records';
import { entry, type Staff } from '../../order/services/history';
import { CAMPAIGN_UID } from '../../campaign/services/campaign';
import type { Row } from '../../../strapi-types';
import { AUTOMATION_UID, fireAutomations, type FireTarget } from '../fire';
import { runDueAutomations } from '../runs';

type WriteInput = { action: 'create' | 'update'; data: Row; documentId?: string };
const TARGET_UIDS = { list: 'api::mail-list.mail-list', tag: 'api::profile-tag.profile-tag' } as const;

export default factories.createCoreService(AUTOMATION_UID, ({ strapi }) => {
  const query = () => strapi.db.query(AUTOMATION_UID);
  const campaigns = () => strapi.service(CAMPAIGN_UID);
  const staffOfRequest = (): Staff => strapi.requestContext.get()?.state?.user ?? null;

  const load = (where: { id: number } | { documentId: string }) =>
    query().findOne({
      where,
      populate: {
        campaign: { select: ['id', 'documentId', 'status', 'name'] },
        list: { select: ['id'] },
        tag: { select: ['id'] },
      },
    });

  // Released: the message prepared for the automation must not be taken for the campaign's own send.
  const park = (campaignId: number | undefined, on: boolean, staff: Staff = staffOfRequest()) =>
    parkCampaign(strapi, campaignId, on, { staff, action: 'automation', whenReleased: { prepared: null } });

  /** A relation field's new value: its id, null when emptied, undefined when not sent; 400 notFound when unknown. */
  const targetOf = async (input: Row, field: 'list' | 'tag', failures: Row[]) => {
    if (!(field in input)) return undefined;
    const ref = refOf(input[field]);
    if (blank(ref) || (Array.isArray(input[field]?.set) && !input[field].set.length)) return null;
    const row = await strapi.db.query(TARGET_UIDS[field]).findOne({ where: whereRef(ref), select: ['id'] });
    if (!row) failures.push({ path: [field], code: 'notFound' });
    else input[field] = row.id;
    return row?.id ?? null;
  };

  const service = {
    /** What a message of the campaign needs (422 with the send's codes): e-mail, a template, an approved sender. */
    async assertReady(campaign: Row) {
      if ((campaign.channel ?? 'EMAIL') !== 'EMAIL')
        throw new UnprocessableError('An automation sends e-mail campaigns only.', {
          code: 'automation_channel_email',
        });
      if (!campaign.template)
        throw new UnprocessableError('An e-mail campaign needs a template.', { code: 'template_required' });
      const { senderDomains } = await campaigns().settings();
      const sender = await campaigns().senderOf(campaign);
      if (!senderDomainAllowed(sender.email, senderDomains)) throw refuseSender(sender.email, senderDomains);
    },

    /** Document rule: the fields, the event's list or tag, the campaign (one user each), readiness when on. */
    async prepareWrite({ action, data, documentId }: WriteInput): Promise<Row> {
      const input: Row = { ...(data ?? {}) };
      if (typeof input.name === 'string') input.name = input.name.trim();
      const current = action === 'update' && documentId ? await load({ documentId }) : null;
      if (action === 'update' && !current) return input; // Strapi answers 404
      const failures: FieldFailure[] = [];
      const list = await targetOf(input, 'list', failures);
      const tag = await targetOf(input, 'tag', failures);
      const event = (input.event ?? current?.event) as AutomationEvent;
      const needs = AUTOMATION_EVENT_TARGET[event];
      failures.unshift(
        ...automationFailures(input, {
          partial: action === 'update',
          target: {
            event,
            list: (list === undefined ? current?.list?.id : list) != null,
            tag: (tag === undefined ? current?.tag?.id : tag) != null,
          },
        }).filter((f) => !failures.some((g) => g.path[0] === f.path[0])),
      );
      const { campaign, changes: campaignChanges } = await campaignOfWrite(strapi, action, input, current, failures);
      if (failures.length) refuseFields(failures as any);
      // The list or tag belongs to its event only; another event's is cleared.
      if (needs !== 'list' && (list != null || current?.list)) input.list = null;
      if (needs !== 'tag' && (tag != null || current?.tag)) input.tag = null;
      if (campaignChanges && campaign && campaign.id !== current?.campaign?.id) {
        await assertNoOwner(strapi, campaign);
        if (!['OPEN', 'PENDING_NEXT_RUN'].includes(campaign.status))
          throw new ConflictError(
            `An automation sends a draft campaign; ${campaign.name} is ${campaign.status}. Duplicate it and use the copy.`,
            { code: 'automation_campaign_status', status: campaign.status },
          );
        input.campaign = campaign.id;
      }
      const active = 'active' in input ? input.active !== false : (current?.active ?? true);
      const switchedOn = !current || !current.active || campaign?.id !== current.campaign?.id;
      if (active && campaign && switchedOn)
        await service.assertReady(campaignChanges ? campaign : await campaigns().load({ id: campaign.id }));
      const note = !current ? 'create' : active !== current.active ? (active ? 'activate' : 'deactivate') : 'update';
      input.history = [...(current?.history ?? []), entry(staffOfRequest(), note, { note: event })];
      if (!current) Object.assign(input, { firedCount: 0, sentCount: 0, delayMinutes: input.delayMinutes ?? 0 });
      return input;
    },

    /** Document rule: the write and the campaigns' parking in one transaction. */
    writeWithCampaign: writeWithCampaign(strapi, load, (id, on) => park(id, on)),

    /** Document rule: a deleted automation's campaign is a draft again; its waiting runs go with it. */
    async deleteWithCampaign(documentId: string | undefined, next: () => Promise<unknown>) {
      const current = documentId ? await load({ documentId }) : null;
      if (!current) return next();
      return strapi.db.transaction(async ({ trx }) => {
        await park(current.campaign?.id, false, staffOfRequest());
        await trx('automation_runs').where({ automation_id: current.id, state: 'waiting' }).delete();
        return next();
      });
    },

    /** Where an event happens: the runs of the automations listening to it (never throws). */
    fire: (event: AutomationEvent, target: FireTarget, options?: Parameters<typeof fireAutomations>[3]) =>
      fireAutomations(strapi, event, target, options),

    /** The campaign scheduler's step: due runs become messages; an error is logged, the tick goes on. */
    async runDue(now = new Date()): Promise<number> {
      try {
        return await runDueAutomations(strapi, now);
      } catch (error) {
        strapi.log.error(`Automations tick: ${(error as Error).message}`);
        return 0;
      }
    },
  };
  return service;
});
