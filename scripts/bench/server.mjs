// Starts a throw-away CMS for a benchmark and measures the time until it is healthy.
import fs from 'node:fs';
import { spawnThrowawayCms, throwawaySecrets } from '../lib/throwaway-server.mjs';
import { concurrently, summary } from './stats.mjs';

// BENCH_VERBOSE=1 shows the CMS's debug log (an import's time per phase, for one).
const verbose = Boolean(process.env.BENCH_VERBOSE);

/** What every benchmark's CMS runs with: the demo accounts but no demo content, quiet, no cron, fresh secrets. */
export const benchEnv = (extra = {}) => ({
  SERVE_ADMIN_PANEL: 'false',
  DEMO_DATA: 'true',
  DEMO_CONTENT_ITEMS: '0',
  LOG_LEVEL: 'error',
  STARTUP_MESSAGE: 'false',
  CRON_ENABLED: 'false',
  ...throwawaySecrets(),
  ...extra,
});

export async function startServer({ port, env = {} }) {
  const started = performance.now();
  // Benchmarks sign in far more often than a person, many at once to one account (attempts in flight count until
  // the password is checked); the throttle is not what is measured.
  const limits = { LOGIN_MAX_FAILURES_PER_IP: '1000000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000' };
  const child = spawnThrowawayCms({
    port,
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
    env: { ...limits, ...env, LOG_LEVEL: verbose ? 'debug' : 'error' },
  });
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

/** CPU seconds (user + system) a process used so far, from /proc; null where there is no /proc. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the CMS has finished its work after start-up (demo data, invoice documents, cache warming run in the
 * background once it answers): until it used under 10 % of a core for two seconds in a row, at most `maxMs`.
 * Without it a benchmark measures that work as well.
 */
export async function waitForIdle(server, maxMs = 180_000) {
  const until = performance.now() + maxMs;
  let quiet = 0;
  let last = cpuSeconds(server.pid);
  while (last !== null && quiet < 2 && performance.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(server.pid);
    quiet = now - last < 0.1 ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * Signs in (the demo administrator unless told otherwise) and returns the bearer header and `api`,
 * which sends JSON or a FormData and answers the response's `data` (throwing on an error status).
 */
export async function signIn(server, { identifier = 'admin@example.com', password = 'Admin123!' } = {}) {
  const login = await fetch(`${server.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const { jwt } = await login.json();
  const auth = { authorization: `Bearer ${jwt}` };
  const api = async (method, pathname, body) => {
    const form = body instanceof FormData;
    const res = await fetch(server.url + pathname, {
      method,
      headers: { ...auth, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (res.status >= 300)
      throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  return { auth, api };
}

/**
 * Timed reads of a list (`/api/<resource>?<query>&pagination[page]=n`) as the console makes them; `totals`
 * keeps each query's total, so the figures say how many rows the list had.
 */
export function listReader(server, resource, queries, auth) {
  const totals = {};
  const hit = async (name, page, headers = {}) => {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/${resource}?${queries[name]}&pagination[page]=${page}`, {
      headers: { ...auth, ...headers },
    });
    const body = await res.json();
    if (res.status !== 200 || !Array.isArray(body.data))
      throw new Error(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    totals[name] = body.meta.pagination.total;
    return performance.now() - t;
  };
  /**
   * `console` (as the console asks: through the caches) and `uncached` (Cache-Control: no-cache): each
   * query's first page once (warm-up, and its total), then `clients` clients at once, `rounds` pages each,
   * the queries in order and then in reverse so the machine's noise falls on every query alike.
   */
  const underLoad = async (names, { clients, rounds, pageOf }) => {
    const result = {};
    for (const [variant, headers] of [
      ['console', {}],
      ['uncached', { 'cache-control': 'no-cache' }],
    ]) {
      const samples = Object.fromEntries(names.map((k) => [k, []]));
      for (const name of names) await hit(name, 1, headers);
      for (const order of [names, [...names].reverse()]) {
        for (const name of order)
          await concurrently(clients, Math.ceil(rounds / 2), async () =>
            samples[name].push(await hit(name, pageOf(), headers)),
          );
      }
      result[variant] = Object.fromEntries(
        Object.entries(samples).map(([k, v]) => [k, { ...summary(v), total: totals[k] }]),
      );
    }
    return result;
  };
  /** One client alone, 20 uncached pages per query: what a request costs without queueing behind others. */
  const alone = async (names, pageOf) => {
    const single = Object.fromEntries(names.map((k) => [k, []]));
    for (const name of names)
      for (let i = 0; i < 20; i++) single[name].push(await hit(name, pageOf(), { 'cache-control': 'no-cache' }));
    return Object.fromEntries(Object.entries(single).map(([k, v]) => [k, summary(v)]));
  };
  return { hit, totals, underLoad, alone };
}
