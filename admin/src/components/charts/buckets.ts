import { STATISTICS_TIME_ZONE } from '@newsroom/config';

/** The time buckets of the console's charts: page views (hour, day, month) and revenue (day, week, month). */
export type ChartBucket = 'hour' | 'day' | 'week' | 'month';

const tag = (locale: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: STATISTICS_TIME_ZONE, ...options });
const format = (iso: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter(locale, options).format(new Date(iso));

/** Short axis label of a bucket, in Amsterdam time: "14:00", "30 mrt" (a day or the first day of a week), "mrt 26". */
export const bucketLabel = (iso: string, bucket: ChartBucket, locale: string): string => {
  if (bucket === 'hour') return format(iso, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (bucket === 'day' || bucket === 'week') return format(iso, locale, { day: 'numeric', month: 'short' });
  return format(iso, locale, { month: 'short', year: '2-digit' });
};

// Half a day past the sixth day: the week's last day in Amsterdam whatever a DST change in between does.
const LAST_DAY_OF_WEEK_MS = 6.5 * 86_400_000;

/** Full name of a bucket for tooltips and descriptions: "ma 30 mrt 2026, 14:00", "30 mrt – 5 apr 2026", "maart 2026". */
export const bucketName = (iso: string, bucket: ChartBucket, locale: string): string => {
  if (bucket === 'hour') {
    return format(iso, locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }
  if (bucket === 'day')
    return format(iso, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  if (bucket === 'week') {
    const start = new Date(iso);
    return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
      start,
      new Date(start.getTime() + LAST_DAY_OF_WEEK_MS),
    );
  }
  return format(iso, locale, { month: 'long', year: 'numeric' });
};

export const formatNumber = (value: number, locale: string): string => new Intl.NumberFormat(tag(locale)).format(value);

/** A round top for the y axis that divides into four equal steps of whole numbers: 0 → 4, 7 → 8, 1234 → 1600. */
export const niceMax = (max: number): number => {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max / 4));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * magnitude).find((s) => s * 4 >= max && Number.isInteger(s)) ??
    10 * magnitude;
  return step * 4;
};

/** Every how many buckets an axis label fits: all of 7 days or 12 months, every 2nd of 14 days or 24 hours, every 3rd of 30 days. */
export const labelEvery = (points: number): number => Math.max(1, Math.ceil(points / 12));
