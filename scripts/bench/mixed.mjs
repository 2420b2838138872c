// Mixed load (issue #23 "Several processes"): 50 clients (BENCH_CLIENTS) for BENCH_SECONDS (default 30) on one CMS
// process, about 70 % reads and 30 % writes across content, profiles, orders, invoices, GraphQL and page views, as
// the console and the websites make them. Reports p95 over all requests and per operation, answers per second and
// errors. Target (one process): p95 under 250 ms and no errors. SQLite always; PostgreSQL when it answers
// (BENCH_DATABASES limits). Figures go to bench/results/mixed-<date>.json.
import { buildCms, buildConfig } from '../lib/build.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';
import { summary } from './stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const PORT = Number(process.env.BENCH_PORT || 1393);
const PAGE = 'pagination[page]=1&pagination[pageSize]=25';

/** What the load is made of: [name, weight, request]; reads weigh 70, writes 30. */
const OPERATIONS = [
  ['content list', 14, (s) => s.get(`/api/contents?${PAGE}&sort[0]=updatedAt:desc&populate[0]=authors`)],
  ['profile list', 12, (s) => s.get(`/api/profiles?${PAGE}&sort[0]=createdAt:desc`)],
  ['order list', 10, (s) => s.get(`/api/orders?${PAGE}&sort[0]=createdAt:desc`)],
  ['invoice list', 10, (s) => s.get(`/api/invoices?${PAGE}&sort[0]=createdAt:desc`)],
  [
    'graphql contents',
    10,
    (s) => s.post('/graphql', { query: '{ contents(pagination: { pageSize: 10 }) { documentId title } }' }),
  ],
  ['delivery item', 14, (s) => s.get(`/api/delivery/contents/${s.pick(s.slugs)}`, { anonymous: true })],
  [
    'page view',
    10,
    (s) =>
      s.post(
        '/api/statistics',
        { data: { events: [{ url: `/artikel/${s.pick(s.slugs)}`, eventType: 'Pageview' }] } },
        { anonymous: true },
      ),
  ],
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

async function session(server) {
  const { auth, api } = await signIn(server);
  let counter = 0;
  const call = async (method, path, body, { anonymous = false } = {}) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { ...(anonymous ? {} : auth), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    return res.status;
  };
  const ids = async (path) => (await api('GET', path)).map((row) => row.documentId);
  const s = {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    pick: (list) => list[Math.floor(Math.random() * list.length)],
    next: () => `${process.pid}-${++counter}`,
    contents: await ids('/api/contents?pagination[pageSize]=100'),
    profiles: await ids('/api/profiles?pagination[pageSize]=100'),
    // What a website may show anonymously: the delivery API's own list.
    slugs: ((await (await fetch(`${server.url}/api/delivery/contents?pageSize=100`)).json()).data ?? [])
      .map((row) => row.slug)
      .filter(Boolean),
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

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_CONTENT_ITEMS: '200', STATISTICS_MAX_PER_MINUTE: '1000000000' });
  const server = await startServer({ port: PORT, env });
  try {
    const s = await session(server);
    await load(s, 3); // a few seconds of the same mix first: caches and JIT warm, as in a running process
    const figures = await load(s);
    const verdict = figures.all.p95 < 250 && Object.keys(figures.errors).length === 0 ? 'met' : 'missed';
    console.log(
      `  ${figures.all.perSecond} requests/s, p50 ${figures.all.p50} ms, p95 ${figures.all.p95} ms, errors ${JSON.stringify(figures.errors)}: target ${verdict}`,
    );
    return { ...figures, target: verdict };
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const result = startResults({
  data: {
    clients: CLIENTS,
    seconds: SECONDS,
    contentItems: 200,
    mix: Object.fromEntries(OPERATIONS.map(([n, w]) => [n, w])),
  },
  target: 'one process: p95 under 250 ms and no errors under 50 clients, about 70 % reads and 30 % writes',
  ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
});
result.databases = await measureOnEach(
  'nb_bench_mixed',
  (db) => `${db.name}: mixed load, ${CLIENTS} clients ...`,
  measure,
);
console.log(JSON.stringify(result, null, 2));
writeResults('mixed', result);
