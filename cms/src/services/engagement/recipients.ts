/**
 * Fixing a campaign's recipients when its send starts (segments are dynamic): one set-based
 * `INSERT INTO campaign_recipients ... SELECT` per chunk of profiles (by profile id, so a resumed job
 * continues after its checkpoint), from the segment's SQL (`segmentMatch`), without blocked or
 * not-opted-in profiles, without addresses in `mail_suppressions`, de-duplicated by lower-cased e-mail
 * (the unique index (campaign_id, email) with ON CONFLICT DO NOTHING keeps the first profile of an address).
 */
import type { Knex } from 'knex';
import type { SegmentNode } from '@newsroom/config';
import { segmentMatch } from '../../api/segment/services/compile';
import { dbModel } from '../db-model';
import type { Strapi } from '../../strapi-types';
import { RECIPIENTS } from './claims';

export const SUPPRESSIONS = 'mail_suppressions';

/** The segment's profiles that may receive campaign mail, after `after` (profile id), in id order. */
function eligible(strapi: Strapi, knex: Knex, rules: SegmentNode, now: Date, after: number) {
  const profile = dbModel(strapi, 'api::profile.profile');
  const email = `p.${profile.column('email')}`;
  return segmentMatch(strapi, knex, rules, { now })
    .where('p.id', '>', after)
    .whereNotNull(email)
    .andWhere(email, '<>', '')
    .andWhere((q) => q.where(`p.${profile.column('blocked')}`, false).orWhereNull(`p.${profile.column('blocked')}`))
    .andWhere(`p.${profile.column('optIn')}`, true)
    .whereNotExists((q) =>
      q.select(knex.raw('1')).from(`${SUPPRESSIONS} as s`).whereRaw('s.email = lower(??)', [email]),
    );
}

/**
 * Inserts the next chunk of recipients (profiles with id > `after`, at most `limit` of them) and answers the
 * last profile id it covered (null when no profile is left) and how many rows it added.
 */
export async function fixRecipientsChunk(
  strapi: Strapi,
  trx: Knex.Transaction,
  {
    campaignId,
    rules,
    now,
    after,
    limit,
  }: { campaignId: number; rules: SegmentNode; now: Date; after: number; limit: number },
): Promise<{ last: number | null; added: number }> {
  const ids = eligible(strapi, trx, rules, now, after).clearSelect().select('p.id').orderBy('p.id').limit(limit);
  const bound = await trx.from(ids.as('chunk')).max({ last: 'id' }).first();
  const last = bound?.last === null || bound?.last === undefined ? null : Number(bound.last);
  if (last === null) return { last: null, added: 0 };
  const profile = dbModel(strapi, 'api::profile.profile');
  const rows = eligible(strapi, trx, rules, now, after)
    .clearSelect()
    .select(
      trx.raw('cast(? as integer) as campaign_id', [campaignId]),
      'p.id as profile_id',
      trx.raw('lower(??) as email', [`p.${profile.column('email')}`]),
      trx.raw(`'pending' as state`),
    )
    .andWhere('p.id', '<=', last)
    .orderBy('p.id');
  const { sql, bindings } = rows.toSQL();
  // `WHERE true` after the sub-select: SQLite needs it to read ON CONFLICT as the upsert clause.
  const result: any = await trx.raw(
    `INSERT INTO ${RECIPIENTS} (campaign_id, profile_id, email, state) ` +
      `SELECT campaign_id, profile_id, email, state FROM (${sql}) fixed WHERE true ` +
      `ON CONFLICT (campaign_id, email) DO NOTHING`,
    bindings as readonly Knex.Value[],
  );
  const added = Number(result?.rowCount ?? result?.changes ?? 0);
  return { last, added };
}

export async function recipientCountOf(knex: Knex, campaignId: number) {
  const row = await knex(RECIPIENTS).where('campaign_id', campaignId).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
