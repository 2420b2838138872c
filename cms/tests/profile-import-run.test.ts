// Profile import, matching and writing (issue "Profiles"): the dry run's preview, the run as a job with
// its progress and error file, the modes for existing e-mail addresses, and the jobs API.
// SQLite by default, PostgreSQL with TEST_DATABASE_URL.
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { DUTCH, importEnvironment, importTools, PROFILE } from './helpers/imports';

let app: TestApp;
let admin: Client;
let editor: Client;
const { env, cleanUp } = importEnvironment();

beforeAll(async () => {
  app = await startApp(env);
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
}, 120_000);
afterAll(async () => {
  delete process.env.IMPORT_CHUNK_SIZE;
  await app?.stop();
  cleanUp();
});

const { upload, waitForJob, runImport, profileByEmail, errorFile, duplicateEmails } = importTools(() => ({
  app,
  admin,
}));

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
