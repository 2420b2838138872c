import { describe, expect, it } from 'vitest';
import { countSegmentConditions, segmentRuleFailures, SEGMENT_MAX_CONDITIONS } from './segments';

const group = (op: string, ...rules: unknown[]) => ({ type: 'group', op, rules });
const optIn = { type: 'optIn', value: true };
const codes = (tree: unknown) => segmentRuleFailures(tree).map((f) => `${f.path.join('.')}:${f.code}`);

describe('segment rule trees', () => {
  it('accepts every condition kind, nested three levels', () => {
    const tree = group(
      'AND',
      { type: 'profileType', values: ['LEAD'] },
      { type: 'accountStatus', values: ['CONFIRMED'] },
      { type: 'language', values: ['NL'] },
      { type: 'city', values: ['Utrecht'] },
      { type: 'postcode', from: 1000, to: 1099 },
      { type: 'source', values: ['beurs'] },
      { type: 'createdSince', since: '1M' },
      group(
        'OR',
        { type: 'tags', kind: 'ACCESS', match: 'all', ids: ['a1'] },
        { type: 'newsletters', match: 'none', ids: ['n1'] },
        group('AND', { type: 'lists', match: 'any', ids: ['l1'] }, { type: 'subscription', ids: ['p1'] }),
      ),
      { type: 'campaign', action: 'clicked', campaign: null, days: null },
      { type: 'contentViewed', taxonomy: 'category', ids: ['c1'], days: 30 },
      optIn,
    );
    expect(segmentRuleFailures(tree)).toEqual([]);
    expect(countSegmentConditions(tree)).toBe(14);
  });

  it('names each failure by its path and code', () => {
    expect(codes(null)).toEqual([':segment_rules_invalid']);
    expect(codes(group('XOR', optIn))).toEqual([':segment_rules_invalid']);
    expect(codes(group('AND'))).toEqual([':segment_group_empty']);
    expect(codes(group('AND', group('OR'), { type: 'unknown' }))).toEqual([
      'rules.0:segment_group_empty',
      'rules.1:segment_rules_invalid',
    ]);
    expect(codes(group('AND', group('OR', group('AND', group('OR', optIn)))))).toEqual([
      'rules.0.rules.0.rules.0:segment_too_deep',
    ]);
    expect(codes(group('AND', { type: 'tags', kind: 'ACCESS', match: 'some', ids: ['x'] }))).toEqual([
      'rules.0.match:segment_value_invalid',
    ]);
    expect(codes(group('AND', { type: 'city', values: ['a', 'a'] }))).toEqual(['rules.0.values:segment_value_invalid']);
    expect(codes(group('AND', { type: 'postcode', from: 999, to: 1000 }))).toEqual(['rules.0:segment_postcode_range']);
    expect(codes(group('AND', { type: 'campaign', action: 'opened', campaign: 'c', days: 1.5 }))).toEqual([
      'rules.0.days:segment_days_invalid',
    ]);
    expect(codes(group('AND', ...Array.from({ length: SEGMENT_MAX_CONDITIONS + 1 }, () => optIn)))).toEqual([
      ':segment_too_many_conditions',
    ]);
  });
});
