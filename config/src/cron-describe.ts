/**
 * The readable sentence of a cron schedule in Dutch or English ("At 07:00, Monday to Friday", "Elke 15 minuten"),
 * for `describeCron` in `cron.ts`. Reads the parsed fields only, so it imports nothing from there.
 */
export type CronLocale = 'nl' | 'en';

/** The fields of a parsed schedule the sentence is made of (`ParsedCron` has them). */
export type CronFields = {
  minutes: number[];
  hours: number[];
  days: number[];
  months: number[];
  weekdays: number[];
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
};

type Words = {
  and: string;
  or: string;
  to: string;
  weekdays: string[];
  months: string[];
  everyMinute: string;
  everyMinutes: (n: number) => string;
  everyHour: string;
  everyHours: (n: number) => string;
  atMinutes: (list: string, many: boolean) => string;
  at: (list: string) => string;
  window: (from: string, to: string) => string;
  duringHours: (list: string) => string;
  minutesPastHours: (minutes: string, many: boolean, hours: string) => string;
  on: (list: string) => string;
  onDays: (list: string, many: boolean) => string;
  ifWeekday: (list: string) => string;
  inMonths: (list: string) => string;
  monthWindow: (from: string, to: string) => string;
};

const WORDS: Record<CronLocale, Words> = {
  en: {
    and: 'and',
    or: 'or',
    to: 'to',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    everyMinute: 'Every minute',
    everyMinutes: (n) => `Every ${n} minutes`,
    everyHour: 'Every hour',
    everyHours: (n) => `Every ${n} hours`,
    atMinutes: (list, many) => `at minute${many ? 's' : ''} ${list}`,
    at: (list) => `At ${list}`,
    window: (from, to) => `from ${from} to ${to}`,
    duringHours: (list) => `during hours ${list}`,
    minutesPastHours: (minutes, many, hours) => `At minute${many ? 's' : ''} ${minutes} past hours ${hours}`,
    on: (list) => `on ${list}`,
    onDays: (list, many) => `on day${many ? 's' : ''} ${list} of the month`,
    ifWeekday: (list) => `if that is a ${list}`,
    inMonths: (list) => `in ${list}`,
    monthWindow: (from, to) => `from ${from} to ${to}`,
  },
  nl: {
    and: 'en',
    or: 'of',
    to: 'tot en met',
    weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    everyMinute: 'Elke minuut',
    everyMinutes: (n) => `Elke ${n} minuten`,
    everyHour: 'Elk uur',
    everyHours: (n) => `Elke ${n} uur`,
    atMinutes: (list) => `op minuut ${list}`,
    at: (list) => `Om ${list}`,
    window: (from, to) => `van ${from} tot en met ${to}`,
    duringHours: (list) => `tijdens de uren ${list}`,
    minutesPastHours: (minutes, _many, hours) => `Op minuut ${minutes} van de uren ${hours}`,
    on: (list) => `op ${list}`,
    onDays: (list) => `op dag ${list} van de maand`,
    ifWeekday: (list) => `als dat een ${list} is`,
    inMonths: (list) => `in ${list}`,
    monthWindow: (from, to) => `van ${from} tot en met ${to}`,
  },
};

/** Most times of day listed one by one ("At 08:00, 12:00 and 17:00"); more are described by their pattern. */
const TIMES_LISTED = 8;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/** "a", "a and b", "a, b and c". */
function joinList(items: string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Sorted values as runs of consecutive values: [1,2,3,5] -> [[1,3],[5,5]]. */
function runsOf(values: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const v of values) {
    const last = runs[runs.length - 1];
    if (last && v === last[1] + 1) last[1] = v;
    else runs.push([v, v]);
  }
  return runs;
}

/** Values as words, three or more consecutive ones as "a to b": "1 to 5 and 7". */
function listText(values: number[], name: (v: number) => string, w: Words, conjunction = w.and): string {
  const items: string[] = [];
  for (const [from, to] of runsOf(values)) {
    if (to - from >= 2) items.push(`${name(from)} ${w.to} ${name(to)}`);
    else for (let v = from; v <= to; v++) items.push(name(v));
  }
  return joinList(items, conjunction);
}

/** The step s when the values are exactly `*` with step s > 1 (0, s, 2s, ... up to max). */
function stepFromZero(values: number[], max: number): number | null {
  if (values.length < 2 || values[0] !== 0) return null;
  const step = progression(values);
  return step && step > 1 && values[values.length - 1] + step > max ? step : null;
}

/** The common difference of at least two evenly spaced values, else null. */
function progression(values: number[]): number | null {
  if (values.length < 2) return null;
  const step = values[1] - values[0];
  return values.every((v, i) => i === 0 || v - values[i - 1] === step) ? step : null;
}

/** "from 08:00 to 17:45" for one run of hours, else "during hours 8, 12 and 17". */
function hourWindow(cron: CronFields, w: Words): string {
  const { hours, minutes } = cron;
  if (runsOf(hours).length === 1) {
    return w.window(clock(hours[0], minutes[0]), clock(hours[hours.length - 1], minutes[minutes.length - 1]));
  }
  return w.duringHours(listText(hours, String, w));
}

function timeText(cron: CronFields, w: Words): string {
  const { minutes, hours } = cron;
  const allHours = hours.length === 24;
  const minuteStep = stepFromZero(minutes, 59);
  if (minutes.length === 60) return allHours ? w.everyMinute : `${w.everyMinute} ${hourWindow(cron, w)}`;
  if (minuteStep) return allHours ? w.everyMinutes(minuteStep) : `${w.everyMinutes(minuteStep)} ${hourWindow(cron, w)}`;
  const minuteList = listText(minutes, String, w);
  const atMinutes = w.atMinutes(minuteList, minutes.length > 1);
  if (allHours) return minutes.length === 1 && minutes[0] === 0 ? w.everyHour : `${w.everyHour} ${atMinutes}`;
  const hourStep = stepFromZero(hours, 23);
  if (minutes.length === 1 && hourStep) {
    return minutes[0] === 0 ? w.everyHours(hourStep) : `${w.everyHours(hourStep)} ${atMinutes}`;
  }
  const hourSpacing = progression(hours);
  if (minutes.length === 1 && hours.length >= 4 && hourSpacing) {
    const [minute] = minutes;
    const span = w.window(clock(hours[0], minute), clock(hours[hours.length - 1], minute));
    return `${hourSpacing === 1 ? w.everyHour : w.everyHours(hourSpacing)} ${span}`;
  }
  if (hours.length * minutes.length <= TIMES_LISTED) {
    return w.at(
      joinList(
        hours.flatMap((h) => minutes.map((m) => clock(h, m))),
        w.and,
      ),
    );
  }
  return w.minutesPastHours(minuteList, minutes.length > 1, listText(hours, String, w));
}

const weekdayNames = (cron: CronFields, w: Words, conjunction = w.and) =>
  listText(cron.weekdays, (d) => w.weekdays[d], w, conjunction);

/** " on Monday", " on Sunday and Saturday", or for one run of three or more days ", Monday to Friday". */
function weekdayText(cron: CronFields, w: Words): string {
  const runs = runsOf(cron.weekdays);
  const single = runs.length === 1 && runs[0][1] - runs[0][0] >= 2;
  return single ? `, ${weekdayNames(cron, w)}` : ` ${w.on(weekdayNames(cron, w))}`;
}

const dayOfMonthText = (cron: CronFields, w: Words) => w.onDays(listText(cron.days, String, w), cron.days.length > 1);

/** The days part, with the Vixie rule: both restricted means either matches. */
function daysText(cron: CronFields, w: Words): string {
  const someDays = cron.days.length < 31;
  const someWeekdays = cron.weekdays.length < 7;
  if (cron.daysRestricted && cron.weekdaysRestricted) {
    if (!someDays || !someWeekdays) return ''; // either matches, and one of them matches every day
    return ` ${dayOfMonthText(cron, w)} ${w.or} ${w.on(weekdayNames(cron, w))}`;
  }
  if (someDays && someWeekdays) return ` ${dayOfMonthText(cron, w)} ${w.ifWeekday(weekdayNames(cron, w, w.or))}`;
  if (someDays) return ` ${dayOfMonthText(cron, w)}`;
  if (someWeekdays) return weekdayText(cron, w);
  return '';
}

/** " in January", " in January and July", or for one run of three or more months ", from March to October". */
function monthsText(cron: CronFields, w: Words): string {
  const { months } = cron;
  if (months.length === 12) return '';
  const runs = runsOf(months);
  const name = (m: number) => w.months[m - 1];
  if (runs.length === 1 && runs[0][1] - runs[0][0] >= 2)
    return `, ${w.monthWindow(name(runs[0][0]), name(runs[0][1]))}`;
  return ` ${w.inMonths(listText(months, name, w))}`;
}

/** The sentence of parsed fields; '' when they cannot be read. Never throws. */
export function describeCronFields(cron: CronFields, locale: CronLocale): string {
  try {
    const w = WORDS[locale] ?? WORDS.en;
    return `${timeText(cron, w)}${daysText(cron, w)}${monthsText(cron, w)}`;
  } catch {
    return '';
  }
}
