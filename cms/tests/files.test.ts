/** The file manager's API (docs/files.md): folders, files, uploads through the policy, refusals, GraphQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { gradientPng } from '../src/bootstrap/demo-images';

let app: TestApp;
let admin: Client;
let editor: Client;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

const png = () => new Blob([gradientPng(8, 8, [200, 40, 40], [40, 40, 200])], { type: 'image/png' });
async function upload(client: Client, path: string, files: [Blob, string][]) {
  const form = new FormData();
  form.append('path', path);
  for (const [blob, name] of files) form.append('files', blob, name);
  return client.post('/api/file-manager/upload', form);
}
const list = (client: Client, path: string, query = '') =>
  client.get(`/api/file-manager/list?path=${encodeURIComponent(path)}${query}`);
const detail = (res: { body: any }) => res.body?.error?.details ?? {};

describe('folders', () => {
  it('creates folders by the naming rule, unique in their parent', async () => {
    const made = await admin.post('/api/file-manager/folders', { data: { path: 'public/', name: 'nieuws-2026' } });
    expect(made.status).toBe(201);
    expect(made.body.data).toEqual({ name: 'nieuws-2026', path: 'public/nieuws-2026/' });
    expect((await admin.post('/api/file-manager/folders', { path: 'public/nieuws-2026/', name: 'mei' })).status).toBe(
      201,
    );

    const clash = await admin.post('/api/file-manager/folders', { path: 'public/', name: 'nieuws-2026' });
    expect([clash.status, detail(clash).code]).toEqual([409, 'folder_exists']);
    for (const name of ['Nieuws', '-x', 'a b', 'a/b', '']) {
      const bad = await admin.post('/api/file-manager/folders', { path: 'public/', name });
      expect(bad.status).toBe(400);
    }
    const rule = await admin.post('/api/file-manager/folders', { path: 'public/', name: 'Hoofd' });
    expect(codes(rule)).toEqual({ name: 'folder_name' });
    const missing = await admin.post('/api/file-manager/folders', { path: 'public/bestaat-niet/', name: 'x' });
    expect([missing.status, detail(missing).code]).toEqual([404, 'folder_not_found']);
    const outside = await admin.post('/api/file-manager/folders', { path: 'private/', name: 'x' });
    expect([outside.status, detail(outside).code]).toEqual([400, 'file_path_invalid']);
  });

  it('lists a folder: its folders, its files, the path', async () => {
    const res = await list(admin, 'public/');
    expect(res.status).toBe(200);
    expect(res.body.data.path).toBe('public/');
    expect(res.body.data.folders).toContainEqual({ name: 'nieuws-2026', path: 'public/nieuws-2026/' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('renames and moves a folder with its contents; never into itself', async () => {
    await admin.post('/api/file-manager/folders', { path: 'public/', name: 'verhuis' });
    await upload(admin, 'public/verhuis/', [[png(), 'binnen.png']]);
    const into = await admin.put('/api/file-manager/folders', { path: 'public/verhuis/', to: 'public/verhuis/' });
    expect([into.status, detail(into).code]).toEqual([422, 'folder_into_itself']);
    await admin.post('/api/file-manager/folders', { path: 'public/verhuis/', name: 'sub' });
    const deeper = await admin.put('/api/file-manager/folders', { path: 'public/verhuis/', to: 'public/verhuis/sub/' });
    expect(deeper.status).toBe(422);
    const clash = await admin.put('/api/file-manager/folders', { path: 'public/verhuis/', name: 'nieuws-2026' });
    expect([clash.status, detail(clash).code]).toEqual([409, 'folder_exists']);

    const moved = await admin.put('/api/file-manager/folders', {
      path: 'public/verhuis/',
      name: 'verhuisd',
      to: 'public/nieuws-2026/',
    });
    expect(moved.body.data).toEqual({ name: 'verhuisd', path: 'public/nieuws-2026/verhuisd/' });
    const inside = await list(admin, 'public/nieuws-2026/verhuisd/');
    expect(inside.body.data.files.map((f: any) => f.filename)).toEqual(['binnen.png']);
    expect(inside.body.data.folders.map((f: any) => f.name)).toEqual(['sub']);
    expect((await list(admin, 'public/verhuis/')).status).toBe(404);
  });

  it('deletes an empty folder; a full one only recursively and when no record uses its files', async () => {
    await admin.post('/api/file-manager/folders', { path: 'public/', name: 'weg' });
    const [file] = (await upload(admin, 'public/weg/', [[png(), 'gebruikt.png']])).body.data;
    const notEmpty = await admin.del('/api/file-manager/folders?path=public/weg/');
    expect([notEmpty.status, detail(notEmpty).code, detail(notEmpty).files]).toEqual([409, 'folder_not_empty', 1]);

    const author = await admin.post('/api/authors', {
      data: { name: 'Fotograaf', slug: 'fotograaf', avatar: file.id },
    });
    expect(author.status).toBe(201);
    const used = await admin.del('/api/file-manager/folders?path=public/weg/&recursive=true');
    expect([used.status, detail(used).code]).toEqual([409, 'file_in_use']);
    expect(detail(used).uses[0]).toMatchObject({ type: 'api::author.author', field: 'avatar' });

    await admin.put(`/api/authors/${author.body.data.documentId}`, { data: { avatar: null } });
    expect((await admin.del('/api/file-manager/folders?path=public/weg/&recursive=true')).status).toBe(200);
    expect(await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })).toBeNull();
  });
});

describe('files', () => {
  it('uploads several files into a folder through the upload policy', async () => {
    await admin.post('/api/file-manager/folders', { path: 'public/', name: 'beelden' });
    const res = await upload(editor, 'public/beelden/', [
      [png(), 'een.png'],
      [png(), 'twee.png'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f: any) => [f.filename, f.type, f.ext]).sort()).toEqual([
      ['een.png', 'image/png', 'png'],
      ['twee.png', 'image/png', 'png'],
    ]);
    expect(res.body.data[0].src).toMatch(/^\/uploads\//);
    expect(res.body.data[0].size).toBeGreaterThan(0);

    const refused = await upload(editor, 'public/beelden/', [[new Blob(['<script>x</script>']), 'x.html']]);
    expect([refused.status, detail(refused).code]).toEqual([400, 'file_type_not_allowed']);
    expect(refused.body.error.message).toMatch(/File type not allowed/);
    const twice = await upload(editor, 'public/beelden/', [[png(), 'een.png']]);
    expect([twice.status, detail(twice).code]).toEqual([409, 'file_exists']);
  });

  it('searches, filters by extension, sorts and pages', async () => {
    const names = (res: any) => res.body.data.files.map((f: any) => f.filename);
    expect(names(await list(admin, 'public/beelden/', '&search=TWE'))).toEqual(['twee.png']);
    expect(names(await list(admin, 'public/beelden/', '&ext=jpg'))).toEqual([]);
    expect(names(await list(admin, 'public/beelden/', '&ext=.PNG,jpg&order=desc'))).toEqual(['twee.png', 'een.png']);
    const page = await list(admin, 'public/beelden/', '&pageSize=1&page=2');
    expect(names(page)).toEqual(['twee.png']);
    expect(page.body.meta.pagination).toEqual({ page: 2, pageSize: 1, total: 2, pageCount: 2 });
    expect((await list(admin, 'public/beelden/', '&sort=bogus&page=-3')).status).toBe(200);
  });

  it('renames and moves a file; a clash is 409; an editor may not delete', async () => {
    const [een] = (await list(admin, 'public/beelden/', '&search=een')).body.data.files;
    const clash = await editor.put(`/api/file-manager/files/${een.id}`, { name: 'twee.png' });
    expect([clash.status, detail(clash).code]).toEqual([409, 'file_exists']);
    const bad = await editor.put(`/api/file-manager/files/${een.id}`, { name: 'a/b.png' });
    expect(codes(bad)).toEqual({ name: 'file_name' });
    const moved = await editor.put(`/api/file-manager/files/${een.id}`, { name: 'eerste.png', to: 'public/' });
    expect(moved.body.data).toMatchObject({ id: een.id, filename: 'eerste.png' });
    expect((await list(admin, 'public/', '&search=eerste')).body.data.files).toHaveLength(1);
    expect((await editor.del(`/api/file-manager/files/${een.id}`)).status).toBe(403);
    expect((await admin.del(`/api/file-manager/files/${een.id}`)).status).toBe(204);
    expect((await admin.del(`/api/file-manager/files/${een.id}`)).status).toBe(404);
    expect((await admin.put('/api/file-manager/files/abc', { name: 'x.png' })).status).toBe(404);
  });

  it('refuses to delete a file a record uses, naming the record', async () => {
    const [file] = (await upload(admin, 'public/', [[png(), 'auteur.png']])).body.data;
    await admin.post('/api/authors', { data: { name: 'Schrijver', slug: 'schrijver', avatar: file.id } });
    const res = await admin.del(`/api/file-manager/files/${file.id}`);
    expect([res.status, detail(res).code]).toEqual([409, 'file_in_use']);
    expect(detail(res).uses).toEqual([expect.objectContaining({ type: 'api::author.author', field: 'avatar' })]);
  });

  it('counts a file a marketing content shows by its address as used, until the content no longer does', async () => {
    const [file] = (await upload(admin, 'public/', [[png(), 'zomer_banner.png']])).body.data;
    // A file whose url differs only where LIKE's `_` would match must not count: no false refusal.
    const [other] = (await upload(admin, 'public/', [[png(), 'zomerXbanner.png']])).body.data;
    const address = `https://krant.example.nl${file.src}`;
    const content = await admin.post('/api/marketing-contents', {
      data: { name: 'Zomeractie', type: 'IMAGE', fields: { imageUrl: address, altText: 'Zomer' } },
    });
    expect(content.status).toBe(201);
    const res = await admin.del(`/api/file-manager/files/${file.id}`);
    expect([res.status, detail(res).code]).toEqual([409, 'file_in_use']);
    expect(detail(res).uses).toEqual([
      { type: 'api::marketing-content.marketing-content', id: content.body.data.id, field: 'imageUrl' },
    ]);
    expect(detail(res).usedIn).toEqual([`marketing-content ${content.body.data.id} (imageUrl)`]);
    expect((await admin.del(`/api/file-manager/files/${other.id}`)).status).toBe(204);

    const changed = await admin.put(`/api/marketing-contents/${content.body.data.documentId}`, {
      data: { fields: { imageUrl: 'https://cdn.example.nl/ander.png', altText: 'Zomer' } },
    });
    expect(changed.status).toBe(200);
    expect((await admin.del(`/api/file-manager/files/${file.id}`)).status).toBe(204);
  });

  it('keeps private files out', async () => {
    const [file] = (await upload(admin, 'public/', [[png(), 'prive.png']])).body.data;
    await app.strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: { isPrivate: true } });
    expect((await list(admin, 'public/', '&search=prive')).body.data.files).toEqual([]);
    expect((await admin.put(`/api/file-manager/files/${file.id}`, { name: 'x.png' })).status).toBe(404);
  });
});

describe('the top-bar search', () => {
  it('finds public files by the start of their name, linking to their folder', async () => {
    const res = await editor.get('/api/search?q=twee');
    const hit = res.body.data.find((h: { type: string }) => h.type === 'file');
    expect(hit).toMatchObject({ title: 'twee.png', url: `/files?path=${encodeURIComponent('public/beelden/')}` });
    const secret = await admin.get('/api/search?q=prive');
    expect(secret.body.data.filter((h: { type: string }) => h.type === 'file')).toEqual([]);
  });
});

describe('GraphQL adminListFiles', () => {
  const query = `query ($path: String!, $ext: [String]) {
    adminListFiles(path: $path, fileExtensionFilter: $ext) { path files { filename type src ext } folders }
  }`;
  it('answers files (filename, type, src, ext) and folder names, filtered by extension', async () => {
    const res = await editor.post('/graphql', { query, variables: { path: 'public/beelden/', ext: ['png'] } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminListFiles.files).toEqual([
      expect.objectContaining({ filename: 'twee.png', type: 'image/png', ext: 'png' }),
    ]);
    const root = await editor.post('/graphql', { query, variables: { path: 'public/', ext: null } });
    expect(root.body.data.adminListFiles.folders).toContain('beelden');
  });

  it('is refused without the media library permission and for a bad path', async () => {
    const anonymous = await app.client().post('/graphql', { query, variables: { path: 'public/' } });
    expect(anonymous.body.data?.adminListFiles ?? null).toBeNull();
    const bad = await editor.post('/graphql', { query, variables: { path: '../etc/' } });
    expect(bad.body.errors[0].message).toMatch(/path must start with public/);
  });
});
