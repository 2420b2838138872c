import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';
import { addContentViews, CONTENT_VIEWS_TABLE } from '../src/api/statistic/services/content-views';
import { seedDemoPageViews } from '../src/bootstrap/demo-statistics';

let app: TestApp;
let admin: Client;
let editor: Client;
const ids: Record<string, string> = {};
const HOUR = 3_600_000;

const publish = async (key: string, data: Record<string, unknown>) => {
  const res = await admin.post('/api/contents?locale=nl', { data: { type: 'ARTICLE', status: 'PUBLISHED', ...data } });
  if (res.status !== 201) throw new Error(`publish ${key}: ${res.status} ${JSON.stringify(res.body)}`);
  ids[key] = res.body.data.documentId;
};
const send = (client: Client, urls: string[]) =>
  client.post('/api/statistics', { data: { events: urls.map((url) => ({ url, eventType: 'Pageview' })) } });
const report = (query: string, client = editor) => client.get(`/api/statistics/content?${query}`);
const bucketRows = () => app.strapi.db.connection(CONTENT_VIEWS_TABLE).select('*');

// Views of the archive item, injected into the hourly buckets (hours ago → views).
const ARCHIVE_VIEWS: Array<[number, number]> = [
  [2, 5],
  [72, 7],
  [20 * 24, 11],
  [200 * 24, 13],
  [500 * 24, 17],
];
let injectedHour: number;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  await publish('open', { title: 'Open stuk', slug: 'open-stuk' });
  const en = await admin.put(`/api/contents/${ids.open}?locale=en`, {
    data: { type: 'ARTICLE', title: 'An open piece', slug: 'open-piece', status: 'PUBLISHED' },
  });
  if (en.status !== 200) throw new Error(`translation: ${en.status} ${JSON.stringify(en.body)}`);
  await publish('video', {
    title: 'Tweede stuk',
    slug: 'tweede-stuk',
    type: 'VIDEO',
    mediaUrl: 'https://media.example/v.mp4',
  });
  await publish('page', { title: 'Over ons', slug: 'over-ons', type: 'PAGE' });
  await publish('archive', { title: 'Archiefstuk', slug: 'archiefstuk' });
  injectedHour = Math.floor(Date.now() / HOUR);
  await addContentViews(
    app.strapi.db.connection,
    ARCHIVE_VIEWS.map(([ago, views]) => ({ hour: injectedHour - ago, documentId: ids.archive, locale: 'nl', views })),
  );
});
afterAll(() => app?.stop());

describe('recording page views', () => {
  it('takes page views from the website without a session and attributes them by the URL rule', async () => {
    const urls = [
      'https://www.example.nl/artikel/open-stuk?utm_source=nieuwsbrief#reacties',
      '/artikel/open-stuk/',
      'http://localhost:3000/en/artikel/open-piece',
      '/nl/artikel/tweede-stuk',
      '/artikel/bestaat-niet',
      '/over-ons',
      '/en/artikel/open-stuk',
      '/content/open-stuk',
    ];
    const res = await send(app.client(), urls);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ stored: 8 });
    const raw = await app.strapi.db.query('api::statistic.statistic').findMany({ where: { url: { $in: urls } } });
    expect(raw).toHaveLength(8);
    expect(raw.every((r) => r.userId === null)).toBe(true);
    const rows = (await bucketRows()).filter((r) => r.document_id !== ids.archive);
    const views = Object.fromEntries(
      rows.map((r) => [`${r.document_id === ids.open ? 'open' : 'video'}/${r.locale}`, Number(r.views)]),
    );
    expect(views).toEqual({ 'open/nl': 2, 'open/en': 1, 'video/nl': 1 });
  });

  it('adds to the same hourly bucket on the next batch', async () => {
    expect((await send(editor, ['/artikel/tweede-stuk'])).status).toBe(201);
    const rows = (await bucketRows()).filter((r) => r.document_id === ids.video);
    expect(rows.map((r) => Number(r.views))).toEqual([2]);
  });

  it('follows the configured content path', async () => {
    const config = await app.strapi.documents('api::config.config').findFirst({ populate: ['social'] });
    await app.strapi
      .documents('api::config.config')
      .update({ documentId: config.documentId, data: { social: { contentPath: '/nieuws/' } } });
    try {
      expect((await send(app.client(), ['/nieuws/tweede-stuk', '/artikel/tweede-stuk'])).status).toBe(201);
      const rows = (await bucketRows()).filter((r) => r.document_id === ids.video);
      expect(rows.map((r) => Number(r.views))).toEqual([3]);
    } finally {
      await app.strapi
        .documents('api::config.config')
        .update({ documentId: config.documentId, data: { social: { contentPath: '/artikel' } } });
    }
  });

  it('refuses a malformed or too large batch whole, also anonymously', async () => {
    const before = await bucketRows();
    const bad = await app.client().post('/api/statistics', {
      data: {
        events: [
          { url: '/artikel/open-stuk', eventType: 'Pageview' },
          { url: '/x', eventType: 'Click' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    const tooMany = await send(
      app.client(),
      Array.from({ length: 201 }, () => '/artikel/open-stuk'),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details.code).toBe('too_many_events');
    expect(await bucketRows()).toEqual(before);
  });
});

describe('GET /api/statistics/content', () => {
  it('gives every bucket of each period, with zeros, and the totals', async () => {
    const expected = {
      '24h': ['hour', 24, 5],
      '7d': ['day', 7, 12],
      '14d': ['day', 14, 12],
      '1m': ['day', 30, 23],
      '1y': ['month', 12, 36],
    } as const;
    for (const [period, [bucket, points, total]] of Object.entries(expected)) {
      const res = await report(`period=${period}&content=${ids.archive}`);
      expect(res.status, period).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({ period, bucket, total });
      expect(data.series).toHaveLength(points);
      expect(data.series.reduce((sum, p) => sum + p.views, 0)).toBe(total);
      expect(data.from).toBe(data.series[0].start);
      expect(new Date(data.to).getTime()).toBeGreaterThan(Date.now());
    }
    const day = (await report(`period=24h&content=${ids.archive}`)).body.data;
    expect(day.series.find((p) => p.views === 5).start).toBe(new Date((injectedHour - 2) * HOUR).toISOString());
    expect(day.series.filter((p) => p.views === 0)).toHaveLength(23);
  });

  it('lists the top items of the period, most viewed first, per language version', async () => {
    const res = await report('period=1y');
    expect(res.body.data.total).toBe(36 + 3 + 3);
    const top = res.body.data.top;
    expect(top.map((t) => [t.slug, t.views])).toEqual([
      ['archiefstuk', 36],
      ['tweede-stuk', 3],
      ['open-stuk', 2],
      ['open-piece', 1],
    ]);
    expect(top[1]).toEqual({
      documentId: ids.video,
      title: 'Tweede stuk',
      slug: 'tweede-stuk',
      type: 'VIDEO',
      locale: 'nl',
      views: 3,
    });
    expect(top[3]).toMatchObject({ documentId: ids.open, title: 'An open piece', locale: 'en' });
    const limited = await report('period=1y&limit=2');
    expect(limited.body.data.top.map((t) => t.slug)).toEqual(['archiefstuk', 'tweede-stuk']);
    const today = await report('period=24h');
    expect(today.body.data.top[0]).toMatchObject({ slug: 'archiefstuk', views: 5 });
  });

  it('narrows the series and total to one item, and to one of its languages', async () => {
    const both = (await report(`period=7d&content=${ids.open}`)).body.data;
    expect(both.total).toBe(3);
    expect(both.top[0].slug).toBe('archiefstuk'); // the top list stays the whole period's
    expect((await report(`period=7d&content=${ids.open}&locale=en`)).body.data.total).toBe(1);
    expect((await report(`period=7d&content=${ids.page}`)).body.data.total).toBe(0);
  });

  it('refuses an unknown period, limit, language or parameter (400) and an unknown item (404)', async () => {
    const period = await report('period=2d');
    expect(period.status).toBe(400);
    expect(period.body.error.message).toBe('period must be one of 24h, 7d, 14d, 1m, 1y');
    expect(period.body.error.details.code).toBe('invalid_period');
    expect((await report('')).status).toBe(400);
    expect((await report('period=7d&limit=0')).status).toBe(400);
    expect((await report('period=7d&limit=abc')).status).toBe(400);
    expect((await report('period=7d&locale=de')).status).toBe(400);
    expect((await report('period=7d&sort=views')).status).toBe(400);
    const missing = await report('period=7d&content=doesnotexist');
    expect(missing.status).toBe(404);
    expect(missing.body.error.details.code).toBe('not_found');
    expect((await report(`period=7d&content=${ids.page}&locale=en`)).status).toBe(404);
  });

  it('is for staff: readers get 403, visitors 401, administrators, editors and marketing 200', async () => {
    const reader = await createReader(app, 'SUBSCRIBER', 'lezer-stats@example.com');
    expect((await report('period=7d', reader)).status).toBe(403);
    expect((await report('period=7d', app.client())).status).toBe(401);
    expect((await report('period=7d', admin)).status).toBe(200);
    expect((await report('period=7d', editor)).status).toBe(200);
    // Marketing's menu has the statistics page (SPEC 6: the search permission), so it may read the report too.
    expect((await report('period=7d', await app.login(MARKETING))).status).toBe(200);
  });
});

describe('demo page views', () => {
  it('seeds a year of plausible views quickly', async () => {
    const started = Date.now();
    const rows = await seedDemoPageViews(app.strapi);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(rows).toBeGreaterThan(10);
    const year = (await report('period=1y')).body.data;
    expect(year.total).toBeGreaterThan(200);
    expect(year.series.at(-1).views + year.series.at(-2).views).toBeGreaterThan(0);
  });
});
