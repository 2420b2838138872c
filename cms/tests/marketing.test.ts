// Marketing zones (issue #20): contents, zones, zone groups and bundles through REST with their rules and
// refusals (400/403/404/409/422), the marketing role's permissions, server-owned fields and the overview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codesOf, image, make, zoneWith } from './helpers/marketing';

let app: TestApp;
let admin: Client;
let marketing: Client;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  marketing = await app.login(MARKETING);
}, 120_000);
afterAll(() => app?.stop());

describe('marketing content', () => {
  it('stores each type with its own fields, schedule, targeting and cap', async () => {
    const popup = await make(marketing, 'marketing-contents', {
      name: 'Welkom terug',
      type: 'POPUP',
      fields: { title: 'Welkom terug', body: 'Lees verder met 20% korting.', delaySeconds: 5 },
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-24T23:00:00.000Z',
      audience: 'TAG',
      audienceTag: ' VIP ',
      pages: [' /sport '],
      devices: ['MOBILE'],
      capCount: 1,
      capDays: 7,
    });
    expect(popup).toMatchObject({ type: 'POPUP', audienceTag: 'vip', pages: ['/sport'], capCount: 1, capDays: 7 });
    expect(popup.createdByUser).toBeUndefined();
    const row = await app.strapi.db
      .query('api::marketing-content.marketing-content')
      .findOne({ where: { documentId: popup.documentId }, populate: ['createdByUser'] });
    expect(row.createdByUser.email).toBe(MARKETING.email);
  });

  it('refuses missing and foreign fields of a type (400 with each field)', async () => {
    const res = await marketing.post('/api/marketing-contents', {
      data: { name: 'Leeg', type: 'IMAGE', fields: { html: '<b>x</b>' } },
    });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual(['fields.html:unknown_field', 'fields.imageUrl:required', 'fields.altText:required']);
    const url = await marketing.post('/api/marketing-contents', {
      data: image('Slechte link', { fields: { imageUrl: 'javascript:alert(1)', altText: 'x' } }),
    });
    expect(codesOf(url)).toEqual(['fields.imageUrl:url']);
  });

  it('refuses until before from, a tag audience without a tag and half a cap', async () => {
    const res = await marketing.post('/api/marketing-contents', {
      data: image('Fout', {
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        audience: 'TAG',
        capCount: 2,
      }),
    });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual(['endsAt:until_before_from', 'audienceTag:required', 'capDays:cap_pair']);
  });

  it('checks an update against the stored record (a changed type asks for its own fields)', async () => {
    const item = await make(marketing, 'marketing-contents', image('Wissel'));
    const retype = await marketing.put(`/api/marketing-contents/${item.documentId}`, { data: { type: 'WEBALERT' } });
    expect(codesOf(retype)).toEqual(['fields.message:required', 'fields.level:required']);
    const later = await marketing.put(`/api/marketing-contents/${item.documentId}`, {
      data: { startsAt: '2027-01-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
    });
    expect(codesOf(later)).toEqual(['endsAt:until_before_from']);
    const ok = await marketing.put(`/api/marketing-contents/${item.documentId}`, {
      data: { type: 'WEBALERT', fields: { message: 'Storing: de app is traag.', level: 'WARNING' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.fields).toEqual({ message: 'Storing: de app is traag.', level: 'WARNING' });
  });

  it('refuses the server-owned creator (400 server_owned) and unknown ids (404)', async () => {
    const res = await marketing.post('/api/marketing-contents', { data: image('X', { createdByUser: 1 }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.details)).toContain('server_owned');
    expect((await marketing.get('/api/marketing-contents/onbekend')).status).toBe(404);
    expect((await marketing.put('/api/marketing-zones/onbekend', { data: { name: 'x' } })).status).toBe(404);
  });
});

describe('zones, zone groups and bundles', () => {
  it('keeps zone keys valid and unique (ignoring case)', async () => {
    await make(marketing, 'marketing-zones', { name: 'Leaderboard', key: 'Home-Top', width: 728, height: 90 });
    const taken = await marketing.post('/api/marketing-zones', {
      data: { name: 'Dubbel', key: 'home-top', width: 1, height: 1 },
    });
    expect(taken.status).toBe(400);
    expect(codesOf(taken)).toEqual(['key:unique']);
    const bad = await marketing.post('/api/marketing-zones', {
      data: { name: 'Spatie', key: 'home top', width: 1, height: 1 },
    });
    expect(codesOf(bad)).toEqual(['key:slug']);
    const big = await marketing.post('/api/marketing-zones', {
      data: { name: 'Groot', key: 'groot', width: 5000, height: 1 },
    });
    expect(big.status).toBe(400);
  });

  it('places a bundle in exactly one zone or zone group (422 bundle_placement)', async () => {
    const group = await make(marketing, 'marketing-zone-groups', { name: 'Zijkolommen' });
    const zone = await make(marketing, 'marketing-zones', {
      name: 'Zijkolom artikel',
      key: 'side-article',
      width: 300,
      height: 600,
      group: group.documentId,
    });
    const neither = await marketing.post('/api/marketing-bundles', { data: { name: 'Nergens', items: [] } });
    expect(neither.status).toBe(422);
    expect(neither.body.error.details.code).toBe('bundle_placement');
    const both = await marketing.post('/api/marketing-bundles', {
      data: { name: 'Beide', zone: zone.documentId, zoneGroup: group.documentId },
    });
    expect(both.body.error.details.code).toBe('bundle_placement');
    const bundle = await make(marketing, 'marketing-bundles', { name: 'Groep', zoneGroup: group.documentId });
    const clear = await marketing.put(`/api/marketing-bundles/${bundle.documentId}`, { data: { zoneGroup: null } });
    expect(clear.status).toBe(422);
    const moved = await marketing.put(`/api/marketing-bundles/${bundle.documentId}`, {
      data: { zoneGroup: null, zone: zone.documentId },
    });
    expect(moved.status).toBe(200);
  });

  it('refuses items with unknown contents, duplicates or weights outside 1-100', async () => {
    const item = await make(marketing, 'marketing-contents', image('Gewicht'));
    const zone = await make(marketing, 'marketing-zones', { name: 'Gewichten', key: 'weights', width: 1, height: 1 });
    const res = await marketing.post('/api/marketing-bundles', {
      data: {
        name: 'Fout',
        zone: zone.documentId,
        items: [
          { content: item.documentId, weight: 0 },
          { content: item.documentId, weight: 5 },
        ],
      },
    });
    expect(codesOf(res)).toEqual(['items.0.weight:minValue', 'items.1.content:duplicate']);
    const unknown = await marketing.post('/api/marketing-bundles', {
      data: { name: 'Onbekend', zone: zone.documentId, items: [{ content: 'bestaatniet', weight: 1 }] },
    });
    expect(codesOf(unknown)).toEqual(['items.0.content:notFound']);
  });

  it('does not delete what a bundle uses (409), and deletes it once free', async () => {
    const item = await make(marketing, 'marketing-contents', image('In gebruik'));
    const { zone, bundle } = await zoneWith(marketing, 'in-use', [{ content: item.documentId, weight: 1 }]);
    const content = await marketing.del(`/api/marketing-contents/${item.documentId}`);
    expect(content.status).toBe(409);
    expect(content.body.error.details).toMatchObject({ code: 'content_in_use', bundles: ['Bundle in-use'] });
    const place = await marketing.del(`/api/marketing-zones/${zone.documentId}`);
    expect(place.status).toBe(409);
    expect(place.body.error.details.code).toBe('zone_in_use');
    expect((await marketing.del(`/api/marketing-bundles/${bundle.documentId}`)).status).toBe(204);
    expect((await marketing.del(`/api/marketing-contents/${item.documentId}`)).status).toBe(204);
    expect((await marketing.del(`/api/marketing-zones/${zone.documentId}`)).status).toBe(204);
  });

  it('does not delete a zone group a bundle runs in (409), and keeps its zones when it goes', async () => {
    const group = await make(marketing, 'marketing-zone-groups', { name: 'Footer' });
    const zone = await make(marketing, 'marketing-zones', {
      name: 'Footer links',
      key: 'footer-left',
      width: 300,
      height: 100,
      group: group.documentId,
    });
    const bundle = await make(marketing, 'marketing-bundles', { name: 'Footerbundel', zoneGroup: group.documentId });
    const res = await marketing.del(`/api/marketing-zone-groups/${group.documentId}`);
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('zone_group_in_use');
    await marketing.del(`/api/marketing-bundles/${bundle.documentId}`);
    expect((await marketing.del(`/api/marketing-zone-groups/${group.documentId}`)).status).toBe(204);
    expect((await marketing.get(`/api/marketing-zones/${zone.documentId}`)).status).toBe(200);
    const dup = await marketing.post('/api/marketing-zone-groups', { data: { name: 'zijkolommen' } });
    expect(codesOf(dup)).toEqual(['name:unique']);
  });
});

describe('who may', () => {
  it('lets the marketing role and administrators in, and refuses the editor and anonymous callers', async () => {
    const editor = await app.login(EDITOR);
    for (const path of [
      '/api/marketing-contents',
      '/api/marketing-zones',
      '/api/marketing-bundles',
      '/api/marketing/overview',
    ]) {
      expect((await editor.get(path)).status, path).toBe(403);
      expect((await app.client().get(path)).status, path).toBe(401);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    expect(
      (await editor.post('/api/marketing-zones', { data: { name: 'x', key: 'x1', width: 1, height: 1 } })).status,
    ).toBe(403);
    const me = (await marketing.get('/api/me')).body;
    expect(me.allowedActions).toEqual(expect.arrayContaining(['api::marketing-zone.marketing-zone.find']));
  });

  it('shows what runs where now in the overview', async () => {
    const running = await make(marketing, 'marketing-contents', image('Nu'));
    const later = await make(marketing, 'marketing-contents', image('Later', { startsAt: '2099-01-01T00:00:00Z' }));
    await zoneWith(marketing, 'overview', [
      { content: running.documentId, weight: 3 },
      { content: later.documentId, weight: 1 },
    ]);
    const res = await marketing.get('/api/marketing/overview');
    expect(res.status).toBe(200);
    const zone = res.body.data.find((z: any) => z.key === 'overview');
    expect(zone.showingNow).toBe(true);
    expect(zone.bundles[0].contents.map((c: any) => [c.name, c.weight, c.state])).toEqual([
      ['Nu', 3, 'RUNNING'],
      ['Later', 1, 'PLANNED'],
    ]);
    expect((await marketing.get('/api/marketing/overview?x=1')).status).toBe(400);
  });

  it('finds content by name and zones by name or key in the top-bar search, for marketing only', async () => {
    await make(marketing, 'marketing-contents', image('Zoekbare zomeractie', { active: false }));
    await make(marketing, 'marketing-zones', { name: 'Zoekbalk boven', key: 'zoekzone-top', width: 970, height: 250 });
    const hits = async (client: typeof admin, q: string) =>
      ((await client.get(`/api/search?q=${q}`)).body.data ?? []).filter((h: any) => h.type.startsWith('marketing'));
    expect(
      (await hits(marketing, 'zoekbare')).map((h: any) => [h.type, h.title, h.status, h.url.split('/')[2]]),
    ).toEqual([['marketingContent', 'Zoekbare zomeractie', 'INACTIVE', 'content']]);
    const zones = await hits(marketing, 'zoekzone');
    expect(zones.map((h: any) => [h.type, h.title, h.subtitle])).toEqual([
      ['marketingZone', 'Zoekbalk boven', 'zoekzone-top · 970×250'],
    ]);
    expect(zones[0].url).toMatch(/^\/marketing\/zones\/[a-z0-9]+$/);
    expect(await hits(await app.login(EDITOR), 'zoekba')).toEqual([]);
  });
});
