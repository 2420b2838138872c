import type { JobProgress, JobStatus } from '@newsroom/config';

/** A job as the API shows it (GET /api/jobs/:id). */
export type JobView = {
  id: number;
  documentId: string;
  type: string;
  status: JobStatus;
  progress: JobProgress;
  params: Record<string, unknown> | null;
  result: unknown;
  error: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** The stored row, with what only the engine sees. */
export type JobRow = JobView & { checkpoint: unknown; owner?: { id: number } | null };

/** What a handler writes with each chunk: where to resume and the progress so far (absolute counts). */
export type ChunkOutcome<C> = {
  checkpoint: C;
  progress: Omit<JobProgress, 'total'> & { total?: number | null };
  /**
   * Runs right after the chunk's COMMIT statement ran (SQLite) or was written to the database connection
   * (PostgreSQL, before its answer), in the same turn of the event loop (./after-commit.ts). For work
   * outside the database that must follow the commit without a gap a crash could fall into, such as
   * releasing held SMTP messages. When the COMMIT then fails, `commit` still throws.
   */
  whenCommitting?: () => void;
};

export type JobContext<P = any, C = any> = {
  job: JobView;
  params: P;
  /** The last committed checkpoint: null on a fresh job, the resume point after a crash or a restart. */
  checkpoint: C | null;
  progress: JobProgress;
  /** Stores the amount of work (for the progress bar), typically during INITIALIZING. */
  setTotal(total: number): Promise<void>;
  /**
   * Runs `work` in ONE database transaction together with the job's checkpoint and progress: the
   * chunk and the resume point commit or roll back together, so a crash never repeats or loses a
   * chunk. Throws JobInterrupted (without running `work`) when the worker is stopping; the job then
   * stays where it is and is resumed by the next worker.
   * `work` may run more than once: a chunk the database refused for contention is rolled back and tried again
   * from the same checkpoint. So it changes nothing outside its transaction; read `checkpoint` after the call.
   */
  commit(work: (trx: any) => Promise<ChunkOutcome<C>>): Promise<void>;
  /** True once the worker was asked to stop (shutdown). */
  stopping(): boolean;
  log: { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };
};

/**
 * The work of one job type. The engine drives the phases and their status words:
 * INITIALIZING → `initialize` (only before the first chunk), PROCESSING → `process`, COMPLETING →
 * `complete` (its value is the job's result), and on an error FAILING → `fail` (clean-up), FAILED.
 * Every phase may run again after a crash, so each must be safe to repeat from the checkpoint.
 */
export type JobHandler<P = any, C = any> = {
  initialize?(ctx: JobContext<P, C>): Promise<void>;
  process(ctx: JobContext<P, C>): Promise<void>;
  complete?(ctx: JobContext<P, C>): Promise<unknown>;
  fail?(ctx: JobContext<P, C>, error: Error): Promise<void>;
};

/**
 * Where queued jobs go and who runs them. The in-process runner is the default; with REDIS_URL the
 * BullMQ backend (./bullmq.ts) puts the job's id on a Redis queue and worker processes run it.
 */
export interface JobBackend {
  /** Hands a stored job (status CREATED) to the workers and marks it PENDING_JOB. */
  add(job: { id: number; documentId: string; type: string }): Promise<void>;
  /** Starts working: resumes jobs a dead worker left, then takes queued ones. */
  start(): Promise<void>;
  /** Stops after the current chunk; an unfinished job is resumed at the next start. */
  stop(): Promise<void>;
  /** Resolves when no job is queued or running in this process (tests, scripts). */
  idle(): Promise<void>;
}

/** Test hooks: called inside a chunk's transaction, after its work and the checkpoint, before the commit. */
export type JobHooks = {
  beforeCommit?: (info: { job: JobView; chunk: number }) => void | Promise<void>;
};

/** Thrown by `commit` when the worker stops; not a failure. */
export class JobInterrupted extends Error {
  readonly interrupted = true;
  constructor() {
    super('The worker is stopping; the job resumes from its checkpoint at the next start.');
  }
}

/** Thrown inside a run whose job another worker took over (this one was presumed dead): its chunk rolls back. */
export class JobLost extends Error {
  constructor() {
    super('Another worker took this job over; this run stops without writing.');
  }
}

/** An error that makes the worker behave as if its process died right there (tests of the resume). */
export function simulatedCrash(message = 'simulated crash') {
  return Object.assign(new Error(message), { simulatedCrash: true });
}
export const isSimulatedCrash = (error: unknown) => !!(error as { simulatedCrash?: boolean })?.simulatedCrash;
