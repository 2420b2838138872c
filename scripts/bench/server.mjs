// Starts a throw-away CMS for a benchmark and measures the time until it is healthy.
import { spawnThrowawayCms } from '../lib/throwaway-server.mjs';

// BENCH_VERBOSE=1 shows the CMS's debug log (an import's time per phase, for one).
const verbose = Boolean(process.env.BENCH_VERBOSE);

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
