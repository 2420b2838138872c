import { describe, expect, it } from 'vitest';
import {
  AB_FAILURE_CODES,
  AB_VARIANT_KEYS,
  abAssignment,
  abBucket,
  abDecisionAt,
  abSeedHash,
  abSettingsFailures,
  abTestGroupSize,
  winningTimeOfDay,
  type AbSettings,
} from './ab-test';
import { ruleMessage } from './rule-messages';

const NOW = new Date('2026-06-01T08:00:00Z');
const content = (variants: unknown[], extra: Record<string, unknown> = {}) => ({
  testShare: 20,
  waitHours: 4,
  metric: 'OPEN_RATE',
  winnerMode: 'AUTO',
  variants,
  ...extra,
});
const codes = (variable: 'CONTENT' | 'DELIVERY_SCHEDULE', settings: unknown) =>
  abSettingsFailures(variable, settings, NOW).map((f) => `${f.path.join('.')}:${f.code}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('abSettingsFailures: the settings', () => {
  const ab = [
    { key: 'A', subject: 'Hello' },
    { key: 'B', subject: 'Hi there' },
  ];

  it('accepts a valid content test and a valid schedule test', () => {
    expect(codes('CONTENT', content(ab))).toEqual([]);
    const schedule = content([
      { key: 'A', sendAt: '2026-06-02T07:00:00Z' },
      { key: 'B', sendAt: '2026-06-02T17:30:00+02:00' },
    ]);
    expect(codes('DELIVERY_SCHEDULE', schedule)).toEqual([]);
  });

  it('checks share, wait, metric and winner mode', () => {
    expect(codes('CONTENT', content(ab, { testShare: 0, waitHours: 169, metric: 'CTR', winnerMode: 'auto' }))).toEqual([
      'variants.testShare:ab_test_share',
      'variants.waitHours:ab_wait_hours',
      'variants.metric:ab_metric',
      'variants.winnerMode:ab_winner_mode',
    ]);
    expect(codes('CONTENT', content(ab, { testShare: 50, waitHours: 168, metric: 'CLICK_RATE' }))).toEqual([]);
    expect(codes('CONTENT', content(ab, { testShare: 1, waitHours: 1, winnerMode: 'MANUAL' }))).toEqual([]);
    for (const bad of [51, 12.5, '20', null]) expect(codes('CONTENT', content(ab, { testShare: bad }))).toHaveLength(1);
    for (const bad of [0, 1.5, '4']) expect(codes('CONTENT', content(ab, { waitHours: bad }))).toHaveLength(1);
    const failure = abSettingsFailures('CONTENT', content(ab, { testShare: 60 }), NOW)[0];
    expect(failure).toEqual({ path: ['variants', 'testShare'], code: 'ab_test_share', params: { min: 1, max: 50 } });
  });

  it('wants settings, a variable, two to four variants and keys A to D in order', () => {
    expect(codes('CONTENT', null)).toEqual(['variants:required']);
    expect(codes('CONTENT', [])).toEqual(['variants:required']);
    expect(codes(undefined as never, content(ab))).toEqual(['variable:required']);
    expect(codes('BOTH' as never, content(ab))).toEqual(['variable:oneOf']);
    expect(codes('CONTENT', content([ab[0]]))).toEqual(['variants.variants:ab_variants_count']);
    expect(codes('CONTENT', content({ A: ab[0] } as never))).toEqual(['variants.variants:ab_variants_count']);
    const five = AB_VARIANT_KEYS.map((key, i) => ({ key, subject: `S${i}` }));
    expect(codes('CONTENT', content([...five, { key: 'E', subject: 'S5' }]))).toEqual([
      'variants.variants:ab_variants_count',
    ]);
    expect(codes('CONTENT', content(five))).toEqual([]);
    expect(codes('CONTENT', content([ab[1], ab[0]]))).toEqual(['variants.variants.0.key:ab_variant_keys']);
    expect(codes('CONTENT', content([ab[0], { ...ab[1], key: 'C' }]))).toEqual([
      'variants.variants.1.key:ab_variant_keys',
    ]);
    expect(abSettingsFailures('CONTENT', content([ab[0], 'B']), NOW)).toEqual([
      { path: ['variants', 'variants', 1, 'key'], code: 'ab_variant_keys', params: { keys: 'A, B' } },
    ]);
  });
});

describe('abSettingsFailures: content variants', () => {
  it('wants each variant to set something and to differ from the others', () => {
    expect(codes('CONTENT', content([{ key: 'A', subject: 'X' }, { key: 'B' }]))).toEqual([
      'variants.variants.1:ab_variant_empty',
    ]);
    expect(
      codes(
        'CONTENT',
        content([
          { key: 'A', subject: '  ' },
          { key: 'B', fromName: 'N' },
        ]),
      ),
    ).toEqual(['variants.variants.0:ab_variant_empty']);
    const same = content([
      { key: 'A', subject: 'X', template: 'abc123' },
      { key: 'B', subject: 'Y' },
      { key: 'C', subject: ' X ', template: 'abc123' },
    ]);
    expect(abSettingsFailures('CONTENT', same, NOW)).toEqual([
      { path: ['variants', 'variants', 2], code: 'ab_variants_same', params: { key: 'C', same: 'A' } },
    ]);
    // Different fields set: different variants (a field left out is the campaign's own).
    const mixed = [
      { key: 'A', subject: 'X' },
      { key: 'B', fromName: 'X' },
      { key: 'C', template: 'tpl1' },
      { key: 'D', subject: 'X', fromName: 'X' },
    ];
    expect(codes('CONTENT', content(mixed))).toEqual([]);
  });

  it('checks lengths, text and the template id', () => {
    const failures = abSettingsFailures(
      'CONTENT',
      content([
        { key: 'A', subject: 's'.repeat(256), fromName: 'n'.repeat(121), template: 'not an id' },
        { key: 'B', subject: 'a\u202eb', fromName: 42 },
      ]),
      NOW,
    );
    expect(failures.map((f) => [f.path.slice(2).join('.'), f.code, f.params])).toEqual([
      ['0.subject', 'maxLength', { max: 255 }],
      ['0.fromName', 'maxLength', { max: 120 }],
      ['0.template', 'notFound', undefined],
      ['1.subject', 'control_characters', undefined],
      ['1.fromName', 'string', undefined],
    ]);
    const longest = [
      { key: 'A', subject: 's'.repeat(255), fromName: 'n'.repeat(120), template: 'x'.repeat(64) },
      { key: 'B', subject: 'short' },
    ];
    expect(codes('CONTENT', content(longest))).toEqual([]);
  });
});

describe('abSettingsFailures: schedule variants', () => {
  const at = (...sendAts: unknown[]) => content(sendAts.map((sendAt, i) => ({ key: AB_VARIANT_KEYS[i], sendAt })));

  it('wants valid future instants with a zone', () => {
    const bad = at('2026-06-01T07:59:00Z', '2026-06-02 09:00', '2026-02-30T09:00:00Z', 'tomorrow');
    expect(codes('DELIVERY_SCHEDULE', bad)).toEqual([
      'variants.variants.0.sendAt:ab_send_at',
      'variants.variants.1.sendAt:ab_send_at',
      'variants.variants.2.sendAt:ab_send_at',
      'variants.variants.3.sendAt:ab_send_at',
    ]);
    expect(codes('DELIVERY_SCHEDULE', at('2026-06-01T08:00:00Z', '2026-06-02T09:00:00.000Z'))).toEqual([
      'variants.variants.0.sendAt:ab_send_at',
    ]);
    expect(codes('DELIVERY_SCHEDULE', at('2026-06-02T09:00:00.123Z', '2026-06-02T12:00+01:00'))).toEqual([]);
  });

  it('wants distinct times (to the minute), at most 7 days apart', () => {
    expect(
      abSettingsFailures('DELIVERY_SCHEDULE', at('2026-06-02T09:00:00Z', '2026-06-02T11:00:30+02:00'), NOW),
    ).toEqual([
      {
        path: ['variants', 'variants', 1, 'sendAt'],
        code: 'ab_send_at_same',
        params: { key: 'B', same: 'A' },
      },
    ]);
    expect(codes('DELIVERY_SCHEDULE', at('2026-06-02T09:00:00Z', '2026-06-09T09:00:00Z'))).toEqual([]);
    expect(
      codes('DELIVERY_SCHEDULE', at('2026-06-02T09:00:00Z', '2026-06-05T09:00:00Z', '2026-06-09T09:01:00Z')),
    ).toEqual(['variants.variants:ab_send_at_spread']);
  });

  it('has an English message for every code', () => {
    const failures = [
      ...abSettingsFailures('CONTENT', content([{ key: 'B' }]), NOW),
      ...abSettingsFailures('CONTENT', content([{ key: 'B' }, { key: 'A' }], { testShare: 0, waitHours: 0 }), NOW),
      ...abSettingsFailures(
        'CONTENT',
        content([{ key: 'A', subject: 'x' }, { key: 'B', subject: 'x' }, { key: 'C' }]),
        NOW,
      ),
      ...abSettingsFailures(
        'DELIVERY_SCHEDULE',
        at('2026-06-02T09:00Z', '2026-06-02T09:00Z', '2026-07-01T09:00Z', 'x'),
        NOW,
      ),
      ...abSettingsFailures('DELIVERY_SCHEDULE', content([], { metric: 'X', winnerMode: 'Y' }), NOW),
    ];
    expect(new Set(failures.map((f) => f.code))).toEqual(new Set(AB_FAILURE_CODES));
    const messages = new Map(failures.map((f) => [f.code, ruleMessage(f)]));
    expect(Object.fromEntries(messages)).toEqual({
      ab_variants_count: 'An A/B test has 2 to 4 variants.',
      ab_variant_keys: 'The variants must be named A, B, in that order.',
      ab_test_share: 'The test share must be a whole percentage from 1 to 50.',
      ab_wait_hours: 'The wait must be a whole number of hours from 1 to 168.',
      ab_variant_empty: 'Each variant sets a subject, a sender name or a template of its own.',
      ab_variants_same: 'Variant B is the same as variant A: change its subject, sender name or template.',
      ab_send_at_same: 'Variant B has the same send time as variant A.',
      ab_send_at: 'sendAt must be a date and time in the future.',
      ab_send_at_spread: 'The send times of a test must lie within 7 days of each other.',
      ab_metric: 'The winner is chosen by one of: OPEN_RATE, CLICK_RATE.',
      ab_winner_mode: 'The winner mode must be one of: AUTO, MANUAL.',
    });
  });
});

describe('abAssignment: the split', () => {
  const ids = range(1, 10_000);
  const groups = (assignment: Map<number, number | null>, k: number) =>
    range(0, k - 1).map((v) => [...assignment].filter(([, a]) => a === v).map(([id]) => id));

  it('takes exactly round(n · share / 100) and splits them evenly', () => {
    for (const [n, share, k] of [
      [10_000, 20, 2],
      [10_000, 20, 3],
      [9_999, 13, 4],
      [7, 50, 4],
      [5, 10, 2],
      [4, 10, 2],
      [1, 50, 2],
      [0, 20, 2],
    ]) {
      const assignment = abAssignment(range(1, n), { testShare: share, variantCount: k }, 'seed');
      const sizes = groups(assignment, k).map((g) => g.length);
      const expected = Math.round((n * share) / 100);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(expected);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect([...assignment.values()].filter((v) => v === null)).toHaveLength(n - expected);
    }
    expect(abTestGroupSize(5, 10)).toBe(1); // 0.5 rounds up
    expect(abTestGroupSize(15, 50)).toBe(8);
    expect(abTestGroupSize(1_000_001, 20)).toBe(200_000);
  });

  it('is deterministic for a seed, keeps the ids order, counts a repeated id once', () => {
    const a = abAssignment(ids, { testShare: 20, variantCount: 3 }, 'campaign-7');
    const b = abAssignment([...ids].reverse(), { testShare: 20, variantCount: 3 }, 'campaign-7');
    expect([...b.keys()][0]).toBe(10_000);
    expect(ids.every((id) => a.get(id) === b.get(id))).toBe(true);
    const other = abAssignment(ids, { testShare: 20, variantCount: 3 }, 'campaign-8');
    expect(ids.filter((id) => a.get(id) !== other.get(id)).length).toBeGreaterThan(2_000);
    const twice = abAssignment([3, 1, 3, 2], { testShare: 50, variantCount: 2 }, 's');
    expect([...twice.keys()]).toEqual([3, 1, 2]);
    expect([...twice.values()].filter((v) => v !== null)).toHaveLength(2);
    expect(() => abAssignment([1.5], { testShare: 20, variantCount: 2 }, 's')).toThrow(RangeError);
    expect(() => abAssignment([1], { testShare: 20, variantCount: 0 }, 's')).toThrow(RangeError);
    expect(() => abAssignment([1], { testShare: 101, variantCount: 2 }, 's')).toThrow(RangeError);
  });

  it('takes the test group by the bucket order', () => {
    const assignment = abAssignment(ids, { testShare: 10, variantCount: 2 }, 'order');
    const byBucket = [...ids].sort((x, y) => abBucket('order', x) - abBucket('order', y));
    expect(new Set(byBucket.slice(0, 1_000))).toEqual(new Set(ids.filter((id) => assignment.get(id) !== null)));
    expect(byBucket.slice(0, 4).map((id) => assignment.get(id))).toEqual([0, 1, 0, 1]);
    const buckets = ids.map((id) => abBucket('order', id));
    expect(buckets.every((b) => b >= 0 && b < 1)).toBe(true);
    expect(new Set(buckets).size).toBe(ids.length); // a bijection: no two ids below 2^32 share a hash
    expect(abSeedHash('order')).toBe(abSeedHash('order'));
  });

  it('is not correlated with the id order', () => {
    const overall = mean(ids);
    for (const seed of ['a', 'campaign-1', 'campaign-2', '2026-06-01T08:00:00Z']) {
      const assignment = abAssignment(ids, { testShare: 20, variantCount: 4 }, seed);
      const test = ids.filter((id) => assignment.get(id) !== null);
      expect(Math.abs(mean(test) / overall - 1)).toBeLessThan(0.03);
      for (const group of groups(assignment, 4)) expect(Math.abs(mean(group) / overall - 1)).toBeLessThan(0.06);
      // Chi-square over ten id deciles: the test group spreads like the ids (9 degrees of freedom, p = 0.001 at 27.9).
      const perDecile = range(0, 9).map((d) => test.filter((id) => Math.floor((id - 1) / 1_000) === d).length);
      const expected = test.length / 10;
      expect(perDecile.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0)).toBeLessThan(27.9);
    }
    // The buckets of consecutive ids are uniform: chi-square over 20 bins (19 degrees of freedom, p = 0.001 at 43.8).
    const bins = new Array(20).fill(0);
    for (const id of ids) bins[Math.floor(abBucket('uniform', id) * 20)]++;
    expect(bins.reduce((sum, o) => sum + (o - 500) ** 2 / 500, 0)).toBeLessThan(43.8);
  });
});

describe('send times', () => {
  const settings = (variants: AbSettings['variants']): AbSettings => ({
    testShare: 20,
    waitHours: 6,
    metric: 'OPEN_RATE',
    winnerMode: 'AUTO',
    variants,
  });
  const iso = (d: Date) => d.toISOString();

  it('decides the wait after the test, or after the last send time', () => {
    const started = new Date('2026-06-01T08:00:00Z');
    const variants = [
      { key: 'A', subject: 'x' },
      { key: 'B', subject: 'y' },
    ];
    expect(iso(abDecisionAt('CONTENT', settings(variants), started))).toBe('2026-06-01T14:00:00.000Z');
    const schedule = settings([
      { key: 'A', sendAt: '2026-06-02T07:00:00Z' },
      { key: 'B', sendAt: '2026-06-03T15:00:00Z' },
    ]);
    expect(iso(abDecisionAt('DELIVERY_SCHEDULE', schedule, started))).toBe('2026-06-03T21:00:00.000Z');
  });

  it('sends the rest at the winning Amsterdam time of day, on a normal day', () => {
    // 09:15 Amsterdam summer time (07:15Z), decided in the evening: the next morning at 09:15 (summer).
    expect(iso(winningTimeOfDay('2026-06-02T07:15:42Z', new Date('2026-06-03T18:00:00Z')))).toBe(
      '2026-06-04T07:15:00.000Z',
    );
    // Decided before that time: the same day; decided at exactly that time: the next day.
    expect(iso(winningTimeOfDay('2026-06-02T07:15:00Z', new Date('2026-06-03T05:00:00Z')))).toBe(
      '2026-06-03T07:15:00.000Z',
    );
    expect(iso(winningTimeOfDay('2026-06-02T07:15:00Z', new Date('2026-06-03T07:15:00Z')))).toBe(
      '2026-06-04T07:15:00.000Z',
    );
    // A summer winner used in winter keeps its wall-clock time (09:15 = 08:15Z in winter).
    expect(iso(winningTimeOfDay('2026-06-02T07:15:00Z', new Date('2026-12-01T00:00:00Z')))).toBe(
      '2026-12-01T08:15:00.000Z',
    );
    // The Amsterdam day counts, not the UTC one: decided at 00:00 on 12 January (23:00Z on the 11th), 23:30 is that evening.
    expect(iso(winningTimeOfDay('2026-01-10T22:30:00Z', new Date('2026-01-11T23:00:00Z')))).toBe(
      '2026-01-12T22:30:00.000Z',
    );
    expect(() => winningTimeOfDay('yesterday', new Date())).toThrow(RangeError);
  });

  it('is right on the day the clocks go forward (29 March 2026)', () => {
    // 09:00 winter winner (08:00Z), decided in the night before the change: 09:00 summer time = 07:00Z.
    expect(iso(winningTimeOfDay('2026-03-20T08:00:00Z', new Date('2026-03-28T23:30:00Z')))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    // 01:30 still exists (winter time, 00:30Z); 02:30 does not and lands at 03:30 summer time (01:30Z).
    expect(iso(winningTimeOfDay('2026-03-20T00:30:00Z', new Date('2026-03-28T23:00:00Z')))).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(iso(winningTimeOfDay('2026-03-20T01:30:00Z', new Date('2026-03-28T23:00:00Z')))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // And the next day 02:30 exists again (summer time, 00:30Z).
    expect(iso(winningTimeOfDay('2026-03-20T01:30:00Z', new Date('2026-03-29T02:00:00Z')))).toBe(
      '2026-03-30T00:30:00.000Z',
    );
  });

  it('is right on the day the clocks go back (25 October 2026)', () => {
    // 09:00 summer winner (07:00Z), decided in the night before the change: 09:00 winter time = 08:00Z.
    expect(iso(winningTimeOfDay('2026-10-20T07:00:00Z', new Date('2026-10-24T23:00:00Z')))).toBe(
      '2026-10-25T08:00:00.000Z',
    );
    // 02:30 happens twice: the first time (summer time, 00:30Z) is taken, as a trigger does.
    expect(iso(winningTimeOfDay('2026-10-20T00:30:00Z', new Date('2026-10-24T22:00:00Z')))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 23:00 on that 25-hour day is 22:00Z.
    expect(iso(winningTimeOfDay('2026-10-20T21:00:00Z', new Date('2026-10-25T12:00:00Z')))).toBe(
      '2026-10-25T22:00:00.000Z',
    );
  });
});
