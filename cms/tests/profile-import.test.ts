// Profile import and export through the API (issue "Profiles"): file kinds and encodings, the modes,
// the dry run, the job with its progress, the error file, a 100,000-row file, a crash mid-import that
// resumes without duplicates, the export, and the jobs API. SQLite by default, PostgreSQL with
// TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createRequire } from 'node:module';
import { simulatedCrash } from '../src/services/jobs/types';

const nodeRequire = createRequire(__filename);

let app: TestApp;
let admin: Client;
let editor: Client;

const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-imports-'));
const env = { JOBS_POLL_MS: '200', IMPORT_DIR: importDir };

beforeAll(async () => {
  app = await startApp(env);
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(async () => {
  delete process.env.IMPORT_CHUNK_SIZE;
  await app?.stop();
  fs.rmSync(importDir, { recursive: true, force: true });
});

const PROFILE = 'api::profile.profile';

async function analyze(client: Client, content: string | Buffer, name = 'leden.csv') {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return client.post('/api/profiles/import/analyze', form);
}
async function upload(content: string | Buffer, name = 'leden.csv') {
  const res = await analyze(admin, content, name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
async function waitForJob(jobId: string, client = admin, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/jobs/${jobId}`);
    expect(res.status).toBe(200);
    if (['COMPLETED', 'FAILED'].includes(res.body.data.status)) return res.body.data;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
async function runImport(importId: string, mapping: (string | null)[], mode = 'skip') {
  const res = await admin.post(`/api/profiles/import/${importId}/run`, { mapping, mode });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForJob(res.body.data.jobId);
}
const profileByEmail = (email: string) =>
  app.strapi.db.query(PROFILE).findOne({
    where: { email },
    populate: { tags: { select: ['name', 'slug', 'kind'] }, addresses: true, newsletters: { select: ['name'] } },
  });
const errorFile = async (importId: string, query = '') => {
  const res = await fetch(`${app.url}/api/profiles/import/${importId}/errors${query}`, {
    headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};
const duplicateEmails = async () => {
  const meta = app.strapi.db.metadata.get(PROFILE);
  const email = meta.attributes.email.columnName;
  return app.strapi.db
    .connection(meta.tableName)
    .select(app.strapi.db.connection.raw('lower(??) as e', [email]))
    .count({ n: '*' })
    .groupByRaw('lower(??)', [email])
    .havingRaw('count(*) > 1');
};

// A Dutch Excel export: Windows-1252, semicolons, CRLF, a blank line, an empty ";;;" row, quoted cells.
const DUTCH = [
  'E-mailadres;Voornaam;Achternaam;Tags;Telefoon;Postcode',
  'Jan.Jansen@Example.NL;Jan;Jansen;Zeilen, EVENT:Lezersavond 2026;06-12345678;1234ab',
  '',
  'anna@example.nl;Anna;Müller;"Tuinieren; ACCESS:Premium";;',
  ';;;;;',
  'niet-een-adres;Piet;Pet;;;',
  'JAN.jansen@example.nl;Johannes;Dubbel;;;',
  'zoe@example.nl;Zoë;Çelik;;bel mij;9999',
  'admin@example.com;Anna;Beheer;;;',
  'fien@example.nl;Fien;"de Vries";;;',
].join('\r\n');

describe('analyze', () => {
  it('reads a Dutch Excel export (Windows-1252, semicolons) and suggests a mapping', async () => {
    const data = await upload(iconv.encode(DUTCH, 'win1252'));
    expect(data).toMatchObject({
      format: 'csv',
      encoding: 'windows-1252',
      bom: false,
      delimiter: ';',
      headers: ['E-mailadres', 'Voornaam', 'Achternaam', 'Tags', 'Telefoon', 'Postcode'],
      suggestedMapping: ['email', 'firstName', 'lastName', 'tags', 'phoneNumber', 'address.postcode'],
      modes: ['skip', 'update', 'mergeTags'],
    });
    expect(data.importId).toMatch(/^[a-z0-9]{24}$/);
    expect(data.sampleRows[0]).toEqual({
      line: 2,
      cells: ['Jan.Jansen@Example.NL', 'Jan', 'Jansen', 'Zeilen, EVENT:Lezersavond 2026', '06-12345678', '1234ab'],
    });
    expect(data.sampleRows[1]).toMatchObject({
      line: 4,
      cells: ['anna@example.nl', 'Anna', 'Müller', 'Tuinieren; ACCESS:Premium', '', ''],
    });
    expect(data.fields.find((f) => f.name === 'email')).toEqual({ name: 'email', required: true });
  });

  it('refuses what it cannot read', async () => {
    expect((await analyze(admin, 'x', 'oud.xls')).body.error.details.code).toBe('unsupported_format');
    expect((await analyze(admin, '', 'leeg.csv')).body.error.details.code).toBe('empty_file');
    expect((await analyze(admin, '\r\n \r\n\r\n', 'leeg.csv')).body.error.details.code).toBe('no_header');
    expect((await analyze(admin, 'PK\x03\x04 not really a zip', 'kapot.xlsx')).body.error.details.code).toBe(
      'unreadable_file',
    );
    const none = await admin.post('/api/profiles/import/analyze', new FormData());
    expect([none.status, none.body.error.details.code]).toEqual([400, 'file_required']);
  });

  it('is for administrators only', async () => {
    expect((await analyze(editor, 'E-mail\na@b.nl\n')).status).toBe(403);
    expect((await analyze(app.client(), 'E-mail\na@b.nl\n')).status).toBe(401);
    expect((await editor.get('/api/profiles/export')).status).toBe(403);
    expect((await editor.get('/api/jobs')).status).toBe(403);
  });
});

describe('dry run, run and error file', () => {
  let importId: string;
  const mapping = ['email', 'firstName', 'lastName', 'tags', 'phoneNumber', 'address.postcode'];

  beforeAll(async () => {
    const tags = app.strapi.db.query('api::profile-tag.profile-tag');
    for (const tag of [
      { name: 'Lezersavond 2026', slug: 'lezersavond-2026', kind: 'EVENT' },
      { name: 'Premium', slug: 'premium', kind: 'ACCESS' },
    ]) {
      if (!(await tags.findOne({ where: { slug: tag.slug } })))
        await app.strapi.documents('api::profile-tag.profile-tag').create({ data: tag });
    }
    importId = (await upload(iconv.encode(DUTCH, 'win1252'))).importId;
  });

  it('checks the mapping and the mode', async () => {
    const post = (body) => admin.post(`/api/profiles/import/${importId}/dry-run`, body);
    expect((await post({ mapping: [null, 'firstName'] })).body.error.details.code).toBe('email_not_mapped');
    expect((await post({ mapping: ['email', 'email'] })).body.error.details.code).toBe('field_mapped_twice');
    expect((await post({ mapping: ['email', 'password'] })).body.error.details.code).toBe('unknown_field');
    expect((await post({ mapping, mode: 'replace' })).body.error.details.code).toBe('invalid_mode');
    expect((await admin.post('/api/profiles/import/aaaaaaaaaaaaaaaaaaaaaaaa/dry-run', { mapping })).status).toBe(404);
    expect((await admin.post('/api/profiles/import/..%2F..%2Fetc/dry-run', { mapping })).status).toBe(404);
  });

  it('previews what will change without writing', async () => {
    const before = await app.strapi.db.query(PROFILE).count();
    const res = await admin.post(`/api/profiles/import/${importId}/dry-run`, { mapping, mode: 'skip' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.counts).toEqual({ create: 3, update: 0, skip: 1, error: 3 });
    expect(data.total).toBe(7);
    expect(data.preview.map((p) => [p.line, p.action, p.email])).toEqual([
      [2, 'create', 'jan.jansen@example.nl'],
      [4, 'create', 'anna@example.nl'],
      [9, 'skip', 'admin@example.com'],
      [10, 'create', 'fien@example.nl'],
    ]);
    expect(data.preview[0].changes).toEqual({
      fields: {
        firstName: { from: null, to: 'Jan' },
        lastName: { from: null, to: 'Jansen' },
        phoneNumber: { from: null, to: '06-12345678' },
      },
      address: { postcode: { from: null, to: '1234 AB' }, country: { from: null, to: 'NL' } },
      tags: [
        { name: 'Zeilen', kind: 'INTEREST', new: true },
        { name: 'Lezersavond 2026', kind: 'EVENT' },
      ],
    });
    expect(data.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [6, 'email', 'email'],
      [7, 'email', 'duplicate_in_file'],
      [8, 'phoneNumber', 'phone'],
    ]);
    // Every failure of a row once, by code and details: the console words them (the error file has the Dutch).
    expect(data.errors[1].failures).toEqual([{ field: 'email', code: 'duplicate_in_file', params: { line: 2 } }]);
    expect(data.errors[2].failures).toEqual([
      { field: 'phoneNumber', code: 'phone', params: {} },
      { field: 'address.postcode', code: 'postcode', params: { country: 'NL' } },
    ]);
    expect(data.errors.every((e) => !('reason' in e))).toBe(true);
    expect(data.newTags).toEqual([
      { name: 'Zeilen', kind: 'INTEREST' },
      { name: 'Tuinieren', kind: 'INTEREST' },
    ]);
    expect(await app.strapi.db.query(PROFILE).count()).toBe(before);
    expect(await app.strapi.db.query('api::profile-tag.profile-tag').count({ where: { slug: 'zeilen' } })).toBe(0);
    // The dry run's error file is there before any run.
    const file = await errorFile(importId, '?source=dry-run');
    expect(file.status).toBe(200);
    expect(iconv.decode(file.body, 'win1252').split('\r\n')[0]).toBe(
      'E-mailadres;Voornaam;Achternaam;Tags;Telefoon;Postcode;Fout',
    );
  });

  it('runs as a job: creates, skips, reports, with progress', async () => {
    const job = await runImport(importId, mapping, 'skip');
    expect(job).toMatchObject({
      type: 'profile-import',
      status: 'COMPLETED',
      progress: { total: 7, processed: 7, succeeded: 4, failed: 3 },
      error: null,
    });
    expect(job.result).toEqual({
      importId,
      mode: 'skip',
      counts: { create: 3, update: 0, skip: 1, error: 3 },
      errorsUrl: `/api/profiles/import/${importId}/errors`,
    });
    expect(job.params).toMatchObject({ importId, mapping, mode: 'skip' });
    expect(job.startedAt && job.finishedAt).toBeTruthy();

    const jan = await profileByEmail('jan.jansen@example.nl');
    expect(jan).toMatchObject({
      firstName: 'Jan',
      lastName: 'Jansen',
      phoneNumber: '06-12345678',
      type: 'LEAD',
      accountStatus: 'UNKNOWN',
      allowMessages: true,
      optIn: false,
    });
    expect(jan.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(jan.tags.map((t) => [t.slug, t.kind]).sort()).toEqual([
      ['lezersavond-2026', 'EVENT'],
      ['zeilen', 'INTEREST'],
    ]);
    expect(jan.addresses).toMatchObject([{ postcode: '1234 AB', country: 'NL' }]);
    const anna = await profileByEmail('anna@example.nl');
    expect(anna.lastName).toBe('Müller');
    expect(anna.tags.map((t) => t.slug).sort()).toEqual(['premium', 'tuinieren']);
    expect((await profileByEmail('admin@example.com')).lastName).not.toBe('Beheer');
    expect(await profileByEmail('zoe@example.nl')).toBeNull();
    expect(await duplicateEmails()).toEqual([]);

    // The imported profiles are ordinary documents: the REST list and item show them.
    const list = await admin.get('/api/profiles?filters[email][$eq]=anna@example.nl&populate[0]=tags');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].tags.map((t) => t.name).sort()).toEqual(['Premium', 'Tuinieren']);
    expect((await admin.get(`/api/profiles/${jan.documentId}`)).body.data.email).toBe('jan.jansen@example.nl');
  });

  it('hands back the refused rows in the same format, delimiter and encoding, with a reason', async () => {
    const file = await errorFile(importId);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=windows-1252');
    expect(file.disposition).toContain('leden-fouten.csv');
    expect(file.body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(iconv.decode(file.body, 'win1252')).toBe(
      [
        'E-mailadres;Voornaam;Achternaam;Tags;Telefoon;Postcode;Fout',
        'niet-een-adres;Piet;Pet;;;;E-mailadres: is geen geldig e-mailadres',
        'JAN.jansen@example.nl;Johannes;Dubbel;;;;E-mailadres: dubbel: hetzelfde e-mailadres staat al op regel 2',
        'zoe@example.nl;Zoë;Çelik;;bel mij;9999;"Telefoon: is geen geldig telefoonnummer; Postcode: is geen Nederlandse postcode zoals 1234 AB"',
        '',
      ].join('\r\n'),
    );

    // Fixed and uploaded again: the Fout column is recognised (not mapped) and the rows go in.
    const fixed = iconv.encode(
      iconv
        .decode(file.body, 'win1252')
        .replace('niet-een-adres', 'piet@example.nl')
        .replace('bel mij;9999', '0201234567;9999 ZZ'),
      'win1252',
    );
    const again = await upload(fixed, 'leden-fouten.csv');
    expect(again.suggestedMapping).toEqual([...mapping, null]);
    const job = await runImport(again.importId, again.suggestedMapping, 'skip');
    expect(job.result.counts).toEqual({ create: 2, update: 0, skip: 1, error: 0 });
    expect((await profileByEmail('zoe@example.nl')).addresses[0].postcode).toBe('9999 ZZ');
    const empty = await errorFile(again.importId);
    expect(iconv.decode(empty.body, 'win1252')).toBe('E-mailadres;Voornaam;Achternaam;Tags;Telefoon;Postcode;Fout\r\n');
  });

  it('refuses a second run while one is queued or running, and 404s an import it does not know', async () => {
    const jobs = app.strapi.service('api::job.job');
    await jobs.backend.stop();
    const first = await admin.post(`/api/profiles/import/${importId}/run`, { mapping, mode: 'skip' });
    expect(first.status).toBe(202);
    expect(first.body.data.job.status).toBe('PENDING_JOB');
    const second = await admin.post(`/api/profiles/import/${importId}/run`, { mapping, mode: 'skip' });
    expect([second.status, second.body.error.details.code]).toEqual([409, 'import_running']);
    await jobs.backend.start();
    expect((await waitForJob(first.body.data.jobId)).result.counts).toEqual({
      create: 0,
      update: 0,
      skip: 4,
      error: 3,
    });
    expect((await errorFile('bbbbbbbbbbbbbbbbbbbbbbbb')).status).toBe(404);
  });
});

describe('modes for existing e-mails', () => {
  const file = (rows: string[]) => ['email,first name,last name,tags,newsletters', ...rows].join('\n');
  const mapping = ['email', 'firstName', 'lastName', 'tags', 'newsletters'];

  beforeAll(async () => {
    const news = app.strapi.documents('api::newsletter.newsletter');
    for (const [name, slug] of [
      ['Importtest dagelijks', 'importtest-dag'],
      ['Importtest week', 'importtest-week'],
    ])
      await news.create({ data: { name, slug } });
    const first = await upload(file(['mode@example.nl,Mona,Modus,Sport,importtest-dag']), 'modes.csv');
    await runImport(first.importId, mapping);
  });

  it('update: non-empty mapped fields overwrite, tags and newsletters are added', async () => {
    const { importId } = await upload(
      file(['MODE@example.nl,Mo,,"Jazz, sport",Importtest week', 'nieuw@example.nl,Nina,,,']),
      'modes.csv',
    );
    const dry = await admin.post(`/api/profiles/import/${importId}/dry-run`, { mapping, mode: 'update' });
    expect(dry.body.data.counts).toEqual({ create: 1, update: 1, skip: 0, error: 0 });
    expect(dry.body.data.preview[0].changes).toEqual({
      fields: { firstName: { from: 'Mona', to: 'Mo' } },
      newsletters: ['Importtest week'],
      tags: [{ name: 'Jazz', kind: 'INTEREST', new: true }],
    });
    await runImport(importId, mapping, 'update');
    const p = await profileByEmail('mode@example.nl');
    expect([p.firstName, p.lastName]).toEqual(['Mo', 'Modus']);
    expect(p.tags.map((t) => t.slug).sort()).toEqual(['jazz', 'sport']);
    expect(p.newsletters.map((n) => n.name).sort()).toEqual(['Importtest dagelijks', 'Importtest week']);
    expect(await profileByEmail('nieuw@example.nl')).toBeTruthy();
  });

  it('update with nothing new is a skip ("unchanged"); an unknown newsletter is an error', async () => {
    const { importId } = await upload(
      file(['mode@example.nl,Mo,,Jazz,', 'mode2@example.nl,X,,,Bestaat niet']),
      'modes.csv',
    );
    const dry = (await admin.post(`/api/profiles/import/${importId}/dry-run`, { mapping, mode: 'update' })).body.data;
    expect(dry.counts).toEqual({ create: 0, update: 0, skip: 1, error: 1 });
    expect(dry.preview[0]).toMatchObject({ action: 'skip', code: 'unchanged' });
    // One message per error: the failure by code and details (the console words it), no second Dutch sentence.
    expect(dry.errors[0]).toEqual({
      line: 3,
      email: 'mode2@example.nl',
      field: 'newsletters',
      code: 'newsletter_unknown',
      failures: [{ field: 'newsletters', code: 'newsletter_unknown', params: { newsletter: 'Bestaat niet' } }],
    });
  });

  it('mergeTags: only tags are added, fields stay', async () => {
    const { importId } = await upload(
      file(['mode@example.nl,Overschreven,Niet,"EVENT:Open dag, Sport",importtest-week']),
      'modes.csv',
    );
    const job = await runImport(importId, mapping, 'mergeTags');
    expect(job.result.counts).toEqual({ create: 0, update: 1, skip: 0, error: 0 });
    const p = await profileByEmail('mode@example.nl');
    expect([p.firstName, p.lastName]).toEqual(['Mo', 'Modus']);
    expect(p.tags.map((t) => `${t.kind}:${t.slug}`).sort()).toEqual([
      'EVENT:open-dag',
      'INTEREST:jazz',
      'INTEREST:sport',
    ]);
  });

  it('skip: existing e-mails are reported as skipped, not as errors', async () => {
    const { importId } = await upload(file(['Mode@Example.nl,Zomaar,,Nieuw,']), 'modes.csv');
    const job = await runImport(importId, mapping, 'skip');
    expect(job.result.counts).toEqual({ create: 0, update: 0, skip: 1, error: 0 });
    expect(job.progress).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await profileByEmail('mode@example.nl')).firstName).toBe('Mo');
  });
});

describe('encodings, delimiters and sheets', () => {
  it('UTF-8 with BOM, commas, LF, empty lines and quoted commas', async () => {
    const data = await upload(
      '\ufeffEmail,First name,Tags\nbom0@example.nl,,\n\nbom@example.nl,Zoë,"Sport, Jazz"\n\n,,\nbom2@example.nl,Émile,\n',
      'bom.csv',
    );
    expect(data).toMatchObject({
      encoding: 'utf-8',
      bom: true,
      delimiter: ',',
      headers: ['Email', 'First name', 'Tags'],
    });
    const job = await runImport(data.importId, data.suggestedMapping);
    expect(job.result.counts).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
    // The first row left the name empty; the later rows' names still go in (one insert for all).
    expect(await profileByEmail('bom0@example.nl')).toMatchObject({
      firstName: null,
      type: 'LEAD',
      allowMessages: true,
    });
    expect((await profileByEmail('bom@example.nl')).firstName).toBe('Zoë');
    expect((await profileByEmail('bom2@example.nl')).firstName).toBe('Émile');
  });

  it('UTF-8 without BOM, tab-separated; its error file has no BOM either', async () => {
    const data = await upload('E-mail\tVoornaam\nnobom@example.nl\tŁukasz\nkapot\tX\n', 'tab.txt');
    expect(data).toMatchObject({ encoding: 'utf-8', bom: false, delimiter: '\t' });
    await runImport(data.importId, data.suggestedMapping);
    expect((await profileByEmail('nobom@example.nl')).firstName).toBe('Łukasz');
    const file = await errorFile(data.importId);
    expect(file.body.toString('utf8')).toBe(
      'E-mail\tVoornaam\tFout\r\nkapot\tX\tE-mail: is geen geldig e-mailadres\r\n',
    );
  });

  it('UTF-8 with BOM keeps its BOM in the error file', async () => {
    const data = await upload('\ufeffE-mail;Naam\r\nfout;Zoë\r\n', 'bom.csv');
    await runImport(data.importId, ['email', null]);
    const file = await errorFile(data.importId);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(file.body.subarray(3).toString('utf8')).toBe(
      'E-mail;Naam;Fout\r\nfout;Zoë;E-mail: is geen geldig e-mailadres\r\n',
    );
  });

  it('XLSX in, XLSX error file out', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Blad1');
    sheet.addRow(['E-mailadres', 'Voornaam', 'Opt-in', 'Type']);
    sheet.addRow(['xlsx@example.nl', 'Xander', 'ja', 'subscriber']);
    sheet.addRow([]);
    sheet.addRow(['xlsx-fout', 'Y', 'misschien', 'LEAD']);
    const data = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'leden.xlsx');
    expect(data).toMatchObject({
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      suggestedMapping: ['email', 'firstName', 'optIn', 'type'],
    });
    const job = await runImport(data.importId, data.suggestedMapping);
    expect(job.result.counts).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    expect(await profileByEmail('xlsx@example.nl')).toMatchObject({
      firstName: 'Xander',
      optIn: true,
      type: 'SUBSCRIBER',
    });
    const file = await errorFile(data.importId);
    expect(file.type).toContain('spreadsheetml');
    expect(file.disposition).toContain('leden-fouten.xlsx');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(file.body as any);
    expect(back.worksheets[0].getRow(1).values).toEqual([
      undefined,
      'E-mailadres',
      'Voornaam',
      'Opt-in',
      'Type',
      'Fout',
    ]);
    expect(back.worksheets[0].getRow(2).values).toEqual([
      undefined,
      'xlsx-fout',
      'Y',
      'misschien',
      'LEAD',
      'E-mailadres: is geen geldig e-mailadres; Opt-in: moet ja of nee zijn',
    ]);
  });
});

describe('a file of 100,000 rows', () => {
  it('imports in chunks with the job, duplicates inside the file reported', async () => {
    const lines = ['E-mail;Voornaam;Achternaam;Tags;Telefoon;Postcode'];
    for (let i = 0; i < 100_000; i++) {
      // Every 1000th row repeats an earlier address (another chunk): an error with the first line.
      const n = i % 1000 === 999 ? i - 500 : i;
      lines.push(
        `Groot${n}@Example.nl;Voornaam${i};Achternaam${i};${i % 3 ? 'Sport' : 'EVENT:Beurs'};0612${String(i).padStart(6, '0')};${1000 + (i % 9000)} AB`,
      );
    }
    const data = await upload(lines.join('\r\n'), 'groot.csv');
    const started = Date.now();
    const job = await runImport(data.importId, data.suggestedMapping, 'skip');
    const seconds = (Date.now() - started) / 1000;
    expect(job.status).toBe('COMPLETED');
    expect(job.result.counts).toEqual({ create: 99_900, update: 0, skip: 0, error: 100 });
    expect(job.progress).toEqual({ total: 100_000, processed: 100_000, succeeded: 99_900, failed: 100 });
    expect(await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'groot' } } })).toBe(99_900);
    expect(await duplicateEmails()).toEqual([]);
    const file = (await errorFile(data.importId)).body.toString('utf8').split('\r\n');
    expect(file).toHaveLength(102);
    expect(file[1]).toBe(
      'Groot499@Example.nl;Voornaam999;Achternaam999;EVENT:Beurs;0612000999;1999 AB;E-mail: dubbel: hetzelfde e-mailadres staat al op regel 501',
    );
    console.log(
      `100,000 rows imported in ${seconds.toFixed(1)} s (${Math.round(100_000 / seconds)} rows/s incl. polling)`,
    );
  }, 300_000);
});

describe('values as written', () => {
  it('keeps quotes, backslashes, braces, commas, the word NULL and emoji in a value', async () => {
    const people = [
      ['tekens1@import.nl', 'Jan "de Man"', 'C:\\pad\\naar'],
      ['tekens2@import.nl', '{a,b}', 'NULL'],
      ['tekens3@import.nl', "O'Brien, Jr.", 'Zoë 😀 \\"'],
    ];
    const csv = [
      'E-mail;Voornaam;Achternaam',
      ...people.map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')),
    ].join('\n');
    const { importId, suggestedMapping } = await upload(csv);
    expect(suggestedMapping).toEqual(['email', 'firstName', 'lastName']);
    const job = await runImport(importId, suggestedMapping);
    expect(job.result.counts).toMatchObject({ create: 3, error: 0 });
    for (const [email, firstName, lastName] of people)
      expect(await profileByEmail(email)).toMatchObject({ firstName, lastName });
  });
});

describe('duplicates across chunks', () => {
  it('catches a repeat of the chunk still being written and of chunks already committed', async () => {
    const rows = ['een', 'twee', 'een', 'drie', 'twee', 'drie', 'vier'].map((name) => `${name}@stukken.nl;${name}`);
    process.env.IMPORT_CHUNK_SIZE = '2';
    try {
      const { importId, suggestedMapping } = await upload(['E-mail;Voornaam', ...rows].join('\n'));
      const job = await runImport(importId, suggestedMapping);
      expect(job.result.counts).toEqual({ create: 4, update: 0, skip: 0, error: 3 });
      const file = (await errorFile(importId)).body.toString('utf8').split(/\r?\n/).filter(Boolean);
      expect(file.slice(1).map((line) => line.replace(/;.*;/, ' → '))).toEqual([
        'een@stukken.nl → E-mail: dubbel: hetzelfde e-mailadres staat al op regel 2',
        'twee@stukken.nl → E-mail: dubbel: hetzelfde e-mailadres staat al op regel 3',
        'drie@stukken.nl → E-mail: dubbel: hetzelfde e-mailadres staat al op regel 5',
      ]);
    } finally {
      delete process.env.IMPORT_CHUNK_SIZE;
    }
    expect(await app.strapi.db.query(PROFILE).count({ where: { email: { $endsWith: '@stukken.nl' } } })).toBe(4);
  });
});

describe('link order columns', () => {
  it('numbers a profile’s tags from 1 and continues each tag’s own order across chunks, as Strapi does', async () => {
    const tagUid = 'api::profile-tag.profile-tag';
    const tag = await app.strapi
      .documents(tagUid)
      .create({ data: { name: 'Volgorde', slug: 'volgorde', kind: 'INTEREST' } });
    await app.strapi
      .documents(PROFILE)
      .create({ data: { email: 'volgorde0@import.nl', tags: { connect: [tag.documentId] } } });
    const people = [1, 2, 3, 4, 5].map((i) => `volgorde${i}@import.nl;Volgorde, Tweede ${i}, EVENT:Volgorde-dag`);
    process.env.IMPORT_CHUNK_SIZE = '2';
    try {
      const { importId, suggestedMapping } = await upload(['E-mail;Tags', ...people].join('\n'));
      const job = await runImport(importId, suggestedMapping);
      expect(job.result.counts).toMatchObject({ create: 5, error: 0 });
    } finally {
      delete process.env.IMPORT_CHUNK_SIZE;
    }
    const link = app.strapi.db.metadata.get(PROFILE).attributes.tags.joinTable;
    const ids = (
      await app.strapi.db
        .query(PROFILE)
        .findMany({ where: { email: { $startsWith: 'volgorde' } }, select: ['id', 'email'] })
    ).map((p) => p.id);
    const rows = await app.strapi.db
      .connection(link.name)
      .select({
        owner: link.joinColumn.name,
        target: link.inverseJoinColumn.name,
        order: link.orderColumnName,
        inverse: link.inverseOrderColumnName,
      })
      .whereIn(link.joinColumn.name, ids)
      .orderBy('id');
    expect(rows).toHaveLength(1 + 5 * 3);
    const byOwner = new Map<number, number[]>();
    for (const r of rows) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), Number(r.order)]);
    for (const orders of [...byOwner.values()].slice(1)) expect(orders).toEqual([1, 2, 3]);
    const inverse = rows.filter((r) => r.target === tag.id).map((r) => Number(r.inverse));
    expect(inverse).toEqual([1, 2, 3, 4, 5, 6]);
    // Strapi goes on from there when a profile is tagged through the API.
    const later = await app.strapi
      .documents(PROFILE)
      .create({ data: { email: 'volgorde9@import.nl', tags: { connect: [tag.documentId] } } });
    const next = await app.strapi.db
      .connection(link.name)
      .first({ inverse: link.inverseOrderColumnName })
      .where(link.joinColumn.name, later.id);
    expect(Number(next.inverse)).toBeGreaterThan(6);
  });
});

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
  const page = (query: string) =>
    admin.get(`/api/profiles?${query}&sort=createdAt:desc&pagination[pageSize]=100`, { 'cache-control': 'no-cache' });
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
    const second = await admin.get(
      `/api/profiles?${search}&sort=createdAt:desc&pagination[pageSize]=100&pagination[page]=2`,
    );
    expect(second.body.data.length).toBe(Math.max(0, Math.min(100, first.body.meta.pagination.total - 100)));
    expect(new Set([...first.body.data, ...second.body.data].map((p) => p.email)).size).toBe(
      first.body.data.length + second.body.data.length,
    );
    // Negative relation filters are left to Strapi.
    const untagged = await page('filters[tags][id][$null]=true&filters[email][$startsWith]=bom');
    expect(emails(untagged)).toEqual(['bom0@example.nl', 'bom2@example.nl']);
  });
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

describe('jobs API', () => {
  it('lists jobs by type, newest first, with progress', async () => {
    const res = await admin.get('/api/jobs?type=profile-import&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.meta.pagination).toMatchObject({ page: 1, pageSize: 2 });
    expect(res.body.meta.pagination.total).toBeGreaterThan(5);
    expect(res.body.data[0]).not.toHaveProperty('checkpoint');
    expect(res.body.data[0]).not.toHaveProperty('owner');
    expect((await admin.get('/api/jobs?status=DONE')).status).toBe(400);
    expect((await admin.get('/api/jobs?sort=id')).status).toBe(400);
    expect((await admin.get('/api/jobs/doesnotexist')).status).toBe(404);
  });

  it('shows a user only their own jobs', async () => {
    // Give the editor role the job actions for this test: another user's job is then a 404.
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'editor' } });
    for (const action of ['api::job.job.find', 'api::job.job.findOne'])
      await app.strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    const adminJob = (await admin.get('/api/jobs?pageSize=1')).body.data[0];
    expect((await editor.get(`/api/jobs/${adminJob.documentId}`)).status).toBe(404);
    const own = await editor.get('/api/jobs');
    expect([own.status, own.body.data, own.body.meta.pagination.total]).toEqual([200, [], 0]);
  });
});

describe('a crash in the middle of an import', () => {
  it('resumes from the checkpoint after a restart, without duplicates or lost rows', async () => {
    process.env.IMPORT_CHUNK_SIZE = '100';
    const lines = ['E-mail;Voornaam;Tags'];
    for (let i = 0; i < 1000; i++)
      lines.push(i % 250 === 7 ? `kapot-${i};X;` : `crash${i}@example.nl;Naam ${i};${i % 2 ? 'Herstart' : ''}`);
    const data = await upload(lines.join('\n'), 'crash.csv');
    const hooks = app.strapi.service('api::job.job').hooks;
    // The fourth chunk does its writes, then the process "dies" before the commit.
    hooks.beforeCommit = ({ chunk }) => {
      if (chunk === 4) throw simulatedCrash();
    };
    const run = await admin.post(`/api/profiles/import/${data.importId}/run`, {
      mapping: data.suggestedMapping,
      mode: 'skip',
    });
    const jobId = run.body.data.jobId;
    for (let i = 0; i < 200 && !app.strapi.service('api::job.job').backend.dead; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(app.strapi.service('api::job.job').backend.dead).toBe(true);
    const stuck = (await admin.get(`/api/jobs/${jobId}`)).body.data;
    expect(stuck).toMatchObject({ status: 'PROCESSING', progress: { total: 1000, processed: 300 } });
    expect(await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'crash' } } })).toBe(298);

    await app.stop({ keepDatabase: true });
    app = await startApp(env, { database: app.database });
    admin = await app.login(ADMIN);
    const job = await waitForJob(jobId);
    expect(job).toMatchObject({
      status: 'COMPLETED',
      attempts: 1,
      progress: { total: 1000, processed: 1000, succeeded: 996, failed: 4 },
    });
    expect(job.result.counts).toEqual({ create: 996, update: 0, skip: 0, error: 4 });
    expect(await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'crash' } } })).toBe(996);
    expect(await duplicateEmails()).toEqual([]);
    const tag = await app.strapi.db
      .query('api::profile-tag.profile-tag')
      .findOne({ where: { slug: 'herstart' }, populate: { profiles: { select: ['id'] } } });
    expect(tag.profiles).toHaveLength(496);
    // Each refused row once, though the crashed chunk had written its errors before dying.
    const errors = (await errorFile(data.importId)).body.toString('utf8').trim().split('\r\n');
    expect(errors.slice(1).map((l) => l.split(';')[0])).toEqual(['kapot-7', 'kapot-257', 'kapot-507', 'kapot-757']);
    expect(await app.strapi.db.connection('profile_import_seen').count({ n: '*' }).first()).toMatchObject({
      n: expect.anything(),
    });
    expect(Number((await app.strapi.db.connection('profile_import_seen').count({ n: '*' }).first()).n)).toBe(0);
  }, 180_000);
});
