/**
 * A push campaign's recipients, fixed when its send starts (as ./recipients.ts does for e-mail, chunked by profile
 * id so a resumed job continues after its checkpoint): the registered devices (`push_subscriptions`) of the
 * segment's profiles that are not blocked and not at the frequency cap. One `campaign_recipients` row per device.
 * A device's registration is its consent (the browser asked the reader), so the e-mail opt-in and the mail
 * suppressions do not apply; a reader who no longer wants push turns it off in the browser, and the push service
 * then calls the device gone.
 *
 * The row's `email` column holds `push:<subscription id>`: the device's reference, unique per campaign by the
 * table's (campaign_id, email) index, so a chunk run again adds nothing. The sender reads the device from it
 * (./channel-push.ts); a device deleted meanwhile is failed as gone.
 */
import type { Knex } from 'knex';
import type { SegmentNode } from '@newsroom/config';
import { segmentMatch } from '../../api/segment/services/compile';
import { PUSH_SUBSCRIPTION } from '../push/send';
import { dbModel } from '../db-model';
import type { Strapi } from '../../strapi-types';
import { chunkEnd, insertSelected, underCap, type FixChunk, type FrequencyCap } from './recipients';

/** The recipient row's reference of a device, and back. */
export const PUSH_REFERENCE_PREFIX = 'push:';
export const pushReferenceOf = (subscriptionId: number) => `${PUSH_REFERENCE_PREFIX}${subscriptionId}`;
export const subscriptionIdOf = (reference: string): number | null => {
  const match = /^push:(\d+)$/.exec(reference);
  return match ? Number(match[1]) : null;
};

/** The segment's profiles with at least one device, after `after` (profile id), not blocked, under the cap. */
function eligible(strapi: Strapi, knex: Knex, rules: SegmentNode, now: Date, after: number, cap: FrequencyCap | null) {
  const profile = dbModel(strapi, 'api::profile.profile');
  const link = dbModel(strapi, PUSH_SUBSCRIPTION).link('profile');
  const query = segmentMatch(strapi, knex, rules, { now })
    .where('p.id', '>', after)
    .andWhere((q) => q.where(`p.${profile.column('blocked')}`, false).orWhereNull(`p.${profile.column('blocked')}`))
    .whereExists((q) =>
      q
        .select(knex.raw('1'))
        .from(`${link.name} as dl`)
        .whereRaw('?? = p.id', [`dl.${link.inverseJoinColumn.name}`]),
    );
  return underCap(query, now, cap);
}

/** Inserts the devices of the next chunk of profiles; answers the last profile id covered (null: none left). */
export async function fixPushRecipientsChunk(
  strapi: Strapi,
  trx: Knex.Transaction,
  { campaignId, rules, now, after, limit, cap = null }: FixChunk,
): Promise<{ last: number | null; added: number }> {
  const ids = eligible(strapi, trx, rules, now, after, cap).clearSelect().select('p.id').orderBy('p.id').limit(limit);
  const last = await chunkEnd(trx, ids);
  if (last === null) return { last: null, added: 0 };
  const link = dbModel(strapi, PUSH_SUBSCRIPTION).link('profile');
  const device = `dl.${link.joinColumn.name}`;
  const rows = eligible(strapi, trx, rules, now, after, cap)
    .clearSelect()
    .join(`${link.name} as dl`, `dl.${link.inverseJoinColumn.name}`, 'p.id')
    .select(
      trx.raw('cast(? as integer) as campaign_id', [campaignId]),
      'p.id as profile_id',
      trx.raw(`'${PUSH_REFERENCE_PREFIX}' || cast(?? as varchar(20)) as email`, [device]),
      trx.raw(`'pending' as state`),
    )
    .andWhere('p.id', '<=', last)
    .orderBy('p.id')
    .orderBy(device);
  return { last, added: await insertSelected(trx, rows) };
}
