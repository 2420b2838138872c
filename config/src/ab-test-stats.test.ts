import { describe, expect, it } from 'vitest';
import { abResults, chooseWinner, manualWinner, normalCdf, twoProportionTest, type AbVariantCounts } from './ab-test';

const counts = (key: string, sent: number, uniqueOpens: number, uniqueClicks = 0): AbVariantCounts => ({
  key,
  sent,
  uniqueOpens,
  uniqueClicks,
});

describe('twoProportionTest', () => {
  it('has the normal distribution right (known values)', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 7);
    expect(normalCdf(-1)).toBeCloseTo(0.1586553, 7);
    expect(normalCdf(3)).toBeCloseTo(0.9986501, 7);
    // Two-sided p-values: 1.96 → 0.05, 2.5758 → 0.01, 3.2905 → 0.001; tiny ones keep their digits.
    const p = (z: number) => 2 * (1 - normalCdf(z));
    expect(p(1.96)).toBeCloseTo(0.0499958, 6);
    expect(p(2.5758293)).toBeCloseTo(0.01, 6);
    expect(p(3.2905267)).toBeCloseTo(0.001, 6);
    expect(p(1)).toBeCloseTo(0.3173105, 6);
  });

  it('gives z, the two-sided p-value and the confidence with the pooled standard error', () => {
    const result = twoProportionTest(200, 1000, 250, 1000);
    expect(result.z).toBeCloseTo(-2.6773978, 5);
    expect(result.pValue).toBeCloseTo(0.0074196, 6);
    expect(result.confidence).toBeCloseTo(0.9925803, 6);
    const reversed = twoProportionTest(250, 1000, 200, 1000);
    expect(reversed.z).toBeCloseTo(2.6773978, 5);
    expect(reversed.pValue).toBeCloseTo(result.pValue, 12);
    expect(twoProportionTest(120, 1000, 100, 1000).pValue).toBeCloseTo(0.1529178, 6);
    expect(twoProportionTest(30, 100, 20, 100).pValue).toBeCloseTo(0.1024704, 6);
    // Far apart: p stays accurate relative to its size (no 1 − 0.99999… cancellation).
    const far = twoProportionTest(500, 1000, 100, 1000);
    expect(far.pValue).toBeGreaterThan(0);
    expect(far.confidence).toBeLessThanOrEqual(1);
  });

  it('gives no evidence without data, without variance or with impossible counts', () => {
    const none = { z: 0, pValue: 1, confidence: 0 };
    expect(twoProportionTest(0, 0, 5, 10)).toEqual(none);
    expect(twoProportionTest(5, 10, 0, 0)).toEqual(none);
    expect(twoProportionTest(0, 100, 0, 200)).toEqual(none);
    expect(twoProportionTest(100, 100, 200, 200)).toEqual(none);
    expect(twoProportionTest(11, 10, 5, 10)).toEqual(none);
    expect(twoProportionTest(-1, 10, 5, 10)).toEqual(none);
    expect(twoProportionTest(NaN, 10, 5, 10)).toEqual(none);
    expect(twoProportionTest(50, 100, 50, 100).confidence).toBe(0);
  });
});

describe('abResults', () => {
  it('gives counts, both rates, the metric rate, the leader and the confidence against it', () => {
    const results = abResults([counts('A', 1000, 200, 30), counts('B', 1000, 250, 20), counts('C', 0, 0)], 'OPEN_RATE');
    expect(results.map((r) => [r.key, r.sent, r.opens, r.clicks, r.openRate, r.clickRate, r.rate, r.leading])).toEqual([
      ['A', 1000, 200, 30, 0.2, 0.03, 0.2, false],
      ['B', 1000, 250, 20, 0.25, 0.02, 0.25, true],
      ['C', 0, 0, 0, 0, 0, 0, false],
    ]);
    expect(results[0].confidenceVsBest).toBeCloseTo(0.9925803, 6);
    expect(results[1].confidenceVsBest).toBeUndefined();
    expect(results[2].confidenceVsBest).toBe(0);
    const byClicks = abResults([counts('A', 1000, 200, 30), counts('B', 1000, 250, 20)], 'CLICK_RATE');
    expect(byClicks.map((r) => [r.key, r.rate, r.leading])).toEqual([
      ['A', 0.03, true],
      ['B', 0.02, false],
    ]);
  });

  it('cleans impossible counts: whole, not negative, opens and clicks at most sent', () => {
    const [a] = abResults([{ key: 'A', sent: 10.7, uniqueOpens: 12, uniqueClicks: -3 }], 'OPEN_RATE');
    expect(a).toMatchObject({ sent: 10, opens: 10, clicks: 0, openRate: 1, clickRate: 0, leading: true });
    expect(abResults([], 'OPEN_RATE')).toEqual([]);
  });
});

describe('chooseWinner', () => {
  const win = (metric: 'OPEN_RATE' | 'CLICK_RATE', ...variants: AbVariantCounts[]) =>
    chooseWinner(abResults(variants, metric), metric);

  it('picks the highest rate and records the runner-up and the confidence, even below 95 %', () => {
    expect(win('OPEN_RATE', counts('A', 1000, 200), counts('B', 1000, 250), counts('C', 1000, 180))).toEqual({
      winner: 'B',
      reason: {
        code: 'higher_rate',
        metric: 'OPEN_RATE',
        rate: 0.25,
        runnerUp: 'A',
        runnerUpRate: 0.2,
        confidence: expect.closeTo(0.9925803, 6),
        significant: true,
      },
    });
    const close = win('OPEN_RATE', counts('A', 1000, 120), counts('B', 1000, 100));
    expect(close.winner).toBe('A');
    expect(close.reason).toMatchObject({ code: 'higher_rate', runnerUp: 'B', significant: false });
    expect(close.reason.confidence).toBeCloseTo(0.8470822, 6);
    const strict = chooseWinner(abResults([counts('A', 1000, 200), counts('B', 1000, 250)], 'OPEN_RATE'), 'OPEN_RATE', {
      minConfidence: 0.999,
    });
    expect(strict.reason).toMatchObject({ code: 'higher_rate', significant: false });
  });

  it('compares rates exactly, with unequal group sizes', () => {
    // 1/3 against 2/6: equal, whatever floating point makes of them.
    expect(win('CLICK_RATE', counts('A', 3, 3, 1), counts('B', 6, 6, 2)).reason.code).toBe('tie_first');
    expect(win('CLICK_RATE', counts('A', 300, 0, 100), counts('B', 301, 0, 101)).winner).toBe('B');
  });

  it('chooses by the metric given, from the counts', () => {
    const results = abResults([counts('A', 1000, 200, 30), counts('B', 1000, 250, 20)], 'OPEN_RATE');
    expect(chooseWinner(results, 'CLICK_RATE')).toMatchObject({
      winner: 'A',
      reason: { metric: 'CLICK_RATE', rate: 0.03, runnerUp: 'B', runnerUpRate: 0.02 },
    });
  });

  it('takes the first variant on a tie, and without data', () => {
    expect(win('OPEN_RATE', counts('A', 500, 100), counts('B', 1000, 250), counts('C', 2000, 500))).toEqual({
      winner: 'B',
      reason: {
        code: 'tie_first',
        metric: 'OPEN_RATE',
        rate: 0.25,
        runnerUp: 'C',
        runnerUpRate: 0.25,
        confidence: 0,
        significant: false,
      },
    });
    expect(win('OPEN_RATE', counts('A', 100, 0), counts('B', 100, 0)).reason.code).toBe('tie_first');
    expect(win('OPEN_RATE', counts('A', 0, 0), counts('B', 0, 0))).toEqual({
      winner: 'A',
      reason: {
        code: 'no_data',
        metric: 'OPEN_RATE',
        rate: 0,
        runnerUp: 'B',
        runnerUpRate: 0,
        confidence: 0,
        significant: false,
      },
    });
    expect(() => chooseWinner([], 'OPEN_RATE')).toThrow(RangeError);
  });

  it('never lets a variant that sent nothing win against one that sent', () => {
    const result = win('OPEN_RATE', counts('A', 0, 0), counts('B', 100, 0));
    expect(result).toMatchObject({ winner: 'B', reason: { code: 'higher_rate', runnerUp: 'A', confidence: 0 } });
    expect(win('OPEN_RATE', counts('A', 100, 5)).reason).toMatchObject({ code: 'higher_rate', runnerUp: null });
  });

  it('records a winner chosen by hand with the same figures', () => {
    const results = abResults([counts('A', 1000, 200), counts('B', 1000, 250), counts('C', 1000, 180)], 'OPEN_RATE');
    expect(manualWinner(results, 'OPEN_RATE', 'A')).toEqual({
      winner: 'A',
      reason: {
        code: 'manual',
        metric: 'OPEN_RATE',
        rate: 0.2,
        runnerUp: 'B',
        runnerUpRate: 0.25,
        confidence: expect.closeTo(0.9925803, 6),
        significant: true,
      },
    });
    expect(manualWinner(results, 'OPEN_RATE', 'B').reason.runnerUp).toBe('A');
    expect(() => manualWinner(results, 'OPEN_RATE', 'E')).toThrow(RangeError);
  });
});
