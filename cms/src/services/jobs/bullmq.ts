/**
 * The job backend for several processes (REDIS_URL set): `add` puts the job's id on a BullMQ queue and
 * worker processes (`npm run worker`, or the web process with JOBS_IN_PROCESS=true) take it and run it
 * with the engine's `claim` + `executeJob`. The database stays the source of truth: a delivery only
 * runs the job when it can claim it (a conditional update), so a job delivered twice runs once.
 *
 * A worker that dies stops renewing its BullMQ lock; the stalled-job check of another worker puts the
 * job back on the queue, and the delivery then finds the row still running: it takes it over
 * (`engine.takeOver`, one more attempt) and resumes from the checkpoint. A worker asked to stop
 * finishes its current chunk, hands the job back (PENDING_JOB) and delays its queue entry to now, so
 * another worker resumes it at once.
 */
import os from 'node:os';
import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_RUNNING_STATUSES, type JobStatus } from '@newsroom/config';
import type { JobEngine } from './engine';
import type { JobBackend } from './types';

export type BullmqSettings = {
  url: string;
  /** Prefix of every Redis key of the queue (BULLMQ_PREFIX), so tests and installations keep apart. */
  prefix: string;
  /** Whether this process takes jobs (a worker) or only queues them (the web process). */
  work: boolean;
  concurrency: number;
  /** How long a worker's claim on a job lasts without renewal: a dead worker's job is picked up after this. */
  lockMs: number;
  /** How often a worker re-queues unfinished jobs Redis may have missed (queued while it was away). */
  sweepMs: number;
};

export const QUEUE_NAME = 'jobs';
/** How long `add` waits for Redis before leaving the job to the sweep. */
const ADD_TIMEOUT_MS = 5000;

/** The settings from the environment; null without REDIS_URL (then the in-process runner is used). */
export function bullmqSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BullmqSettings | null {
  if (!env.REDIS_URL) return null;
  const positive = (value: string | undefined, fallback: number) =>
    Number.isFinite(Number(value)) && Number(value) > 0 ? Math.floor(Number(value)) : fallback;
  return {
    url: env.REDIS_URL,
    prefix: env.BULLMQ_PREFIX || 'newsroom',
    work: env.JOBS_IN_PROCESS === 'true',
    concurrency: positive(env.WORKER_CONCURRENCY, 1),
    lockMs: positive(env.BULLMQ_LOCK_MS, 30_000),
    sweepMs: positive(env.BULLMQ_SWEEP_MS, 60_000),
  };
}

/** What the queue holds for one job; the rest is read from the database. */
type QueueData = { id: number; documentId: string };

/** Statuses of a job that may still need a worker: the sweep re-queues them in case Redis lost them. */
const UNFINISHED: JobStatus[] = ['CREATED', 'PENDING_JOB', 'FAILING', ...JOB_RUNNING_STATUSES];

export class BullmqBackend implements JobBackend {
  readonly redis: Redis;
  private readonly queue: Queue<QueueData>;
  private worker: Worker<QueueData> | null = null;
  private stopping = false;
  private stopped: Promise<void> | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;
  private active = 0;
  readonly name = `${os.hostname()}:${process.pid}`;

  constructor(
    private readonly engine: JobEngine,
    readonly settings: BullmqSettings,
  ) {
    // BullMQ gets this client rather than options: it cannot resolve the cms workspace's ioredis itself.
    // Its blocking commands need maxRetriesPerRequest null; the same client serves the pacers.
    this.redis = new Redis(settings.url, { maxRetriesPerRequest: null, lazyConnect: true });
    this.redis.on('error', (error) => engine.log.error(`redis: ${error.message}`));
    this.queue = new Queue<QueueData>(QUEUE_NAME, { connection: this.redis, prefix: settings.prefix });
    this.queue.on('error', (error) => engine.log.error(`queue: ${error.message}`));
  }

  /** A Redis key under this installation's prefix (for sequences and locks of job handlers). */
  key(name: string) {
    return `${this.settings.prefix}:${name}`;
  }

  async add(job: { id: number; documentId: string; type: string }) {
    await this.engine.markPending(job.id);
    // With Redis away the request must not hang: the job stays PENDING_JOB and a worker's sweep queues it.
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, ADD_TIMEOUT_MS, 'timeout').unref());
    const added = await Promise.race([this.put(job).then(() => 'added' as const), timeout]).catch((e: Error) => e);
    if (added !== 'added')
      this.engine.log.error(
        `job ${job.documentId} not queued yet (${added === 'timeout' ? 'Redis did not answer' : added.message}); the next sweep queues it.`,
      );
  }

  /** One queue entry per job (its documentId is the entry's id), so re-adding a queued job changes nothing. */
  private put(job: { id: number; documentId: string; type: string }) {
    return this.queue.add(
      job.type,
      { id: job.id, documentId: job.documentId },
      {
        jobId: `job-${job.documentId}`,
        removeOnComplete: true,
        removeOnFail: true,
        // Retries are for the infrastructure (database unreachable); a handler's error fails the job itself.
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
      },
    );
  }

  async start() {
    this.stopping = false;
    // In the background: a start must not wait for Redis. Workers repeat it, so jobs that could not be
    // queued while Redis was away still reach the queue.
    void this.sweep();
    if (!this.settings.work || this.worker) return;
    this.sweeper = setInterval(() => void this.sweep(), this.settings.sweepMs);
    this.sweeper.unref();
    const { lockMs, concurrency } = this.settings;
    this.worker = new Worker<QueueData>(QUEUE_NAME, (job, token) => this.process(job, token), {
      connection: this.redis,
      prefix: this.settings.prefix,
      name: this.name,
      concurrency,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      // The database counts the attempts (MAX_JOB_ATTEMPTS); BullMQ must keep handing a stalled job back.
      maxStalledCount: 1000,
    });
    this.worker.on('error', (error) => this.engine.log.error(`worker: ${error.message}`));
    this.engine.log.info(`worker ${this.name} takes jobs (concurrency ${concurrency}).`);
  }

  /**
   * Queues the jobs the database says are unfinished but Redis may not hold (queued while Redis was
   * away, or a flushed Redis). Entries that exist are left as they are (same entry id), so this never
   * disturbs a job another worker is running.
   */
  private async sweep() {
    if (this.sweeping || this.stopping) return;
    this.sweeping = true;
    try {
      const rows = await this.engine.unfinished(UNFINISHED);
      for (const row of rows) {
        if (this.stopping) break;
        if (row.status === 'CREATED') await this.engine.markPending(row.id);
        await this.put(row);
      }
    } catch (error) {
      this.engine.log.error(`sweep of unfinished jobs: ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
  }

  private async process(job: Job<QueueData>, token?: string) {
    const { id } = job.data;
    if (this.stopping) return this.handBack(job, token);
    this.active += 1;
    try {
      const attempts = await this.engine.claimDelivered(id);
      if (attempts === null) return;
      this.engine.log.info(`worker ${this.name} runs job ${job.data.documentId} (${job.name}).`);
      const outcome = await this.engine.executeJob(id, { stopping: () => this.stopping });
      this.engine.log.info(`worker ${this.name}: job ${job.data.documentId} ${outcome}.`);
      if (outcome === 'interrupted') {
        await this.engine.release(id, attempts);
        return this.handBack(job, token);
      }
      // A simulated crash (tests): leave the row running and let the queue deliver the job again.
      if (outcome === 'crashed') throw new Error('simulated crash');
    } finally {
      this.active -= 1;
    }
  }

  /** Puts the queue entry back for another worker now, without counting a failed attempt. */
  private async handBack(job: Job<QueueData>, token?: string): Promise<never> {
    await job.moveToDelayed(Date.now(), token);
    throw new DelayedError();
  }

  /** Final: the worker script stops the jobs before Strapi's destroy hook asks again. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      if (this.sweeper) clearInterval(this.sweeper);
      // close() waits for the running jobs: each stops after its current chunk and is handed back.
      await this.worker?.close();
      this.worker = null;
      await this.queue.close();
      await this.redis.quit().catch(() => this.redis.disconnect());
    })();
    return this.stopped;
  }

  async idle(): Promise<void> {
    if (!this.worker) return;
    for (;;) {
      const counts = await this.queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
      if (this.active === 0 && Object.values(counts).every((n) => n === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
