// The profile list and export at scale (issue "Profiles"), over profiles brought in by the import:
// the export (CSV and XLSX, every match), totals cached per filter, filtered and deep pages.
// SQLite by default, PostgreSQL with TEST_DATABASE_URL.
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { importEnvironment, importTools, largeFile, PROFILE } from './helpers/imports';

const nodeRequire = createRequire(__filename);

let app: TestApp;
let admin: Client;
const { env, cleanUp } = importEnvironment();

beforeAll(async () => {
  app = await startApp(env);
  admin = await app.login(ADMIN);
  await seedProfiles();
}, 300_000); // boots, then imports 100,000 rows
afterAll(async () => {
  delete process.env.IMPORT_CHUNK_SIZE;
  await app?.stop();
  cleanUp();
});

const { upload, runImport, profileByEmail } = importTools(() => ({ app, admin }));

/** The profiles the list tests read: a few with known tags and newsletters, and 100,000 more. */
async function seedProfiles() {
  const newsletters = app.strapi.documents('api::newsletter.newsletter');
  await newsletters.create({ data: { name: 'Importtest dagelijks', slug: 'importtest-dag' } });
  await newsletters.create({ data: { name: 'Importtest week', slug: 'importtest-week' } });
  const few = [
    'email;first name;last name;tags;newsletters',
    'anna@example.nl;Anna;Müller;Tuinieren, ACCESS:Premium;',
    'mode@example.nl;Mo;Modus;Sport;importtest-dag, importtest-week',
    'bom0@example.nl;;;;',
    'bom@example.nl;Zoë;;Sport, Jazz;',
    'bom2@example.nl;Émile;;;',
  ].join('\n');
  const small = await upload(few, 'enkele.csv');
  const job = await runImport(small.importId, ['email', 'firstName', 'lastName', 'tags', 'newsletters']);
  expect(job.result.counts).toMatchObject({ create: 5, error: 0 });
  const large = await upload(largeFile(100_000), 'groot.csv');
  expect((await runImport(large.importId, large.suggestedMapping)).result.counts).toMatchObject({ create: 99_900 });
}

describe('export', () => {
  const cookie = () => ({ cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') });
  const get = async (query: string) => {
    const res = await fetch(`${app.url}/api/profiles/export${query}`, { headers: cookie() });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };

  it('streams the filtered list as CSV: UTF-8 with BOM and semicolons', async () => {
    const res = await get('?format=csv&filters[tags][slug][$eq]=premium&filters[email][$eq]=anna@example.nl');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toMatch(/attachment; filename="profielen-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.body.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('E-mail;Voornaam;Achternaam;Type;Accountstatus;Telefoon;Tags;Nieuwsbrieven;Aangemaakt');
    expect(lines[1]).toMatch(
      /^anna@example\.nl;Anna;Müller;LEAD;UNKNOWN;;(Tuinieren, ACCESS:Premium|ACCESS:Premium, Tuinieren);;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('exports all matches, not one page, and XLSX too', async () => {
    const expected = await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'groot1' } } });
    expect(expected).toBeGreaterThan(11_000);
    const csv = await get('?filters[email][$startsWith]=groot1');
    expect(csv.body.subarray(3).toString('utf8').trim().split('\r\n')).toHaveLength(1 + expected);
    const xlsx = await get('?format=xlsx&filters[email][$eq]=mode@example.nl');
    expect(xlsx.type).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as any);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'E-mail',
      'Voornaam',
      'Achternaam',
      'Type',
      'Accountstatus',
      'Telefoon',
      'Tags',
      'Nieuwsbrieven',
      'Aangemaakt',
    ]);
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(1, 9)).toEqual([
      'mode@example.nl',
      'Mo',
      'Modus',
      'LEAD',
      'UNKNOWN',
      undefined,
      expect.stringMatching(/Sport/),
      'Importtest dagelijks, Importtest week',
    ]);
    expect(row[9]).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(2);
  });

  it('refuses unknown parameters, formats and filters', async () => {
    expect((await get('?format=pdf')).status).toBe(400);
    expect((await get('?page=2')).status).toBe(400);
    expect((await get('?filters[password][$eq]=x')).status).toBe(400);
  });

  it('does not take GET /api/profiles/:documentId away', async () => {
    const anna = await profileByEmail('anna@example.nl');
    expect((await admin.get(`/api/profiles/${anna.documentId}`)).body.data.email).toBe('anna@example.nl');
  });
});

describe('list totals at scale', () => {
  it('keeps totals right: cached per filter, emptied by any profile write', async () => {
    const cache = nodeRequire('../dist/src/services/profile-count-cache.js').profileCountCacheOf(app.strapi);
    const list = '/api/profiles?filters[email][$startsWith]=groot2&pagination[pageSize]=25&sort=createdAt:desc';
    const expected = await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'groot2' } } });
    const first = await admin.get(list);
    expect(first.body.meta.pagination.total).toBe(expected);
    const { hits, misses } = cache.stats();
    const page2 = await admin.get(`${list}&pagination[page]=2`);
    expect(page2.body.meta.pagination).toMatchObject({ page: 2, total: expected });
    expect(page2.body.data).toHaveLength(25);
    expect(cache.stats()).toMatchObject({ hits: hits + 1, misses });
    // The same page again comes from the list cache; a write empties it.
    const again = await admin.get(list);
    expect([again.headers.get('x-cache'), again.body.meta.pagination.total]).toEqual(['HIT', expected]);
    expect((await admin.get(list, { 'cache-control': 'no-cache' })).headers.get('x-cache')).toBeNull();
    const created = await admin.post('/api/profiles', { data: { email: 'groot2-nieuw@example.nl', type: 'LEAD' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const afterCreate = await admin.get(list);
    expect([afterCreate.headers.get('x-cache'), afterCreate.body.meta.pagination.total]).toEqual([
      'MISS',
      expected + 1,
    ]);
    expect(
      (await admin.del(`/api/profiles/${created.body.data.documentId}?confirmEmail=groot2-nieuw@example.nl`)).status,
    ).toBe(204);
    expect((await admin.get(list)).body.meta.pagination.total).toBe(expected);
  });
});

describe('filtered pages at scale', () => {
  // The import gave thousands of profiles one createdAt: without the id as a second key, which of them
  // fill page 1 or page 2 is up to the database (PostgreSQL's parallel plans differ from run to run).
  const SORT = 'sort[0]=createdAt:desc&sort[1]=id:asc';
  const page = (query: string, pageNumber = 1) =>
    admin.get(`/api/profiles?${query}&${SORT}&pagination[pageSize]=100&pagination[page]=${pageNumber}`, {
      'cache-control': 'no-cache',
    });
  const emails = (res) => res.body.data.map((p) => p.email).sort();

  it('answers rare tags, empty combinations, searches and negative filters like Strapi does', async () => {
    const tuinieren = await app.strapi.db
      .query('api::profile-tag.profile-tag')
      .findOne({ where: { slug: 'tuinieren' } });
    const beurs = await app.strapi.db.query('api::profile-tag.profile-tag').findOne({ where: { slug: 'beurs' } });
    // A rare tag: its profiles come from the link table.
    const rare = await page(`filters[tags][id][$in][0]=${tuinieren.id}`);
    expect([emails(rare), rare.body.meta.pagination.total]).toEqual([['anna@example.nl'], 1]);
    // A common tag narrowed by a field that leaves nothing: an empty page without walking every profile.
    const none = await page(`filters[type][$eq]=CUSTOMER&filters[tags][id][$in][0]=${beurs.id}`);
    expect([none.body.data, none.body.meta.pagination.total]).toEqual([[], 0]);
    // A common tag narrowed to a few.
    const few = await page(
      `filters[email][$startsWith]=groot3&filters[email][$endsWith]=00@example.nl&filters[tags][slug][$eq]=beurs`,
    );
    const expected = await app.strapi.db.query(PROFILE).findMany({
      where: { email: { $startsWith: 'groot3', $endsWith: '00@example.nl' }, tags: { slug: 'beurs' } },
      select: ['email'],
    });
    expect(expected.length).toBeGreaterThan(5);
    expect([emails(few), few.body.meta.pagination.total]).toEqual([
      expected.map((p) => p.email).sort(),
      expected.length,
    ]);
    // A search with a few matches, over several pages.
    const search = 'filters[$or][0][email][$containsi]=GROOT777&filters[$or][1][lastName][$containsi]=groot777';
    const first = await page(search);
    expect(first.body.meta.pagination.total).toBe(
      await app.strapi.db.query(PROFILE).count({ where: { email: { $contains: 'groot777' } } }),
    );
    expect(first.body.meta.pagination.total).toBeGreaterThan(25);
    const second = await page(search, 2);
    expect(second.body.data.length).toBe(Math.max(0, Math.min(100, first.body.meta.pagination.total - 100)));
    expect(new Set([...first.body.data, ...second.body.data].map((p) => p.email)).size).toBe(
      first.body.data.length + second.body.data.length,
    );
    // Negative relation filters are left to Strapi.
    const untagged = await page('filters[tags][id][$null]=true&filters[email][$startsWith]=bom');
    expect(emails(untagged)).toEqual(['bom0@example.nl', 'bom2@example.nl']);
    // Eight scans and counts over 100,000 profiles: on a loaded machine this takes longer than the
    // default 30 s, which is the time a test may take, not a wait.
  }, 180_000);
});

describe('deep pages at scale', () => {
  it('serves pages 6 and beyond from one remembered pass, in list order, and forgets it on a write', async () => {
    const where = { email: { $startsWith: 'groot' } };
    const inOrder = async () =>
      (
        await app.strapi.db
          .query(PROFILE)
          .findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], select: ['email'], limit: 250 })
      ).map((p) => p.email);
    const pageOf = (n: number) =>
      admin.get(
        `/api/profiles?filters[email][$startsWith]=groot&sort=createdAt:desc&pagination[pageSize]=25&pagination[page]=${n}`,
        { 'cache-control': 'no-cache' },
      );
    const total = await app.strapi.db.query(PROFILE).count({ where });
    expect(total).toBeGreaterThan(200);
    let expected = await inOrder();
    const remembered = nodeRequire('../dist/src/services/profile-count-cache.js').profileDeepPageCacheOf(app.strapi);
    const before = remembered.stats();
    for (const n of [8, 6, 7]) {
      const res = await pageOf(n);
      expect(res.body.data.map((p) => p.email)).toEqual(expected.slice((n - 1) * 25, n * 25));
      expect(res.body.meta.pagination).toMatchObject({ page: n, pageSize: 25, total });
    }
    expect(remembered.stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits + 2 });
    const created = await admin.post('/api/profiles', { data: { email: 'groot-nieuwste@example.nl', type: 'LEAD' } });
    expected = await inOrder();
    expect((await pageOf(6)).body.data.map((p) => p.email)).toEqual(expected.slice(125, 150));
    await admin.del(`/api/profiles/${created.body.data.documentId}?confirmEmail=groot-nieuwste@example.nl`);
  });
});
