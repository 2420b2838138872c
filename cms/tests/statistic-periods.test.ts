import { describe, expect, it } from 'vitest';
import { contentKeyOf, normalizeContentPath } from '../src/api/statistic/services/attribution';
import {
  bucketIndex,
  bucketStarts,
  bucketsOf,
  frameOf,
  HOUR_MS,
  isPeriod,
  localMidnight,
  toSeries,
} from '../src/api/statistic/services/periods';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const hourOf = (isoString: string) => at(isoString) / HOUR_MS;

describe('report buckets (Europe/Amsterdam)', () => {
  it('knows the periods', () => {
    expect(['24h', '7d', '14d', '1m', '1y'].every(isPeriod)).toBe(true);
    expect(isPeriod('2d')).toBe(false);
    expect(isPeriod(undefined)).toBe(false);
  });

  it('finds Amsterdam midnight in winter, in summer and across month ends', () => {
    expect(iso(localMidnight(2026, 1, 15))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(localMidnight(2026, 7, 1))).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(localMidnight(2026, 3, 32))).toBe('2026-03-31T22:00:00.000Z'); // day overflow = 1 April
    expect(iso(localMidnight(2026, 13, 1))).toBe('2026-12-31T23:00:00.000Z'); // month overflow = 1 January 2027
  });

  it('24h: the current hour and the 23 before it', () => {
    const { bucket, starts, end } = bucketsOf('24h', at('2026-03-29T10:41:00Z'));
    expect(bucket).toBe('hour');
    expect(starts).toHaveLength(24);
    expect(iso(starts[0])).toBe('2026-03-28T11:00:00.000Z');
    expect(iso(starts[23])).toBe('2026-03-29T10:00:00.000Z');
    expect(iso(end)).toBe('2026-03-29T11:00:00.000Z');
  });

  it('7d over the spring DST change: the 29th of March has 23 hours', () => {
    const { bucket, starts, end } = bucketsOf('7d', at('2026-03-30T10:00:00Z'));
    expect(bucket).toBe('day');
    expect(starts.map(iso)).toEqual([
      '2026-03-23T23:00:00.000Z',
      '2026-03-24T23:00:00.000Z',
      '2026-03-25T23:00:00.000Z',
      '2026-03-26T23:00:00.000Z',
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z', // Sunday 29 March, 00:00 CET
      '2026-03-29T22:00:00.000Z', // Monday 30 March, 00:00 CEST
    ]);
    expect(iso(end)).toBe('2026-03-30T22:00:00.000Z');
    expect((starts[6] - starts[5]) / HOUR_MS).toBe(23);
    // 23:30 in Amsterdam on the 29th is still that day; 00:30 on the 30th is the next.
    expect(bucketIndex(starts, end, at('2026-03-29T21:30:00Z'))).toBe(5);
    expect(bucketIndex(starts, end, at('2026-03-29T22:30:00Z'))).toBe(6);
    expect(bucketIndex(starts, end, at('2026-03-23T22:59:00Z'))).toBe(-1);
    expect(bucketIndex(starts, end, end)).toBe(-1);
  });

  it('the autumn DST day has 25 hours', () => {
    const { starts, end } = bucketsOf('14d', at('2026-10-25T18:00:00Z'));
    expect(starts).toHaveLength(14);
    expect(iso(starts[13])).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(end)).toBe('2026-10-25T23:00:00.000Z');
    expect((end - starts[13]) / HOUR_MS).toBe(25);
  });

  it('a day starts at Amsterdam midnight even when UTC is still on the previous date', () => {
    const { starts } = bucketsOf('7d', at('2026-07-01T22:30:00Z')); // 00:30 on 2 July in Amsterdam
    expect(iso(starts[6])).toBe('2026-07-01T22:00:00.000Z');
  });

  it('1m: the last 30 days, today included', () => {
    const { starts, end } = bucketsOf('1m', at('2026-03-10T12:00:00Z'));
    expect(starts).toHaveLength(30);
    expect(iso(starts[0])).toBe('2026-02-08T23:00:00.000Z');
    expect(iso(end)).toBe('2026-03-10T23:00:00.000Z');
  });

  it('1y: this month and the 11 before it, months starting at Amsterdam midnight', () => {
    const { bucket, starts, end } = bucketsOf('1y', at('2026-03-30T10:00:00Z'));
    expect(bucket).toBe('month');
    expect(starts).toHaveLength(12);
    expect(iso(starts[0])).toBe('2025-03-31T22:00:00.000Z'); // 1 April 2025, CEST
    expect(iso(starts[7])).toBe('2025-10-31T23:00:00.000Z'); // 1 November 2025, CET
    expect(iso(starts[11])).toBe('2026-02-28T23:00:00.000Z'); // 1 March 2026
    expect(iso(end)).toBe('2026-03-31T22:00:00.000Z');
  });

  it('sums stored hours into the buckets, with zeros for empty buckets and nothing from outside', () => {
    const frame = frameOf('7d', at('2026-03-30T10:00:00Z'));
    expect(frame.fromHour).toBe(hourOf('2026-03-23T23:00:00Z'));
    expect(frame.toHour).toBe(hourOf('2026-03-30T22:00:00Z'));
    const series = toSeries(frame, [
      { hour: hourOf('2026-03-29T21:00:00Z'), views: 2 }, // 29 March 23:00
      { hour: hourOf('2026-03-28T23:00:00Z'), views: 3 }, // 29 March 00:00
      { hour: hourOf('2026-03-29T22:00:00Z'), views: 5 }, // 30 March 00:00
      { hour: hourOf('2026-03-23T22:00:00Z'), views: 100 }, // before the period
    ]);
    expect(series.map((p) => p.views)).toEqual([0, 0, 0, 0, 0, 5, 5]);
    expect(series[5].start).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('page-view URL rule', () => {
  const key = (url: string, path = '/artikel') => contentKeyOf(url, path, ['nl', 'en'], 'nl');

  it('matches {contentPath}/{slug} on any host, ignoring query, hash and trailing slash', () => {
    expect(key('/artikel/open-stuk')).toEqual({ locale: 'nl', slug: 'open-stuk' });
    expect(key('https://www.example.nl/artikel/open-stuk/?utm_source=x#reacties')).toEqual({
      locale: 'nl',
      slug: 'open-stuk',
    });
    expect(key('http://localhost:3000/artikel/open-stuk//')).toEqual({ locale: 'nl', slug: 'open-stuk' });
  });

  it('reads an optional locale prefix; without it the view is for Dutch', () => {
    expect(key('/en/artikel/open-stuk')).toEqual({ locale: 'en', slug: 'open-stuk' });
    expect(key('/nl/artikel/open-stuk')).toEqual({ locale: 'nl', slug: 'open-stuk' });
    expect(key('/de/artikel/open-stuk')).toBeNull();
  });

  it('ignores other paths', () => {
    expect(key('/artikel')).toBeNull();
    expect(key('/artikel/')).toBeNull();
    expect(key('/artikel/a/b')).toBeNull();
    expect(key('/artikelen/open-stuk')).toBeNull();
    expect(key('/content/open-stuk')).toBeNull();
    expect(key('/artikel/%C3%A9t%C3%A9')).toBeNull();
  });

  it('follows the configured content path', () => {
    expect(normalizeContentPath('nieuws/')).toBe('/nieuws');
    expect(normalizeContentPath('/')).toBe('');
    expect(key('/nieuws/open-stuk', normalizeContentPath('nieuws/'))).toEqual({ locale: 'nl', slug: 'open-stuk' });
    expect(key('/en/open-stuk', normalizeContentPath('/'))).toEqual({ locale: 'en', slug: 'open-stuk' });
  });
});

describe('sales dashboard buckets', () => {
  it('starts weeks on Monday at midnight in Amsterdam', () => {
    // Sunday 22 November 2026, 23:30 in Amsterdam: the week began on Monday 16 November.
    const { starts, end } = bucketStarts('week', 3, at('2026-11-22T22:30:00Z'));
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2026-11-01T23:00:00.000Z',
      '2026-11-08T23:00:00.000Z',
      '2026-11-15T23:00:00.000Z',
    ]);
    expect(new Date(end).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});
