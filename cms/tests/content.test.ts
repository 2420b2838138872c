import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { gradientPng } from '../src/bootstrap/demo-images';

let app: TestApp;
let admin: Client;
let editor: Client;
let n = 0;
const slug = () => `artikel-${Date.now()}-${++n}`;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

const create = (client: Client, data: Record<string, unknown>, locale = 'nl') =>
  client.post(`/api/contents?locale=${locale}`, {
    data: { type: 'ARTICLE', title: 'Een artikel', slug: slug(), ...data },
  });
const codes = (res) => Object.fromEntries((res.body.error?.details?.errors ?? []).map((e) => [e.path[0], e.code]));

describe('writing content', () => {
  it('creates an unpublished article by default and sanitises the body', async () => {
    const res = await create(editor, {
      body: '<p>Hallo <strong>wereld</strong></p><script>alert(1)</script><iframe src="https://www.youtube.com/embed/x"></iframe><iframe src="https://evil.example/x"></iframe>',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'UNPUBLISHED',
      access: 'EVERYONE',
      locale: 'nl',
      publicationDate: null,
    });
    expect(res.body.data.body).toBe(
      '<p>Hallo <strong>wereld</strong></p><iframe src="https://www.youtube.com/embed/x"></iframe><iframe></iframe>',
    );
  });

  it('checks the slug rule and keeps slugs unique per language', async () => {
    expect(codes(await create(editor, { slug: 'met spaties' }))).toEqual({ slug: 'slug' });
    const first = await create(editor, { slug: 'dubbel' });
    expect(first.status).toBe(201);
    expect(codes(await create(editor, { slug: 'dubbel' }))).toEqual({ slug: 'slug_taken' });
    const translation = await editor.put(`/api/contents/${first.body.data.documentId}?locale=en`, {
      data: { title: 'An article', slug: 'dubbel', type: 'ARTICLE' },
    });
    expect(translation.status).toBe(200);
    expect(translation.body.data.locale).toBe('en');
  });

  it('deletes only the language version named by ?locale= (the edit page of a translation)', async () => {
    const dutch = await create(editor, { title: 'Twee talen' });
    const documentId = dutch.body.data.documentId;
    const english = await editor.put(`/api/contents/${documentId}?locale=en`, {
      data: { title: 'Two languages', slug: slug(), type: 'ARTICLE' },
    });
    expect(english.status).toBe(200);
    const deleted = await admin.del(`/api/contents/${documentId}?locale=en`);
    expect(deleted.status).toBeLessThan(300);
    const left = await app.strapi.db.query('api::content.content').findMany({ where: { documentId } });
    expect(left.map((row) => row.locale)).toEqual(['nl']);
    expect((await editor.get(`/api/contents/${documentId}?locale=nl`)).body.data.title).toBe('Twee talen');
    expect((await editor.get(`/api/contents/${documentId}?locale=en`)).status).toBe(404);
  });

  it('needs a path or URL and a known code for a redirect, defaulting to 301', async () => {
    expect(codes(await create(editor, { type: 'REDIRECT', redirectTarget: 'geen-pad', redirectCode: 303 }))).toEqual({
      redirectTarget: 'pathOrUrl',
      redirectCode: 'redirect_code',
    });
    const ok = await create(editor, { type: 'REDIRECT', redirectTarget: '/nieuws' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.redirectCode).toBe(301);
  });

  it('sets the publication date when published and keeps it on later edits', async () => {
    const res = await create(editor, { status: 'PUBLISHED' });
    const first = res.body.data.publicationDate;
    expect(first).toEqual(expect.any(String));
    const edited = await editor.put(`/api/contents/${res.body.data.documentId}`, { data: { title: 'Nieuwe titel' } });
    expect(edited.body.data.publicationDate).toBe(first);
  });

  it('plans only with a future time, and an end must come after the start', async () => {
    expect(codes(await create(editor, { status: 'PLANNED' }))).toEqual({ publishAt: 'publish_at_required' });
    expect(codes(await create(editor, { status: 'PLANNED', publishAt: later(-60_000) }))).toEqual({
      publishAt: 'publish_at_past',
    });
    expect(
      codes(await create(editor, { status: 'PLANNED', publishAt: later(3_600_000), unpublishAt: later(60_000) })),
    ).toEqual({ unpublishAt: 'unpublish_before_publish' });
    expect(
      (await create(editor, { status: 'PLANNED', publishAt: later(3_600_000), unpublishAt: later(7_200_000) })).status,
    ).toBe(201);
  });

  it('needs the tag for tag access and the hours for lead access that ends', async () => {
    expect(codes(await create(editor, { access: 'TAG' }))).toEqual({ accessTag: 'access_tag_required' });
    expect(codes(await create(editor, { access: 'LEADS', leadAccess: 'HOURS' }))).toEqual({
      leadAccessHours: 'lead_hours_required',
    });
  });

  it('writes nothing when a rule fails', async () => {
    const before = await app.strapi.db.query('api::content.content').count();
    await create(editor, { slug: 'fout fout', title: '' });
    expect(await app.strapi.db.query('api::content.content').count()).toBe(before);
  });
});

describe('bulk actions and permissions', () => {
  it('publishes and unpublishes several items at once', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await create(editor, {})).body.data.documentId);
    const res = await editor.post('/api/contents/bulk-status', { documentIds: ids, status: 'PUBLISHED' });
    expect(res.body.data.updated).toBe(3);
    const rows = await app.strapi.db.query('api::content.content').findMany({ where: { documentId: { $in: ids } } });
    expect(rows.every((r) => r.status === 'PUBLISHED' && r.publicationDate)).toBe(true);
  });

  it('changes nothing when one of the items does not exist', async () => {
    const id = (await create(editor, {})).body.data.documentId;
    const res = await editor.post('/api/contents/bulk-status', {
      documentIds: [id, 'does-not-exist'],
      status: 'PUBLISHED',
    });
    expect(res.status).toBe(404);
    expect((await app.strapi.db.query('api::content.content').findOne({ where: { documentId: id } })).status).toBe(
      'UNPUBLISHED',
    );
  });

  it('lets the editor write but not delete; the administrator may delete', async () => {
    const id = (await create(editor, {})).body.data.documentId;
    expect((await editor.del(`/api/contents/${id}`)).status).toBe(403);
    expect((await editor.post('/api/contents/bulk-delete', { documentIds: [id] })).status).toBe(403);
    expect((await admin.post('/api/contents/bulk-delete', { documentIds: [id] })).body.data.deleted).toBe(1);
    expect(await app.strapi.db.query('api::content.content').count({ where: { documentId: id } })).toBe(0);
  });

  it('finds content from the top-bar search by the start of its title', async () => {
    await create(editor, { title: 'Gemeenteraad besluit over fietspad' });
    const res = await editor.get('/api/search?q=gemeenteraad%20besl');
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'content', title: 'Gemeenteraad besluit over fietspad' }),
      ]),
    );
  });
});

describe('schedule', () => {
  it('publishes planned items whose time has come, with that time as publication date, and ends expired ones', async () => {
    const planned = (await create(editor, { status: 'PLANNED', publishAt: later(3_600_000) })).body.data;
    const ending = (await create(editor, { status: 'PUBLISHED', unpublishAt: later(60_000) })).body.data;
    const notYet = (await create(editor, { status: 'PLANNED', publishAt: later(3 * 3_600_000) })).body.data;
    const result = await app.strapi.service('api::content.content').runSchedule(new Date(Date.now() + 2 * 3_600_000));
    expect(result.published).toBeGreaterThanOrEqual(1);
    expect(result.unpublished).toBeGreaterThanOrEqual(1);
    const rows = app.strapi.db.query('api::content.content');
    const p = await rows.findOne({ where: { documentId: planned.documentId } });
    expect(p.status).toBe('PUBLISHED');
    expect(new Date(p.publicationDate).toISOString()).toBe(new Date(planned.publishAt).toISOString());
    expect((await rows.findOne({ where: { documentId: ending.documentId } })).status).toBe('UNPUBLISHED');
    expect((await rows.findOne({ where: { documentId: notYet.documentId } })).status).toBe('PLANNED');
  });

  it('catches up at start on what was missed while the server was down', async () => {
    const rows = app.strapi.db.query('api::content.content');
    const missed = (await create(editor, { status: 'PLANNED', publishAt: later(3_600_000) })).body.data;
    // The server "was down" when its time came: move the planned time into the past behind the API's back.
    await rows.update({ where: { id: missed.id }, data: { publishAt: new Date(Date.now() - 60_000) } });
    await app.stop({ keepDatabase: true });
    app = await startApp({}, { database: app.database });
    expect(
      (await app.strapi.db.query('api::content.content').findOne({ where: { documentId: missed.documentId } })).status,
    ).toBe('PUBLISHED');
    admin = await app.login(ADMIN);
    editor = await app.login(EDITOR);
  }, 120_000); // boots Strapi a second time
});

describe('who can read this', () => {
  it('previews every reader kind with the same evaluator as the delivery API', async () => {
    const id = (await create(editor, { access: 'LEADS', leadAccess: 'HOURS', leadAccessHours: 48 })).body.data
      .documentId;
    const res = await editor.get(`/api/contents/${id}/access`);
    expect(Object.fromEntries(res.body.data.map((r) => [r.reader, r.allowed]))).toEqual({
      ANONYMOUS: false,
      USER: false,
      USER_WITH_TAG: false,
      SUBSCRIBER: true,
      LEAD_NEW: true,
      LEAD_OLD: false,
    });
  });
});

describe('cover image', () => {
  const pngSize = (buffer: Buffer) => ({ width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) });
  async function upload(width: number, height: number) {
    const form = new FormData();
    form.append(
      'files',
      new Blob([gradientPng(width, height, [200, 40, 40], [40, 40, 200])], { type: 'image/png' }),
      'omslag.png',
    );
    const res = await admin.post('/api/upload', form);
    expect(res.status).toBe(201);
    return res.body[0].id as number;
  }
  const coverFormat = async (id: number) =>
    (await app.strapi.db.query('plugin::upload.file').findOne({ where: { id } })).formats?.cover;
  const setCoverSize = (resizeWidth: number, resizeHeight: number) =>
    admin.put('/api/config', {
      data: { content: { resizeWidth, resizeHeight, publishReactions: false, addHighlightedCategoryToDefault: false } },
    });

  it('keeps the original and adds the configured size, cropped to fill', async () => {
    const cover = await upload(1600, 1200);
    expect((await create(editor, { cover })).status).toBe(201);
    const format = await coverFormat(cover);
    expect(format).toMatchObject({ width: 1200, height: 675, mime: 'image/png' });
    const image = await fetch(`${app.url}${format.url}`);
    expect(image.status).toBe(200);
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 1200, height: 675 });
  });

  it('follows a new size in the site configuration on the next save', async () => {
    const cover = await upload(1000, 1000);
    const item = (await create(editor, { cover })).body.data;
    expect((await setCoverSize(800, 450)).status).toBe(200);
    try {
      await editor.put(`/api/contents/${item.documentId}`, { data: { title: 'Nieuwe maat', cover } });
      expect(await coverFormat(cover)).toMatchObject({ width: 800, height: 450 });
    } finally {
      await setCoverSize(1200, 675);
    }
  });
});
