// Taking over a job from a worker presumed dead (what a queue's stalled-job check does with BullMQ):
// the take-over raises the job's attempts, which fences the old run, so a chunk the old worker still
// writes after that rolls back and the job resumes once from its checkpoint, without duplicate rows.
// In process (no Redis needed); SQLite by default, PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { importEnvironment, importTools, PROFILE } from './helpers/imports';

let app: TestApp;
let admin: Client;
const { env, cleanUp } = importEnvironment();
const { upload, waitForJob, duplicateEmails } = importTools(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp({ ...env, IMPORT_CHUNK_SIZE: '50' });
  admin = await app.login(ADMIN);
}, 120_000);
afterAll(async () => {
  delete process.env.IMPORT_CHUNK_SIZE;
  await app?.stop();
  cleanUp();
});

describe('a job taken over while its first worker still runs', () => {
  it('stops the old run at its next chunk and resumes once from the checkpoint', async () => {
    const jobs = app.strapi.service('api::job.job');
    const lines = ['E-mail;Voornaam', ...Array.from({ length: 500 }, (_, i) => `overname${i}@werkers.nl;Naam ${i}`)];
    const { importId, suggestedMapping } = await upload(lines.join('\n'), 'overname.csv');
    let takenOver: unknown = null;
    // The runs of the job and how each ended.
    const outcomes: string[] = [];
    const execute = jobs.executeJob;
    jobs.executeJob = async (...args) => {
      const outcome = await execute(...args);
      outcomes.push(outcome);
      return outcome;
    };
    // After the third chunk another worker "finds the job stalled" and takes it over, while this
    // run goes on: its fourth chunk must not land.
    jobs.hooks.beforeCommit = async ({ job, chunk }) => {
      if (chunk !== 3 || takenOver !== null) return;
      const row = await app.strapi.db.query('api::job.job').findOne({ where: { id: job.id } });
      takenOver = await jobs.takeOver(row);
    };
    try {
      const res = await admin.post(`/api/profiles/import/${importId}/run`, { mapping: suggestedMapping, mode: 'skip' });
      expect(res.status).toBe(202);
      const job = await waitForJob(res.body.data.jobId);
      expect(takenOver).toBe(true);
      expect(outcomes).toEqual(['lost', 'completed']);
      expect(job).toMatchObject({ status: 'COMPLETED', attempts: 1, progress: { total: 500, processed: 500 } });
      // Chunk 4 of the old run rolled back; had it stayed, the new run would have skipped its rows.
      expect(job.result.counts).toEqual({ create: 500, update: 0, skip: 0, error: 0 });
    } finally {
      jobs.hooks.beforeCommit = undefined;
      jobs.executeJob = execute;
    }
    expect(await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'overname' } } })).toBe(500);
    expect(await duplicateEmails()).toEqual([]);
  });

  it('refuses a second take-over of the same run (the first changed its attempts)', async () => {
    const jobs = app.strapi.service('api::job.job');
    // A type without a handler here, so the runner leaves it alone.
    const row = await app.strapi.db.query('api::job.job').create({
      data: { type: 'elders', status: 'PROCESSING', params: {}, attempts: 2 },
    });
    expect(await jobs.takeOver(row)).toBe(true);
    expect(await jobs.takeOver(row)).toBe(false);
    expect(await app.strapi.db.query('api::job.job').findOne({ where: { id: row.id } })).toMatchObject({
      status: 'PENDING_JOB',
      attempts: 3,
    });
  });

  it('tries a chunk the database refused for contention again, from the same checkpoint, once committed', async () => {
    const jobs = app.strapi.service('api::job.job');
    const lines = ['E-mail;Voornaam', ...Array.from({ length: 200 }, (_, i) => `druk${i}@werkers.nl;Naam ${i}`)];
    const { importId, suggestedMapping } = await upload(lines.join('\n'), 'druk.csv');
    // Chunk 2 meets what SQLite answers when another process committed in between (SQLITE_BUSY_SNAPSHOT), twice.
    let refusals = 0;
    jobs.hooks.beforeCommit = async ({ chunk }) => {
      if (chunk !== 2 || refusals >= 2) return;
      refusals++;
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' });
    };
    try {
      const res = await admin.post(`/api/profiles/import/${importId}/run`, { mapping: suggestedMapping, mode: 'skip' });
      const job = await waitForJob(res.body.data.jobId);
      expect(refusals).toBe(2);
      expect(job).toMatchObject({ status: 'COMPLETED', progress: { total: 200, processed: 200 } });
      expect(job.result.counts).toEqual({ create: 200, update: 0, skip: 0, error: 0 });
    } finally {
      jobs.hooks.beforeCommit = undefined;
    }
    expect(await app.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: 'druk' } } })).toBe(200);
    expect(await duplicateEmails()).toEqual([]);
  });
});
