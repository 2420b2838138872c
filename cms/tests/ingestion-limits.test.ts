// Public ingestion endpoints: a per-client rate limit (429 + Retry-After) and a body-size cap (413), before the
// body is read; one client's flood never refuses another client. Clients are told apart by X-Forwarded-For
// behind a trusted proxy (TRUST_PROXY=true), as in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/services/rate-limit';
import { ADMIN, startApp, type TestApp } from './helpers/app';

describe('the limiter', () => {
  it('counts per key in a fixed window and says when to come back', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect([limiter.take('a', 0).allowed, limiter.take('a', 1).allowed, limiter.take('a', 2).allowed]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take('a', 15_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(limiter.take('b', 15_000).allowed).toBe(true);
    expect(limiter.take('a', 60_000).allowed).toBe(true);
  });

  it('keeps its memory bounded under a flood of new keys', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    for (let i = 0; i < 120_000; i++) limiter.take(`k${i}`, 0);
    expect(limiter.size()).toBeLessThanOrEqual(50_000);
  });
});

describe('over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({
      TRUST_PROXY: 'true',
      STATISTICS_MAX_PER_MINUTE: '5',
      WEBHOOKS_MAX_PER_MINUTE: '3',
      SEARCH_MAX_PER_MINUTE: '3',
    });
  });
  afterAll(() => app?.stop());

  const views = (ip: string, events = [{ url: 'https://www.example.nl/artikel/x', eventType: 'Pageview' }]) =>
    app.client().post('/api/statistics', { data: { events } }, { 'x-forwarded-for': ip });
  const stored = () => app.strapi.db.query('api::statistic.statistic').count();

  it('refuses a flood of anonymous page views from one client with 429 and Retry-After, and serves another client', async () => {
    const before = await stored();
    const flood = await Promise.all(Array.from({ length: 300 }, () => views('203.0.113.1')));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(295);
    const refused = flood.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body.error).toMatchObject({ status: 429, details: { code: 'rate_limited' } });
    expect(await stored()).toBe(before + 5);
    // Another client, during the first one's flood.
    expect((await views('203.0.113.2')).status).toBe(201);
    expect((await views('203.0.113.1')).status).toBe(429);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const before = await stored();
    const big = Array.from({ length: 300 }, (_, i) => ({
      url: `https://www.example.nl/${'x'.repeat(2000)}${i}`,
      eventType: 'Pageview',
    }));
    const res = await views('203.0.113.3', big);
    expect(res.status).toBe(413);
    expect(res.body.error.details.code).toBe('body_too_large');
    expect(await stored()).toBe(before);
  });

  it('limits payment webhooks per client too', async () => {
    const hook = (ip: string) =>
      app.client().post('/api/payments/webhook/test', { id: 'tr_onbekend' }, { 'x-forwarded-for': ip });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await hook('198.51.100.20')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await hook('198.51.100.21')).status).toBe(200);
  });

  it('limits the search per signed-in client: a script looping over names gets 429, a colleague does not', async () => {
    const one = await app.login(ADMIN);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await one.get('/api/search?q=jansen')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await one.get('/api/search?q=jansen');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error.details.code).toBe('rate_limited');
    expect((await (await app.login(ADMIN)).get('/api/search?q=jansen')).status).toBe(200);
  });
});
