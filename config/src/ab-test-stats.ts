// A/B tests (issue #22): the figures per variant, the confidence that a difference is real, and the winner.
// Pure; console (live figures while the test runs) and server (the automatic pick at the wait's end) share it.
//
// The winner rule:
// - Rates are unique opens (or unique clicks) / sent, where sent counts the variant's recipients the transport
//   accepted (failures excluded) and opens and clicks are the human ones (docs/engagement.md "Tracking").
// - The variant with the highest rate of the chosen metric wins; the reason records its rate, the runner-up
//   (the next best variant) and the confidence that the difference between the two is real (a two-sided,
//   pooled two-proportion z-test: confidence = 1 − p).
// - The winner is picked at the wait's end even when that confidence is below 95 %. The rest of the segment has
//   to get something, and when the variants are really about equal either one is as good a choice as the other,
//   so the higher observed rate is the best guess there is; holding the rest back for significance could wait
//   forever. The marketer sees the confidence (and `significant`: at least `minConfidence`, 95 % by default),
//   and with winner mode MANUAL chooses by hand (reason `manual`, the same figures recorded).
// - Equal best rates: the first of them (in key order) wins, reason `tie_first`, confidence 0.
// - No variant sent anything: the first variant, reason `no_data`. A variant that sent nothing never wins
//   against one that did, whatever the rates.

export const AB_METRICS = ['OPEN_RATE', 'CLICK_RATE'] as const;
export type AbMetric = (typeof AB_METRICS)[number];

/** Why a variant won (recorded with the winner). Not refusals: they are never sent as an error code. */
export const AB_WINNER_REASONS = ['higher_rate', 'tie_first', 'no_data', 'manual'] as const;
export type AbWinnerReasonCode = (typeof AB_WINNER_REASONS)[number];

/** Confidence from which a difference counts as significant in the reason (shown, not a condition to pick). */
export const AB_MIN_CONFIDENCE = 0.95;

export type TwoProportionResult = { z: number; pValue: number; confidence: number };

/**
 * erfc(x) for x ≥ 0 (Numerical Recipes' Chebyshev fit `erfcc`): relative error below 1.2e-7 everywhere, so
 * small p-values keep their digits too (Abramowitz–Stegun 7.1.26 has an absolute error of 1.5e-7).
 */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return t * Math.exp(-x * x + poly);
}

/** The standard normal distribution function Φ(z). */
export function normalCdf(z: number): number {
  const tail = 0.5 * erfc(Math.abs(z) / Math.SQRT2);
  return z >= 0 ? 1 - tail : tail;
}

const NO_EVIDENCE: TwoProportionResult = { z: 0, pValue: 1, confidence: 0 };
const count = (v: number) => Number.isFinite(v) && v >= 0;

/**
 * Two-proportion z-test with the pooled standard error: is successA/totalA different from successB/totalB?
 * z > 0 when A's rate is the higher. A zero total, no variance (both 0 % or both 100 %) or impossible counts
 * (negative, successes above the total) give no evidence: z 0, p 1, confidence 0.
 */
export function twoProportionTest(
  successA: number,
  totalA: number,
  successB: number,
  totalB: number,
): TwoProportionResult {
  if (![successA, totalA, successB, totalB].every(count) || successA > totalA || successB > totalB) return NO_EVIDENCE;
  if (totalA === 0 || totalB === 0) return NO_EVIDENCE;
  const pooled = (successA + successB) / (totalA + totalB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / totalA + 1 / totalB));
  if (!(se > 0)) return NO_EVIDENCE;
  const z = (successA / totalA - successB / totalB) / se;
  // Two-sided: 2 · (1 − Φ(|z|)) = erfc(|z| / √2), taken directly so small p-values keep their digits.
  const pValue = Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
  return { z, pValue, confidence: 1 - pValue };
}

/** A variant's counts as the statistics deliver them. */
export type AbVariantCounts = { key: string; sent: number; uniqueOpens: number; uniqueClicks: number };

export type AbVariantResult = {
  key: string;
  sent: number;
  opens: number;
  clicks: number;
  openRate: number;
  clickRate: number;
  /** The chosen metric's rate. */
  rate: number;
  /** The variant that would win now (exactly one). */
  leading: boolean;
  /** For the others: the confidence that the leader's higher rate is real. */
  confidenceVsBest?: number;
};

const whole = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
const successesOf = (r: Pick<AbVariantResult, 'opens' | 'clicks'>, metric: AbMetric) =>
  metric === 'CLICK_RATE' ? r.clicks : r.opens;

/** a's rate compared with b's, exactly (cross-multiplied counts): > 0 when a's is higher. */
const compareRates = (a: { s: number; n: number }, b: { s: number; n: number }) => {
  if (a.n === 0 || b.n === 0) return (a.n === 0 ? 0 : a.s / a.n) - (b.n === 0 ? 0 : b.s / b.n);
  return a.s * b.n - b.s * a.n;
};

/** Indexes best first: variants that sent before those that did not, then by rate, then in key order. */
function ranking(rows: { sent: number; opens: number; clicks: number }[], metric: AbMetric): number[] {
  const of = (i: number) => ({ s: successesOf(rows[i], metric), n: rows[i].sent });
  return rows
    .map((_, i) => i)
    .sort((i, j) => {
      const sentFirst = Number(rows[j].sent > 0) - Number(rows[i].sent > 0);
      return sentFirst || compareRates(of(j), of(i)) || i - j;
    });
}

/**
 * The figures per variant, in the given order. Counts are whole and not negative; opens and clicks are capped
 * at sent (a rate is never above 100 %).
 */
export function abResults(variants: readonly AbVariantCounts[], metric: AbMetric): AbVariantResult[] {
  const rows = variants.map((v) => {
    const sent = whole(v.sent);
    const opens = Math.min(whole(v.uniqueOpens), sent);
    const clicks = Math.min(whole(v.uniqueClicks), sent);
    const openRate = sent ? opens / sent : 0;
    const clickRate = sent ? clicks / sent : 0;
    return { key: v.key, sent, opens, clicks, openRate, clickRate };
  });
  const leader = rows.length ? ranking(rows, metric)[0] : -1;
  return rows.map((row, i) => {
    const rate = metric === 'CLICK_RATE' ? row.clickRate : row.openRate;
    if (i === leader) return { ...row, rate, leading: true };
    const best = rows[leader];
    const { confidence } = twoProportionTest(successesOf(best, metric), best.sent, successesOf(row, metric), row.sent);
    return { ...row, rate, leading: false, confidenceVsBest: confidence };
  });
}

export type AbWinnerReason = {
  code: AbWinnerReasonCode;
  metric: AbMetric;
  /** The winner's rate. */
  rate: number;
  /** The next best variant (null with a single variant). */
  runnerUp: string | null;
  runnerUpRate: number | null;
  /** That the winner's difference from the runner-up is real, either way (0 on a tie or without data). */
  confidence: number;
  /** confidence ≥ minConfidence. */
  significant: boolean;
};
export type AbWinner = { winner: string; reason: AbWinnerReason };
type WinnerOptions = { minConfidence?: number };

const rateOf = (r: Pick<AbVariantResult, 'sent' | 'opens' | 'clicks'>, metric: AbMetric) =>
  r.sent ? successesOf(r, metric) / r.sent : 0;

function reasonFor(
  code: AbWinnerReasonCode,
  results: readonly AbVariantResult[],
  winner: number,
  runnerUp: number | undefined,
  metric: AbMetric,
  minConfidence: number,
): AbWinner {
  const w = results[winner];
  const r = runnerUp === undefined ? undefined : results[runnerUp];
  const compared = r !== undefined && (code === 'higher_rate' || code === 'manual');
  const confidence = compared
    ? twoProportionTest(successesOf(w, metric), w.sent, successesOf(r, metric), r.sent).confidence
    : 0;
  return {
    winner: w.key,
    reason: {
      code,
      metric,
      rate: rateOf(w, metric),
      runnerUp: r ? r.key : null,
      runnerUpRate: r ? rateOf(r, metric) : null,
      confidence,
      significant: compared && confidence >= minConfidence,
    },
  };
}

/**
 * The winner by the rule in this file's header: highest rate of `metric` (which may differ from the metric the
 * results were made with: the rates are taken from the counts). Throws on an empty list.
 */
export function chooseWinner(
  results: readonly AbVariantResult[],
  metric: AbMetric,
  { minConfidence = AB_MIN_CONFIDENCE }: WinnerOptions = {},
): AbWinner {
  if (!results.length) throw new RangeError('chooseWinner: no variants');
  const [first, second] = ranking([...results], metric);
  const winner = results[first];
  if (winner.sent === 0)
    return reasonFor('no_data', results, 0, results.length > 1 ? 1 : undefined, metric, minConfidence);
  const runnerUp = second === undefined ? undefined : results[second];
  const tie =
    runnerUp !== undefined &&
    runnerUp.sent > 0 &&
    compareRates(
      { s: successesOf(winner, metric), n: winner.sent },
      { s: successesOf(runnerUp, metric), n: runnerUp.sent },
    ) === 0;
  return reasonFor(tie ? 'tie_first' : 'higher_rate', results, first, second, metric, minConfidence);
}

/** A winner chosen by hand (winner mode MANUAL, or before the wait ends): the same figures, reason `manual`. */
export function manualWinner(
  results: readonly AbVariantResult[],
  metric: AbMetric,
  key: string,
  { minConfidence = AB_MIN_CONFIDENCE }: WinnerOptions = {},
): AbWinner {
  const chosen = results.findIndex((r) => r.key === key);
  if (chosen < 0) throw new RangeError(`manualWinner: no variant ${key}`);
  const runnerUp = ranking([...results], metric).find((i) => i !== chosen);
  return reasonFor('manual', results, chosen, runnerUp, metric, minConfidence);
}
