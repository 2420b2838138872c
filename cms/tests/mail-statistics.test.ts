// Campaign statistics on seeded recipients and events: figures, machines apart, series, top links, overview,
// a profile's e-mail activity, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { engagementHelpers, minutesAgo } from './helpers/engagement';

let app: TestApp;
let admin: Client;
let before: any;
let a: { id: number; documentId: string };
let b: { id: number; documentId: string };
let profileDocumentId: string;
const { campaign, recipients, event } = engagementHelpers(() => ({ app }));
const DAY = 24 * 60;
const LINK1 = 'https://www.example.com/een';
const LINK2 = 'https://www.example.com/twee';
const sentA = minutesAgo(2 * DAY);
const laterA = minutesAgo(2 * DAY - 60);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  before = (await admin.get('/api/engagement/statistics?interval=1y')).body.data;
  a = await campaign({ name: 'Weekoverzicht', completedAt: sentA });
  b = await campaign({ name: 'Zomereditie', completedAt: minutesAgo(40 * DAY) });
  const r = await recipients(a.id, 10, { sentAt: sentA });
  await recipients(a.id, 2, { state: 'failed' });
  await event(a.id, r[0], 'open', laterA);
  await event(a.id, r[0], 'open', laterA);
  await event(a.id, r[0], 'click', laterA, LINK1);
  await event(a.id, r[1], 'open', laterA);
  await event(a.id, r[1], 'click', laterA, LINK1);
  await event(a.id, r[1], 'click', laterA, LINK2);
  await event(a.id, r[2], 'click', laterA, LINK2); // images blocked: the click counts as an open
  await event(a.id, r[3], 'machine_open', sentA);
  await event(a.id, r[4], 'scanner_click', sentA, LINK1);
  await event(a.id, r[5], 'bounce_hard', laterA);
  await event(a.id, r[6], 'bounce_soft', laterA);
  await event(a.id, r[7], 'open', laterA);
  await event(a.id, r[7], 'unsubscribe', laterA);
  const rb = await recipients(b.id, 5, { sentAt: minutesAgo(40 * DAY) });
  await event(b.id, rb[0], 'open', minutesAgo(40 * DAY - 5));
  await event(b.id, rb[1], 'open', minutesAgo(40 * DAY - 5));

  const created = await admin.post('/api/profiles', { data: { type: 'LEAD', email: 'lezer.activiteit@example.com' } });
  profileDocumentId = created.body.data.documentId;
  const profile = await app.strapi.db
    .query('api::profile.profile')
    .findOne({ where: { documentId: profileDocumentId } });
  const [pa] = await recipients(a.id, 1, { sentAt: sentA, profileId: profile.id });
  await recipients(b.id, 1, { sentAt: minutesAgo(40 * DAY), profileId: profile.id });
  await event(a.id, pa, 'machine_open', sentA);
  await event(a.id, pa, 'click', laterA, LINK1);
});
afterAll(() => app?.stop());

describe('one campaign', () => {
  it('counts sent, delivered, people’s unique opens and clicks, machines apart, and the rates', async () => {
    const res = await admin.get(`/api/campaigns/${a.documentId}/statistics?interval=7d`);
    expect(res.status).toBe(200);
    const { totals, lifetime, topLinks } = res.body.data;
    expect(totals).toEqual(lifetime);
    expect(lifetime).toMatchObject({
      sent: 11,
      bounces: 2,
      hardBounces: 1,
      softBounces: 1,
      delivered: 9,
      uniqueOpens: 5,
      uniqueClicks: 4,
      opens: 4,
      clicks: 5,
      machineOpens: 2,
      scannerClicks: 1,
      unsubscribes: 1,
      complaints: 0,
      clickToOpen: 0.8,
      openRate: 0.5556,
      clickRate: 0.4444,
    });
    expect(topLinks).toEqual([
      { url: LINK1, clicks: 3, uniqueClicks: 3 },
      { url: LINK2, clicks: 2, uniqueClicks: 2 },
    ]);
  });

  it('puts the events in day buckets over the interval; an interval after the send shows nothing', async () => {
    const week = (await admin.get(`/api/campaigns/${a.documentId}/statistics?interval=7d`)).body.data;
    expect(week.bucket).toBe('day');
    expect(week.series).toHaveLength(7);
    const sum = (key: string) => week.series.reduce((n: number, p: any) => n + p[key], 0);
    expect([sum('sent'), sum('opens'), sum('clicks'), sum('bounces'), sum('unsubscribes')]).toEqual([11, 4, 5, 2, 1]);
    const at = week.series.findIndex((p: any) => p.sent === 11);
    expect(Date.parse(week.series[at].start)).toBeLessThanOrEqual(sentA.getTime());
    expect(Date.parse(week.series[at + 1]?.start ?? week.to)).toBeGreaterThan(sentA.getTime());

    const day = (await admin.get(`/api/campaigns/${a.documentId}/statistics?interval=24h`)).body.data;
    expect(day).toMatchObject({ bucket: 'hour', totals: { sent: 0, uniqueOpens: 0 }, lifetime: { sent: 11 } });
    expect(day.series).toHaveLength(24);
  });

  it('refuses an unknown interval (400) and campaign (404), and a user without the action (403)', async () => {
    const bad = await admin.get(`/api/campaigns/${a.documentId}/statistics?interval=2w`);
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual({ interval: 'oneOf' });
    expect((await admin.get('/api/campaigns/geen-campagne/statistics')).status).toBe(404);
    const editor = await app.login(EDITOR);
    expect((await editor.get(`/api/campaigns/${a.documentId}/statistics`)).status).toBe(403);
    expect((await editor.get('/api/engagement/statistics')).status).toBe(403);
  });
});

describe('all campaigns', () => {
  it('sums the interval and lists the campaigns that sent in it with their figures', async () => {
    const week = (await admin.get('/api/engagement/statistics?interval=7d')).body.data;
    expect(week.campaigns.map((c: any) => c.name)).toContain('Weekoverzicht');
    expect(week.campaigns.map((c: any) => c.name)).not.toContain('Zomereditie');
    expect(week.campaigns.find((c: any) => c.documentId === a.documentId)).toMatchObject({
      sent: 11,
      uniqueOpens: 5,
      status: 'COMPLETED',
    });

    const year = (await admin.get('/api/engagement/statistics?interval=1y')).body.data;
    expect(year.bucket).toBe('month');
    expect(year.totals.sent - before.totals.sent).toBe(17);
    expect(year.totals.uniqueOpens - before.totals.uniqueOpens).toBe(7);
    expect(year.campaigns.findIndex((c: any) => c.documentId === a.documentId)).toBeLessThan(
      year.campaigns.findIndex((c: any) => c.documentId === b.documentId),
    );
  });
});

describe('a profile’s e-mail activity', () => {
  it('lists the campaigns it received, opened (a click counts) and clicked, newest first', async () => {
    const res = await admin.get(`/api/profiles/${profileDocumentId}/mail-activity`);
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toEqual({ received: 2, opened: 1, clicked: 1 });
    expect(res.body.data.campaigns).toMatchObject([
      { name: 'Weekoverzicht', clicks: 1, bounced: false, unsubscribed: false },
      { name: 'Zomereditie', openedAt: null, clickedAt: null, clicks: 0 },
    ]);
    expect(res.body.data.campaigns[0].openedAt).toBe(res.body.data.campaigns[0].clickedAt);
    expect((await admin.get('/api/profiles/onbekend/mail-activity')).status).toBe(404);
  });
});
