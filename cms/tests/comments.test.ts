import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';

let app: TestApp;
let admin: Client;
let editor: Client;
let reader: Client;
let n = 0;

const relation = (documentId: string) => `api::content.content:${documentId}`;
async function item(data: Record<string, unknown> = {}) {
  const res = await admin.post('/api/contents?locale=nl', {
    data: { type: 'ARTICLE', title: 'Stuk met reacties', slug: `reacties-${++n}`, status: 'PUBLISHED', ...data },
  });
  expect(res.status).toBe(201);
  return res.body.data.documentId as string;
}
const comment = (client: Client, documentId: string, content = 'Goed stuk!', extra: Record<string, unknown> = {}) =>
  client.post(`/api/comments/${relation(documentId)}`, { content, locale: 'nl', ...extra });
const visible = async (documentId: string) =>
  (await app.client().get(`/api/comments/${relation(documentId)}/flat`)).body.data.map((c) => c.content);
const counts = async () => (await editor.get('/api/comments/moderate/count')).body.data;
const setPublishReactions = async (publishReactions: boolean) => {
  const res = await admin.put('/api/config', {
    data: {
      content: { resizeWidth: 1200, resizeHeight: 675, publishReactions, addHighlightedCategoryToDefault: false },
    },
  });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  reader = await createReader(app, 'ACCOUNT', 'reageerder@example.com', []);
});
afterAll(() => app?.stop());

describe('posting comments', () => {
  it('holds a comment for moderation when the site does not publish reactions directly', async () => {
    const id = await item();
    const before = await counts();
    const res = await comment(reader, id, 'Eerste reactie');
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('PENDING');
    expect(await visible(id)).toEqual([]);
    expect(await counts()).toEqual({ ...before, pending: before.pending + 1 });
  });

  it('follows the item first, then the site', async () => {
    const on = await item({ preModeration: 'ON' });
    const off = await item({ preModeration: 'OFF' });
    const site = await item({ preModeration: 'SITE' });
    await setPublishReactions(true);
    try {
      expect((await comment(reader, on)).body.approvalStatus).toBe('PENDING');
      expect((await comment(reader, off)).body.approvalStatus).toBe('APPROVED');
      expect((await comment(reader, site)).body.approvalStatus).toBe('APPROVED');
      expect(await visible(site)).toEqual(['Goed stuk!']);
    } finally {
      await setPublishReactions(false);
    }
    expect((await comment(reader, site, 'Later')).body.approvalStatus).toBe('PENDING');
    expect((await comment(reader, off, 'Later')).body.approvalStatus).toBe('APPROVED');
  });

  it('refuses comments where they are closed, unpublished or not readable, and anonymous readers', async () => {
    const closed = await item({ commentsEnabled: false });
    const res = await comment(reader, closed);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Reageren is gesloten voor dit artikel.');
    expect((await comment(reader, await item({ status: 'UNPUBLISHED' }))).status).toBe(404);
    const premium = await item({ access: 'SUBSCRIBERS' });
    expect((await comment(reader, premium)).status).toBe(403);
    expect((await reader.get(`/api/comments/${relation(premium)}/flat`)).status).toBe(403);
    // Anonymous callers are told to sign in.
    expect((await app.client().get(`/api/comments/${relation(premium)}/flat`)).status).toBe(401);
    expect(
      (
        await comment(app.client(), await item(), 'Anoniem', {
          author: { id: 'x', name: 'Anon', email: 'a@example.com' },
        })
      ).status,
    ).toBe(401);
    expect((await comment(reader, 'bestaat-niet')).status).toBe(404);
  });

  it('keeps comments out of GraphQL, where the moderation rules would not apply', async () => {
    await comment(reader, await item(), 'Geheime wachtende reactie');
    for (const query of ['{ commentsComments { content } }', '{ findAllFlat(relation: "x") { data { content } } }']) {
      const res = await reader.post('/graphql', { query });
      expect(res.body.errors?.[0]?.message).toMatch(/Cannot query field|Forbidden/);
      expect(JSON.stringify(res.body)).not.toContain('Geheime');
    }
  });
});

describe('moderation', () => {
  it('lists the queue with filters and approves a comment, which then shows and leaves the count', async () => {
    const id = await item({ title: 'Wachtrij-artikel' });
    const posted = (await comment(reader, id, 'Wacht op mij')).body;
    const before = await counts();
    const queue = await editor.get(`/api/comments/moderate/all?status=PENDING&content=${id}`);
    expect(queue.status).toBe(200);
    expect(queue.body.data).toHaveLength(1);
    expect(queue.body.data[0]).toMatchObject({
      id: posted.id,
      content: 'Wacht op mij',
      approvalStatus: 'PENDING',
      author: { name: 'reageerder@example.com' },
      item: { documentId: id, title: 'Wachtrij-artikel' },
    });
    expect(queue.body.meta.pagination).toMatchObject({ page: 1, total: 1 });

    const approved = await editor.put(`/api/comments/moderate/single/${posted.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await visible(id)).toEqual(['Wacht op mij']);
    expect(await counts()).toEqual({ ...before, pending: before.pending - 1 });
    // The console's dialect: Strapi-style filters, pagination and sort.
    const strapiStyle = await editor.get(
      `/api/comments/moderate/all?filters[approvalStatus][$eq]=APPROVED&filters[item][$eq]=${id}&filters[$or][0][content][$containsi]=wacht&pagination[page]=1&pagination[pageSize]=5&sort[0]=createdAt:asc`,
    );
    expect(strapiStyle.body.data.map((c) => c.id)).toEqual([posted.id]);
    expect(strapiStyle.body.meta.pagination).toMatchObject({ pageSize: 5, total: 1 });
  });

  it('shows reader reports and resolves them with the decision', async () => {
    const id = await item({ preModeration: 'OFF' });
    const posted = (await comment(reader, id, 'Iets lelijks')).body;
    const report = await reader.post(`/api/comments/${relation(id)}/comment/${posted.id}/report-abuse`, {
      reason: 'BAD_LANGUAGE',
      content: 'Grof taalgebruik',
    });
    expect(report.status).toBe(200);
    const before = await counts();
    expect(before.reports).toBeGreaterThanOrEqual(1);
    const reported = (await editor.get('/api/comments/moderate/all?reported=true')).body.data;
    expect(reported.find((c) => c.id === posted.id).reports).toEqual([
      expect.objectContaining({ reason: 'BAD_LANGUAGE', content: 'Grof taalgebruik' }),
    ]);

    expect((await editor.put(`/api/comments/moderate/single/${posted.id}/reject`, {})).status).toBe(200);
    expect(await visible(id)).toEqual([]);
    expect((await counts()).reports).toBe(before.reports - 1);
    expect(
      (await editor.get('/api/comments/moderate/all?reported=true')).body.data.some((c) => c.id === posted.id),
    ).toBe(false);
  });

  it('approves and rejects in bulk, all or nothing', async () => {
    const id = await item();
    const ids = [];
    for (const text of ['Een', 'Twee', 'Drie']) ids.push((await comment(reader, id, text)).body.id);
    const refused = await editor.put('/api/comments/moderate/multiple/approve', { ids: [...ids, 999999] });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toContain('999999');
    expect(await visible(id)).toEqual([]);

    expect((await editor.put('/api/comments/moderate/multiple/approve', { ids: ids.slice(0, 2) })).body.data).toEqual({
      count: 2,
      status: 'APPROVED',
    });
    expect((await editor.put('/api/comments/moderate/multiple/reject', { ids: [ids[2]] })).body.data).toEqual({
      count: 1,
      status: 'REJECTED',
    });
    expect((await visible(id)).sort()).toEqual(['Een', 'Twee']);
    expect(
      (await editor.get(`/api/comments/moderate/all?status=REJECTED&content=${id}`)).body.data.map((c) => c.content),
    ).toEqual(['Drie']);
  });

  it('answers bad input with 400 and unknown comments with 404', async () => {
    expect((await editor.get('/api/comments/moderate/all?status=MAYBE')).status).toBe(400);
    expect((await editor.get('/api/comments/moderate/all?sort=password:asc')).status).toBe(400);
    expect((await editor.put('/api/comments/moderate/multiple/approve', { ids: [] })).status).toBe(400);
    expect((await editor.put('/api/comments/moderate/multiple/approve', { ids: ['x'] })).status).toBe(400);
    expect((await editor.put('/api/comments/moderate/single/999999/approve', {})).status).toBe(404);
  });

  it('lets the editor, who moderates, read comments where an anonymous caller may', async () => {
    const id = await item({ preModeration: 'OFF' });
    expect((await comment(reader, id, 'Zichtbaar')).body.approvalStatus).toBe('APPROVED');
    for (const path of [`/api/comments/${relation(id)}/flat`, `/api/comments/${relation(id)}`]) {
      const anonymous = await app.client().get(path);
      expect(anonymous.status).toBe(200);
      const res = await editor.get(path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body)).toContain('Zichtbaar');
    }
  });

  it('is for moderators only', async () => {
    expect((await reader.get('/api/comments/moderate/all')).status).toBe(403);
    expect((await reader.get('/api/comments/moderate/count')).status).toBe(403);
    expect((await app.client().put('/api/comments/moderate/multiple/approve', { ids: [1] })).status).toBe(401);
    const me = (await editor.get('/api/me')).body.data ?? (await editor.get('/api/me')).body;
    expect(JSON.stringify(me)).toContain('plugin::comments.admin.findAll');
  });
});
