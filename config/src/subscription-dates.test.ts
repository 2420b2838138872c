import { describe, expect, it } from 'vitest';
import { addDays } from './invoice';
import {
  addMonths,
  daysBetween,
  daysInMonth,
  formatDay,
  isCalendarDay,
  nextPaymentDate,
  parseDay,
  periodIndexOf,
  periodStart,
  servicePeriod,
  type Recurrence,
  type RecurrenceUnit,
} from './subscription-dates';

const monthly: Recurrence = { count: 1, unit: 'MONTHS' };

describe('month ends', () => {
  it('31 January plus one month is the last day of February, in leap years and others', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts every period from the anchor, so a short month does not pull the later ones back', () => {
    const starts = [0, 1, 2, 3].map((n) => periodStart('2026-01-31', monthly, n));
    expect(starts).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(periodStart('2024-02-29', { count: 1, unit: 'YEARS' }, 1)).toBe('2025-02-28');
    expect(periodStart('2024-02-29', { count: 1, unit: 'YEARS' }, 4)).toBe('2028-02-29');
  });

  it('the service period ends the day before the next one starts; the next payment follows the day', () => {
    expect(servicePeriod('2026-01-31', monthly, 1)).toEqual({ from: '2026-02-28', to: '2026-03-30' });
    expect(servicePeriod('2026-03-29', { count: 2, unit: 'WEEKS' }, 0)).toEqual({
      from: '2026-03-29',
      to: '2026-04-11',
    });
    expect(nextPaymentDate('2026-01-31', monthly, '2026-02-27')).toBe('2026-02-28');
    expect(nextPaymentDate('2026-01-31', monthly, '2026-02-28')).toBe('2026-03-31');
    expect(nextPaymentDate('2026-05-01', monthly, '2026-04-01')).toBe('2026-05-01');
  });

  it('refuses what is not a calendar day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '', '2026-04-31'])
      expect(isCalendarDay(bad), bad).toBe(false);
    expect(() => periodStart('2026-01-01', { count: 0, unit: 'DAYS' }, 1)).toThrow(RangeError);
  });
});

/** mulberry32: seeded, so a failure can be repeated. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

describe('properties over 20,000 random subscriptions', () => {
  const next = random(20_261_125);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const units: RecurrenceUnit[] = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'];
  const cases = Array.from({ length: 20_000 }, () => {
    const year = int(1950, 2150);
    const month = int(1, 12);
    // One anchor in five on a month's last day: that is where the rules bite.
    const day = next() < 0.2 ? daysInMonth(year, month) : int(1, daysInMonth(year, month));
    return {
      anchor: formatDay(year, month, day),
      recurrence: { count: int(1, 18), unit: units[int(0, 3)] } as Recurrence,
      n: int(0, 60),
    };
  });

  it('every period starts on a real day, later than the one before, on the anchor’s day or its month’s end', () => {
    for (const { anchor, recurrence, n } of cases) {
      const [start, following] = [periodStart(anchor, recurrence, n), periodStart(anchor, recurrence, n + 1)];
      expect(isCalendarDay(start)).toBe(true);
      expect(following > start, `${anchor} ${JSON.stringify(recurrence)} ${n}`).toBe(true);
      if (recurrence.unit === 'MONTHS' || recurrence.unit === 'YEARS') {
        const [a, s] = [parseDay(anchor), parseDay(start)];
        expect(s.day).toBe(Math.min(a.day, daysInMonth(s.year, s.month)));
      }
    }
  });

  it('any day after the anchor lies in exactly one period, whose next payment is the following start', () => {
    for (const { anchor, recurrence, n } of cases) {
      const { from, to } = servicePeriod(anchor, recurrence, n);
      expect(periodIndexOf(anchor, recurrence, from)).toBe(n);
      expect(periodIndexOf(anchor, recurrence, to)).toBe(n);
      const day = addDays(anchor, int(0, daysBetween(anchor, to)));
      const index = periodIndexOf(anchor, recurrence, day);
      expect(periodStart(anchor, recurrence, index) <= day).toBe(true);
      expect(periodStart(anchor, recurrence, index + 1) > day).toBe(true);
      expect(nextPaymentDate(anchor, recurrence, day)).toBe(periodStart(anchor, recurrence, index + 1));
    }
  });
});
