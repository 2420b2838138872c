import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startApp({ DEMO_ENGAGEMENT: 'true', DEMO_CONTENT_ITEMS: '8' });
  admin = await app.login(ADMIN);
  // A first boot that seeds engagement and content: about a minute on PostgreSQL, more on a busy machine.
}, 300_000);
afterAll(() => app?.stop());

describe('demo engagement', () => {
  it('seeds lists, segments, templates and campaigns so no engagement screen is empty', async () => {
    expect((await admin.get('/api/mail-lists')).body.meta.pagination.total).toBe(2);
    expect((await admin.get('/api/segments')).body.meta.pagination.total).toBe(3);
    const templates = (await admin.get('/api/email-templates')).body.data;
    expect(templates.map((t) => t.name).sort()).toEqual(['Aankondiging', 'Weekoverzicht']);
    expect(templates.find((t) => t.name === 'Weekoverzicht').html).toContain('Het weekoverzicht');
    const campaigns = (await admin.get('/api/campaigns?pagination[pageSize]=50')).body.data;
    const statuses = campaigns.map((c) => c.status).sort();
    expect(statuses).toEqual([
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'OPEN',
      'OPEN',
      'PENDING_NEXT_RUN',
      'SCHEDULED',
    ]);
  });

  it('seeds a weekly trigger with a run behind it and a monthly one switched off', async () => {
    const triggers = (await admin.get('/api/campaign-triggers?sort=name&populate=campaign')).body.data;
    expect(triggers.map((t) => [t.name, t.active, t.cron])).toEqual([
      ['Cultuurtip, eerste van de maand', false, '30 6 1 * *'],
      ['Weekoverzicht elke vrijdag', true, '0 7 * * 5'],
    ]);
    expect(triggers[1]).toMatchObject({ runCount: 1, campaign: { status: 'PENDING_NEXT_RUN' } });
    expect(new Date(triggers[1].nextRunAt).getTime()).toBeGreaterThan(Date.now());
    const runs = await admin.get(`/api/campaigns?filters[trigger][documentId][$eq]=${triggers[1].documentId}`);
    expect(runs.body.data.map((c) => c.name)).toEqual(['Weekoverzicht week 45']);
  });

  it('gives the sent campaigns statistics: opens, clicks, a bounce and an unsubscribe', async () => {
    const all = (await admin.get('/api/engagement/statistics?interval=1y')).body;
    const totals = all.data?.totals ?? all.totals;
    expect(totals.sent).toBeGreaterThan(0);
    expect(totals.uniqueOpens).toBeGreaterThan(0);
    expect(totals.uniqueClicks).toBeGreaterThan(0);
    expect(totals.bounces).toBeGreaterThan(0);
    expect(totals.unsubscribes).toBeGreaterThan(0);
    expect(totals.uniqueOpens).toBeLessThan(totals.sent);
  });

  it('is seeded once: a second start adds nothing', async () => {
    const { seedDemoEngagement } = await import('../dist/src/bootstrap/demo-engagement.js');
    expect(await seedDemoEngagement(app.strapi)).toBe(false);
    expect((await admin.get('/api/segments')).body.meta.pagination.total).toBe(3);
  });
});

describe('the marketing role', () => {
  it('uses the engagement APIs and reads no profiles; an editor uses none of them', async () => {
    const marketing = await app.login(MARKETING);
    for (const path of [
      '/api/campaigns',
      '/api/segments',
      '/api/email-templates',
      '/api/mail-lists',
      '/api/campaign-triggers',
    ])
      expect((await marketing.get(path)).status, path).toBe(200);
    expect((await marketing.get('/api/engagement/statistics?interval=7d')).status).toBe(200);
    expect((await marketing.get('/api/profiles')).status).toBe(403);
    const me = (await marketing.get('/api/me')).body;
    expect(me.groups ?? me.data?.groups).toEqual(['marketing']);
    const editor = await app.login(EDITOR);
    for (const path of ['/api/campaigns', '/api/segments', '/api/email-templates', '/api/mail-lists'])
      expect((await editor.get(path)).status, path).toBe(403);
  });
});
