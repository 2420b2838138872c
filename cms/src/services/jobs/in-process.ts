/**
 * The default job backend: the CMS process itself runs queued jobs, one at a time. At start it resumes
 * what a dead process left (`recover`), then takes the oldest queued job; `add` wakes it at once and a
 * poll picks up jobs queued elsewhere. Claiming is an atomic status change, so two processes never
 * run one job; but recovery at start assumes one CMS process per database: with several processes, use
 * the queue with stalled-job detection (BullMQ with REDIS_URL, README "Several processes").
 */
import type { JobEngine } from './engine';
import type { JobBackend } from './types';

export class InProcessBackend implements JobBackend {
  private running = false;
  private crashed = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  private poked = false;
  private isIdle = false;
  private idleWaiters: (() => void)[] = [];
  private readonly pollMs: number;
  private readonly enabled: boolean;

  constructor(
    private readonly engine: JobEngine,
    { pollMs = Number(process.env.JOBS_POLL_MS || 5000), enabled = true }: { pollMs?: number; enabled?: boolean } = {},
  ) {
    this.pollMs = pollMs;
    this.enabled = enabled;
  }

  async add(job: { id: number }) {
    await this.engine.markPending(job.id);
    this.poke();
  }

  async start() {
    if (!this.enabled || this.running) return;
    this.running = true;
    this.crashed = false;
    await this.engine.recover();
    this.loopDone = this.loop();
  }

  async stop() {
    this.running = false;
    this.poke();
    await this.loopDone;
  }

  idle(): Promise<void> {
    if (!this.running || (this.isIdle && !this.poked)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** True after a simulated crash: the loop stopped as if its process had died. */
  get dead() {
    return this.crashed;
  }

  private poke() {
    this.poked = true;
    this.isIdle = false;
    this.wake?.();
  }

  private settle() {
    this.isIdle = true;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private sleep() {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      timer.unref?.();
      this.wake = done;
      if (this.poked || !this.running) done();
    });
  }

  private async loop() {
    while (this.running) {
      this.poked = false;
      try {
        const next = await this.engine.nextPending();
        if (!next) {
          if (!this.poked) this.settle();
          await this.sleep();
          continue;
        }
        if (!(await this.engine.claim(next.id))) continue;
        const outcome = await this.engine.executeJob(next.id, { stopping: () => !this.running });
        if (outcome === 'crashed') {
          // As if the process died: nothing more is written; the job is resumed at the next start.
          this.crashed = true;
          this.running = false;
        }
      } catch (error) {
        this.engine.log.error(`runner: ${(error as Error).message}`);
        if (this.running) await this.sleep();
      }
    }
    this.settle();
  }
}
