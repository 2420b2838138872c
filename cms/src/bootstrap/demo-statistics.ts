/**
 * A plausible year of page views for the demo content, written straight into the hourly buckets
 * (no raw events): each item peaks on its (pretend) publication day and fades, a few hits keep
 * being read, traffic grows towards today and dips at the weekend. Deterministic, and fast
 * (about ten thousand bucket rows): older days get one bucket at noon, the last two days get hours.
 */
import { addContentViews } from '../api/statistic/services/content-views';
import { HOUR_MS, localMidnight, localParts } from '../api/statistic/services/periods';

const DAYS = 366;
// Share of a day's views per Amsterdam hour: quiet at night, peaks at breakfast, lunch and evening.
const HOUR_SHAPE = [1, 0.5, 0.3, 0.2, 0.3, 0.8, 2, 4, 6, 5, 4.5, 5, 6, 5, 4.5, 4.5, 5, 5.5, 6, 7, 7, 6, 4, 2];
const SHAPE_TOTAL = HOUR_SHAPE.reduce((a, b) => a + b, 0);

/** mulberry32: a small seeded generator, so every demo database looks the same. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

export async function seedDemoPageViews(strapi, now = Date.now()) {
  const items = await strapi.db.query('api::content.content').findMany({
    where: { status: 'PUBLISHED', type: { $ne: 'REDIRECT' } },
    select: ['documentId', 'locale', 'type'],
    orderBy: { id: 'asc' },
  });
  if (!items.length) return 0;
  const today = localParts(now);
  // dayStarts[k] = Amsterdam midnight k days ago (k = 0 is today).
  const dayStarts = Array.from({ length: DAYS }, (_, k) => localMidnight(today.year, today.month, today.day - k));
  const tomorrow = localMidnight(today.year, today.month, today.day + 1);
  const hoursIn = (k: number) => ((k === 0 ? tomorrow : dayStarts[k - 1]) - dayStarts[k]) / HOUR_MS; // 23, 24 or 25
  const weekday = dayStarts.map(
    (start) => [0.75, 1.05, 1, 1, 1, 0.95, 0.8][new Date(start + 12 * HOUR_MS).getUTCDay()],
  );
  const nowHour = Math.floor(now / HOUR_MS);
  const rand = random(20_261_122);
  const rows: Array<{ hour: number; documentId: string; locale: string; views: number }> = [];

  items.forEach((item, i) => {
    const hit = i % 17 === 3;
    const page = item.type === 'PAGE';
    // More items were published recently than long ago.
    const age = Math.floor(rand() ** 1.6 * (DAYS - 1));
    const peak = (page ? 20 : 80 + rand() * 260) * (hit ? 6 : 1);
    const evergreen = hit ? peak * 0.04 : page ? 4 : 0;
    for (let k = age; k >= 0; k--) {
      const sinceRelease = age - k;
      const growth = 0.45 + 0.55 * (1 - k / DAYS);
      const expected = (peak * 0.5 ** (sinceRelease / 1.6) + evergreen) * growth * weekday[k] * (0.8 + 0.4 * rand());
      const views = Math.round(expected);
      if (views < 1) continue;
      if (k > 1) {
        rows.push({ hour: dayStarts[k] / HOUR_MS + 12, documentId: item.documentId, locale: item.locale, views });
        continue;
      }
      // Yesterday and today: spread over the hours (today only up to this hour).
      for (let h = 0; h < hoursIn(k); h++) {
        const hour = dayStarts[k] / HOUR_MS + h;
        const share = Math.round((views * HOUR_SHAPE[Math.min(h, 23)]) / SHAPE_TOTAL + rand() * 0.6);
        if (hour <= nowHour && share > 0)
          rows.push({ hour, documentId: item.documentId, locale: item.locale, views: share });
      }
    }
  });
  await strapi.db.transaction(({ trx }) => addContentViews(trx, rows));
  return rows.length;
}
