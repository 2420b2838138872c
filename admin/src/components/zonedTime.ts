import { TIME_ZONE } from './formatDate';

/**
 * Date and time inputs show and take Europe/Amsterdam wall-clock time whatever the browser's own
 * time zone, and store UTC (DESIGN: dates in UTC, shown in Europe/Amsterdam).
 */
const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const wallParts = (instant: number) => {
  const parts = Object.fromEntries(WALL.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { y: +parts.year, m: +parts.month, d: +parts.day, h: +parts.hour, mi: +parts.minute, s: +parts.second };
};

/** The wall-clock time in Amsterdam at `instant`, read as if it were UTC (so offset = wall − instant). */
const wallAsUtc = (instant: number) => {
  const { y, m, d, h, mi, s } = wallParts(instant);
  return Date.UTC(y, m - 1, d, h, mi, s);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:mm" without a zone: already wall-clock time in Amsterdam (what the input itself holds). */
const WALL_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * ISO (UTC) → "YYYY-MM-DDTHH:mm" in Amsterdam, for <input type="datetime-local">. A value that is already
 * wall-clock text comes back as it is: react-admin's DateTimeInput formats the field value a second time, and
 * reading that text with `new Date` would take it in the browser's zone and shift it (New York: six hours).
 */
export const toZonedInput = (value: unknown): string => {
  if (!value) return '';
  if (typeof value === 'string' && WALL_TEXT.test(value)) return value;
  const instant = new Date(String(value)).getTime();
  if (Number.isNaN(instant)) return '';
  const { y, m, d, h, mi } = wallParts(instant);
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
};

/** "YYYY-MM-DDTHH:mm" meant in Amsterdam → ISO (UTC); empty → null. */
export const fromZonedInput = (value: unknown): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(String(value ?? ''));
  if (!match) return null;
  const [, y, m, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  // Two passes settle the offset, also on the days the clocks change.
  let instant = wall - (wallAsUtc(wall) - wall);
  instant = wall - (wallAsUtc(instant) - instant);
  return new Date(instant).toISOString();
};

/** "YYYY-MM-DD" → the first or last moment of that Amsterdam day, as ISO (UTC). */
export const dayStart = (value: unknown): string | null =>
  value ? fromZonedInput(`${String(value).slice(0, 10)}T00:00`) : null;
export const dayEnd = (value: unknown): string | null => {
  const start = value ? fromZonedInput(`${String(value).slice(0, 10)}T23:59`) : null;
  return start ? new Date(new Date(start).getTime() + 59_999).toISOString() : null;
};
/** ISO → "YYYY-MM-DD" of that moment in Amsterdam, for <input type="date">. */
export const toZonedDay = (value: unknown): string => toZonedInput(value).slice(0, 10);
