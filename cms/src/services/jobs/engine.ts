/**
 * The job engine: a registry of handlers per job type, `enqueue`, and `executeJob`, which drives one
 * job through SPEC's status words with its checkpoint. Where queued jobs wait and which process runs
 * them is the backend's business (./in-process.ts by default; a BullMQ backend calls the same
 * `executeJob` from its workers, see README "Background jobs").
 */
import { JOB_RUNNING_STATUSES, type JobProgress, type JobStatus } from '@newsroom/config';
import { BullmqBackend, bullmqSettingsFromEnv } from './bullmq';
import { onCommitStatement } from './after-commit';
import { InProcessBackend } from './in-process';
import { CHUNK_TRIES, isTransientDbError, retryPause } from './transient';
import {
  isSimulatedCrash,
  JobInterrupted,
  JobLost,
  type ChunkOutcome,
  type JobBackend,
  type JobContext,
  type JobHandler,
  type JobHooks,
  type JobRow,
  type JobView,
} from './types';
import type { Strapi } from '../../strapi-types';

export const JOB_UID = 'api::job.job';
/** A job that kept killing its worker is failed after this many starts. */
export const MAX_JOB_ATTEMPTS = 5;

const EMPTY_PROGRESS: JobProgress = { total: null, processed: 0, succeeded: 0, failed: 0 };
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** `lost`: another worker took the job over (this one was presumed dead); nothing of this run was kept after that. */
export type ExecuteOutcome = 'completed' | 'failed' | 'interrupted' | 'crashed' | 'lost' | 'not-claimed';

export function toJobView(row: any): JobView {
  return {
    id: row.id,
    documentId: row.documentId,
    type: row.type,
    status: row.status,
    progress: { ...EMPTY_PROGRESS, ...(row.progress ?? {}) },
    params: row.params ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
    attempts: row.attempts ?? 0,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export function createJobEngine(strapi: Strapi, options: { backend?: (engine: JobEngine) => JobBackend } = {}) {
  const handlers = new Map<string, JobHandler>();
  const hooks: JobHooks = {};
  const log = {
    info: (m: string) => strapi.log.info(`[jobs] ${m}`),
    warn: (m: string) => strapi.log.warn(`[jobs] ${m}`),
    error: (m: string) => strapi.log.error(`[jobs] ${m}`),
  };
  const query = () => strapi.db.query(JOB_UID);
  const update = (id: number, data: Record<string, unknown>): Promise<JobRow> =>
    query().update({ where: { id }, data });

  const engine = {
    hooks,
    log,

    /** Registers the handler of a job type (at bootstrap, before the backend starts). */
    registerHandler(type: string, handler: JobHandler) {
      if (handlers.has(type)) throw new Error(`A handler for job type ${type} is already registered.`);
      handlers.set(type, handler);
    },
    handlerTypes: () => [...handlers.keys()],

    /** Stores a job (CREATED) and hands it to the backend (PENDING_JOB). `owner` is a users-permissions user id. */
    async enqueue(type: string, params: Record<string, unknown>, owner?: number | null): Promise<JobView> {
      if (!handlers.has(type)) throw new Error(`No handler is registered for job type ${type}.`);
      const row = await query().create({
        data: { type, status: 'CREATED', params, progress: EMPTY_PROGRESS, attempts: 0, ...(owner ? { owner } : {}) },
      });
      await engine.backend.add(row);
      return toJobView(await query().findOne({ where: { id: row.id } }));
    },

    async findOne(documentId: string): Promise<(JobView & { ownerId: number | null }) | null> {
      const row = await query().findOne({ where: { documentId }, populate: { owner: { select: ['id'] } } });
      return row ? { ...toJobView(row), ownerId: row.owner?.id ?? null } : null;
    },

    /** Marks a stored job as queued (the backend calls this when it accepted the job). */
    async markPending(id: number) {
      await update(id, { status: 'PENDING_JOB' });
    },

    /** The oldest queued job this process can run. */
    async nextPending(): Promise<{ id: number } | null> {
      const types = [...handlers.keys()];
      if (!types.length) return null;
      return query().findOne({
        where: { status: 'PENDING_JOB', type: { $in: types } },
        orderBy: { id: 'asc' },
        select: ['id'],
      });
    },

    /** Takes a queued job for this worker; false when another worker was first. */
    async claim(id: number): Promise<boolean> {
      const { count } = await query().updateMany({
        where: { id, status: 'PENDING_JOB' },
        data: { status: 'PREPARING_FOR_INITIALIZATION', heartbeatAt: new Date() },
      });
      return count === 1;
    },

    /**
     * Jobs a dead worker left behind: running ones go back to the queue (and resume from their
     * checkpoint), CREATED ones are queued, FAILING ones are failed. Only types this process handles.
     */
    async recover(): Promise<number> {
      const types = [...handlers.keys()];
      if (!types.length) return 0;
      const statuses: JobStatus[] = ['CREATED', 'FAILING', ...JOB_RUNNING_STATUSES];
      const rows = await query().findMany({
        where: { status: { $in: statuses }, type: { $in: types } },
        orderBy: { id: 'asc' },
      });
      for (const row of rows) {
        if (row.status === 'CREATED') await engine.backend.add(row);
        else await engine.takeOver(row);
      }
      return rows.length;
    },

    /**
     * Takes over a job whose worker is known to be gone (a restart, or a queue's stalled-job check):
     * a running job goes back to PENDING_JOB with one more attempt (failed after MAX_JOB_ATTEMPTS), a
     * FAILING one is failed. The update is conditional on the status and attempts read, so of two
     * processes taking over one job only one succeeds; and since every chunk of the old run is fenced
     * by its attempts (executeJob), a worker that was only presumed dead cannot commit after this.
     * True when the job is PENDING_JOB afterwards.
     */
    async takeOver(row: {
      id: number;
      documentId: string;
      type: string;
      status: JobStatus;
      attempts?: number;
      error?: string | null;
    }) {
      const attempts = row.attempts ?? 0;
      const where = { id: row.id, status: row.status, attempts };
      const set = async (data: Record<string, unknown>) => (await query().updateMany({ where, data })).count === 1;
      if (row.status === 'PENDING_JOB') return true;
      if (row.status === 'FAILING') {
        await set({
          status: 'FAILED',
          finishedAt: new Date(),
          error: row.error ?? 'The worker stopped while the job was failing.',
        });
        return false;
      }
      if (!JOB_RUNNING_STATUSES.includes(row.status)) return false;
      if (attempts + 1 >= MAX_JOB_ATTEMPTS) {
        // The attempts rise here too: the fence then also stops a presumed-dead run from completing it.
        await set({
          attempts: attempts + 1,
          status: 'FAILED',
          finishedAt: new Date(),
          error: `The job stopped its worker ${MAX_JOB_ATTEMPTS} times; it was not resumed again.`,
        });
        return false;
      }
      if (!(await set({ status: 'PENDING_JOB', attempts: attempts + 1 }))) return false;
      log.warn(
        `job ${row.documentId} (${row.type}) was ${row.status} when its worker stopped; resuming from its checkpoint.`,
      );
      return true;
    },

    /** Jobs of the types this process handles in one of `statuses`, oldest first (a queue's start-up sweep). */
    async unfinished(statuses: JobStatus[]): Promise<JobRow[]> {
      const types = [...handlers.keys()];
      if (!types.length) return [];
      return query().findMany({ where: { status: { $in: statuses }, type: { $in: types } }, orderBy: { id: 'asc' } });
    },

    /**
     * A queue delivered job `id`: claims it for this worker and answers its attempts (the run's fence),
     * or null when there is nothing to run (finished, or another worker has it). A queue only delivers a
     * job again after its worker stopped renewing the lock, so a row still running is taken over.
     */
    async claimDelivered(id: number): Promise<number | null> {
      const row: JobRow | null = await query().findOne({ where: { id } });
      if (!row || !handlers.has(row.type)) return null;
      if (row.status === 'CREATED') await engine.markPending(id);
      else if (!(await engine.takeOver(row))) return null;
      if (!(await engine.claim(id))) return null;
      return (await query().findOne({ where: { id }, select: ['attempts'] }))?.attempts ?? 0;
    },

    /** A job this worker stopped on purpose (shutdown) goes back to the queue as it is, unless it was taken over. */
    async release(id: number, attempts: number): Promise<boolean> {
      const { count } = await query().updateMany({
        where: { id, attempts, status: { $in: [...JOB_RUNNING_STATUSES] } },
        data: { status: 'PENDING_JOB' },
      });
      return count === 1;
    },

    /** Runs a claimed job (status PREPARING_FOR_INITIALIZATION) to its end, or until the worker stops. */
    async executeJob(
      id: number,
      control: { stopping: () => boolean } = { stopping: () => false },
    ): Promise<ExecuteOutcome> {
      let row: JobRow = await query().findOne({ where: { id } });
      const handler = handlers.get(row?.type);
      if (!row || !handler) throw new Error(`Job ${id} cannot run here (no handler for ${row?.type}).`);
      // This run's fence: a take-over raises the attempts, after which every write of this run is refused.
      const attempts = row.attempts ?? 0;
      const fenced = async (data: Record<string, unknown>): Promise<JobRow> => {
        const { count } = await query().updateMany({ where: { id, attempts }, data });
        if (count !== 1) throw new JobLost();
        return query().findOne({ where: { id } });
      };
      if (!row.startedAt) row = await fenced({ startedAt: new Date() });
      let progress: JobProgress = { ...EMPTY_PROGRESS, ...(row.progress ?? {}) };
      let checkpoint: unknown = row.checkpoint ?? null;
      let chunk = 0;
      const phase = async (status: JobStatus, data: Record<string, unknown> = {}) => {
        row = await fenced({ status, heartbeatAt: new Date(), ...data });
      };

      const ctx: JobContext = {
        get job() {
          return toJobView(row);
        },
        params: row.params ?? {},
        get checkpoint() {
          return checkpoint;
        },
        get progress() {
          return progress;
        },
        async setTotal(total: number) {
          progress = { ...progress, total };
          row = await fenced({ progress });
        },
        async commit(work: (trx: any) => Promise<ChunkOutcome<unknown>>) {
          if (control.stopping()) throw new JobInterrupted();
          chunk += 1;
          let committed: { checkpoint: unknown; progress: JobProgress; row: JobRow } | null = null;
          let settled: (() => void) | null = null;
          // A chunk the database refused for contention (another worker's commit in between) is rolled back whole
          // and tried again from the same checkpoint; only before its COMMIT was issued, so nothing it hands out at
          // the commit (held messages) can go twice.
          for (let attempt = 1; ; attempt++) {
            let reachedCommit = false;
            try {
              await strapi.db.transaction(async ({ trx }) => {
                const outcome = await work(trx);
                const next = { ...progress, ...outcome.progress };
                const updated = await fenced({
                  checkpoint: outcome.checkpoint,
                  progress: next,
                  heartbeatAt: new Date(),
                });
                await hooks.beforeCommit?.({ job: toJobView(updated), chunk });
                committed = { checkpoint: outcome.checkpoint, progress: next, row: updated };
                if (outcome.whenCommitting) settled = onCommitStatement(trx, outcome.whenCommitting);
                reachedCommit = true;
              });
              break;
            } catch (error) {
              if (reachedCommit || attempt >= CHUNK_TRIES || !isTransientDbError(error)) throw error;
              log.warn(
                `job ${row.documentId}: chunk ${chunk} met a busy database (${(error as Error).message}); again.`,
              );
              await new Promise((resolve) => setTimeout(resolve, retryPause(attempt)));
            }
          }
          // Normally already run with the COMMIT; this only covers a transaction that never issued one.
          (settled as (() => void) | null)?.();
          ({ checkpoint, progress, row } = committed!);
          // On SQLite a chunk is synchronous work chained by promises: without a turn of the event loop
          // here, signals (a worker's SIGTERM), timers (a queue lock's renewal) and requests would wait
          // for the whole job.
          await new Promise((resolve) => setImmediate(resolve));
        },
        stopping: control.stopping,
        log,
      };

      try {
        if (checkpoint === null) {
          await phase('INITIALIZING');
          await handler.initialize?.(ctx);
        }
        await phase('PROCESSING');
        await handler.process(ctx);
        await phase('COMPLETING');
        const result = await handler.complete?.(ctx);
        await phase('COMPLETED', { result: result ?? null, finishedAt: new Date(), progress });
        return 'completed';
      } catch (error) {
        if (isSimulatedCrash(error)) return 'crashed';
        if (error instanceof JobLost) {
          log.warn(`job ${row.documentId} (${row.type}) was taken over by another worker; this run stops.`);
          return 'lost';
        }
        if (error instanceof JobInterrupted || (error as JobInterrupted)?.interrupted) return 'interrupted';
        const message = (error as Error)?.message ?? String(error);
        log.error(`job ${row.documentId} (${row.type}) failed: ${(error as Error)?.stack ?? message}`);
        try {
          await phase('FAILING', { error: message });
          await handler.fail?.(ctx, error as Error);
        } catch (cleanup) {
          log.error(`job ${row.documentId}: clean-up after the failure failed too: ${(cleanup as Error).message}`);
        }
        await phase('FAILED', { error: message, finishedAt: new Date() }).catch((e) =>
          log.error(`job ${row.documentId}: ${e.message}`),
        );
        return 'failed';
      }
    },

    backend: undefined as unknown as JobBackend,
    start: () => engine.backend.start(),
    stop: () => engine.backend.stop(),
    idle: () => engine.backend.idle(),
  };
  // With REDIS_URL the jobs go to BullMQ (workers run them); without it this process runs them itself.
  const bullmq = bullmqSettingsFromEnv();
  engine.backend = options.backend
    ? options.backend(engine)
    : bullmq
      ? new BullmqBackend(engine, bullmq)
      : new InProcessBackend(engine, { enabled: process.env.JOBS_IN_PROCESS !== 'false' });
  return engine;
}

export type JobEngine = ReturnType<typeof createJobEngine>;
