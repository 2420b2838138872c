import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startApp({ DEMO_MARKETING: 'true' });
  admin = await app.login(ADMIN);
}, 300_000);
afterAll(() => app?.stop());

describe('demo marketing', () => {
  it('seeds every marketing screen: contents of each type, bundles, zones, a zone group and results', async () => {
    const total = async (path: string) => (await admin.get(path)).body.meta.pagination.total;
    expect(await total('/api/marketing-zone-groups')).toBe(1);
    expect(await total('/api/marketing-zones')).toBe(5);
    expect(await total('/api/marketing-bundles')).toBe(4);
    const types = (await admin.get('/api/marketing-contents')).body.data.map((c: any) => c.type).sort();
    expect(types).toEqual(['HTML', 'IMAGE', 'NEWSLETTER', 'POPUP', 'VIDEO', 'WEBALERT']);
    const results = (await admin.get('/api/marketing/results?period=4w')).body.data;
    expect(results.totals.impressions).toBeGreaterThan(0);
    expect(results.totals.clicks).toBeGreaterThan(0);
    const overview = (await admin.get('/api/marketing/overview')).body.data;
    expect(overview.find((z: any) => z.key === 'home-top').showingNow).toBe(true);
    expect(overview.find((z: any) => z.key === 'alert-bar').showingNow).toBe(false);
    // The zone API answers a website from the demo at once.
    const shown = await app.client().get('/api/marketing/zones/home-top/content');
    expect(shown.body.data.content.type).toMatch(/IMAGE|HTML/);
  });

  it('is seeded once: a second start adds nothing', async () => {
    const { seedDemoMarketing } = await import('../dist/src/bootstrap/demo-marketing.js');
    expect(await seedDemoMarketing(app.strapi)).toBe(false);
  });
});
