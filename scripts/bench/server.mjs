// Starts a throw-away CMS for a benchmark and measures the time until it is healthy.
import { spawnThrowawayCms } from '../lib/throwaway-server.mjs';

// BENCH_VERBOSE=1 shows the CMS's debug log (an import's time per phase, for one).
const verbose = Boolean(process.env.BENCH_VERBOSE);

export async function startServer({ port, env = {} }) {
  const started = performance.now();
  // Benchmarks sign in far more often than a person; the throttle is not what is measured.
  const child = spawnThrowawayCms({ port, stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'], env: { LOGIN_MAX_FAILURES_PER_IP: '1000000', ...env, LOG_LEVEL: verbose ? 'debug' : 'error' } });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CMS exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const healthyMs = performance.now() - started;
  return {
    url,
    healthyMs,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
