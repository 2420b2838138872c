// `npm run bench`: cold start to healthy, and sign-in plus current-user latency under 50 concurrent
// clients, with Strapi's own GET /api/users/me measured in the same run for comparison. Then the sign-in
// burst: 50 concurrent sign-ins, and GET /api/me from a few other clients idle and during the burst
// (password hashing on the event loop made every other request wait).
// Figures go to bench/results/ with the data size and the machine. Compare ratios, not absolutes:
// the machine is shared and noisy.
import fs from 'node:fs';
import path from 'node:path';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { root } from '../lib/paths.mjs';
import { startServer } from './server.mjs';
import { concurrently, machine, summary } from './stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS || 3);
const port = Number(process.env.BENCH_PORT || 1387);
const PROBES = 4;

buildConfig();
buildCms({ withPanel: false });

const coldStarts = [];
for (let i = 0; i < COLD_STARTS; i++) {
  const server = await startServer({ port });
  coldStarts.push(server.healthyMs);
  if (i < COLD_STARTS - 1) await server.stop();
  else var live = server;
}

const login = async () => {
  const t = performance.now();
  const res = await fetch(`${live.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'editor@example.com', password: 'Editor123!' }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { ms: performance.now() - t, jwt: body.jwt };
};
const timedGet = async (pathname, jwt) => {
  const t = performance.now();
  const res = await fetch(live.url + pathname, { headers: { authorization: `Bearer ${jwt}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
  return performance.now() - t;
};

// Warm-up, so the first JIT and cache misses do not count.
const warm = await login();
for (let i = 0; i < 20; i++) await Promise.all([timedGet('/api/me', warm.jwt), timedGet('/api/users/me', warm.jwt)]);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** GET /api/me from PROBES clients, one request every ~20 ms each, until `until()` says stop. */
const probeMe = async (until) => {
  const samples = [];
  await Promise.all(
    Array.from({ length: PROBES }, async () => {
      while (!until()) {
        samples.push(await timedGet('/api/me', warm.jwt));
        await sleep(20);
      }
    }),
  );
  return samples;
};

// Idle: the probes alone for three seconds.
const idleUntil = Date.now() + 3000;
const meIdle = await probeMe(() => Date.now() > idleUntil);

// The burst: CLIENTS concurrent sign-ins, twice, while the probes run.
const signIn = [];
const tokens = [];
let burstDone = false;
const [meDuringBurst] = await Promise.all([
  probeMe(() => burstDone),
  concurrently(CLIENTS, 2, async (c) => {
    const { ms, jwt } = await login();
    signIn.push(ms);
    tokens[c] = jwt;
  }).then(() => (burstDone = true)),
]);

// Both endpoints in one run, interleaved per client in alternating order, so noise hits both alike.
const me = [];
const usersMe = [];
await concurrently(CLIENTS, ROUNDS, async (c, i) => {
  const order = (c + i) % 2 ? ['/api/me', '/api/users/me'] : ['/api/users/me', '/api/me'];
  for (const p of order) (p === '/api/me' ? me : usersMe).push(await timedGet(p, tokens[c]));
});
await live.stop();

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  data: { database: 'sqlite (fresh, demo data: 2 users, 42 profiles)', clients: CLIENTS, roundsPerClient: ROUNDS },
  coldStartToHealthyMs: summary(coldStarts),
  signIn: summary(signIn),
  signInBurst: {
    'POST /api/auth/local (50 concurrent, twice)': summary(signIn),
    'GET /api/me idle': summary(meIdle),
    'GET /api/me during the burst': summary(meDuringBurst),
    target: 'sign-in p95 under 1000 ms; GET /api/me p95 during the burst within 2x of idle',
  },
  currentUser: { 'GET /api/me': summary(me), 'GET /api/users/me': summary(usersMe) },
};
result.currentUser.ratioP50 =
  Math.round((result.currentUser['GET /api/me'].p50 / result.currentUser['GET /api/users/me'].p50) * 100) / 100;
result.currentUser.ratioP95 =
  Math.round((result.currentUser['GET /api/me'].p95 / result.currentUser['GET /api/users/me'].p95) * 100) / 100;
result.currentUser.target = 'GET /api/me within 1.5x of GET /api/users/me';
result.signInBurst.meRatioP95 =
  Math.round(
    (result.signInBurst['GET /api/me during the burst'].p95 / result.signInBurst['GET /api/me idle'].p95) * 100,
  ) / 100;

const dir = path.join(root, 'bench', 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `auth-${result.date.slice(0, 10)}.json`);
fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${path.relative(root, file)}`);
