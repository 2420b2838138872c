// Daylight-saving changes and the daily run (issue #19): the run's "today" is the Amsterdam calendar day of
// its instant, and periods are calendar days, so the 23- and 25-hour days of the clock changes neither skip nor
// repeat a step. Checked over the clock changes of 1980-2100 and by a simulated year of runs every 15 minutes.
import { describe, expect, it } from 'vitest';
import { amsterdamDay, fromAmsterdamWall } from './amsterdam-time';
import { addDays } from './invoice';
import { periodIndexOf, periodStart, type Recurrence } from './subscription-dates';
import { dueStep } from './subscriptions';

const HOUR = 3_600_000;
const QUARTER = HOUR / 4;

/** The last Sunday of a month (Europe's clock changes: March and October since 1981/1996). */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0));
  return addDays(last.toISOString().slice(0, 10), -last.getUTCDay());
};
const midnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return fromAmsterdamWall(y, m, d, 0, 0);
};

describe('the Amsterdam day across the clock changes, 1996-2100', () => {
  const years = Array.from({ length: 2100 - 1996 + 1 }, (_, i) => 1996 + i);

  it('spring days have 23 hours and autumn days 25; each day begins at its own midnight', () => {
    for (const year of years) {
      for (const [month, hours] of [
        [3, 23],
        [10, 25],
      ]) {
        const day = lastSunday(year, month);
        const [start, end] = [midnight(day), midnight(addDays(day, 1))];
        expect((end - start) / HOUR, `${day}`).toBe(hours);
        expect(amsterdamDay(start - 1)).toBe(addDays(day, -1));
        expect(amsterdamDay(start)).toBe(day);
        expect(amsterdamDay(end - 1)).toBe(day);
        expect(amsterdamDay(end)).toBe(addDays(day, 1));
      }
    }
  });

  it('every quarter hour of a change weekend belongs to the day its wall clock shows', () => {
    for (const year of years) {
      for (const month of [3, 10]) {
        const sunday = lastSunday(year, month);
        const from = midnight(addDays(sunday, -1));
        const to = midnight(addDays(sunday, 2));
        const seen: string[] = [];
        for (let t = from; t < to; t += QUARTER) {
          const day = amsterdamDay(t);
          if (seen.at(-1) !== day) seen.push(day);
        }
        // Three days, in order, each exactly once: none skipped, none coming back.
        expect(seen).toEqual([addDays(sunday, -1), sunday, addDays(sunday, 1)]);
      }
    }
  });
});

describe('a simulated year of daily runs through both clock changes', () => {
  type Model = { startDate: string; nextPaymentDate: string; invoiced: number[] };

  /** What the daily run does at one instant (the pure part): steps until nothing is due. */
  const runAt = (s: Model, instant: number, recurrence: Recurrence) => {
    const today = amsterdamDay(instant);
    for (;;) {
      const step = dueStep({ status: 'ACTIVE', ...s, recurrence, invoiceMode: 'INVOICE' }, today);
      if (step !== 'invoice') return;
      const index = periodIndexOf(s.startDate, recurrence, s.nextPaymentDate);
      s.invoiced.push(index);
      s.nextPaymentDate = periodStart(s.startDate, recurrence, index + 1);
    }
  };

  it('runs every 15 minutes (the catch-up at start at any hour) invoice each period once, on its own day', () => {
    for (const [anchor, recurrence] of [
      ['2026-01-31', { count: 1, unit: 'MONTHS' }],
      ['2026-03-29', { count: 1, unit: 'WEEKS' }],
      ['2026-10-25', { count: 1, unit: 'DAYS' }],
      ['2026-03-28', { count: 3, unit: 'MONTHS' }],
    ] as [string, Recurrence][]) {
      const s: Model = { startDate: anchor, nextPaymentDate: anchor, invoiced: [] };
      const firstOn = new Map<number, string>();
      const end = midnight('2027-01-31');
      for (let t = midnight(anchor) - 2 * HOUR; t < end; t += QUARTER) {
        const before = s.invoiced.length;
        runAt(s, t, recurrence);
        for (const index of s.invoiced.slice(before)) firstOn.set(index, amsterdamDay(t));
      }
      const expected = periodIndexOf(anchor, recurrence, '2027-01-30') + 1;
      expect(s.invoiced, `${anchor} ${recurrence.unit}`).toEqual(Array.from({ length: expected }, (_, i) => i));
      // Each period is invoiced at the first run of the day it starts, whatever the length of that day.
      for (const [index, day] of firstOn) expect(day).toBe(periodStart(anchor, recurrence, index));
    }
  });
});
