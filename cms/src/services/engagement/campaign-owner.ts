/**
 * A campaign driven by an owner: a trigger (runs on a schedule) or an event automation (runs per profile). Both
 * park their campaign in PENDING_NEXT_RUN while switched on and give it back as a draft (OPEN) when switched off,
 * given another campaign or deleted; a campaign has at most one owner of either kind. The rules both owners share.
 */
import type { FieldFailure } from '@newsroom/config';
import { ConflictError } from '../errors';
import { blank, refOf, whereRef } from '../records';
import type { Staff } from '../../api/order/services/history';
import type { Row, Strapi } from '../../strapi-types';

const CAMPAIGN_UID = 'api::campaign.campaign';
const OWNERS = [
  { uid: 'api::campaign-trigger.campaign-trigger', code: 'campaign_has_trigger', key: 'trigger', noun: 'a trigger' },
  {
    uid: 'api::campaign-automation.campaign-automation',
    code: 'campaign_has_automation',
    key: 'automation',
    noun: 'an automation',
  },
] as const;

/** Moves the campaign between OPEN and PENDING_NEXT_RUN when it is in the other one (else leaves it). */
export async function parkCampaign(
  strapi: Strapi,
  campaignId: number | undefined,
  on: boolean,
  { staff, action, whenReleased = {} }: { staff: Staff; action: string; whenReleased?: Row },
) {
  if (!campaignId) return;
  const row = await strapi.db.query(CAMPAIGN_UID).findOne({ where: { id: campaignId }, select: ['status'] });
  const [from, to] = on ? ['OPEN', 'PENDING_NEXT_RUN'] : ['PENDING_NEXT_RUN', 'OPEN'];
  if (row?.status !== from) return;
  await strapi
    .service('api::campaign.actions')
    .move(campaignId, to, { staff, expect: [from], action, data: on ? {} : whenReleased });
}

/**
 * The campaign a write names (loaded with segment and template), or the current one when the write does not name
 * it; a missing or unknown one is added to `failures` (required, notFound).
 */
export async function campaignOfWrite(
  strapi: Strapi,
  action: 'create' | 'update',
  input: Row,
  current: Row | null,
  failures: FieldFailure[],
): Promise<{ campaign: Row | null; changes: boolean }> {
  const changes = action === 'create' || 'campaign' in input;
  if (!changes) return { campaign: current?.campaign ?? null, changes };
  const ref = refOf(input.campaign);
  const campaign = blank(ref) ? null : await strapi.service(CAMPAIGN_UID).load(whereRef(ref));
  if (blank(ref)) failures.push({ path: ['campaign'], code: 'required' });
  else if (!campaign) failures.push({ path: ['campaign'], code: 'notFound' });
  return { campaign, changes };
}

/** 409 when a trigger or an automation already drives the campaign (campaign_has_trigger, campaign_has_automation). */
export async function assertNoOwner(strapi: Strapi, campaign: Row) {
  for (const owner of OWNERS) {
    const other = await strapi.db
      .query(owner.uid)
      .findOne({ where: { campaign: { id: campaign.id } }, select: ['documentId'] });
    if (other)
      throw new ConflictError(`The campaign ${campaign.name} already has ${owner.noun}.`, {
        code: owner.code,
        [owner.key]: other.documentId,
      });
  }
}

type Owned = { campaign?: { id: number } | null; active?: boolean } | null;

/** Document rule: the owner's write and its campaigns' parking in one transaction. */
export function writeWithCampaign(
  strapi: Strapi,
  load: (where: { documentId: string }) => Promise<Owned>,
  park: (campaignId: number | undefined, on: boolean) => Promise<void>,
) {
  return (params: Row, action: 'create' | 'update', next: () => Promise<any>) =>
    strapi.db.transaction(async () => {
      const before = action === 'update' && params.documentId ? await load({ documentId: params.documentId }) : null;
      const written = await next();
      const after = written?.documentId ? await load({ documentId: written.documentId }) : null;
      if (!after) return written;
      if (before?.campaign && before.campaign.id !== after.campaign?.id) await park(before.campaign.id, false);
      await park(after.campaign?.id, !!after.active);
      return written;
    });
}
