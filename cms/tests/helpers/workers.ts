/**
 * Worker processes for the BullMQ tests: `npm run worker` (scripts/worker.mjs) spawned N times on the
 * test app's database and the local Redis under a prefix of this test file, stopped with SIGTERM or
 * killed with SIGKILL. Start the app with `redisEnvironment().env` (the web process then only queues),
 * then `startWorkers(n)`; `cleanUp()` stops the workers and deletes the prefix's keys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';

const root = path.resolve(__dirname, '..', '..', '..');
export const redisUrl = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** True when Redis answers at REDIS_URL (or 127.0.0.1:6379). */
export function redisAvailable(url = redisUrl(), timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export type WorkerProcess = {
  pid: number;
  child: ChildProcess;
  /** Everything the worker printed so far. */
  output: () => string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
};

/**
 * The environment of one test file's queue: its own key prefix and a short lock, so a killed worker's
 * job is picked up by another within seconds (BULLMQ_LOCK_MS). Not shorter: a worker renews its lock
 * every half lock from its event loop, and on a busy CI machine a 2 s lock can lapse under a live worker,
 * letting a second worker take its job over (attempts 1 where a test expects 0).
 */
export function redisEnvironment(lockMs = 6000) {
  const prefix = `nbtest_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const env = {
    REDIS_URL: redisUrl(),
    BULLMQ_PREFIX: prefix,
    BULLMQ_LOCK_MS: String(lockMs),
    JOBS_IN_PROCESS: 'false',
  };
  const workers: WorkerProcess[] = [];

  /** Spawns `count` workers with the current process.env (the app's database and secrets) and waits until they are ready. */
  async function startWorkers(count = 1, extraEnv: Record<string, string> = {}): Promise<WorkerProcess[]> {
    const started = Array.from({ length: count }, () => spawnWorker(extraEnv));
    workers.push(...started);
    await Promise.all(started.map((w) => waitFor(w, /worker \d+ ready/, 120_000)));
    return started;
  }

  function spawnWorker(extraEnv: Record<string, string>): WorkerProcess {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'worker.mjs')], {
      cwd: root,
      // LOG_LEVEL info: the "runs job" lines tell the tests which worker took a job.
      env: { ...process.env, ...env, LOG_LEVEL: 'info', STARTUP_MESSAGE: 'false', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout!.on('data', (d) => (text += d));
    child.stderr!.on('data', (d) => (text += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { pid: child.pid!, child, output: () => text, exited };
  }

  /** Waits until the worker printed a line matching `pattern`; fails with its output when it exits first. */
  async function waitFor(worker: WorkerProcess, pattern: RegExp, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(worker.output())) {
      if (!isAlive(worker)) throw new Error(`worker ${worker.pid} exited before ${pattern}:\n${worker.output()}`);
      if (Date.now() > until)
        throw new Error(`worker ${worker.pid}: no ${pattern} in ${timeoutMs} ms:\n${worker.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const isAlive = (w: WorkerProcess) => w.child.exitCode === null && w.child.signalCode === null;
  /** The workers still running. */
  const alive = () => workers.filter(isAlive);

  /** The workers that logged running job `documentId` (each start of a run is one entry). */
  const runsOf = (documentId: string) =>
    workers.flatMap((w) => (w.output().match(new RegExp(`runs job ${documentId}\\b`, 'g')) ?? []).map(() => w));

  /** SIGTERM: the worker finishes its current chunk, hands its job back and exits 0. */
  async function stop(worker: WorkerProcess) {
    if (isAlive(worker)) worker.child.kill('SIGTERM');
    return worker.exited;
  }
  /** SIGKILL: the worker dies on the spot, as on a crash or `kill -9`. */
  async function kill(worker: WorkerProcess) {
    if (isAlive(worker)) worker.child.kill('SIGKILL');
    return worker.exited;
  }

  /** A Redis client for assertions on the queue (closed by cleanUp). */
  let client: Redis | null = null;
  const redis = () => (client ??= new Redis(redisUrl(), { maxRetriesPerRequest: null }));

  /** Kills the workers still running and deletes every key under this prefix. */
  async function cleanUp() {
    await Promise.all(workers.map(kill));
    const r = redis();
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await r.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await r.quit();
    client = null;
  }

  return { prefix, env, workers, alive, startWorkers, waitFor, runsOf, stop, kill, redis, cleanUp };
}
