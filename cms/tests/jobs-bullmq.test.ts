// The job engine on BullMQ (issue "Engagement I", many workers): with REDIS_URL the web process only
// queues and `npm run worker` processes run the jobs; a job delivered twice runs once; a worker killed
// with SIGKILL mid-job is replaced by another that resumes from the checkpoint, and one stopped with
// SIGTERM hands its job back after the current chunk; without REDIS_URL the CMS runs its jobs itself.
// Needs the local Redis: runs in the Redis suite (vitest.redis.mts), on SQLite or on PostgreSQL with
// TEST_DATABASE_URL.
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { importEnvironment, importTools, PROFILE } from './helpers/imports';
import { redisEnvironment, type WorkerProcess } from './helpers/workers';
import { BullmqBackend, InProcessBackend, JOB_UID, QUEUE_NAME } from '../src/services/jobs';

let app: TestApp | undefined;
let admin: Client;
const files = importEnvironment();
const queue = redisEnvironment();
const { upload, waitForJob, duplicateEmails } = importTools(() => ({ app: app!, admin }));

afterAll(async () => {
  await queue.cleanUp();
  await app?.stop();
  files.cleanUp();
});

const csv = (name: string, count: number) =>
  ['E-mail;Voornaam', ...Array.from({ length: count }, (_, i) => `${name}${i}@werkers.nl;${name} ${i}`)].join('\n');

/** Uploads a file of `count` new addresses and starts its import; answers the job's documentId. */
async function startImport(name: string, count: number) {
  const { importId, suggestedMapping } = await upload(csv(name, count), `${name}.csv`);
  const res = await admin.post(`/api/profiles/import/${importId}/run`, { mapping: suggestedMapping, mode: 'skip' });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.data.jobId as string;
}

const jobRow = (documentId: string) => app!.strapi.db.query(JOB_UID).findOne({ where: { documentId } });
const imported = (name: string) =>
  app!.strapi.db.query(PROFILE).count({ where: { email: { $startsWith: name, $endsWith: '@werkers.nl' } } });

/** Waits until the job committed at least `processed` rows and answers the worker running it. */
async function midJob(documentId: string, processed: number): Promise<WorkerProcess> {
  for (let i = 0; i < 1200; i++) {
    const row = await jobRow(documentId);
    const runs = queue.runsOf(documentId);
    if (row.progress?.processed >= processed && runs.length) {
      expect(row.status).toBe('PROCESSING');
      return runs[runs.length - 1];
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${documentId} never reached ${processed} rows`);
}

/** A finished import of `count` new addresses: every row created once, nothing skipped or repeated. */
async function expectImportedOnce(documentId: string, name: string, count: number, attempts: number) {
  const job = await waitForJob(documentId, admin, 180_000);
  expect(job, `job error: ${job.error}`).toMatchObject({
    status: 'COMPLETED',
    attempts,
    progress: { total: count, processed: count },
  });
  expect(job.result.counts).toEqual({ create: count, update: 0, skip: 0, error: 0 });
  expect(await imported(name)).toBe(count);
  expect(await duplicateEmails()).toEqual([]);
}

describe('without REDIS_URL', () => {
  it('the CMS runs its jobs in process', async () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      app = await startApp(files.env);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
    try {
      admin = await app.login(ADMIN);
      // By name: the app runs the compiled classes (dist), this file imports the sources.
      expect(app.strapi.service(JOB_UID).backend.constructor.name).toBe(InProcessBackend.name);
      await expectImportedOnce(await startImport('inproces', 20), 'inproces', 20, 0);
    } finally {
      await app.stop();
      app = undefined;
    }
  }, 180_000);
});

describe('with REDIS_URL', () => {
  beforeAll(async () => {
    app = await startApp({ ...files.env, ...queue.env });
    admin = await app.login(ADMIN);
  }, 120_000);

  it('the web process only queues; two workers run each job once, also when it is lost or delivered twice', async () => {
    const backend = app!.strapi.service(JOB_UID).backend;
    expect(backend.constructor.name).toBe(BullmqBackend.name);
    expect(backend.settings).toMatchObject({ work: false, prefix: queue.prefix });
    const first = await startImport('eerste', 300);
    const second = await startImport('tweede', 300);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await jobRow(first)).status).toBe('PENDING_JOB');
    // Redis loses the second job's entry (a flush, or queued while Redis was away): the workers'
    // sweep of unfinished jobs queues it again from the database.
    const extra = new Queue(QUEUE_NAME, { connection: queue.redis(), prefix: queue.prefix });
    expect(await extra.getJobState(`job-${second}`)).toBe('waiting');
    await extra.remove(`job-${second}`);
    expect(await extra.getJobState(`job-${second}`)).toBe('unknown');

    await queue.startWorkers(2, { IMPORT_CHUNK_SIZE: '50' });
    await expectImportedOnce(first, 'eerste', 300, 0);
    await expectImportedOnce(second, 'tweede', 300, 0);
    expect(queue.runsOf(first)).toHaveLength(1);
    expect(queue.runsOf(second)).toHaveLength(1);

    // A second delivery of a finished job (another queue entry) finds it COMPLETED and runs nothing.
    const before = await jobRow(first);
    await extra.add('profile-import', { id: before.id, documentId: first }, { jobId: `again-${first}` });
    for (let i = 0; i < 200 && (await extra.getJobState(`again-${first}`)) !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await extra.getJobState(`again-${first}`)).toBe('completed');
    await extra.close();
    expect(queue.runsOf(first)).toHaveLength(1);
    expect(await jobRow(first)).toMatchObject({ status: 'COMPLETED', attempts: 0, updatedAt: before.updatedAt });
    expect(await imported('eerste')).toBe(300);
  }, 300_000);

  it('a worker killed mid-job: another resumes from the checkpoint without duplicating rows', async () => {
    await queue.startWorkers(Math.max(0, 2 - queue.alive().length), { IMPORT_CHUNK_SIZE: '50' });
    const job = await startImport('gedood', 2000);
    const victim = await midJob(job, 200);
    await queue.kill(victim);
    const stuck = await jobRow(job);
    expect(stuck.status).toBe('PROCESSING');
    expect(stuck.progress.processed).toBeLessThan(2000);

    await expectImportedOnce(job, 'gedood', 2000, 1);
    // Two runs: the victim's, and one by another worker (runsOf lists by worker, not by time).
    const runs = queue.runsOf(job);
    expect(runs).toHaveLength(2);
    expect(runs.filter((w) => w === victim)).toHaveLength(1);
  }, 300_000);

  it('a worker stopped with SIGTERM finishes its chunk and another resumes the job at once', async () => {
    await queue.startWorkers(Math.max(0, 2 - queue.alive().length), { IMPORT_CHUNK_SIZE: '50' });
    const job = await startImport('gestopt', 2000);
    const leaving = await midJob(job, 200);
    const code = await queue.stop(leaving);
    expect(code, leaving.output().slice(-4000)).toBe(0);
    expect(leaving.output()).toMatch(/finishing the current chunk/);
    expect(leaving.output()).toMatch(new RegExp(`job ${job} interrupted`));

    await expectImportedOnce(job, 'gestopt', 2000, 0);
    const runs = queue.runsOf(job);
    expect(runs).toHaveLength(2);
    expect(runs.filter((w) => w === leaving)).toHaveLength(1);
  }, 300_000);
});
