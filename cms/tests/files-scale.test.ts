/**
 * A folder of 10,000 files (docs/files.md): rows inserted in SQL, then the file manager lists, searches and
 * pages it from its indexes within a few hundred milliseconds on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

const COUNT = 10_000;
let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  const made = await admin.post('/api/file-manager/folders', { path: 'public/', name: 'archief' });
  expect(made.status).toBe(201);
  const folder = await app.strapi.db.query('plugin::upload.folder').findOne({ where: { name: 'archief' } });
  const now = Date.now();
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const n = String(i).padStart(5, '0');
    return {
      document_id: `fmscale${n}`,
      name: `foto-${n}.jpg`,
      hash: `foto_${n}`,
      ext: '.jpg',
      mime: 'image/jpeg',
      size: (i % 997) + 1,
      url: `/uploads/foto_${n}.jpg`,
      provider: 'local',
      folder_path: folder.path,
      created_at: new Date(now - i * 1000),
      updated_at: new Date(now - i * 1000),
    };
  });
  await app.strapi.db.connection.batchInsert('files', rows, 500);
}, 120_000);
afterAll(() => app?.stop());

async function timed(path: string) {
  const started = performance.now();
  const res = await admin.get(path);
  return { res, ms: performance.now() - started };
}

describe('a folder of 10,000 files', () => {
  it('pages through it by name, date and size', async () => {
    // The first call warms the statement caches; the figures that count follow.
    await admin.get('/api/file-manager/list?path=public/archief/');
    const first = await timed('/api/file-manager/list?path=public/archief/&pageSize=50');
    expect(first.res.body.meta.pagination).toEqual({ page: 1, pageSize: 50, total: COUNT, pageCount: 200 });
    expect(first.res.body.data.files[0].filename).toBe('foto-00000.jpg');
    const deep = await timed('/api/file-manager/list?path=public/archief/&pageSize=50&page=150');
    expect(deep.res.body.data.files[0].filename).toBe('foto-07450.jpg');
    const newest = await timed('/api/file-manager/list?path=public/archief/&sort=date&order=desc&pageSize=10');
    expect(newest.res.body.data.files[0].filename).toBe('foto-00000.jpg');
    const biggest = await timed('/api/file-manager/list?path=public/archief/&sort=size&order=desc&pageSize=10');
    expect(biggest.res.body.data.files[0].size).toBe(997_000);
    for (const { ms } of [first, deep, newest, biggest]) expect(ms).toBeLessThan(400);
  });

  it('searches it by part of a name', async () => {
    const found = await timed('/api/file-manager/list?path=public/archief/&search=0999');
    expect(found.res.body.data.files.map((f: { filename: string }) => f.filename)).toEqual([
      'foto-00999.jpg',
      ...Array.from({ length: 10 }, (_, i) => `foto-0999${i}.jpg`),
    ]);
    expect(found.ms).toBeLessThan(400);
    const graphql = await admin.post('/graphql', {
      query: '{ adminListFiles(path: "public/archief/", fileExtensionFilter: ["jpg"], search: "foto-0001") { total } }',
    });
    expect(graphql.body.data.adminListFiles.total).toBe(10);
  });
});
