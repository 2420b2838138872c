import { describe, expect, it } from 'vitest';
import {
  canMoveApplication,
  choicesFailures,
  propertyFailures,
  rangeFailures,
  runEnd,
  vacancyLive,
  windowFailures,
} from './vacancy';

const at = (iso: string) => new Date(iso).getTime();

describe('the publication window (Europe/Amsterdam)', () => {
  it('is live from its start (inclusive) until its end (exclusive), and only when PUBLISHED', () => {
    const v = {
      status: 'PUBLISHED',
      publishFrom: '2026-12-31T23:00:00.000Z',
      publishUntil: '2027-01-07T23:00:00.000Z',
    };
    expect(vacancyLive(v, at('2026-12-31T22:59:59.999Z'))).toBe(false);
    expect(vacancyLive(v, at('2026-12-31T23:00:00.000Z'))).toBe(true);
    expect(vacancyLive(v, at('2027-01-07T22:59:59.999Z'))).toBe(true);
    expect(vacancyLive(v, at('2027-01-07T23:00:00.000Z'))).toBe(false);
    expect(vacancyLive({ ...v, status: 'DRAFT' }, at('2027-01-02T12:00:00.000Z'))).toBe(false);
    expect(vacancyLive({ ...v, publishUntil: null }, at('2027-01-02T12:00:00.000Z'))).toBe(false);
  });

  it('ends a run at the same Amsterdam wall-clock time, across both clock changes', () => {
    // Spring: 2027-03-28 loses an hour; 10 March 09:00 CET + 30 days = 9 April 09:00 CEST.
    expect(new Date(runEnd(at('2027-03-10T08:00:00.000Z'), 30)).toISOString()).toBe('2027-04-09T07:00:00.000Z');
    // Autumn: 2026-10-25 gains an hour; 10 October 00:00 CEST + 30 days = 9 November 00:00 CET.
    expect(new Date(runEnd(at('2026-10-09T22:00:00.000Z'), 30)).toISOString()).toBe('2026-11-08T23:00:00.000Z');
  });

  it('refuses a run beyond its days by a single minute, and a longer run with the option', () => {
    const from = '2026-10-09T22:00:00.000Z';
    expect(windowFailures(from, '2026-11-08T23:00:00.000Z', false)).toEqual([]);
    expect(windowFailures(from, '2026-11-08T23:01:00.000Z', false)).toEqual([
      { path: ['publishUntil'], code: 'vacancyRunTooLong', params: { days: 30 } },
    ]);
    expect(windowFailures(from, '2026-12-08T23:00:00.000Z', true)).toEqual([]);
    expect(windowFailures(from, from, false)).toEqual([{ path: ['publishUntil'], code: 'publishUntilAfterFrom' }]);
    expect(windowFailures('morgen', null, false)).toEqual([
      { path: ['publishFrom'], code: 'date' },
      { path: ['publishUntil'], code: 'required' },
    ]);
    expect(windowFailures(null, null, false, false)).toEqual([]);
  });
});

describe('applications', () => {
  it('move along the pipeline only', () => {
    expect(canMoveApplication('NEW', 'REVIEWING')).toBe(true);
    expect(canMoveApplication('NEW', 'HIRED')).toBe(false);
    expect(canMoveApplication('INVITED', 'HIRED')).toBe(true);
    expect(canMoveApplication('REJECTED', 'REVIEWING')).toBe(true);
    expect(canMoveApplication('HIRED', 'REJECTED')).toBe(false);
    expect(canMoveApplication('UNKNOWN', 'NEW')).toBe(false);
  });
});

describe('properties and ranges', () => {
  const definitions = [
    { slug: 'niveau', type: 'CHOICE', choices: ['MBO', 'HBO'] },
    { slug: 'jaren', type: 'NUMBER' },
    { slug: 'rijbewijs', type: 'BOOLEAN' },
    { slug: 'taal', type: 'TEXT' },
  ];
  it('checks each value against its definition', () => {
    expect(propertyFailures({ niveau: 'HBO', jaren: 3, rijbewijs: false, taal: 'Nederlands' }, definitions)).toEqual(
      [],
    );
    expect(
      propertyFailures({ niveau: 'WO', jaren: '3', rijbewijs: 'ja', x: 1 }, definitions).map((f) => f.code),
    ).toEqual(['oneOf', 'propertyType', 'propertyType', 'unknownProperty']);
    expect(propertyFailures([], definitions)).toEqual([{ path: ['properties'], code: 'object' }]);
  });
  it('needs distinct choices for CHOICE only', () => {
    expect(choicesFailures('CHOICE', ['a', 'a'])).toEqual([{ path: ['choices'], code: 'choices' }]);
    expect(choicesFailures('CHOICE', ['a', 'b'])).toEqual([]);
    expect(choicesFailures('TEXT', undefined)).toEqual([]);
  });
  it('keeps min at or below max', () => {
    expect(rangeFailures({ hoursMin: 40, hoursMax: 32, salaryMin: 1, salaryMax: 2 })).toEqual([
      { path: ['hoursMax'], code: 'minValue', params: { min: 40 } },
    ]);
  });
});
