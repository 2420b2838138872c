/**
 * The A/B test's SQL over `campaign_recipients`, the same on SQLite and PostgreSQL. The split is the exact one of
 * config/src/ab-test-split.ts (its header states the hash and the order): computed in SQL so a run of a million
 * recipients never loads their ids. `variant` holds the variant's key for the test group and stays NULL for the
 * rest (they get the winner); rows that must wait are in state `held`, which no slice claims.
 */
import type { Knex } from 'knex';
import { AB_VARIANT_KEYS } from '@newsroom/config';
import { RECIPIENTS } from '../../../services/engagement/claims';

const MASK = 4294967295;
const MUL = 73244475; // 0x45d9f3b
const xorShift16 = '((x | (x >> 16)) - (x & (x >> 16)))';

/** The ids of the test group's members with variant index `index` (r < testSize and r mod k = index). */
function membersOf(knex: Knex, campaignId: number, seedHash: number, testSize: number, k: number, index: number) {
  return knex.raw(
    `WITH h0 AS (SELECT id, ((CAST(id AS BIGINT) | CAST(? AS BIGINT)) - (CAST(id AS BIGINT) & CAST(? AS BIGINT))) & ${MASK} AS x
                 FROM ${RECIPIENTS} WHERE campaign_id = ?),
          h1 AS (SELECT id, (${xorShift16} * ${MUL}) & ${MASK} AS x FROM h0),
          h2 AS (SELECT id, (${xorShift16} * ${MUL}) & ${MASK} AS x FROM h1),
          ranked AS (SELECT id, ROW_NUMBER() OVER (ORDER BY ${xorShift16}, id) - 1 AS r FROM h2)
     SELECT id FROM ranked WHERE r < ? AND r % ? = ?`,
    [seedHash, seedHash, campaignId, testSize, k, index],
  );
}

/**
 * Marks the test group (variant keys A…) and holds the rest; a schedule test holds its variants too (each is
 * released at its time). In the caller's transaction, on a run whose rows have no variant yet.
 */
export async function splitRecipients(
  trx: Knex.Transaction,
  {
    campaignId,
    seedHash,
    testSize,
    variants,
    holdVariants,
  }: {
    campaignId: number;
    seedHash: number;
    testSize: number;
    variants: number;
    holdVariants: boolean;
  },
) {
  for (let index = 0; index < variants; index++) {
    const ids = membersOf(trx, campaignId, seedHash, testSize, variants, index);
    await trx(RECIPIENTS)
      .where('campaign_id', campaignId)
      .whereRaw('id IN (?)', [ids])
      .update({ variant: AB_VARIANT_KEYS[index] as string, ...(holdVariants ? { state: 'held' } : {}) });
  }
  await trx(RECIPIENTS).where('campaign_id', campaignId).whereNull('variant').update({ state: 'held' });
}

/** Releases held rows to the slices: the given variants' shares, or (`rest`) the rest. Answers how many. */
export async function releaseHeld(knex: Knex | Knex.Transaction, campaignId: number, which: string[] | 'rest') {
  const query = knex(RECIPIENTS).where({ campaign_id: campaignId, state: 'held' });
  if (which === 'rest') query.whereNull('variant');
  else query.whereIn('variant', which.length ? which : ['-']);
  return Number(await query.update({ state: 'pending' }));
}

export async function heldCount(knex: Knex, campaignId: number) {
  const row = await knex(RECIPIENTS).where({ campaign_id: campaignId, state: 'held' }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function openCount(knex: Knex, campaignId: number) {
  const row = await knex(RECIPIENTS)
    .where('campaign_id', campaignId)
    .whereIn('state', ['pending', 'claimed'])
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/**
 * A test variant's counts: messages sent, and the recipients who opened (an open or a click) and clicked,
 * counted from `mail_events` before `until` when given (a schedule test gives each variant the same wait).
 */
export async function variantCounts(knex: Knex, campaignId: number, key: string, until: Date | null) {
  const sent = await knex(RECIPIENTS)
    .where({ campaign_id: campaignId, variant: key, state: 'sent' })
    .count({ n: '*' })
    .first();
  const events = knex('mail_events as e')
    .join(`${RECIPIENTS} as r`, 'r.id', 'e.recipient_id')
    .where('e.campaign_id', campaignId)
    .andWhere('r.variant', key)
    .whereIn('e.type', ['open', 'click'])
    .select(
      knex.raw('COUNT(DISTINCT e.recipient_id) AS opens'),
      knex.raw("COUNT(DISTINCT CASE WHEN e.type = 'click' THEN e.recipient_id END) AS clicks"),
    );
  if (until) events.andWhere('e.occurred_at', '<', until);
  const [row] = (await events) as { opens?: number | string; clicks?: number | string }[];
  return {
    key,
    sent: Number(sent?.n ?? 0),
    uniqueOpens: Number(row?.opens ?? 0),
    uniqueClicks: Number(row?.clicks ?? 0),
  };
}
