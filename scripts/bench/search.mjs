// Top-bar search benchmark (issue #17, C7): `GET /api/search?q=` at 1,000,000 profiles, 100,000 content items,
// 100,000 invoices, 100,000 orders and 10,000 customers, 20 concurrent clients with realistic mixed queries
// (invoice and order numbers whole and in part, customer and person names, e-mail addresses, the start of a title,
// product names, queries without hits), p50/p95 per query kind and overall. The rows are copies of the demo rows
// written straight into the tables while the CMS is stopped (through the API would take hours). SQLite always;
// PostgreSQL when it answers. Figures go to bench/results/search-<date>.json.
//
// BENCH_SEARCH_SCALE=0.1 shrinks every table for a quick run; BENCH_KEEP=1 keeps the databases for query plans.
import os from 'node:os';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { throwawaySecrets } from '../lib/throwaway-server.mjs';
import { connect, measureOnEach } from './databases.mjs';
import { fillTable } from './fill.mjs';
import { startResults, writeResults } from './results.mjs';
import { signIn, startServer } from './server.mjs';
import { concurrently, summary } from './stats.mjs';

const SCALE = Number(process.env.BENCH_SEARCH_SCALE || 1);
const SIZES = {
  profiles: Math.round(1_000_000 * SCALE),
  contents: Math.round(100_000 * SCALE),
  invoices: Math.round(100_000 * SCALE),
  orders: Math.round(100_000 * SCALE),
  customers: Math.round(10_000 * SCALE),
};
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_ROUNDS || 60);
const PORT = Number(process.env.BENCH_PORT || 1389);
const TARGET_P95_MS = 150;

const FIRST = ['Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Ruben', 'Fleur', 'Thijs', 'Noor', 'Jesse', 'Eva', 'Milan'];
const LAST = ['Bakker', 'Visser', 'de Vries', 'Jansen', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Peters'];
const PLACE = ['Utrecht', 'Amstel', 'Delta', 'Noorder', 'Polder', 'Kust', 'Veluwe', 'Maas', 'Rijn', 'Duin'];
const TRADE = ['Bouw', 'Zorg', 'Media', 'Techniek', 'Advies', 'Logistiek', 'Onderwijs', 'Horeca', 'Finance', 'Groen'];
const FORM = ['B.V.', 'Groep', '& Partners', 'N.V.', 'Coöperatie'];
const SUBJECT = ['Gemeenteraad', 'Verkeer', 'Cultuur', 'Sport', 'Onderwijs', 'Zorg', 'Woningbouw', 'Natuur'];

/** What a person types, per kind of query; `{n}` becomes a random number in range. */
const QUERIES = {
  invoiceNumber: (n) => `BX${String(1000 + (n % SIZES.invoices)).padStart(8, '0')}`,
  invoiceNumberPart: (n) =>
    `bx${String(1000 + (n % SIZES.invoices))
      .padStart(8, '0')
      .slice(0, 6)}`,
  orderNumber: (n) => String(100_000 + (n % SIZES.orders)).slice(0, 5),
  customerName: (n) => `${PLACE[n % PLACE.length]} ${TRADE[(n * 3) % TRADE.length]}`,
  personName: (n) => `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]}`.toLowerCase(),
  lastName: (n) => LAST[n % LAST.length],
  email: (n) => `p${n % SIZES.profiles}@`,
  titleStart: (n) => `${SUBJECT[n % SUBJECT.length]} ${n % 100}`,
  partialWord: (n) => ['Jaar', 'Duin', 'Bak', 'Gem', 'Vis', 'Abon'][n % 6],
  noHit: (n) => ['zzqxv', 'XQ99999', 'qwerty uiop', 'Ølstrup'][n % 4],
};

async function fill(db) {
  const knex = connect(db, { min: 1, max: 2 });
  try {
    const now = Date.now();
    await fillTable(knex, 'customers', SIZES.customers, (i) => {
      const name = `${PLACE[i % PLACE.length]} ${TRADE[(i * 3) % TRADE.length]} ${FORM[(i * 7) % FORM.length]} ${i}`;
      return { name, display_name: name, debtor_id: `DB-${100000 + i}`, email: `klant${i}@bench.example` };
    });
    const customers = (await knex('customers').select('id')).map((c) => c.id);
    const customerOf = (i) => customers[(i * 7919) % customers.length];
    await fillTable(knex, 'profiles', SIZES.profiles, (i) => ({
      first_name: FIRST[i % FIRST.length],
      last_name: LAST[(i * 7) % LAST.length],
      email: `p${i}@bench.example`,
      screen_name: null,
      created_at: new Date(now - i * 1000),
      updated_at: new Date(now - i * 1000),
    }));
    await fillTable(knex, 'contents', SIZES.contents, (i) => ({
      title: `${SUBJECT[i % SUBJECT.length]} ${i % 100}: bericht ${i} over de regio`,
      slug: `bench-bericht-${i}`,
      locale: 'nl',
    }));
    const yearAgo = now - 365 * 86_400_000;
    await fillTable(
      knex,
      'orders',
      SIZES.orders,
      (i) => ({ serial: String(100_000 + i), created_at: new Date(yearAgo + i * 300_000) }),
      (i, id) => [['orders_customer_lnk', { order_id: id, customer_id: customerOf(i) }]],
    );
    await fillTable(
      knex,
      'invoices',
      SIZES.invoices,
      (i) => ({
        serial: i % 10 === 9 ? null : `BX${String(1000 + i).padStart(8, '0')}`,
        status: i % 10 === 9 ? 'DRAFT' : 'PENDING',
      }),
      (i, id) => [['invoices_customer_lnk', { invoice_id: id, customer_id: customerOf(i) }]],
    );
    // Tables that grew over months have been analysed (and vacuumed) by then; a bulk copy not yet.
    if (db.env.DATABASE_CLIENT === 'postgres') await knex.raw('VACUUM ANALYZE');
    else await knex.raw('ANALYZE');
  } finally {
    await knex.destroy();
  }
}

async function measure(db) {
  const env = {
    SERVE_ADMIN_PANEL: 'false',
    DEMO_DATA: 'true',
    DEMO_CONTENT_ITEMS: '5',
    LOG_LEVEL: 'error',
    STARTUP_MESSAGE: 'false',
    CRON_ENABLED: 'false',
    // One signed-in token for every client: the throttle is not what is measured.
    SEARCH_MAX_PER_MINUTE: '100000000',
    ...throwawaySecrets(),
    ...db.env,
  };
  // First start: schema, indexes and the demo rows that serve as templates.
  let server = await startServer({ port: PORT, env });
  await server.stop();
  console.log(`  ${db.name}: filling`);
  await fill(db);
  const waited = await db.settle();

  server = await startServer({ port: PORT, env });
  try {
    const { auth } = await signIn(server);
    const kinds = Object.keys(QUERIES);
    const samples = Object.fromEntries(kinds.map((k) => [k, []]));
    const hits = Object.fromEntries(kinds.map((k) => [k, 0]));
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647);
    const hit = async (kind, record = true) => {
      const q = QUERIES[kind](random());
      const t = performance.now();
      const res = await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`, { headers: auth });
      const body = await res.json();
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`${kind} "${q}": ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      if (record) {
        samples[kind].push(ms);
        hits[kind] += body.data.length;
      }
    };
    // Warm-up: code and database pages, as on a server that has been running.
    await concurrently(CLIENTS, 5, (c, i) => hit(kinds[(c + i) % kinds.length], false));
    const started = performance.now();
    await concurrently(CLIENTS, REQUESTS_PER_CLIENT, (c, i) => hit(kinds[(c * 7 + i) % kinds.length]));
    const seconds = (performance.now() - started) / 1000;
    const all = Object.values(samples).flat();
    const byKind = Object.fromEntries(
      kinds.map((k) => [
        k,
        { ...summary(samples[k]), averageHits: Math.round((hits[k] / samples[k].length) * 10) / 10 },
      ]),
    );
    for (const [k, s] of Object.entries(byKind))
      console.log(`  ${db.name}: ${k.padEnd(18)} p50 ${s.p50} ms, p95 ${s.p95} ms (${s.averageHits} hits)`);
    const overall = summary(all);
    console.log(
      `  ${db.name}: overall p50 ${overall.p50} ms, p95 ${overall.p95} ms, ${Math.round(all.length / seconds)} req/s`,
    );
    // The floor on this machine right now: the cheapest signed-in call (GET /api/me) under the same clients.
    const me = [];
    await concurrently(CLIENTS, Math.ceil(REQUESTS_PER_CLIENT / 2), async () => {
      const t = performance.now();
      await fetch(`${server.url}/api/me`, { headers: auth }).then((r) => r.json());
      me.push(performance.now() - t);
    });
    const baselineMe = summary(me);
    console.log(`  ${db.name}: GET /api/me under the same load: p50 ${baselineMe.p50} ms, p95 ${baselineMe.p95} ms`);
    // One client alone: what one search costs without queueing behind others.
    const single = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      await fetch(`${server.url}/api/search?q=${encodeURIComponent(QUERIES[kinds[i % kinds.length]](random()))}`, {
        headers: auth,
      }).then((r) => r.json());
      single.push(performance.now() - t);
    }
    return {
      // Per database: a run on one database (BENCH_DATABASES) may use another BENCH_SEARCH_SCALE than the other's.
      sizes: SIZES,
      overall,
      requestsPerSecond: Math.round(all.length / seconds),
      byKind,
      singleClient: summary(single),
      baselineMe,
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
      meetsTarget: overall.p95 < TARGET_P95_MS,
      waitedForAutovacuumMs: waited,
    };
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const results = startResults({
  // Table sizes are per database (`sizes`).
  data: { clients: CLIENTS, requestsPerClient: REQUESTS_PER_CLIENT, perKindLimit: 5 },
  queries: Object.fromEntries(Object.entries(QUERIES).map(([k, make]) => [k, make(4242)])),
  target: `p95 under ${TARGET_P95_MS} ms with ${CLIENTS} clients (administrator: every kind searched)`,
});
results.databases = await measureOnEach('nb_bench_search', (db) => `Search on ${db.name}:`, measure);
writeResults('search', results);
