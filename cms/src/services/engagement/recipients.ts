/**
 * Fixing a campaign's recipients when its send starts (segments are dynamic): one set-based
 * `INSERT INTO campaign_recipients ... SELECT` per chunk of profiles (by profile id, so a resumed job
 * continues after its checkpoint), from the segment's SQL (`segmentMatch`), without blocked or
 * not-opted-in profiles, without addresses in `mail_suppressions`, de-duplicated by lower-cased e-mail
 * (the unique index (campaign_id, email) with ON CONFLICT DO NOTHING keeps the first profile of an address),
 * and without profiles at the frequency cap (sent that many campaign messages in the cap's window).
 * `campaign_recipients.email` is the recipient's address on the campaign's channel: the lower-cased e-mail
 * address here; for an SMS campaign the E.164 phone number (./recipients-sms.ts), so the unique
 * (campaign_id, email) index de-duplicates numbers as it does addresses.
 */
import type { Knex } from 'knex';
import type { SegmentNode } from '@newsroom/config';
import { segmentMatch } from '../../api/segment/services/compile';
import { dbModel } from '../db-model';
import type { Strapi } from '../../strapi-types';
import { RECIPIENTS } from './claims';

export const SUPPRESSIONS = 'mail_suppressions';

/** The frequency cap (engagement settings): at most `messages` campaign messages per profile in `days` days. */
export type FrequencyCap = { messages: number; days: number };

/** The chunk's parameters, the same for every channel's `fix…RecipientsChunk`. */
export type FixChunk = {
  campaignId: number;
  rules: SegmentNode;
  now: Date;
  after: number;
  limit: number;
  cap?: FrequencyCap | null;
};

/**
 * Leaves out profiles at the frequency cap: messages of other campaigns (every channel) sent to the profile inside
 * the window (index on profile_id); the campaign's own rows are never `sent` before its recipients are fixed.
 */
export function underCap(query: Knex.QueryBuilder, now: Date, cap: FrequencyCap | null) {
  if (cap && cap.messages > 0)
    query.whereRaw(
      `(select count(*) from ${RECIPIENTS} r where r.profile_id = p.id and r.state = 'sent' and r.sent_at >= ?) < ?`,
      [new Date(now.getTime() - cap.days * 86_400_000), cap.messages],
    );
  return query;
}

/** The highest profile id of a chunk's ids query (`select p.id … limit`), or null when it is empty. */
export async function chunkEnd(trx: Knex.Transaction, ids: Knex.QueryBuilder): Promise<number | null> {
  const bound = await trx.from(ids.as('chunk')).max({ last: 'id' }).first();
  return bound?.last === null || bound?.last === undefined ? null : Number(bound.last);
}

/**
 * Inserts the rows a query selects (campaign_id, profile_id, email, state) in one statement; an address already
 * there (an earlier chunk, a chunk run again) is skipped by the unique (campaign_id, email) index. Answers how many.
 */
export async function insertSelected(trx: Knex.Transaction, rows: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = rows.toSQL();
  // `WHERE true` after the sub-select: SQLite needs it to read ON CONFLICT as the upsert clause.
  const result: any = await trx.raw(
    `INSERT INTO ${RECIPIENTS} (campaign_id, profile_id, email, state) ` +
      `SELECT campaign_id, profile_id, email, state FROM (${sql}) fixed WHERE true ` +
      `ON CONFLICT (campaign_id, email) DO NOTHING`,
    bindings as readonly Knex.Value[],
  );
  return Number(result?.rowCount ?? result?.changes ?? 0);
}

/** The segment's profiles that may receive campaign mail, after `after` (profile id), in id order. */
function eligible(
  strapi: Strapi,
  knex: Knex,
  rules: SegmentNode,
  now: Date,
  after: number,
  cap: FrequencyCap | null = null,
) {
  const profile = dbModel(strapi, 'api::profile.profile');
  const email = `p.${profile.column('email')}`;
  const query = segmentMatch(strapi, knex, rules, { now })
    .where('p.id', '>', after)
    .whereNotNull(email)
    .andWhere(email, '<>', '')
    .andWhere((q) => q.where(`p.${profile.column('blocked')}`, false).orWhereNull(`p.${profile.column('blocked')}`))
    .andWhere(`p.${profile.column('optIn')}`, true)
    .whereNotExists((q) =>
      q.select(knex.raw('1')).from(`${SUPPRESSIONS} as s`).whereRaw('s.email = lower(??)', [email]),
    );
  return underCap(query, now, cap);
}

/**
 * Inserts the next chunk of recipients (profiles with id > `after`, at most `limit` of them) and answers the
 * last profile id it covered (null when no profile is left) and how many rows it added.
 */
export async function fixRecipientsChunk(
  strapi: Strapi,
  trx: Knex.Transaction,
  { campaignId, rules, now, after, limit, cap = null }: FixChunk,
): Promise<{ last: number | null; added: number }> {
  const ids = eligible(strapi, trx, rules, now, after, cap).clearSelect().select('p.id').orderBy('p.id').limit(limit);
  const last = await chunkEnd(trx, ids);
  if (last === null) return { last: null, added: 0 };
  const profile = dbModel(strapi, 'api::profile.profile');
  const rows = eligible(strapi, trx, rules, now, after, cap)
    .clearSelect()
    .select(
      trx.raw('cast(? as integer) as campaign_id', [campaignId]),
      'p.id as profile_id',
      trx.raw('lower(??) as email', [`p.${profile.column('email')}`]),
      trx.raw(`'pending' as state`),
    )
    .andWhere('p.id', '<=', last)
    .orderBy('p.id');
  return { last, added: await insertSelected(trx, rows) };
}

export async function recipientCountOf(knex: Knex, campaignId: number) {
  const row = await knex(RECIPIENTS).where('campaign_id', campaignId).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
