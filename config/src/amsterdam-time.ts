/**
 * Europe/Amsterdam wall-clock time, the one module for both halves (DESIGN: dates stored in UTC, shown and
 * typed in Europe/Amsterdam). Amsterdam is always a whole number of hours from UTC (+1 in winter, +2 in
 * summer), so a UTC hour falls in exactly one Amsterdam day; days the clocks change have 23 or 25 hours.
 */
export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';

const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Amsterdam wall-clock date and time of an instant (ms since the epoch). */
export const amsterdamParts = (instant: number): WallClock => {
  const parts: Record<string, number> = {};
  for (const p of WALL.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
};

/** Amsterdam's offset from UTC at an instant, in ms (3_600_000 in winter, 7_200_000 in summer). */
export const amsterdamOffset = (instant: number): number => {
  const p = amsterdamParts(instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant Amsterdam's clock shows this date and time (month 1-12). Day and month may overflow
 * (day 0, month 13), as with Date.UTC. A time the spring change skips lands an hour later.
 */
export const fromAmsterdamWall = (year: number, month: number, day: number, hour = 0, minute = 0): number => {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset, also on the days the clocks change.
  return wall - amsterdamOffset(wall - amsterdamOffset(wall));
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The Amsterdam calendar date (YYYY-MM-DD) of an instant: 2025-12-31T23:30:00Z is 2026-01-01. */
export const amsterdamDay = (at: Date | number = Date.now()): string => {
  const { year, month, day } = amsterdamParts(typeof at === 'number' ? at : at.getTime());
  return `${year}-${pad(month)}-${pad(day)}`;
};

/**
 * An instant (ISO text, Date or ms) as "2026-11-22 09:15:03" in Amsterdam: what Dutch Excel reads as a date and
 * time (the profile export's cells); '' when there is none.
 */
export const amsterdamDateTimeText = (value: unknown): string => {
  if (!value) return '';
  const { year, month, day, hour, minute, second } = amsterdamParts(new Date(value as string).getTime());
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
};

const instantOf = (value: unknown): number | null => {
  if (!value) return null;
  const instant = new Date(String(value)).getTime();
  return Number.isNaN(instant) ? null : instant;
};

/** "YYYY-MM-DDTHH:mm" without a zone: already wall-clock time in Amsterdam (what the input itself holds). */
const WALL_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * ISO (UTC) → "YYYY-MM-DDTHH:mm" in Amsterdam, for <input type="datetime-local">; '' when there is none. A value
 * that is already wall-clock text comes back as it is: react-admin's DateTimeInput formats the field value a
 * second time, and reading that text as a date would take it in the browser's zone and shift it.
 */
export const toAmsterdamInput = (value: unknown): string => {
  if (typeof value === 'string' && WALL_TEXT.test(value)) return value;
  const instant = instantOf(value);
  if (instant === null) return '';
  const { year, month, day, hour, minute } = amsterdamParts(instant);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
};

/** "YYYY-MM-DDTHH:mm" meant in Amsterdam → ISO (UTC); anything else → null. */
export const fromAmsterdamInput = (value: unknown): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(String(value ?? ''));
  if (!match) return null;
  const [, y, m, d, h, mi] = match.map(Number);
  return new Date(fromAmsterdamWall(y, m, d, h, mi)).toISOString();
};

/** "YYYY-MM-DD" → the first moment of that Amsterdam day, as ISO (UTC); empty → null. */
export const amsterdamDayStart = (value: unknown): string | null =>
  value ? fromAmsterdamInput(`${String(value).slice(0, 10)}T00:00`) : null;

/** "YYYY-MM-DD" → the last millisecond of that Amsterdam day, as ISO (UTC); empty → null. */
export const amsterdamDayEnd = (value: unknown): string | null => {
  const lastMinute = value ? fromAmsterdamInput(`${String(value).slice(0, 10)}T23:59`) : null;
  return lastMinute ? new Date(new Date(lastMinute).getTime() + 59_999).toISOString() : null;
};

/** ISO → "YYYY-MM-DD" of that moment in Amsterdam, for <input type="date">; '' when there is none. */
export const toAmsterdamDay = (value: unknown): string => toAmsterdamInput(value).slice(0, 10);
