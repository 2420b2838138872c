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
      'COMPLETED', // the A/B test (demo-ab.ts)
      'COMPLETED', // the SMS campaign (demo-sms.ts)
      'COMPLETED', // the push campaign (demo-push.ts)
      'OPEN',
      'OPEN',
      'OPEN', // the switched-off automation's (demo-automations.ts)
      'PENDING_NEXT_RUN',
      'PENDING_NEXT_RUN', // the welcome automation's
      'SCHEDULED',
    ]);
  });

  it('seeds a completed A/B test whose winner and results the API answers', async () => {
    const [ab] = (await admin.get('/api/campaigns?filters[type]=AB')).body.data;
    expect([ab.name, ab.status, ab.variable]).toEqual(['Onderwerptest weekoverzicht', 'COMPLETED', 'CONTENT']);
    const results = (await admin.get(`/api/campaigns/${ab.documentId}/ab-results`)).body.data;
    expect(results).toMatchObject({
      winner: 'B',
      decidedBy: 'AUTO',
      restReleased: true,
      reason: { code: 'higher_rate' },
    });
    expect(results.testSize + results.restSize).toBe(ab.recipientCount);
    const [a, b] = results.results;
    expect(Math.abs(a.sent - b.sent)).toBeLessThanOrEqual(1);
    expect(b.clickRate).toBeGreaterThan(a.clickRate);
    expect(ab.sentSubject).toBe('Deze vijf verhalen moet u gelezen hebben');
  });

  it('seeds a completed SMS campaign whose messages are in the SMS outbox', async () => {
    const campaigns = (await admin.get('/api/campaigns?filters[channel]=SMS')).body.data;
    expect(campaigns.map((c) => [c.name, c.status, c.recipientCount])).toEqual([
      ['Sms: herinnering lezersavond', 'COMPLETED', 4],
    ]);
    const stats = (await admin.get(`/api/campaigns/${campaigns[0].documentId}/statistics`)).body.data;
    expect(stats.sms).toMatchObject({ sent: 4, stored: 4, failed: 0 });
    const log = (await admin.get('/api/sms-messages')).body.data;
    expect(log).toHaveLength(4);
    expect(log.every((m) => m.status === 'stored' && /^\+316\d{8}$/.test(m.to))).toBe(true);
    expect(log.map((m) => m.text).join('\n')).toMatch(/^Hallo .*, morgen om 20:00/m);
  });

  it('seeds a completed push campaign with sent, delivered and clicked, and no devices', async () => {
    const [push] = (await admin.get('/api/campaigns?filters[channel]=PUSH')).body.data;
    expect([push.name, push.status, push.recipientCount]).toEqual(['Push: uitslag verkiezingen', 'COMPLETED', 12]);
    expect((await admin.get(`/api/push/campaigns/${push.documentId}/results`)).body.data).toMatchObject({
      sent: 12,
      delivered: 11,
      removed: 1,
      clicked: 4,
    });
    const overview = (await admin.get('/api/push/overview')).body.data;
    expect(overview).toMatchObject({ devices: 0, removedLast30Days: 1, campaigns: { total: 1, completed: 1 } });
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

  it('seeds a welcome automation on the public list (on) and an order thank-you (off)', async () => {
    const automations = (await admin.get('/api/campaign-automations?sort=name&populate[0]=campaign&populate[1]=list'))
      .body.data;
    expect(automations.map((a: any) => [a.name, a.event, a.active, a.list?.name ?? null])).toEqual([
      ['Bedankt na een betaalde bestelling', 'ORDER_PAID', false, null],
      ['Welkom nieuwe Cultuurbrief-lezers', 'LIST_SUBSCRIBED', true, 'Cultuurbrief'],
    ]);
    expect(automations.map((a: any) => a.campaign.status)).toEqual(['OPEN', 'PENDING_NEXT_RUN']);
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
      '/api/campaign-automations',
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
