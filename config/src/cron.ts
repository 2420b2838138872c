/**
 * Five-field cron schedules of marketing triggers, shared by the console (description, next runs) and the server
 * (when a trigger runs next). Syntax: minute (0-59) hour (0-23) day-of-month (1-31) month (1-12 or JAN-DEC)
 * day-of-week (0-7 or SUN-SAT, 0 and 7 are Sunday); each field `*`, `n`, `a-b`, `*\/s`, `a-b/s`, `a/s` (a to the
 * field's maximum; Saturday for the day of the week) and comma lists of these; names are case-insensitive. Macros: @hourly, @daily (= @midnight),
 * @weekly, @monthly, @yearly (= @annually).
 *
 * Vixie-cron day rule: when day-of-month and day-of-week are both restricted, a day matches when EITHER matches;
 * otherwise both must. As in Vixie cron's own code, a field is unrestricted when it starts with `*` (`*` or `*\/s`).
 *
 * Time zone: every field is matched against Europe/Amsterdam wall-clock time (`amsterdam-time.ts`). Daylight
 * saving (a product decision):
 * - Spring forward (last Sunday of March, 02:00-02:59 does not exist): a matching wall time in the gap runs at
 *   the same minute one hour later (02:30 -> 03:30 CEST), like Temporal's 'compatible' disambiguation and like
 *   `fromAmsterdamWall`. When two matching wall times give the same instant (02:00 and 03:00), it runs once.
 * - Fall back (last Sunday of October, 02:00-02:59 exists twice): a matching wall time runs once, at its first
 *   occurrence (CEST, UTC+2). `fromAmsterdamWall` gives the second one (CET) there, so this module settles
 *   both readings itself.
 *
 * nextCronRuns walks the calendar by matching months and days, then the day's matching hours and minutes (never
 * minute by minute), at most CRON_SEARCH_YEARS ahead of `after`. Plain JavaScript: runs in Node and the browser.
 */
import { amsterdamOffset, amsterdamParts, fromAmsterdamWall } from './amsterdam-time';
import { describeCronFields, type CronFields } from './cron-describe';

/** How many coming runs the console shows. */
export const CRON_RUNS_SHOWN = 5;

/** How far ahead of `after` nextCronRuns looks in all: enough for a 29 February schedule (until 2096). */
const CRON_SEARCH_YEARS = 5;

export type CronFailureCode = 'cron_fields' | 'cron_value' | 'cron_range' | 'cron_step' | 'cron_never';
export type CronFailure = { code: CronFailureCode; params?: Record<string, string | number> };
/** The parsed schedule: each field's values (weekdays 0-6, Sunday is 0: a 7 in the expression becomes 0). */
export type ParsedCron = CronFields & { source: string };

type FieldName = 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek';
/** `openMax`: where `*` and `a/s` end when it is not `max` (the week ends on Saturday, 6; 7 is Sunday again). */
type FieldSpec = { name: FieldName; min: number; max: number; openMax?: number; names?: string[] };

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const FIELDS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'dayOfMonth', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'dayOfWeek', min: 0, max: 7, openMax: 6, names: WEEKDAY_NAMES },
];

const MACROS: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

/** The most days each month can have (February 29 in leap years). */
const MONTH_MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

class CronError extends Error {
  constructor(readonly failure: CronFailure) {
    super(failure.code);
  }
}

const fail = (code: CronFailureCode, params?: Record<string, string | number>): never => {
  throw new CronError(params ? { code, params } : { code });
};

/** One value of a field: a number or (month, weekday) a name; its own range is checked by the caller. */
function valueOf(text: string, spec: FieldSpec, part: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const named = spec.names ? spec.names.indexOf(text.toUpperCase()) : -1;
  if (named >= 0) return named + (spec.name === 'month' ? 1 : 0);
  return fail('cron_value', { field: spec.name, value: text || part });
}

function inRange(value: number, spec: FieldSpec): number {
  if (value < spec.min || value > spec.max) fail('cron_range', { field: spec.name, min: spec.min, max: spec.max });
  return value;
}

/** The values of one comma-separated part: `*`, `n`, `a-b`, with an optional `/step`. */
function partValues(part: string, spec: FieldSpec): number[] {
  const slash = part.indexOf('/');
  const base = slash < 0 ? part : part.slice(0, slash);
  let from = spec.min;
  let to = spec.openMax ?? spec.max;
  if (base !== '*') {
    const bounds = base.split('-');
    if (bounds.length > 2) fail('cron_value', { field: spec.name, value: part });
    from = inRange(valueOf(bounds[0], spec, part), spec);
    if (bounds.length === 2) to = inRange(valueOf(bounds[1], spec, part), spec);
    else to = slash < 0 ? from : Math.max(from, to);
    if (from > to) fail('cron_range', { field: spec.name, min: spec.min, max: spec.max });
  }
  let step = 1;
  if (slash >= 0) {
    const stepText = part.slice(slash + 1);
    if (!/^\d+$/.test(stepText) || Number(stepText) === 0) fail('cron_step', { field: spec.name });
    step = Number(stepText);
  }
  const values: number[] = [];
  for (let v = from; v <= to; v += step) values.push(v);
  return values;
}

function fieldValues(text: string, spec: FieldSpec): number[] {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    for (const v of partValues(part, spec)) values.add(spec.name === 'dayOfWeek' && v === 7 ? 0 : v);
  }
  return [...values].sort((a, b) => a - b);
}

/** True when a day-of-month restriction can never be met in the chosen months (`0 0 30 2 *`). */
const neverRuns = (cron: ParsedCron) =>
  cron.daysRestricted &&
  !cron.weekdaysRestricted &&
  cron.months.every((month) => cron.days[0] > MONTH_MAX_DAYS[month - 1]);

function parseOrThrow(expression: unknown): ParsedCron {
  if (typeof expression !== 'string' || !expression.trim()) return fail('cron_fields', { count: 0 });
  const source = expression.trim().split(/\s+/).join(' ');
  const expanded = source.startsWith('@') && !source.includes(' ') ? MACROS[source.toLowerCase()] : undefined;
  const fields = (expanded ?? source).split(' ');
  if (fields.length !== FIELDS.length) fail('cron_fields', { count: fields.length });
  const [minutes, hours, days, months, weekdays] = fields.map((text, i) => fieldValues(text, FIELDS[i]));
  const cron: ParsedCron = {
    minutes,
    hours,
    days,
    months,
    weekdays,
    daysRestricted: !fields[2].startsWith('*'),
    weekdaysRestricted: !fields[4].startsWith('*'),
    source,
  };
  if (neverRuns(cron)) fail('cron_never');
  return cron;
}

/** Reads a five-field expression or a macro; the failure names the first problem found. */
export function parseCron(expression: string): { ok: true; cron: ParsedCron } | { ok: false; failure: CronFailure } {
  try {
    return { ok: true, cron: parseOrThrow(expression) };
  } catch (error) {
    if (error instanceof CronError) return { ok: false, failure: error.failure };
    return { ok: false, failure: { code: 'cron_value', params: { field: 'minute', value: String(expression) } } };
  }
}

/** The failure of an expression, null when it is a valid schedule; not a string or blank -> cron_fields. */
export function cronFailure(expression: unknown): CronFailure | null {
  const parsed = parseCron(expression as string);
  return parsed.ok ? null : parsed.failure;
}

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v));

function cronOf(expression: string | ParsedCron): ParsedCron | null {
  if (typeof expression === 'string') {
    const parsed = parseCron(expression);
    return parsed.ok ? parsed.cron : null;
  }
  if (!expression || typeof expression !== 'object') return null;
  const { minutes, hours, days, months, weekdays } = expression;
  return [minutes, hours, days, months, weekdays].every(isNumberList) ? expression : null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The instant of wall time `wall` (ms, read as UTC) on a day whose offset changes from `before` to `after` at `change`. */
function settle(wall: number, before: number, after: number, change: number): number {
  const early = wall - before; // the wall time read with the offset before the change
  const late = wall - after; // and with the offset after it
  const earlyHolds = early < change;
  const lateHolds = late >= change;
  if (earlyHolds && lateHolds) return Math.min(early, late); // exists twice: the first occurrence
  if (lateHolds) return late;
  return early; // exists once before the change, or not at all (the gap): 'compatible', later by the gap
}

/** The instant the offset changes on a day that starts at `start` and ends at `end` (to the minute). */
function changeInstant(start: number, end: number, after: number): number {
  let low = 0; // minutes from start with the old offset
  let high = Math.round((end - start) / MINUTE); // minutes from start with the new one
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (amsterdamOffset(start + middle * MINUTE) === after) high = middle;
    else low = middle;
  }
  return start + high * MINUTE;
}

/** The run instants of one matching day, ascending and distinct. */
function dayRuns(cron: ParsedCron, year: number, month: number, day: number, start: number, end: number): number[] {
  const midnight = Date.UTC(year, month - 1, day);
  const runs: number[] = [];
  if (end - start === DAY) {
    const offset = midnight - start;
    for (const hour of cron.hours) {
      for (const minute of cron.minutes) runs.push(midnight + hour * 3_600_000 + minute * MINUTE - offset);
    }
    return runs;
  }
  // A day the clocks change: read each wall time with the offsets before and after the change.
  const before = amsterdamOffset(start);
  const after = amsterdamOffset(end);
  const change = changeInstant(start, end, after);
  for (const hour of cron.hours) {
    for (const minute of cron.minutes)
      runs.push(settle(midnight + hour * 3_600_000 + minute * MINUTE, before, after, change));
  }
  return [...new Set(runs)].sort((a, b) => a - b);
}

const dayMatches = (cron: ParsedCron, days: boolean[], weekdays: boolean[], day: number, weekday: number) =>
  cron.daysRestricted && cron.weekdaysRestricted ? days[day] || weekdays[weekday] : days[day] && weekdays[weekday];

const flags = (values: number[], size: number) => {
  const out = new Array<boolean>(size).fill(false);
  for (const v of values) if (v >= 0 && v < size) out[v] = true;
  return out;
};

/**
 * The next `count` runs strictly after `after`, ascending and distinct, at most CRON_SEARCH_YEARS ahead (fewer
 * when no more are found); [] for an invalid expression.
 */
export function nextCronRuns(expression: string | ParsedCron, after: Date | number, count = CRON_RUNS_SHOWN): Date[] {
  const cron = cronOf(expression);
  const from = after === null || after === undefined ? NaN : Number(after); // a Date's valueOf is its time
  const wanted = Math.floor(count);
  if (!cron || !Number.isFinite(from) || !(wanted > 0)) return [];
  const months = flags(cron.months, 13);
  const days = flags(cron.days, 32);
  const weekdays = flags(cron.weekdays, 7);
  const first = amsterdamParts(from);
  const last = Date.UTC(first.year + CRON_SEARCH_YEARS, first.month - 1, first.day);
  const runs: Date[] = [];
  let cursor = Date.UTC(first.year, first.month - 1, first.day);
  while (cursor <= last && runs.length < wanted) {
    const date = new Date(cursor);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    const day = date.getUTCDate();
    if (!months[month]) {
      cursor = Date.UTC(year, month, 1); // the first of the next month
      continue;
    }
    if (dayMatches(cron, days, weekdays, day, date.getUTCDay())) {
      const end = fromAmsterdamWall(year, month, day + 1);
      if (end > from) {
        for (const run of dayRuns(cron, year, month, day, fromAmsterdamWall(year, month, day), end)) {
          if (run > from && runs.length < wanted) runs.push(new Date(run));
        }
      }
    }
    cursor += DAY;
  }
  return runs;
}

/** The first run strictly after `after`, or null (invalid, or none within the search window). */
export function nextCronRun(expression: string | ParsedCron, after: Date | number): Date | null {
  return nextCronRuns(expression, after, 1)[0] ?? null;
}

/** A short sentence for the schedule in Dutch or English; '' when the expression is not valid. Never throws. */
export function describeCron(expression: string, locale: 'nl' | 'en'): string {
  try {
    const parsed = parseCron(expression);
    return parsed.ok ? describeCronFields(parsed.cron, locale === 'nl' ? 'nl' : 'en') : '';
  } catch {
    return '';
  }
}
