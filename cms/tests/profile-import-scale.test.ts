// Profile import in chunks and its staging (issue "Profiles"): a 100,000-row file, duplicates across
// chunks, the link tables' order columns, and a crash mid-import that resumes from its checkpoint without
// duplicates. SQLite by default, PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { simulatedCrash } from '../src/services/jobs/types';
import { importEnvironment, importTools, largeFile, PROFILE } from './helpers/imports';

let app: TestApp;
let admin: Client;
const { env, cleanUp } = importEnvironment();

beforeAll(async () => {
  app = await startApp(env);
  admin = await app.login(ADMIN);
}, 120_000);
afterAll(async () => {
  delete process.env.IMPORT_CHUNK_SIZE;
  await app?.stop();
  cleanUp();
});

const { upload, waitForJob, runImport, errorFile, duplicateEmails } = importTools(() => ({ app, admin }));

describe('a file of 100,000 rows', () => {
  it('imports in chunks with the job, duplicates inside the file reported', async () => {
    // Every 1000th row repeats an earlier address (another chunk): an error with the first line.
    const data = await upload(largeFile(100_000), 'groot.csv');
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
