// Mailing lists: their rules and limit, members added and removed by staff, and the import of addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { mailListHelpers } from './helpers/mail-lists';

let app: TestApp;
let admin: Client;
let editor: Client;
const { createList, list, profile, members, memberCount, setMaxLists, upload } = mailListHelpers(() => ({
  app,
  admin,
}));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('list rules', () => {
  it('stores a list with a slug from its name, private by default, and no members', async () => {
    const res = await createList({ name: 'Weekoverzicht Sport', description: 'Elke vrijdag' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ slug: 'weekoverzicht-sport', visibility: 'PRIVATE', memberCount: 0 });
  });

  it('needs a name, a valid slug unique whatever its case, and a known visibility', async () => {
    expect(codes(await createList({ slug: 'zonder-naam' }))).toEqual({ name: 'required' });
    expect(codes(await createList({ name: 'X', slug: 'niet geldig!' }))).toEqual({ slug: 'slug' });
    await list({ slug: 'dubbel' });
    const twice = await createList({ name: 'Nog een', slug: 'DUBBEL' });
    expect(twice.status).toBe(400);
    expect(codes(twice)).toEqual({ slug: 'unique' });
    expect((await createList({ name: 'X', visibility: 'SECRET' })).status).toBe(400);
  });

  it('refuses memberCount as input (server-owned)', async () => {
    const res = await createList({ name: 'Geteld', memberCount: 5 });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ memberCount: 'server_owned' });
    const own = await list();
    const update = await admin.put(`/api/mail-lists/${own.documentId}`, { data: { memberCount: 9 } });
    expect(update.status).toBe(400);
  });

  it('stops at the configured maximum of lists with 409 list_limit', async () => {
    const { meta } = (await admin.get('/api/mail-lists?pagination[pageSize]=1')).body;
    await setMaxLists(meta.pagination.total + 1);
    await list();
    const refused = await createList({ name: 'Eén te veel' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      code: 'list_limit',
      params: { limit: meta.pagination.total + 1 },
    });
    await setMaxLists(500);
  });

  it('lets editors neither read nor write lists or members', async () => {
    const own = await list();
    expect((await editor.get('/api/mail-lists')).status).toBe(403);
    expect((await editor.post('/api/mail-lists', { data: { name: 'Redactie' } })).status).toBe(403);
    expect((await editor.get(`/api/mail-lists/${own.documentId}/members`)).status).toBe(403);
    expect((await app.client().get('/api/mail-lists')).status).toBe(401);
  });
});

describe('members', () => {
  it('adds profiles confirmed at once, pages and searches them, and keeps memberCount right', async () => {
    const own = await list();
    const anna = await profile('anna.leden@example.com', { firstName: 'Anna', lastName: 'Jansen' });
    const bram = await profile('bram.leden@example.com', { firstName: 'Bram' });
    const res = await admin.post(`/api/mail-lists/${own.documentId}/members`, {
      profiles: [anna.documentId, bram.documentId],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ added: 2, alreadyMembers: 0 });
    const again = await admin.post(`/api/mail-lists/${own.documentId}/members`, { profiles: [anna.documentId] });
    expect(again.body.data).toEqual({ added: 0, alreadyMembers: 1 });
    expect(await memberCount(own.documentId)).toBe(2);

    const page = await members(own.documentId, '?pageSize=1');
    expect(page.meta.pagination).toEqual({ page: 1, pageSize: 1, pageCount: 2, total: 2 });
    expect(page.data[0]).toMatchObject({ status: 'confirmed', source: 'staff' });
    const found = await members(own.documentId, '?q=JANSEN');
    expect(found.data.map((m) => m.email)).toEqual(['anna.leden@example.com']);
    expect((await members(own.documentId, '?status=pending')).data).toEqual([]);

    const removed = await admin.del(`/api/mail-lists/${own.documentId}/members/${bram.documentId}`);
    expect(removed.status).toBe(200);
    expect(await memberCount(own.documentId)).toBe(1);
    const twice = await admin.del(`/api/mail-lists/${own.documentId}/members/${bram.documentId}`);
    expect(twice.status).toBe(404);
  });

  it('refuses bad input: no profiles 400, unknown profiles 422, unknown list 404, bad status 400', async () => {
    const own = await list();
    const empty = await admin.post(`/api/mail-lists/${own.documentId}/members`, { profiles: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.code).toBe('profiles_required');
    const unknown = await admin.post(`/api/mail-lists/${own.documentId}/members`, { profiles: ['bestaat-niet'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details.code).toBe('profile_not_found');
    expect((await admin.get('/api/mail-lists/geen-lijst/members')).status).toBe(404);
    const status = await admin.get(`/api/mail-lists/${own.documentId}/members?status=weg`);
    expect(status.status).toBe(400);
    expect(status.body.error.details.code).toBe('invalid_status');
  });

  it('removes a deleted profile from its lists and recounts them', async () => {
    const own = await list();
    const dirk = await profile('dirk.leden@example.com');
    await admin.post(`/api/mail-lists/${own.documentId}/members`, { profiles: [dirk.documentId] });
    expect(await memberCount(own.documentId)).toBe(1);
    expect((await admin.del(`/api/profiles/${dirk.documentId}?confirmEmail=dirk.leden@example.com`)).status).toBe(204);
    expect(await memberCount(own.documentId)).toBe(0);
    expect(await app.strapi.db.connection('mail_list_members').where({ profile_id: dirk.id })).toEqual([]);
  });

  it('removes the memberships with the list', async () => {
    const own = await list();
    const cas = await profile('cas.leden@example.com');
    await admin.post(`/api/mail-lists/${own.documentId}/members`, { profiles: [cas.documentId] });
    expect((await admin.del(`/api/mail-lists/${own.documentId}`)).status).toBe(204);
    const left = await app.strapi.db.connection('mail_list_members').where({ list_id: own.id });
    expect(left).toEqual([]);
  });
});

describe('members from a segment', () => {
  const bySource = (source: string) => ({
    type: 'group',
    op: 'AND',
    rules: [{ type: 'source', values: [source] }],
  });

  it('adds every matching profile in one statement, confirms pending ones, and adds nobody twice', async () => {
    const own = await list({ visibility: 'PUBLIC' });
    const [a, b] = [
      await profile('seg.a@example.com', { source: 'beurs-2026' }),
      await profile('seg.b@example.com', { source: 'beurs-2026' }),
    ];
    await profile('seg.c@example.com', { source: 'elders' });
    await app.strapi.db.connection('mail_list_members').insert({
      list_id: own.id,
      profile_id: b.id,
      status: 'pending',
      source: 'subscribe',
      requested_at: new Date(),
    });
    const segment = await admin.post('/api/segments', {
      data: { name: 'Beursbezoekers', rules: bySource('beurs-2026') },
    });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const res = await admin.post(`/api/mail-lists/${own.documentId}/members/from-segment`, {
      segment: segment.body.data.documentId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ added: 1, confirmed: 1 });
    expect(await memberCount(own.documentId)).toBe(2);
    const again = await admin.post(`/api/mail-lists/${own.documentId}/members/from-segment`, {
      segment: segment.body.data.documentId,
    });
    expect(again.body.data).toEqual({ added: 0, confirmed: 0 });
    const emails = (await members(own.documentId)).data.map((m) => m.email).sort();
    expect(emails).toEqual(['seg.a@example.com', 'seg.b@example.com']);
    expect(a.id).not.toBe(b.id);
  });

  it('needs a segment (400) that exists (422)', async () => {
    const own = await list();
    const none = await admin.post(`/api/mail-lists/${own.documentId}/members/from-segment`, {});
    expect(none.status).toBe(400);
    expect(none.body.error.details.code).toBe('segment_required');
    const unknown = await admin.post(`/api/mail-lists/${own.documentId}/members/from-segment`, { segment: 'weg' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details.code).toBe('segment_not_found');
  });
});

describe('import of addresses', () => {
  it('adds known and new addresses, makes LEAD profiles for unknown ones and reports refused lines', async () => {
    const own = await list();
    await profile('bekend.import@example.com');
    const csv = [
      'Naam;E-mail',
      'Bekend;Bekend.Import@example.com',
      'Nieuw;nieuw.import@example.com',
      'Fout;geen-adres',
      'Dubbel;nieuw.import@example.com',
    ].join('\r\n');
    const res = await upload(own.documentId, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      rows: 4,
      added: 2,
      alreadyMembers: 0,
      createdProfiles: 1,
      refusedCount: 2,
      refused: [
        { line: 4, value: 'geen-adres', code: 'email' },
        { line: 5, value: 'nieuw.import@example.com', code: 'duplicate' },
      ],
    });
    const created = await app.strapi.db
      .query('api::profile.profile')
      .findOne({ where: { email: 'nieuw.import@example.com' } });
    expect(created).toMatchObject({ type: 'LEAD', source: 'list-import' });
    expect(await memberCount(own.documentId)).toBe(2);
    const repeat = await upload(own.documentId, 'nieuw.import@example.com\n');
    expect(repeat.body.data).toMatchObject({ rows: 1, added: 0, alreadyMembers: 1, createdProfiles: 0 });
  });

  it('refuses a file that is not a sheet of addresses', async () => {
    const own = await list();
    const none = await admin.post(`/api/mail-lists/${own.documentId}/members/import`, new FormData());
    expect(none.body.error.details.code).toBe('file_required');
    const noColumn = await upload(own.documentId, 'Naam;Plaats\nAnna;Utrecht\n');
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.error.details.code).toBe('no_email_column');
    const image = await upload(own.documentId, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'a.csv');
    expect(image.status).toBe(400);
  });
});
