// A/B tests (issue #22): which recipients are in the test group and which variant each gets. Deterministic
// from a seed (the server keeps one per campaign run), random in effect, the same in browser and Node (no crypto).
//
// Method: every recipient id gets a 32-bit hash of the id and the seed; the ids ordered by (hash, id) are a
// random permutation. The first round(n · testShare / 100) of that order (half up) form the test group, and the
// test group's r-th member (r = 0, 1, ...) gets variant r mod k, so the variants' sizes differ by at most one
// and each is a random sample; everyone after is the rest (null: they get the winner).
//
// The hash: s = mix32(FNV-1a(seed)), computed once per seed (`abSeedHash`); per id
// h = mix32((id XOR s) mod 2^32), where mix32 is x ^= x >> 16; x = x · 0x45d9f3b mod 2^32; x ^= x >> 16;
// x = x · 0x45d9f3b mod 2^32; x ^= x >> 16 (a bijection of 32-bit numbers with good avalanche, so ids below 2^32
// never share a hash). Only integer operations whose products stay below 2^59, so SQL can compute it exactly.
//
// Doing it in SQL (SQLite ≥ 3.25 and PostgreSQL; XOR written as (a | b) − (a & b), which both understand; :s is
// `abSeedHash(seed)`, :t is `abTestGroupSize(n, testShare)`, :k the number of variants):
//
//   WITH h0 AS (SELECT id, ((id | :s) - (id & :s)) & 4294967295 AS x
//               FROM campaign_recipients WHERE campaign_id = :campaign),
//        h1 AS (SELECT id, (((x | (x >> 16)) - (x & (x >> 16))) * 73244475) & 4294967295 AS x FROM h0),
//        h2 AS (SELECT id, (((x | (x >> 16)) - (x & (x >> 16))) * 73244475) & 4294967295 AS x FROM h1),
//        ranked AS (SELECT id, ROW_NUMBER() OVER (ORDER BY (x | (x >> 16)) - (x & (x >> 16)), id) - 1 AS r FROM h2)
//   SELECT id, CASE WHEN r < :t THEN r % :k END AS variant FROM ranked
//
// (the ORDER BY value × 2^-32 is `abBucket`). On PostgreSQL the id and :s must be bigint (campaign_recipients.id is;
// an int4 column or parameter overflows: write CAST(id AS BIGINT), CAST(:s AS BIGINT)). Which ways are exact:
// - `abAssignment` over all the run's recipient ids at once: exact (the definition). The ids are integers: a
//   million of them is a few MB and about a second (1.2 s measured; the SQL on SQLite is slower, PostgreSQL similar).
// - The SQL above over the same ids, with :t from `abTestGroupSize` on their count: exact, the same assignment
//   (same hash, same order, same r mod k); checked against `abAssignment` on SQLite 3.53 (200,000 ids above 2^32)
//   and PostgreSQL 15 (bigint ids) when this was written: no difference.
// - `abAssignment` per chunk of recipients: NOT exact. Each chunk rounds its own share (the test group's size can
//   be off by up to half the number of chunks) and restarts at variant 0 (A gets up to one more per chunk). Only
//   the whole list, or the SQL, gives the exact test group.

const U32 = 0x1_0000_0000;
const MUL = 0x45d9f3b;

function mix32(value: number): number {
  let x = value >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, MUL) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, MUL) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** FNV-1a (32-bit) of the text's UTF-16 code units. */
function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The seed as the 32-bit number the hash (and the SQL) uses. */
export const abSeedHash = (seed: string): number => mix32(fnv1a32(String(seed)));

/** The 32-bit hash of an id under a seed hash; ids are taken modulo 2^32 (as the SQL's `& 4294967295`). */
const hashOf = (seedHash: number, id: number): number => mix32((id ^ seedHash) >>> 0);

/** A recipient's place in the random order, in [0, 1): the same for the same seed and id. */
export const abBucket = (seed: string, id: number): number => hashOf(abSeedHash(seed), id) / U32;

/** The test group's size: round(n · testShare / 100), half up, in whole numbers. */
export const abTestGroupSize = (recipients: number, testShare: number): number =>
  Math.floor((recipients * testShare + 50) / 100);

export type AbSplitSettings = { testShare: number; variantCount: number };

/**
 * Each recipient id → its variant's index (0 … variantCount − 1) when in the test group, or null (the rest).
 * The map keeps the ids' first order; a repeated id counts once. Throws on a share outside 0–100, a variant
 * count below 1 or an id that is not a non-negative whole number.
 */
export function abAssignment(
  recipientIds: readonly number[],
  { testShare, variantCount }: AbSplitSettings,
  seed: string,
): Map<number, number | null> {
  if (!(Number.isInteger(testShare) && testShare >= 0 && testShare <= 100))
    throw new RangeError(`abAssignment: test share ${testShare} is not a whole percentage`);
  if (!(Number.isInteger(variantCount) && variantCount >= 1))
    throw new RangeError(`abAssignment: variant count ${variantCount}`);
  const result = new Map<number, number | null>();
  for (const id of recipientIds) {
    if (!(Number.isSafeInteger(id) && id >= 0)) throw new RangeError(`abAssignment: recipient id ${id}`);
    result.set(id, null);
  }
  const s = abSeedHash(seed);
  const ids = Float64Array.from(result.keys());
  const hashes = ids.map((id) => hashOf(s, id));
  const order = new Uint32Array(ids.length).map((_, i) => i);
  order.sort((a, b) => hashes[a] - hashes[b] || ids[a] - ids[b]);
  const testSize = abTestGroupSize(ids.length, testShare);
  for (let r = 0; r < testSize; r++) result.set(ids[order[r]], r % variantCount);
  return result;
}
