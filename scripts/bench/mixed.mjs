// Mixed load (issue #23 "Several processes"): 50 clients (BENCH_CLIENTS) for BENCH_SECONDS (default 30) on one CMS
// process, about 70 % reads and 30 % writes across content, profiles, orders, invoices, GraphQL and page views, as
// the console and the websites make them. Reports p95 over all requests and per operation, answers per second and
// errors. Target (one process): p95 under 250 ms and no errors. SQLite always; PostgreSQL when it answers
// (BENCH_DATABASES limits). On PostgreSQL also two processes (Redis at BENCH_REDIS_URL, default the local one; a
// key prefix of the run's own) behind scripts/lib/round-robin-proxy.mjs, the same load through the proxy in front of
// one process and then of both: target two/one at least 1.7x (BENCH_TWO_PROCESSES=false leaves it out). Each phase
// also says how much CPU (in cores) the CMS processes, the proxy and this load generator used: on a small machine
// they share the cores. Figures go to bench/results/mixed-<date>.json.
import fs from 'node:fs';
import http from 'node:http';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { cmsDir } from '../lib/paths.mjs';
import { startRoundRobinProxy } from '../lib/round-robin-proxy.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, cpuSeconds, signIn, startServer, waitForIdle } from './server.mjs';
import { summary } from './stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const PORT = Number(process.env.BENCH_PORT || 1393);
const PAGE = 'pagination[page]=1&pagination[pageSize]=25';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const TWO_PROCESSES = process.env.BENCH_TWO_PROCESSES !== 'false';
// Payloads that never change are JSON once, not per request (the load generator shares the machine's cores).
const GRAPHQL_CONTENTS = JSON.stringify({ query: '{ contents(pagination: { pageSize: 10 }) { documentId title } }' });

/** What the load is made of: [name, weight, request]; reads weigh 70, writes 30. */
const OPERATIONS = [
  ['content list', 14, (s) => s.get(`/api/contents?${PAGE}&sort[0]=updatedAt:desc&populate[0]=authors`)],
  ['profile list', 12, (s) => s.get(`/api/profiles?${PAGE}&sort[0]=createdAt:desc`)],
  ['order list', 10, (s) => s.get(`/api/orders?${PAGE}&sort[0]=createdAt:desc`)],
  ['invoice list', 10, (s) => s.get(`/api/invoices?${PAGE}&sort[0]=createdAt:desc`)],
  ['graphql contents', 10, (s) => s.post('/graphql', GRAPHQL_CONTENTS)],
  ['delivery item', 14, (s) => s.get(`/api/delivery/contents/${s.pick(s.slugs)}`, { anonymous: true })],
  ['page view', 10, (s) => s.post('/api/statistics', s.pick(s.pageViews), { anonymous: true })],
  [
    'profile create',
    7,
    (s) => s.post('/api/profiles', { data: { email: `mixed-${s.next()}@bench.test`, type: 'LEAD' } }),
  ],
  [
    'profile update',
    4,
    (s) => s.put(`/api/profiles/${s.pick(s.profiles)}`, { data: { firstName: `Bench ${s.next()}` } }),
  ],
  [
    'order create',
    6,
    (s) =>
      s.post('/api/orders', {
        data: { currency: 'EUR', customer: s.customer, lines: [{ product: s.product, quantity: 1 }] },
      }),
  ],
  [
    'content update',
    3,
    (s) => s.put(`/api/contents/${s.pick(s.contents)}`, { data: { introduction: `Bijgewerkt ${s.next()}` } }),
  ],
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [, weight]) => sum + weight, 0);

/**
 * The requests go through node:http on keep-alive sockets (one per client), with headers built once: fetch cost
 * this generator several times the CPU per request, taken from the cores the CMS runs on.
 */
function httpClient(baseUrl) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 8 });
  const send = (method, path, headers, body) =>
    new Promise((resolve) => {
      const req = http.request({ agent, host: base.hostname, port: base.port, method, path, headers }, (res) => {
        res.on('error', () => resolve(0));
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      });
      req.on('error', () => resolve(0));
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

async function session(baseUrl) {
  const { auth, api } = await signIn({ url: baseUrl });
  const client = httpClient(baseUrl);
  const json = { 'content-type': 'application/json' };
  const headers = { signedIn: { ...auth }, signedInJson: { ...auth, ...json }, anonymous: {}, anonymousJson: json };
  let counter = 0;
  const call = (method, path, body, { anonymous = false } = {}) => {
    const kind = `${anonymous ? 'anonymous' : 'signedIn'}${body === undefined ? '' : 'Json'}`;
    return client.send(method, path, headers[kind], typeof body === 'object' ? JSON.stringify(body) : body);
  };
  const ids = async (path) => (await api('GET', path)).map((row) => row.documentId);
  // What a website may show anonymously: the delivery API's own list.
  const slugs = ((await (await fetch(`${baseUrl}/api/delivery/contents?pageSize=100`)).json()).data ?? [])
    .map((row) => row.slug)
    .filter(Boolean);
  const s = {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    pick: (list) => list[Math.floor(Math.random() * list.length)],
    next: () => `${process.pid}-${Date.now().toString(36)}-${++counter}`,
    close: client.close,
    contents: await ids('/api/contents?pagination[pageSize]=100'),
    profiles: await ids('/api/profiles?pagination[pageSize]=100'),
    slugs,
    pageViews: slugs.map((slug) =>
      JSON.stringify({ data: { events: [{ url: `/artikel/${slug}`, eventType: 'Pageview' }] } }),
    ),
    customer: (await ids('/api/customers?pagination[pageSize]=1'))[0],
    product: (
      await ids('/api/products?pagination[pageSize]=1&filters[type][$eq]=PRODUCT&filters[stock][$null]=true')
    )[0],
  };
  if (!s.contents.length || !s.slugs.length || !s.customer || !s.product) throw new Error('no demo data to load');
  return s;
}

const choose = () => {
  let at = Math.random() * TOTAL_WEIGHT;
  for (const operation of OPERATIONS) if ((at -= operation[1]) < 0) return operation;
  return OPERATIONS[0];
};

/** CPU seconds used so far by the whole machine (every process, not idle) and by PostgreSQL's processes (/proc). */
function machineSeconds() {
  try {
    const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const busy = ticks.reduce((sum, n) => sum + n, 0) - ticks[3] - ticks[4];
    const postgres = fs
      .readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid) && fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
      .reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
    return { machine: busy / 100, postgres };
  } catch {
    return { machine: NaN, postgres: NaN };
  }
}

/**
 * CPU in cores (CPU seconds per second) while `work` ran: of the CMS processes `pids` and the proxy,
 * this load generator, PostgreSQL's processes and the whole machine (other work on it included).
 */
async function withCpu(pids, work, proxyPid = null) {
  const before = pids.map(cpuSeconds);
  const proxyBefore = proxyPid && cpuSeconds(proxyPid);
  const self = process.cpuUsage();
  const machineBefore = machineSeconds();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const cores = (used) => Math.round((used / seconds) * 100) / 100;
  const own = process.cpuUsage(self);
  const machineAfter = machineSeconds();
  return {
    ...result,
    cpuCores: {
      cms: pids.map((pid, i) => cores(cpuSeconds(pid) - before[i])),
      ...(proxyPid ? { proxy: cores(cpuSeconds(proxyPid) - proxyBefore) } : {}),
      loadGenerator: cores((own.user + own.system) / 1e6),
      postgres: cores(machineAfter.postgres - machineBefore.postgres),
      machine: cores(machineAfter.machine - machineBefore.machine),
    },
  };
}

async function load(s, seconds = SECONDS) {
  const all = [];
  const byOperation = Object.fromEntries(OPERATIONS.map(([name]) => [name, []]));
  const errors = {};
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const [name, , request] = choose();
        const t = performance.now();
        const status = await request(s).catch(() => 0);
        const ms = performance.now() - t;
        all.push(ms);
        byOperation[name].push(ms);
        if (status === 0 || status >= 400) errors[`${name} ${status}`] = (errors[`${name} ${status}`] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    all: { ...summary(all), perSecond: Math.round(all.length / elapsed) },
    operations: Object.fromEntries(Object.entries(byOperation).map(([name, samples]) => [name, summary(samples)])),
    errors,
  };
}

/** A few seconds of the same mix first (caches and JIT warm, as in a running process), then the measured run. */
async function measureAt(baseUrl, pids, proxyPid) {
  const s = await session(baseUrl);
  try {
    await load(s, 3);
    return await withCpu(pids, () => load(s), proxyPid);
  } finally {
    s.close();
  }
}

/**
 * BENCH_MIXED_COSTS=true: each operation alone, 10 clients for 4 s, after the mixed run: the CMS's CPU milliseconds
 * per request and its p50. The mix's requests/s is one core divided by the weighted sum of these, so they show
 * where a cut pays.
 */
async function operationCosts(baseUrl, pid) {
  const s = await session(baseUrl);
  const costs = {};
  try {
    for (const [name, , request] of OPERATIONS) {
      const times = [];
      const cpuBefore = cpuSeconds(pid);
      const until = performance.now() + 4000;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (performance.now() < until) {
            const t = performance.now();
            await request(s).catch(() => 0);
            times.push(performance.now() - t);
          }
        }),
      );
      const cpuMs = Math.round(((cpuSeconds(pid) - cpuBefore) * 1000 * 10) / times.length) / 10;
      costs[name] = { n: times.length, cpuMsPerRequest: cpuMs, p50: summary(times).p50 };
      console.log(`  ${name}: ${cpuMs} ms CPU per request, p50 ${costs[name].p50} ms alone (10 clients)`);
    }
  } finally {
    s.close();
  }
  return costs;
}

const line = (figures, extra = '') =>
  `${figures.all.perSecond} requests/s, p50 ${figures.all.p50} ms, p95 ${figures.all.p95} ms, errors ` +
  `${JSON.stringify(figures.errors)}, CPU cores ${JSON.stringify(figures.cpuCores)}${extra}`;

/** The round-robin proxy in a process of its own, so it takes no turns of this generator's event loop. */
async function startProxy(targets, port) {
  const child = fork(import.meta.filename, ['--proxy', String(port), ...targets], { stdio: 'inherit' });
  const url = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.url));
    child.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)));
  });
  const counts = () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.counts));
      child.send('counts');
    });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, pid: child.pid, counts, stop };
}

/**
 * Two CMS processes on the same PostgreSQL database and one Redis (a key prefix of this run), jobs in the first,
 * behind the proxy: the mix through the proxy in front of the first alone, then in front of both.
 */
async function measureTwoProcesses(env, direct) {
  const prefix = `nb-bench-mixed-${Date.now()}`;
  const cluster = { ...env, REDIS_URL, BULLMQ_PREFIX: prefix, TRUST_PROXY: 'true' };
  const first = await startServer({ port: PORT + 1, env: { ...cluster, JOBS_IN_PROCESS: 'true' } });
  const servers = [first];
  try {
    servers.push(await startServer({ port: PORT + 2, env: { ...cluster, JOBS_IN_PROCESS: 'false' } }));
    for (const server of servers) await waitForIdle(server, 60_000);
    const phase = async (targets) => {
      const proxy = await startProxy(
        targets.map((server) => server.url),
        PORT + 3,
      );
      try {
        const figures = await measureAt(
          proxy.url,
          targets.map((server) => server.pid),
          proxy.pid,
        );
        return { ...figures, requestsPerProcess: await proxy.counts() };
      } finally {
        await proxy.stop();
      }
    };
    const one = await phase([first]);
    console.log(`  one process behind the proxy: ${line(one)}`);
    const two = await phase(servers);
    const ratio = Math.round((two.all.perSecond / one.all.perSecond) * 100) / 100;
    const ratioToDirect = Math.round((two.all.perSecond / direct.all.perSecond) * 100) / 100;
    const verdict = ratioToDirect >= 1.7 && ratio >= 1.7 && !Object.keys(two.errors).length ? 'met' : 'missed';
    console.log(`  two processes behind the proxy: ${line(two)}`);
    console.log(`  two/one: ${ratio}x behind the proxy, ${ratioToDirect}x to one process direct: target ${verdict}`);
    return { oneBehindProxy: one, two, ratio, ratioToDirect, target: verdict };
  } finally {
    for (const server of servers) await server.stop();
    await dropRedisKeys(prefix);
  }
}

/** Removes the run's keys (queue, cluster channel state) from the shared Redis. */
async function dropRedisKeys(prefix) {
  const Redis = createRequire(path.join(cmsDir, 'package.json'))('ioredis');
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_CONTENT_ITEMS: '200', STATISTICS_MAX_PER_MINUTE: '1000000000' });
  const server = await startServer({ port: PORT, env });
  let figures;
  try {
    // Start-up work (demo data, cache warming) done first: the load meets a running process.
    await waitForIdle(server, 60_000);
    figures = await measureAt(server.url, [server.pid]);
    if (process.env.BENCH_MIXED_COSTS === 'true') figures.costs = await operationCosts(server.url, server.pid);
  } finally {
    await server.stop();
  }
  const verdict = figures.all.p95 < 250 && Object.keys(figures.errors).length === 0 ? 'met' : 'missed';
  console.log(`  ${line(figures)}: target ${verdict}`);
  const result = { ...figures, target: verdict };
  if (db.name === 'postgres' && TWO_PROCESSES) result.twoProcesses = await measureTwoProcesses(env, figures);
  return result;
}

async function main() {
  buildConfig();
  buildCms({ withPanel: false });
  const result = startResults({
    data: {
      clients: CLIENTS,
      seconds: SECONDS,
      contentItems: 200,
      mix: Object.fromEntries(OPERATIONS.map(([n, w]) => [n, w])),
    },
    target:
      'one process: p95 under 250 ms and no errors under 50 clients, about 70 % reads and 30 % writes; ' +
      'two processes on PostgreSQL: at least 1.7x the requests per second of one',
    ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
  });
  result.databases = await measureOnEach(
    'nb_bench_mixed',
    (db) => `${db.name}: mixed load, ${CLIENTS} clients ...`,
    measure,
  );
  console.log(JSON.stringify(result, null, 2));
  writeResults('mixed', result);
}

if (process.argv[2] === '--proxy') {
  // The proxy process (startProxy): answers its URL, then the requests per target when asked.
  const [port, ...targets] = process.argv.slice(3);
  const proxy = await startRoundRobinProxy(targets, { port: Number(port) });
  process.on('message', () => process.send({ counts: proxy.counts }));
  process.on('SIGTERM', () => proxy.close().then(() => process.exit(0)));
  process.send({ url: proxy.url });
} else await main();
