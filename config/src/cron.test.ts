import { describe, expect, it } from 'vitest';
import { fromAmsterdamWall } from './amsterdam-time';
import { CRON_RUNS_SHOWN, cronFailure, describeCron, nextCronRun, nextCronRuns, parseCron } from './cron';
import { ruleMessage } from './rule-messages';

const iso = (ms: number) => new Date(ms).toISOString();
const runs = (expression: string, after: string, count?: number) =>
  nextCronRuns(expression, new Date(after), count).map((d) => d.toISOString());
const parsed = (expression: string) => {
  const result = parseCron(expression);
  if (!result.ok) throw new Error(`not valid: ${expression}`);
  return result.cron;
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('parseCron', () => {
  it('reads numbers, ranges, steps and lists', () => {
    expect(parsed('5,10-12,*/20 1-10/3 1/10 * *')).toEqual({
      minutes: [0, 5, 10, 11, 12, 20, 40],
      hours: [1, 4, 7, 10],
      days: [1, 11, 21, 31],
      months: range(1, 12),
      weekdays: range(0, 6),
      daysRestricted: true,
      weekdaysRestricted: false,
      source: '5,10-12,*/20 1-10/3 1/10 * *',
    });
    expect(parsed('  0   8\t* *  1 ').source).toBe('0 8 * * 1');
    expect(parsed('*/100 * * * *').minutes).toEqual([0]);
  });

  it('reads month and weekday names in any case, and 7 as Sunday', () => {
    const cron = parsed('0 0 * jan,Mar-may,DEC mon-FRI');
    expect(cron.months).toEqual([1, 3, 4, 5, 12]);
    expect(cron.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(parsed('0 0 * * 7').weekdays).toEqual([0]);
    expect(parsed('0 0 * * 5-7').weekdays).toEqual([0, 5, 6]);
    expect(parsed('0 0 * * 0,7,SUN').weekdays).toEqual([0]);
    expect(parsed('0 0 * * 1/2').weekdays).toEqual([1, 3, 5]);
    expect(parsed('0 0 * * 7/2').weekdays).toEqual([0]);
    expect(parsed('0 0 * * */2').weekdays).toEqual([0, 2, 4, 6]);
  });

  it('marks day-of-month and day-of-week as restricted unless they start with *', () => {
    expect(parsed('0 0 1 * MON')).toMatchObject({ daysRestricted: true, weekdaysRestricted: true });
    expect(parsed('0 0 */2 * *')).toMatchObject({ daysRestricted: false, weekdaysRestricted: false });
    expect(parsed('0 0 1-31 * 0-6')).toMatchObject({ daysRestricted: true, weekdaysRestricted: true });
  });

  it('expands the macros', () => {
    const fields = (e: string) => {
      const { source: _source, ...rest } = parsed(e);
      return rest;
    };
    expect(fields('@hourly')).toEqual(fields('0 * * * *'));
    expect(fields('@daily')).toEqual(fields('0 0 * * *'));
    expect(fields('@midnight')).toEqual(fields('0 0 * * *'));
    expect(fields('@weekly')).toEqual(fields('0 0 * * 0'));
    expect(fields('@monthly')).toEqual(fields('0 0 1 * *'));
    expect(fields('@yearly')).toEqual(fields('0 0 1 1 *'));
    expect(fields('@ANNUALLY')).toEqual(fields('0 0 1 1 *'));
    expect(parsed(' @daily ').source).toBe('@daily');
    expect(cronFailure('@reboot')).toEqual({ code: 'cron_fields', params: { count: 1 } });
  });

  it('names each failure', () => {
    expect(cronFailure('0 8 * * 1')).toBeNull();
    expect(cronFailure('@weekly')).toBeNull();
    expect(cronFailure(undefined)).toEqual({ code: 'cron_fields', params: { count: 0 } });
    expect(cronFailure(42)).toEqual({ code: 'cron_fields', params: { count: 0 } });
    expect(cronFailure('   ')).toEqual({ code: 'cron_fields', params: { count: 0 } });
    expect(cronFailure('0 8 * *')).toEqual({ code: 'cron_fields', params: { count: 4 } });
    expect(cronFailure('0 8 * * * *')).toEqual({ code: 'cron_fields', params: { count: 6 } });

    expect(cronFailure('x 8 * * *')).toEqual({ code: 'cron_value', params: { field: 'minute', value: 'x' } });
    expect(cronFailure('0 MON * * *')).toEqual({ code: 'cron_value', params: { field: 'hour', value: 'MON' } });
    expect(cronFailure('0 8 * * MONDAY')).toEqual({
      code: 'cron_value',
      params: { field: 'dayOfWeek', value: 'MONDAY' },
    });
    expect(cronFailure('0 8 * JAN-x *')).toEqual({ code: 'cron_value', params: { field: 'month', value: 'x' } });
    expect(cronFailure('0 8 1,,2 * *')).toEqual({ code: 'cron_value', params: { field: 'dayOfMonth', value: '' } });
    expect(cronFailure('0 8 1-2-3 * *')).toMatchObject({ code: 'cron_value', params: { field: 'dayOfMonth' } });
    expect(cronFailure('-5 8 * * *')).toMatchObject({ code: 'cron_value', params: { field: 'minute' } });
    expect(cronFailure('1.5 8 * * *')).toMatchObject({ code: 'cron_value', params: { field: 'minute' } });

    expect(cronFailure('60 8 * * *')).toEqual({ code: 'cron_range', params: { field: 'minute', min: 0, max: 59 } });
    expect(cronFailure('0 24 * * *')).toEqual({ code: 'cron_range', params: { field: 'hour', min: 0, max: 23 } });
    expect(cronFailure('0 8 0 * *')).toEqual({ code: 'cron_range', params: { field: 'dayOfMonth', min: 1, max: 31 } });
    expect(cronFailure('0 8 * 13 *')).toEqual({ code: 'cron_range', params: { field: 'month', min: 1, max: 12 } });
    expect(cronFailure('0 8 * * 8')).toEqual({ code: 'cron_range', params: { field: 'dayOfWeek', min: 0, max: 7 } });
    expect(cronFailure('0 17-8 * * *')).toEqual({ code: 'cron_range', params: { field: 'hour', min: 0, max: 23 } });
    expect(cronFailure('0 8 * * FRI-MON')).toMatchObject({ code: 'cron_range', params: { field: 'dayOfWeek' } });

    expect(cronFailure('*/0 * * * *')).toEqual({ code: 'cron_step', params: { field: 'minute' } });
    expect(cronFailure('0 */x * * *')).toEqual({ code: 'cron_step', params: { field: 'hour' } });
    expect(cronFailure('0 0 1-10/ * *')).toEqual({ code: 'cron_step', params: { field: 'dayOfMonth' } });
    expect(cronFailure('0 0 * 1/-1 *')).toEqual({ code: 'cron_step', params: { field: 'month' } });

    expect(cronFailure('0 0 31 2 *')).toEqual({ code: 'cron_never' });
    expect(cronFailure('0 0 30 2 *')).toEqual({ code: 'cron_never' });
    expect(cronFailure('0 0 31 4,6,9,11 *')).toEqual({ code: 'cron_never' });
    expect(cronFailure('0 0 29 2 *')).toBeNull();
    expect(cronFailure('0 0 31 2,3 *')).toBeNull();
    expect(cronFailure('0 0 31 2 MON')).toBeNull(); // either matches: every Monday of February
  });

  it('gives each failure an English message', () => {
    const message = (expression: string) => {
      const failure = cronFailure(expression);
      return failure && ruleMessage({ path: ['cron'], ...failure });
    };
    expect(message('0 8 * *')).toBe(
      'A schedule has five fields: minute, hour, day of the month, month and day of the week.',
    );
    expect(message('0 0 31 2 *')).toBe('This schedule never runs: no date matches it.');
    expect(message('0 8 * * x')).toBe('x is not a valid day of the week in a schedule.');
    expect(message('0 8 32 * *')).toBe(
      'The day of the month must be from 1 to 31, and a range must go from low to high.',
    );
    expect(message('*/0 8 * * *')).toBe('The step after / in the minute must be a whole number above 0.');
  });
});

describe('nextCronRuns', () => {
  it('finds the next five runs strictly after the moment, in Amsterdam time', () => {
    expect(CRON_RUNS_SHOWN).toBe(5);
    // Thursday 15 January 2026, 08:00 in Amsterdam (UTC+1) exactly: not itself a run.
    expect(runs('0 8 * * *', '2026-01-15T07:00:00Z')).toEqual([
      '2026-01-16T07:00:00.000Z',
      '2026-01-17T07:00:00.000Z',
      '2026-01-18T07:00:00.000Z',
      '2026-01-19T07:00:00.000Z',
      '2026-01-20T07:00:00.000Z',
    ]);
    expect(runs('0 8 * * *', '2026-01-15T06:59:59.999Z', 1)).toEqual(['2026-01-15T07:00:00.000Z']);
    expect(runs('0 8 * * MON', '2026-07-15T12:00:00Z', 2)).toEqual([
      '2026-07-20T06:00:00.000Z',
      '2026-07-27T06:00:00.000Z',
    ]);
    // Midnight in Amsterdam is the previous UTC day.
    expect(runs('@daily', '2026-06-30T21:00:00Z', 2)).toEqual(['2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z']);
  });

  it('accepts a parsed schedule and a number, and gives nothing for an invalid one', () => {
    const after = Date.parse('2026-01-15T07:00:00Z');
    expect(nextCronRuns(parsed('*/15 * * * *'), after, 3).map((d) => d.toISOString())).toEqual([
      '2026-01-15T07:15:00.000Z',
      '2026-01-15T07:30:00.000Z',
      '2026-01-15T07:45:00.000Z',
    ]);
    expect(nextCronRuns('*/15 * * * *', after)).toHaveLength(5);
    expect(nextCronRun('* * * * *', after)?.toISOString()).toBe('2026-01-15T07:01:00.000Z');
    expect(nextCronRuns('0 0 31 2 *', after)).toEqual([]);
    expect(nextCronRuns('nonsense', after)).toEqual([]);
    expect(nextCronRuns('0 8 * * *', new Date('nope'))).toEqual([]);
    expect(nextCronRuns('0 8 * * *', after, 0)).toEqual([]);
    expect(nextCronRun('0 0 31 2 *', after)).toBeNull();
  });

  it('applies the Vixie rule: day of month OR day of week when both are restricted', () => {
    // 1 March 2026 is a Sunday.
    expect(runs('0 12 1,15 * MON', '2026-02-28T12:00:00Z')).toEqual([
      '2026-03-01T11:00:00.000Z', // Sunday the 1st
      '2026-03-02T11:00:00.000Z', // Monday
      '2026-03-09T11:00:00.000Z', // Monday
      '2026-03-15T11:00:00.000Z', // Sunday the 15th
      '2026-03-16T11:00:00.000Z', // Monday
    ]);
    // Day of month starting with *: both must match (odd days that are Mondays).
    expect(runs('0 12 */2 * MON', '2026-02-28T12:00:00Z', 3)).toEqual([
      '2026-03-09T11:00:00.000Z',
      '2026-03-23T11:00:00.000Z',
      '2026-04-13T10:00:00.000Z',
    ]);
    // Only the day of week restricted: every Sunday (7), not every day.
    expect(runs('0 12 * * 7', '2026-02-28T12:00:00Z', 2)).toEqual([
      '2026-03-01T11:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
    ]);
  });

  it('finds 29 February in 2028 and skips months without a 31st', () => {
    // Five years ahead of 1 January 2026 hold one 29 February; from March 2028 the next is 2032.
    expect(runs('0 0 29 2 *', '2026-01-01T00:00:00Z')).toEqual(['2028-02-28T23:00:00.000Z']);
    expect(runs('0 0 29 2 *', '2028-03-01T00:00:00Z')).toEqual(['2032-02-28T23:00:00.000Z']);
    expect(nextCronRun('0 0 29 2 *', Date.parse('2026-01-01T00:00:00Z'))?.toISOString()).toBe(
      '2028-02-28T23:00:00.000Z',
    );
    expect(runs('0 6 31 * *', '2026-01-31T05:00:00Z')).toEqual([
      '2026-03-31T04:00:00.000Z',
      '2026-05-31T04:00:00.000Z',
      '2026-07-31T04:00:00.000Z',
      '2026-08-31T04:00:00.000Z',
      '2026-10-31T05:00:00.000Z',
    ]);
  });

  it('searches at most five years ahead', () => {
    // 2096 to 2104 has no 29 February (2100 is not a leap year).
    expect(runs('0 0 29 2 *', '2096-03-01T00:00:00Z')).toEqual([]);
  });
});

describe('nextCronRuns on the days the clocks change', () => {
  it('relies on fromAmsterdamWall: the spring gap lands an hour later, the autumn repeat gives the second (CET)', () => {
    expect(iso(fromAmsterdamWall(2026, 3, 29, 2, 30))).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(iso(fromAmsterdamWall(2026, 10, 25, 2, 30))).toBe('2026-10-25T01:30:00.000Z'); // 02:30 CET
  });

  it('runs a 02:30 that does not exist at 03:30 summer time (29 March 2026, 28 March 2027)', () => {
    expect(runs('30 2 * * *', '2026-03-27T12:00:00Z')).toEqual([
      '2026-03-28T01:30:00.000Z', // 02:30 CET
      '2026-03-29T01:30:00.000Z', // 02:30 does not exist: 03:30 CEST
      '2026-03-30T00:30:00.000Z', // 02:30 CEST
      '2026-03-31T00:30:00.000Z',
      '2026-04-01T00:30:00.000Z',
    ]);
    expect(runs('30 2 * * *', '2027-03-27T12:00:00Z', 3)).toEqual([
      '2027-03-28T01:30:00.000Z',
      '2027-03-29T00:30:00.000Z',
      '2027-03-30T00:30:00.000Z',
    ]);
  });

  it('runs a 02:30 that exists twice once, at the first (summer time) one (25 October 2026, 31 October 2027)', () => {
    expect(runs('30 2 * * *', '2026-10-23T12:00:00Z')).toEqual([
      '2026-10-24T00:30:00.000Z', // 02:30 CEST
      '2026-10-25T00:30:00.000Z', // the first 02:30 (CEST); not again at 01:30Z
      '2026-10-26T01:30:00.000Z', // 02:30 CET
      '2026-10-27T01:30:00.000Z',
      '2026-10-28T01:30:00.000Z',
    ]);
    expect(runs('30 2 * * *', '2027-10-30T12:00:00Z', 2)).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-11-01T01:30:00.000Z',
    ]);
    // Just after the first 02:30 the second one is not a run.
    expect(runs('30 2 * * *', '2026-10-25T00:30:00Z', 1)).toEqual(['2026-10-26T01:30:00.000Z']);
  });

  it('runs hourly schedules once per real hour when the clocks go forward', () => {
    // 29 March 2026: 01:00 CET, then 02:00 (skipped) = 03:00 CEST run once, then 04:00 CEST.
    expect(runs('0 * * * *', '2026-03-28T23:30:00Z')).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST (02:00 moved here, run once)
      '2026-03-29T02:00:00.000Z', // 04:00 CEST
      '2026-03-29T03:00:00.000Z',
      '2026-03-29T04:00:00.000Z',
    ]);
    expect(runs('*/30 * * * *', '2026-03-29T00:00:00Z')).toEqual([
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 02:00 -> 03:00 CEST, also 03:00 itself: once
      '2026-03-29T01:30:00.000Z', // 02:30 -> 03:30 CEST, also 03:30 itself: once
      '2026-03-29T02:00:00.000Z', // 04:00 CEST
      '2026-03-29T02:30:00.000Z',
    ]);
    expect(runs('0 * * * *', '2027-03-28T00:30:00Z', 3)).toEqual([
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
      '2027-03-28T03:00:00.000Z',
    ]);
  });

  it('runs hourly schedules once per wall time when the clocks go back', () => {
    // 25 October 2026: 02:00 CEST (00:00Z), 03:00 CEST becomes 02:00 CET (01:00Z), then 03:00 CET (02:00Z).
    expect(runs('0 * * * *', '2026-10-24T22:30:00Z')).toEqual([
      '2026-10-24T23:00:00.000Z', // 01:00 CEST
      '2026-10-25T00:00:00.000Z', // 02:00 CEST; 02:00 CET (01:00Z) is not run again
      '2026-10-25T02:00:00.000Z', // 03:00 CET
      '2026-10-25T03:00:00.000Z',
      '2026-10-25T04:00:00.000Z',
    ]);
    expect(runs('*/30 * * * *', '2026-10-24T23:15:00Z')).toEqual([
      '2026-10-24T23:30:00.000Z', // 01:30 CEST
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T00:30:00.000Z', // 02:30 CEST
      '2026-10-25T02:00:00.000Z', // 03:00 CET
      '2026-10-25T02:30:00.000Z',
    ]);
    expect(runs('0 * * * *', '2027-10-30T23:30:00Z', 3)).toEqual([
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T03:00:00.000Z',
    ]);
  });

  it('is quick: no minute-by-minute walk', () => {
    const started = Date.now();
    for (let i = 0; i < 20; i++) {
      nextCronRuns('0 0 29 2 *', Date.parse('2096-03-01T00:00:00Z'));
      nextCronRuns('* * * * *', Date.parse('2026-03-29T00:00:00Z'));
      nextCronRuns('59 23 31 12 *', Date.parse('2026-01-01T00:00:00Z'));
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('describeCron', () => {
  const examples: [string, string, string][] = [
    ['0 8 * * 1', 'At 08:00 on Monday', 'Om 08:00 op maandag'],
    ['*/15 * * * *', 'Every 15 minutes', 'Elke 15 minuten'],
    ['0 7 * * 1-5', 'At 07:00, Monday to Friday', 'Om 07:00, maandag tot en met vrijdag'],
    ['30 6 1 * *', 'At 06:30 on day 1 of the month', 'Om 06:30 op dag 1 van de maand'],
    ['0 9 * * 0,6', 'At 09:00 on Sunday and Saturday', 'Om 09:00 op zondag en zaterdag'],
    ['0 8,17 * * *', 'At 08:00 and 17:00', 'Om 08:00 en 17:00'],
    ['5 * * * *', 'Every hour at minute 5', 'Elk uur op minuut 5'],
    ['* * * * *', 'Every minute', 'Elke minuut'],
    ['0 8 * 1 *', 'At 08:00 in January', 'Om 08:00 in januari'],
    ['@hourly', 'Every hour', 'Elk uur'],
    ['@weekly', 'At 00:00 on Sunday', 'Om 00:00 op zondag'],
    ['0 */2 * * *', 'Every 2 hours', 'Elke 2 uur'],
    [
      '*/15 8-17 * * 1-5',
      'Every 15 minutes from 08:00 to 17:45, Monday to Friday',
      'Elke 15 minuten van 08:00 tot en met 17:45, maandag tot en met vrijdag',
    ],
    ['0 12 1 * MON', 'At 12:00 on day 1 of the month or on Monday', 'Om 12:00 op dag 1 van de maand of op maandag'],
    [
      '0 9 1,15 3-10 *',
      'At 09:00 on days 1 and 15 of the month, from March to October',
      'Om 09:00 op dag 1 en 15 van de maand, van maart tot en met oktober',
    ],
    ['0 0 29 2 *', 'At 00:00 on day 29 of the month in February', 'Om 00:00 op dag 29 van de maand in februari'],
  ];

  it.each(examples)('%s', (expression, en, nl) => {
    expect(describeCron(expression, 'en')).toBe(en);
    expect(describeCron(expression, 'nl')).toBe(nl);
  });

  it('gives nothing for an invalid schedule and never throws', () => {
    expect(describeCron('0 0 31 2 *', 'en')).toBe('');
    expect(describeCron('', 'nl')).toBe('');
    expect(describeCron(undefined as unknown as string, 'en')).toBe('');
    expect(describeCron('0 8 * * 1', 'de' as 'en')).toBe('At 08:00 on Monday');
  });
});
