import { STATISTICS_TIME_ZONE } from '@newsroom/config';
import type { ContentReport } from '../../providers/api';

type Bucket = ContentReport['bucket'];

const tag = (locale: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');
const format = (iso: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: STATISTICS_TIME_ZONE, ...options }).format(new Date(iso));

/** Short axis label of a bucket, in Amsterdam time: "14:00", "30 mrt", "mrt 26". */
export const bucketLabel = (iso: string, bucket: Bucket, locale: string): string => {
  if (bucket === 'hour') return format(iso, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (bucket === 'day') return format(iso, locale, { day: 'numeric', month: 'short' });
  return format(iso, locale, { month: 'short', year: '2-digit' });
};

/** Full name of a bucket for tooltips and the chart description: "ma 30 mrt 2026, 14:00", "maart 2026". */
export const bucketName = (iso: string, bucket: Bucket, locale: string): string => {
  if (bucket === 'hour') {
    return format(iso, locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  }
  if (bucket === 'day') return format(iso, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return format(iso, locale, { month: 'long', year: 'numeric' });
};

export const formatNumber = (value: number, locale: string): string => new Intl.NumberFormat(tag(locale)).format(value);

export const formatShare = (views: number, total: number, locale: string): string =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(total > 0 ? views / total : 0);

/** A round top for the y axis that divides into four equal steps of whole numbers: 0 → 4, 7 → 8, 1234 → 1600. */
export const niceMax = (max: number): number => {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max / 4));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * magnitude).find((s) => s * 4 >= max && Number.isInteger(s)) ?? 10 * magnitude;
  return step * 4;
};

/** Every how many buckets an axis label fits: all of 7 days or 12 months, every 2nd of 14 days or 24 hours, every 3rd of 30 days. */
export const labelEvery = (points: number): number => Math.max(1, Math.ceil(points / 12));
