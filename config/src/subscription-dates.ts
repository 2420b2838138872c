/**
 * Subscription periods on the calendar (issue #19): dates are Amsterdam calendar days as `YYYY-MM-DD`, so a
 * daylight-saving change never moves a payment date. Period n starts at the anchor (the start date) plus n
 * times the recurrence, always counted from the anchor and never from the previous period: a subscription
 * that starts on 31 January renews on 28 (or 29) February, then on 31 March, not on 28 March.
 * Month-end rule: adding months keeps the day of the month, or the month's last day when it has fewer days.
 */
import { addDays } from './invoice';
import { RECURRENCE_UNITS } from './sales';

export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];
/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;
export type Recurrence = { count: number; unit: RecurrenceUnit };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days in month `month` (1-12) of `year`. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a calendar day; throws on anything that is not a real day. */
export function parseDay(day: CalendarDay): { year: number; month: number; day: number } {
  const match = DAY_RE.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month))
    throw new RangeError(`Not a calendar day: ${day}`);
  return { year, month, day: date };
}

export const isCalendarDay = (value: unknown): value is CalendarDay => {
  try {
    return typeof value === 'string' && !!parseDay(value);
  } catch {
    return false;
  }
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const formatDay = (year: number, month: number, day: number): CalendarDay =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: CalendarDay, b: CalendarDay): number {
  const [x, y] = [parseDay(a), parseDay(b)];
  return Math.round((Date.UTC(y.year, y.month - 1, y.day) - Date.UTC(x.year, x.month - 1, x.day)) / DAY_MS);
}

export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const { year, month, day: date } = parseDay(day);
  const total = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(total / 12), (((total % 12) + 12) % 12) + 1];
  return formatDay(y, m, Math.min(date, daysInMonth(y, m)));
}

/** The start of period `n` (0 is the anchor itself) of a recurrence counted from `anchor`. */
export function periodStart(anchor: CalendarDay, { count, unit }: Recurrence, n: number): CalendarDay {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A recurrence needs a count of 1 or more: ${count}`);
  switch (unit) {
    case 'DAYS':
      return addDays(anchor, count * n);
    case 'WEEKS':
      return addDays(anchor, 7 * count * n);
    case 'MONTHS':
      return addMonths(anchor, count * n);
    case 'YEARS':
      return addMonths(anchor, 12 * count * n);
  }
}

/** The index of the period that holds `day` (-1 before the anchor). */
export function periodIndexOf(anchor: CalendarDay, recurrence: Recurrence, day: CalendarDay): number {
  if (day < anchor) return -1;
  // A first guess from the mean length of a period, then exact steps (month lengths vary).
  const mean = { DAYS: 1, WEEKS: 7, MONTHS: 30.436875, YEARS: 365.2425 }[recurrence.unit] * recurrence.count;
  let n = Math.max(0, Math.floor(daysBetween(anchor, day) / mean));
  while (n > 0 && periodStart(anchor, recurrence, n) > day) n -= 1;
  while (periodStart(anchor, recurrence, n + 1) <= day) n += 1;
  return n;
}

/** Period `n`: its first and last day (the service period printed on its invoice). */
export function servicePeriod(anchor: CalendarDay, recurrence: Recurrence, n: number) {
  return { from: periodStart(anchor, recurrence, n), to: addDays(periodStart(anchor, recurrence, n + 1), -1) };
}

/** The next payment date after `day`: the start of the period that follows the one holding `day`. */
export const nextPaymentDate = (anchor: CalendarDay, recurrence: Recurrence, day: CalendarDay): CalendarDay =>
  periodStart(anchor, recurrence, Math.max(0, periodIndexOf(anchor, recurrence, day) + 1));
