/**
 * Pure date logic of the page-view report: which buckets a period has and where each starts.
 * Views are stored per UTC hour; Europe/Amsterdam is always a whole number of hours from UTC, so
 * every stored hour falls in exactly one Amsterdam day and month (DST days have 23 or 25 hours).
 */
import { amsterdamParts, fromAmsterdamWall, STATISTICS_PERIODS, type StatisticsPeriod } from '@newsroom/config';

export const HOUR_MS = 3_600_000;
export type Bucket = 'hour' | 'day' | 'month';

export const BUCKET_OF: Record<StatisticsPeriod, Bucket> = {
  '24h': 'hour',
  '7d': 'day',
  '14d': 'day',
  '1m': 'day',
  '1y': 'month',
};
/** How many buckets each period shows; the last one holds "now". 1m is the last 30 days. */
export const POINTS_OF: Record<StatisticsPeriod, number> = { '24h': 24, '7d': 7, '14d': 14, '1m': 30, '1y': 12 };

export const isPeriod = (value: unknown): value is StatisticsPeriod =>
  (STATISTICS_PERIODS as readonly unknown[]).includes(value);

/** The Amsterdam wall-clock date and time of an instant (month 1-12). */
export const localParts = amsterdamParts;

/** The instant Amsterdam's clock shows 00:00 on this date; day and month may overflow (day 0, month 13). */
export const localMidnight = (year: number, month: number, day: number): number => fromAmsterdamWall(year, month, day);

/** Bucket starts (ms, ascending) of a period ending now, and the exclusive end of the last bucket. */
export function bucketsOf(period: StatisticsPeriod, now: number): { bucket: Bucket; starts: number[]; end: number } {
  const bucket = BUCKET_OF[period];
  return { bucket, ...bucketStarts(bucket, POINTS_OF[period], now) };
}

/**
 * `points` consecutive buckets of one kind, the last holding `now`: hours, or Amsterdam days, weeks
 * (from Monday 00:00) or months.
 */
export function bucketStarts(bucket: Bucket | 'week', points: number, now: number): { starts: number[]; end: number } {
  const indexes = Array.from({ length: points }, (_, i) => i - points + 1); // -(points-1) .. 0
  if (bucket === 'hour') {
    const current = Math.floor(now / HOUR_MS) * HOUR_MS;
    return { starts: indexes.map((i) => current + i * HOUR_MS), end: current + HOUR_MS };
  }
  const today = localParts(now);
  if (bucket === 'day' || bucket === 'week') {
    const step = bucket === 'week' ? 7 : 1;
    // Monday of this week: getUTCDay of the Amsterdam date (0 = Sunday).
    const first =
      bucket === 'week'
        ? today.day - ((new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7)
        : today.day;
    return {
      starts: indexes.map((i) => localMidnight(today.year, today.month, first + i * step)),
      end: localMidnight(today.year, today.month, first + step),
    };
  }
  return {
    starts: indexes.map((i) => localMidnight(today.year, today.month + i, 1)),
    end: localMidnight(today.year, today.month + 1, 1),
  };
}

/** Index of the bucket holding `ms`, or -1 outside [starts[0], end). */
export function bucketIndex(starts: number[], end: number, ms: number): number {
  if (!starts.length || ms < starts[0] || ms >= end) return -1;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= ms) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export type Frame = ReturnType<typeof frameOf>;

/** The report's frame: buckets plus the stored-hour range to read (fromHour inclusive, toHour exclusive). */
export function frameOf(period: StatisticsPeriod, now: number) {
  const { bucket, starts, end } = bucketsOf(period, now);
  return { period, bucket, starts, end, fromHour: starts[0] / HOUR_MS, toHour: end / HOUR_MS };
}

/** Sums hourly counts (hour = ms / HOUR_MS since the epoch) into the frame's buckets; empty buckets are 0. */
export function toSeries(frame: Frame, hours: Array<{ hour: number; views: number }>) {
  const views = frame.starts.map(() => 0);
  for (const row of hours) {
    const index = bucketIndex(frame.starts, frame.end, row.hour * HOUR_MS);
    if (index >= 0) views[index] += row.views;
  }
  return frame.starts.map((start, i) => ({ start: new Date(start).toISOString(), views: views[i] }));
}
