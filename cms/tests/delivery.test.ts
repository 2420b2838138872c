import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';

let app: TestApp;
let admin: Client;
let tagId: string;

const publish = (data: Record<string, unknown>, locale = 'nl') =>
  admin.post(`/api/contents?locale=${locale}`, { data: { type: 'ARTICLE', status: 'PUBLISHED', ...data } });

const reader = (type: string, email: string) => createReader(app, type, email);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  tagId = (await admin.post('/api/tags', { data: { name: 'Verkiezingen', slug: 'verkiezingen' } })).body.data
    .documentId;
  await publish({ title: 'Open stuk', slug: 'open-stuk', body: '<p>Voor iedereen</p>', tags: [tagId] });
  await publish({
    title: 'Voor abonnees',
    slug: 'voor-abonnees',
    introduction: 'Teaser',
    body: '<p>Geheim</p>',
    access: 'SUBSCRIBERS',
    tags: [tagId],
  });
  await publish({ title: 'Podcast', slug: 'podcast-1', type: 'AUDIO', mediaUrl: 'https://cdn.example/p.mp3' });
  await admin.post('/api/contents', {
    data: { type: 'ARTICLE', title: 'Concept', slug: 'concept', status: 'UNPUBLISHED', tags: [tagId] },
  });
  await publish({
    title: 'Oud adres',
    slug: 'oud-adres',
    type: 'REDIRECT',
    redirectTarget: '/nieuw-adres',
    redirectCode: 308,
  });
  await publish({
    title: 'Zelfde pagina',
    slug: 'zelfde',
    type: 'REDIRECT',
    redirectTarget: 'https://example.nl/x',
    redirectCode: 200,
  });
  await publish({ title: 'Over ons', slug: 'over-ons', type: 'PAGE' });
});
afterAll(() => app?.stop());

describe('delivery list', () => {
  it('lists published items by tag as teasers, newest first, with pagination', async () => {
    const res = await app.client().get('/api/delivery/contents?tag=verkiezingen&pageSize=1');
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 1, pageCount: 2, total: 2 });
    expect(res.body.data[0].body).toBeUndefined();
    const all = await app.client().get('/api/delivery/contents?tag=verkiezingen');
    expect(all.body.data.map((d) => d.slug).sort()).toEqual(['open-stuk', 'voor-abonnees']);
    expect(all.body.data.find((d) => d.slug === 'voor-abonnees').access).toEqual({
      rule: 'SUBSCRIBERS',
      allowed: false,
      reason: 'sign_in_required',
    });
  });

  it('filters by type and refuses unknown parameters and types', async () => {
    const audio = await app.client().get('/api/delivery/contents?type=AUDIO');
    expect(audio.body.data.map((d) => d.slug)).toEqual(['podcast-1']);
    expect((await app.client().get('/api/delivery/contents?type=FOO')).status).toBe(400);
    expect((await app.client().get('/api/delivery/contents?status=UNPUBLISHED')).status).toBe(400);
  });
});

describe('delivery item', () => {
  it('gives the body to a reader who may read it', async () => {
    const res = await app.client().get('/api/delivery/contents/open-stuk');
    expect(res.body.data).toMatchObject({
      title: 'Open stuk',
      body: '<p>Voor iedereen</p>',
      access: { allowed: true },
    });
  });

  it('gives a teaser and the reason, never the body, to a reader who may not', async () => {
    const anonymous = await app.client().get('/api/delivery/contents/voor-abonnees');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.body).toBeUndefined();
    expect(anonymous.body.data).toMatchObject({
      introduction: 'Teaser',
      access: { allowed: false, reason: 'sign_in_required' },
    });
    const lead = await reader('LEAD', 'lezer-lead@example.com');
    expect((await lead.get('/api/delivery/contents/voor-abonnees')).body.data.access.reason).toBe(
      'subscription_required',
    );
  });

  it('gives the body to a signed-in subscriber', async () => {
    const subscriber = await reader('SUBSCRIBER', 'abonnee@example.com');
    const res = await subscriber.get('/api/delivery/contents/voor-abonnees');
    expect(res.body.data.body).toBe('<p>Geheim</p>');
  });

  it('opens a TAG item to readers whose profile has an ACCESS tag with that slug', async () => {
    await publish({
      title: 'Voor premiumlezers',
      slug: 'voor-premium',
      body: '<p>Extra</p>',
      access: 'TAG',
      accessTag: 'premium',
    });
    const tagged = await createReader(app, 'ACCOUNT', 'premium-lezer@example.com', ['premium']);
    expect((await tagged.get('/api/delivery/contents/voor-premium')).body.data).toMatchObject({
      body: '<p>Extra</p>',
      access: { allowed: true, reason: 'has_tag' },
    });
    const untagged = await createReader(app, 'ACCOUNT', 'gewone-lezer@example.com', []);
    expect((await untagged.get('/api/delivery/contents/voor-premium')).body.data.access).toEqual({
      rule: 'TAG',
      allowed: false,
      reason: 'tag_required',
    });
  });

  it('answers 404 for a missing or unpublished slug', async () => {
    expect((await app.client().get('/api/delivery/contents/bestaat-niet')).status).toBe(404);
    expect((await app.client().get('/api/delivery/contents/concept')).status).toBe(404);
  });

  it('resolves redirects with their own code', async () => {
    const moved = await app.client().get('/api/delivery/contents/oud-adres');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/nieuw-adres');
    const same = await app.client().get('/api/delivery/contents/zelfde');
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ redirectTarget: 'https://example.nl/x', redirectCode: 200 });
  });
});

describe('read cache', () => {
  it('serves repeated anonymous lists from memory and shows a change at once', async () => {
    const first = await fetch(`${app.url}/api/delivery/contents?tag=verkiezingen`);
    const again = await fetch(`${app.url}/api/delivery/contents?tag=verkiezingen`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(await again.json()).toEqual(await first.json());
    const open = (await app.strapi.db.query('api::content.content').findOne({ where: { slug: 'open-stuk' } }))
      .documentId;
    await admin.put(`/api/contents/${open}?locale=nl`, { data: { title: 'Open stuk, bijgewerkt' } });
    const after = await fetch(`${app.url}/api/delivery/contents?tag=verkiezingen`);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect((await after.json()).data.map((i) => i.title)).toContain('Open stuk, bijgewerkt');
    const fresh = await fetch(`${app.url}/api/delivery/contents?tag=verkiezingen`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.headers.get('x-cache')).toBeNull();
  });

  it('keeps the console list per role and in step with writes', async () => {
    const path = '/api/contents?filters[status][$eq]=PUBLISHED&sort[0]=title:asc&locale=nl';
    await admin.get(path);
    expect((await admin.get(path)).headers.get('x-cache')).toBe('HIT');
    const created = await publish({ title: 'Aaa eerst in de lijst', slug: 'aaa-eerst' });
    expect(created.status).toBe(201);
    const after = await admin.get(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.data[0].title).toBe('Aaa eerst in de lijst');
    const fresh = await admin.request('GET', path, undefined, { 'cache-control': 'no-cache' });
    expect(fresh.headers.get('x-cache')).toBeNull();
    expect(fresh.body.data[0].title).toBe('Aaa eerst in de lijst');
  });
});

describe('sitemap', () => {
  it('lists published items except redirects under the site address', async () => {
    const res = await fetch(`${app.url}/api/delivery/sitemap.xml`);
    const xml = await res.text();
    expect(res.headers.get('content-type')).toMatch(/xml/);
    expect(xml).toContain('<loc>http://localhost:3000/artikel/open-stuk</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/over-ons</loc>');
    expect(xml).not.toContain('oud-adres');
    expect(xml).not.toContain('concept');
  });

  it('says to check the logs when it cannot be made', async () => {
    const config = await app.strapi.db.query('api::config.config').findOne({ populate: ['global'] });
    await app.strapi.db
      .query('site.global')
      .update({ where: { id: config.global.id }, data: { frontendURI: 'niet-absoluut' } });
    const res = await app.client().get('/api/delivery/sitemap.xml');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/check the logs/);
  });
});
