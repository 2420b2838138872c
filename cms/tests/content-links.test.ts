import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LINKS_PER_ITEM, PREVIEW_LINK_DAYS } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;
let draftId: string;
let plannedId: string;

const content = async (data: Record<string, unknown>) =>
  (await admin.post('/api/contents?locale=nl', { data: { type: 'ARTICLE', ...data } })).body.data.documentId as string;
const makeLink = (client: Client, documentId: string, data: Record<string, unknown>) =>
  client.post(`/api/contents/${documentId}/links`, { data });
const open = (token: string) => app.client().get(`/api/delivery/links/${token}`);
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  draftId = await content({ title: 'Geheim concept', slug: 'geheim-concept', body: '<p>Nog niet af</p>' });
  plannedId = await content({
    title: 'Gepland stuk',
    slug: 'gepland-stuk',
    status: 'PLANNED',
    publishAt: new Date(Date.now() + 3 * DAY).toISOString(),
  });
});
afterAll(() => app?.stop());

describe('making preview and share links', () => {
  it('gives an editor a 7-day preview link that shows the draft without an account', async () => {
    const before = Date.now();
    const res = await makeLink(editor, draftId, { kind: 'PREVIEW' });
    expect(res.status).toBe(201);
    const link = res.body.data;
    expect(link).toMatchObject({ kind: 'PREVIEW', locale: 'nl', token: expect.stringContaining(`${draftId}~`) });
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(PREVIEW_LINK_DAYS * DAY - 1000);
    expect(lifetime).toBeLessThanOrEqual(PREVIEW_LINK_DAYS * DAY + 60_000);

    const shown = await open(link.token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.body.data).toMatchObject({
      title: 'Geheim concept',
      body: '<p>Nog niet af</p>',
      status: 'UNPUBLISHED',
      link: { kind: 'PREVIEW', expiresAt: link.expiresAt },
    });
    // Without the link the draft stays invisible.
    expect((await app.client().get('/api/delivery/contents/geheim-concept')).status).toBe(404);
  });

  it('offers the share expiries of SPEC section 9, unlimited included', async () => {
    const unlimited = (await makeLink(admin, plannedId, { kind: 'SHARE', expiry: 'UNLIMITED' })).body.data;
    expect(unlimited.expiresAt).toBeNull();
    const half = (await makeLink(admin, plannedId, { kind: 'SHARE', expiry: '12H' })).body.data;
    expect(new Date(half.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    expect((await open(unlimited.token)).body.data).toMatchObject({ title: 'Gepland stuk', status: 'PLANNED' });
    const listed = await editor.get(`/api/contents/${plannedId}/links`);
    expect(listed.body.data.map((l) => l.expiry)).toEqual(['12H', 'UNLIMITED']);
  });

  it('refuses an unknown kind or expiry, a chosen expiry on a preview, and an unknown item', async () => {
    const kind = await makeLink(admin, draftId, { kind: 'FOREVER' });
    expect(kind.status).toBe(400);
    expect(kind.body.error.details.errors[0]).toMatchObject({ path: ['kind'], code: 'oneOf' });
    const expiry = await makeLink(admin, draftId, { kind: 'SHARE', expiry: '2D' });
    expect(expiry.body.error.details.errors[0]).toMatchObject({ path: ['expiry'], code: 'oneOf' });
    const preview = await makeLink(admin, draftId, { kind: 'PREVIEW', expiry: '1Y' });
    expect(preview.status).toBe(400);
    expect((await makeLink(admin, 'geen-item', { kind: 'PREVIEW' })).status).toBe(404);
    expect((await makeLink(admin, draftId, { kind: 'PREVIEW', locale: 'en' })).status).toBe(404);
  });

  it(`keeps at most ${CONTENT_LINKS_PER_ITEM} live links per item`, async () => {
    const item = await content({ title: 'Veel gedeeld', slug: 'veel-gedeeld' });
    for (let i = 0; i < CONTENT_LINKS_PER_ITEM; i++) await makeLink(admin, item, { kind: 'SHARE', expiry: '1D' });
    const over = await makeLink(admin, item, { kind: 'SHARE', expiry: '1D' });
    expect(over.status).toBe(409);
    expect(over.body.error.details.code).toBe('content_link_limit');
  });
});

describe('opening a link', () => {
  it('answers the same 404 for revoked, expired, tampered, another item and nonsense', async () => {
    const revoked = (await makeLink(editor, draftId, { kind: 'SHARE', expiry: '30D' })).body.data;
    expect((await open(revoked.token)).status).toBe(200);
    expect((await editor.del(`/api/content-links/${revoked.id}`)).status).toBe(204);
    expect((await editor.del(`/api/content-links/${revoked.id}`)).status).toBe(404);
    const listed = (await editor.get(`/api/contents/${draftId}/links`)).body.data.map((l) => l.id);
    expect(listed).not.toContain(revoked.id);

    const expired = (await makeLink(editor, draftId, { kind: 'SHARE', expiry: '1D' })).body.data;
    await app.strapi.db
      .query('api::content-link.content-link')
      .update({ where: { documentId: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const valid = (await makeLink(editor, draftId, { kind: 'SHARE', expiry: '7D' })).body.data;
    const [documentId, publicId, mac] = valid.token.split('~');
    const tampered = `${documentId}~${publicId}~${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherItem = `${plannedId}~${publicId}~${mac}`;

    const answers = await Promise.all(
      [
        revoked.token,
        expired.token,
        tampered,
        otherItem,
        'niet-eens-een-token',
        `${documentId}~${publicId}`,
        valid.token.replaceAll('~', '.'),
      ].map(open),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.error)))).toHaveProperty('size', 1);
    expect((await open(valid.token)).status).toBe(200);
  });

  it('stops working when the item is deleted', async () => {
    const item = await content({ title: 'Wordt verwijderd', slug: 'wordt-verwijderd' });
    const link = (await makeLink(admin, item, { kind: 'PREVIEW' })).body.data;
    expect((await open(link.token)).status).toBe(200);
    expect((await admin.del(`/api/contents/${item}?locale=nl`)).status).toBeLessThan(300);
    expect((await open(link.token)).status).toBe(404);
  });
});

describe('who may', () => {
  it('keeps the management routes for signed-in staff and out of GraphQL', async () => {
    const anonymous = app.client();
    expect((await anonymous.get(`/api/contents/${draftId}/links`)).status).toBe(401);
    expect((await anonymous.post(`/api/contents/${draftId}/links`, { data: { kind: 'PREVIEW' } })).status).toBe(401);
    const graphql = await admin.post('/graphql', { query: '{ contentLinks { kind } }' });
    expect(graphql.body.data?.contentLinks ?? null).toBeNull();
  });
});
