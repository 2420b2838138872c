// The zone API's short way through the middleware (src/middlewares/hot-routes.ts): the same answer, headers,
// throttle and refusals as the router's way, a start-up refusal when a hot route gains a policy or needs a
// sign-in, and the frequency cap's showings read for many new visitors at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHotRoutes } from '../src/middlewares/hot-routes';
import { MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { image, make, zoneWith } from './helpers/marketing';

describe('the start-up check', () => {
  const zoneRoute = (config: Record<string, unknown>) => () => [{ method: 'GET', handler: 'marketing.zone', config }];

  it('accepts the public zone route and refuses one with a policy, a middleware or a sign-in', () => {
    expect(() => checkHotRoutes(zoneRoute({ auth: false, policies: [], middlewares: [] }))).not.toThrow();
    for (const config of [{ auth: false, policies: ['global::is-staff'] }, { auth: false, middlewares: ['x'] }, {}])
      expect(() => checkHotRoutes(zoneRoute(config))).toThrow(/must be a public route/);
    expect(() => checkHotRoutes(() => [])).toThrow(/must be a public route/);
  });
});

describe('over HTTP', () => {
  let app: TestApp;
  let marketing: Client;
  let popup: { documentId: string };
  let ip = 0;
  // Each test asks from its own address, so the throttle below counts only its own requests.
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip}`, origin: 'https://www.example.nl' });
  const zone = (client: Client, query: string, headers: Record<string, string>) =>
    client.get(`/api/marketing/zones/hot/content${query}`, headers);

  beforeAll(async () => {
    app = await startApp({ TRUST_PROXY: 'true', MARKETING_ZONES_MAX_PER_MINUTE: '100' });
    marketing = await app.login(MARKETING);
    popup = await make(marketing, 'marketing-contents', {
      ...image('Eens per week'),
      type: 'POPUP',
      fields: { title: 'Nieuwsbrief?', body: 'Schrijf je in.' },
      capCount: 1,
      capDays: 7,
    });
    await zoneWith(marketing, 'hot', [{ content: popup.documentId, weight: 1 }]);
  }, 120_000);
  afterAll(() => app?.stop());

  it('answers as the router does, with the security, CORS and cache headers', async () => {
    const headers = from();
    const short = await zone(app.client(), '?visitor=bezoeker-kort', headers);
    // The console's session cookie takes the router's way.
    const routed = await zone(marketing, '?visitor=bezoeker-lang', headers);
    for (const res of [short, routed]) {
      expect(res.status).toBe(200);
      expect(res.body.data.content.documentId).toBe(popup.documentId);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    expect(short.body.data.zone).toEqual(routed.body.data.zone);
  });

  it('refuses bad parameters and a NUL byte with the usual codes, and an unknown zone with 404', async () => {
    const anyone = app.client();
    const unknown = await zone(anyone, '?colour=red', from());
    expect([unknown.status, unknown.body.error.details.code]).toEqual([400, 'unknown_parameters']);
    const nul = await zone(anyone, '?path=/sport%00', from());
    expect([nul.status, nul.body.error.details.code]).toEqual([400, 'control_characters']);
    const missing = await anyone.get('/api/marketing/zones/bestaat-niet/content', from());
    expect([missing.status, missing.body.error.details.code]).toEqual([404, 'zone_not_found']);
  });

  it('keeps the per-client throttle', async () => {
    const anyone = app.client();
    const crowded = from();
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await zone(anyone, '', crowded)).status);
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    const refused = await zone(anyone, '', crowded);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await zone(anyone, '', from())).status).toBe(200);
  });

  it('reads the showings of many new visitors together and keeps the cap for each', async () => {
    const anyone = app.client();
    const visitors = Array.from({ length: 60 }, (_, i) => `batch-bezoeker-${i}`);
    // Every visitor asks twice at once: exactly one of the two answers shows the popup.
    const first = await Promise.all(
      visitors.flatMap((v) => [zone(anyone, `?visitor=${v}`, from()), zone(anyone, `?visitor=${v}`, from())]),
    );
    for (let i = 0; i < visitors.length; i++) {
      const shown = [first[2 * i], first[2 * i + 1]].filter((r) => r.body.data.content).length;
      expect(shown, visitors[i]).toBe(1);
    }
    // Forgotten by the process, the showings come back from the table, all visitors in one read.
    const { exposures } = app.strapi.service('api::marketing.delivery');
    await exposures.flush();
    exposures.clear();
    const reads: string[] = [];
    const listen = (q: { sql: string }) => q.sql.includes('marketing_exposures') && reads.push(q.sql);
    app.strapi.db.connection.client.on('query', listen);
    try {
      const again = await Promise.all(visitors.map((v) => zone(anyone, `?visitor=${v}`, from())));
      expect(again.map((r) => r.body.data.content)).toEqual(visitors.map(() => null));
    } finally {
      app.strapi.db.connection.client.off('query', listen);
    }
    expect(reads.length).toBeLessThan(visitors.length / 4);
  });
});
