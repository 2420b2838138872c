// The public zone API (issue #20): targeting through the content access evaluator plus pages and devices,
// schedule edges in Europe/Amsterdam, the frequency cap per visitor, weighted rotation, the cache emptied by
// writes, impression and click batches, and the results with click-through rates.
import { fromAmsterdamWall } from '@newsroom/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { image, make, zoneWith } from './helpers/marketing';
import { createReader } from './helpers/readers';

let app: TestApp;
let marketing: Client;
const DAY = 86_400_000;
const zoneApi = (client: Client, key: string, query = '') => client.get(`/api/marketing/zones/${key}/content${query}`);
const service = () => app.strapi.service('api::marketing.delivery');
const anonymous = { signedIn: false };
const place = { categories: [], device: 'DESKTOP' as const };

beforeAll(async () => {
  app = await startApp();
  marketing = await app.login(MARKETING);
}, 120_000);
afterAll(() => app?.stop());

describe('targeting', () => {
  it('serves a tag popup to a reader with the tag only', async () => {
    const popup = await make(marketing, 'marketing-contents', {
      name: 'VIP popup',
      type: 'POPUP',
      fields: { title: 'Voor VIP-lezers', body: 'Kom naar ons event.' },
      audience: 'TAG',
      audienceTag: 'vip',
    });
    const { zone, bundle } = await zoneWith(marketing, 'vip-popup', [{ content: popup.documentId, weight: 1 }]);
    const tagged = await createReader(app, 'ACCOUNT', 'vip-lezer@example.com', ['vip']);
    const untagged = await createReader(app, 'ACCOUNT', 'lezer@example.com', []);
    const res = await zoneApi(tagged, 'vip-popup');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toMatchObject({
      zone: { key: 'vip-popup', width: 300, height: 250, documentId: zone.documentId },
      bundle: bundle.documentId,
      content: { documentId: popup.documentId, type: 'POPUP', fields: { title: 'Voor VIP-lezers' } },
    });
    expect((await zoneApi(untagged, 'vip-popup')).body.data.content).toBeNull();
    expect((await zoneApi(app.client(), 'vip-popup')).body.data.content).toBeNull();
  });

  it('limits by subscribers, pages, categories and device', async () => {
    const subs = await make(marketing, 'marketing-contents', image('Abonnees', { audience: 'SUBSCRIBERS' }));
    const sport = await make(
      marketing,
      'marketing-contents',
      image('Sport mobiel', { pages: ['/sport'], categories: ['voetbal'], devices: ['MOBILE'] }),
    );
    await zoneWith(marketing, 'subs', [{ content: subs.documentId, weight: 1 }]);
    await zoneWith(marketing, 'sport', [{ content: sport.documentId, weight: 1 }]);
    const subscriber = await createReader(app, 'SUBSCRIBER', 'abonnee@example.com', []);
    expect((await zoneApi(subscriber, 'subs')).body.data.content?.documentId).toBe(subs.documentId);
    expect((await zoneApi(app.client(), 'subs')).body.data.content).toBeNull();
    const anyone = app.client();
    const shown = (q: string) => zoneApi(anyone, 'sport', q).then((r) => r.body.data.content?.documentId ?? null);
    expect(await shown('?path=/sport/eredivisie&category=voetbal&device=mobile')).toBe(sport.documentId);
    expect(await shown('?path=/economie&category=voetbal&device=mobile')).toBeNull();
    expect(await shown('?path=/sport&category=tennis&device=mobile')).toBeNull();
    expect(await shown('?path=/sport&category=voetbal&device=desktop')).toBeNull();
    const phone = await anyone.get('/api/marketing/zones/sport/content?path=/sport&category=voetbal', {
      'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(phone.body.data.content?.documentId).toBe(sport.documentId);
  });

  it('answers 404 for an unknown zone and 400 for bad parameters', async () => {
    const anyone = app.client();
    const missing = await zoneApi(anyone, 'bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.body.error.details.code).toBe('zone_not_found');
    expect((await zoneApi(anyone, 'sport', '?visitor=kort')).body.error.details.code).toBe('invalid_visitor');
    expect((await zoneApi(anyone, 'sport', '?device=tv')).body.error.details.code).toBe('invalid_device');
    expect((await zoneApi(anyone, 'sport', '?path=sport')).body.error.details.code).toBe('invalid_path');
    expect((await zoneApi(anyone, 'sport', '?foo=1')).body.error.details.code).toBe('unknown_parameters');
  });
});

describe('schedule in Europe/Amsterdam', () => {
  it('shows content from its first moment until just before its end, across the autumn clock change', async () => {
    // From Sunday 31 October 2027 01:30 (summer time) until 02:30 (winter time, after the clocks went back).
    const from = fromAmsterdamWall(2027, 10, 31, 1, 30);
    const until = new Date('2027-10-31T01:30:00.000Z').getTime(); // 02:30 winter time
    const item = await make(
      marketing,
      'marketing-contents',
      image('Nacht', { startsAt: new Date(from).toISOString(), endsAt: new Date(until).toISOString() }),
    );
    await zoneWith(marketing, 'night', [{ content: item.documentId, weight: 1 }]);
    expect(new Date(from).toISOString()).toBe('2027-10-30T23:30:00.000Z');
    expect(until - from).toBe(2 * 3_600_000);
    const at = async (now: number) => (await service().serve('night', place, anonymous, { now })).content;
    expect(await at(from - 1)).toBeNull();
    expect((await at(from))?.documentId).toBe(item.documentId);
    expect((await at(until - 1))?.documentId).toBe(item.documentId);
    expect(await at(until)).toBeNull();
  });

  it('does not serve planned or ended content through the API', async () => {
    const planned = await make(marketing, 'marketing-contents', image('Straks', { startsAt: '2099-01-01T00:00:00Z' }));
    const ended = await make(
      marketing,
      'marketing-contents',
      image('Voorbij', { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' }),
    );
    await zoneWith(marketing, 'timed', [
      { content: planned.documentId, weight: 1 },
      { content: ended.documentId, weight: 1 },
    ]);
    expect((await zoneApi(app.client(), 'timed')).body.data.content).toBeNull();
  });
});

describe('frequency cap', () => {
  it('shows a popup at most once per 7 days to a visitor, and not to visitors it cannot recognise', async () => {
    const popup = await make(marketing, 'marketing-contents', {
      name: 'Eens per week',
      type: 'POPUP',
      fields: { title: 'Nieuwsbrief?', body: 'Schrijf je in.' },
      capCount: 1,
      capDays: 7,
    });
    await zoneWith(marketing, 'weekly', [{ content: popup.documentId, weight: 1 }]);
    const anyone = app.client();
    const shown = (visitor?: string) =>
      zoneApi(anyone, 'weekly', visitor ? `?visitor=${visitor}` : '').then(
        (r) => r.body.data.content?.documentId ?? null,
      );
    expect(await shown('bezoeker-een')).toBe(popup.documentId);
    expect(await shown('bezoeker-een')).toBeNull();
    expect(await shown('bezoeker-twee')).toBe(popup.documentId);
    expect(await shown()).toBeNull();
    const serveAt = (now: number) =>
      service().serve('weekly', { ...place, visitor: 'bezoeker-een' }, anonymous, { now });
    const now = Date.now();
    expect((await serveAt(now + 7 * DAY - 60_000)).content).toBeNull();
    expect((await serveAt(now + 7 * DAY + 60_000)).content?.documentId).toBe(popup.documentId);
    // A signed-in reader is counted by account, whatever visitor id the page sends.
    const reader = await createReader(app, 'ACCOUNT', 'cap-lezer@example.com', []);
    expect((await zoneApi(reader, 'weekly', '?visitor=apparaat-a')).body.data.content).not.toBeNull();
    expect((await zoneApi(reader, 'weekly', '?visitor=apparaat-b')).body.data.content).toBeNull();
  });
});

describe('rotation and the cache', () => {
  it('rotates by weight and follows writes at once', async () => {
    const light = await make(marketing, 'marketing-contents', image('Licht'));
    const heavy = await make(marketing, 'marketing-contents', image('Zwaar'));
    await zoneWith(marketing, 'rotate', [
      { content: light.documentId, weight: 1 },
      { content: heavy.documentId, weight: 3 },
    ]);
    const pick = async (random: number) =>
      (await service().serve('rotate', place, anonymous, { random: () => random })).content.documentId;
    expect(await pick(0.1)).toBe(light.documentId);
    expect(await pick(0.3)).toBe(heavy.documentId);
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const id = (await zoneApi(app.client(), 'rotate')).body.data.content.documentId;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.get(heavy.documentId)!).toBeGreaterThan(counts.get(light.documentId)! * 1.8);
    await marketing.put(`/api/marketing-contents/${heavy.documentId}`, { data: { active: false } });
    for (let i = 0; i < 5; i++)
      expect((await zoneApi(app.client(), 'rotate')).body.data.content.documentId).toBe(light.documentId);
  });
});

describe('impressions, clicks and results', () => {
  it('stores batches, leaves out unknown ids, and reports per content, zone and bundle with CTR', async () => {
    const item = await make(marketing, 'marketing-contents', image('Gemeten'));
    const { zone, bundle } = await zoneWith(marketing, 'measured', [{ content: item.documentId, weight: 1 }]);
    const ids = { zone: zone.documentId, bundle: bundle.documentId, content: item.documentId };
    const events = [
      ...Array.from({ length: 40 }, () => ({ type: 'IMPRESSION', ...ids })),
      { type: 'CLICK', ...ids },
      { type: 'CLICK', ...ids, content: 'onbekend123' },
    ];
    const site = app.client();
    const res = await site.post('/api/marketing/events', { data: { events } });
    expect(res.status).toBe(201);
    expect(res.body.data.stored).toBe(41);
    const bad = await site.post('/api/marketing/events', { data: { events: [{ type: 'VIEW', ...ids }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toMatchObject({ code: 'invalid_event', index: 0 });
    expect((await site.post('/api/marketing/events', { data: { events: [] } })).body.error.details.code).toBe(
      'events_required',
    );

    const results = await marketing.get('/api/marketing/results?period=1w');
    expect(results.status).toBe(200);
    const data = results.body.data;
    expect(data).toMatchObject({ period: '1w', bucket: 'day' });
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toMatchObject({ impressions: 40, clicks: 1 });
    expect(data.totals).toEqual({ impressions: 40, clicks: 1, ctr: 2.5 });
    expect(data.contents[0]).toMatchObject({ documentId: item.documentId, name: 'Gemeten', type: 'IMAGE', ctr: 2.5 });
    expect(data.zones[0]).toMatchObject({ documentId: zone.documentId, key: 'measured', impressions: 40 });
    expect(data.bundles[0]).toMatchObject({ documentId: bundle.documentId, clicks: 1 });
    const wrong = await marketing.get('/api/marketing/results?period=5d');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.code).toBe('invalid_period');
    expect((await app.client().get('/api/marketing/results')).status).toBe(401);
  });
});
