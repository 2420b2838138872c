// `npm run bench`: cold start to healthy, and sign-in plus current-user latency under 50 concurrent
// clients, with Strapi's own GET /api/users/me measured in the same run for comparison.
// Figures go to bench/results/ with the data size and the machine. Compare ratios, not absolutes:
// the machine is shared and noisy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { root } from '../lib/paths.mjs';
import { startServer } from './server.mjs';
import { concurrently, summary } from './stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS || 3);
const port = Number(process.env.BENCH_PORT || 1387);

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

const signIn = [];
const tokens = [];
await concurrently(CLIENTS, 2, async (c) => {
  const { ms, jwt } = await login();
  signIn.push(ms);
  tokens[c] = jwt;
});

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
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  data: { database: 'sqlite (fresh, demo data: 2 users, 42 profiles)', clients: CLIENTS, roundsPerClient: ROUNDS },
  coldStartToHealthyMs: summary(coldStarts),
  signIn: summary(signIn),
  currentUser: { 'GET /api/me': summary(me), 'GET /api/users/me': summary(usersMe) },
};
result.currentUser.ratioP50 = Math.round((result.currentUser['GET /api/me'].p50 / result.currentUser['GET /api/users/me'].p50) * 100) / 100;
result.currentUser.ratioP95 = Math.round((result.currentUser['GET /api/me'].p95 / result.currentUser['GET /api/users/me'].p95) * 100) / 100;
result.currentUser.target = 'GET /api/me within 1.5x of GET /api/users/me';

const dir = path.join(root, 'bench', 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `auth-${result.date.slice(0, 10)}.json`);
fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${path.relative(root, file)}`);
