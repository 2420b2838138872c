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
import { RECIPIENTS } from './claims';
import type { FrequencyCap } from './recipients';

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
  // The cap counts every channel's campaign messages (sent rows by profile, indexed), as for e-mail.
  if (cap && cap.messages > 0)
    query.whereRaw(
      `(select count(*) from ${RECIPIENTS} r where r.profile_id = p.id and r.state = 'sent' and r.sent_at >= ?) < ?`,
      [new Date(now.getTime() - cap.days * 86_400_000), cap.messages],
    );
  return query;
}

/** Inserts the devices of the next chunk of profiles; answers the last profile id covered (null: none left). */
export async function fixPushRecipientsChunk(
  strapi: Strapi,
  trx: Knex.Transaction,
  {
    campaignId,
    rules,
    now,
    after,
    limit,
    cap = null,
  }: { campaignId: number; rules: SegmentNode; now: Date; after: number; limit: number; cap?: FrequencyCap | null },
): Promise<{ last: number | null; added: number }> {
  const ids = eligible(strapi, trx, rules, now, after, cap).clearSelect().select('p.id').orderBy('p.id').limit(limit);
  const bound = await trx.from(ids.as('chunk')).max({ last: 'id' }).first();
  const last = bound?.last === null || bound?.last === undefined ? null : Number(bound.last);
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
  const { sql, bindings } = rows.toSQL();
  // `WHERE true` after the sub-select: SQLite needs it to read ON CONFLICT as the upsert clause.
  const result: any = await trx.raw(
    `INSERT INTO ${RECIPIENTS} (campaign_id, profile_id, email, state) ` +
      `SELECT campaign_id, profile_id, email, state FROM (${sql}) fixed WHERE true ` +
      `ON CONFLICT (campaign_id, email) DO NOTHING`,
    bindings as readonly Knex.Value[],
  );
  return { last, added: Number(result?.rowCount ?? result?.changes ?? 0) };
}
