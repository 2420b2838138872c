// Invoice benchmark (issue "Sales II"): finalisations per second on ONE channel with 20 concurrent
// clients through the real API (numbers checked gapless afterwards), then the invoice list
// (`GET /api/invoices`, the console's tabs, 25 per page) at 100,000 invoices, p50/p95 under 20
// concurrent clients. The 100,000 are copies of the finalised ones, written straight into the tables
// while the CMS is stopped (making them through the API would take the benchmark's whole budget).
// SQLite always; PostgreSQL when it answers. Figures go to bench/results/invoices-<date>.json.
//
// BENCH_INVOICES=N changes the list size; BENCH_FINALISATIONS=N the number finalised; BENCH_KEEP=1
// keeps the databases (and prints where they are) for looking at query plans afterwards.
import { buildCms, buildConfig } from '../lib/build.mjs';
import { connect, measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, listReader, signIn, startServer } from './server.mjs';
import { concurrently, summary } from './stats.mjs';

const LIST_SIZE = Number(process.env.BENCH_INVOICES || 100_000);
const FINALISATIONS = Number(process.env.BENCH_FINALISATIONS || 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 16);
const PORT = Number(process.env.BENCH_PORT || 1388);

const SUPPLIER = {
  company: 'Bench Media B.V.',
  street: 'Oudegracht',
  houseNumber: '1',
  postcode: '3511 AX',
  city: 'Utrecht',
  coc: '30123456',
  vat: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
};

/** Copies the finalised invoices (and their channel and customer links) until the table holds `size`. */
async function fillTo(db, size) {
  const knex = connect(db);
  try {
    const existing = Number((await knex('invoices').count({ n: '*' }))[0].n);
    const templates = await knex('invoices').whereNot('status', 'DRAFT').where('kind', 'INVOICE').limit(200);
    const channelLinks = new Map(
      (await knex('invoices_channel_lnk').select('invoice_id', 'channel_id')).map((l) => [l.invoice_id, l.channel_id]),
    );
    const customers = (await knex('customers').select('id')).map((c) => c.id);
    let { max } = (await knex('invoices').max({ max: 'id' }))[0];
    const today = Date.now();
    const statuses = [
      'PENDING',
      'CLOSED',
      'CLOSED',
      'CLOSED',
      'PENDING',
      'DRAFT',
      'CLOSED',
      'PENDING',
      'CLOSED',
      'CLOSED',
    ];
    for (let done = existing; done < size;) {
      const rows = [];
      const links = [];
      for (let i = 0; i < 1000 && done < size; i++, done++) {
        const t = templates[done % templates.length];
        const id = ++max;
        const status = statuses[done % statuses.length];
        const day = new Date(today - (done % 1400) * 86_400_000).toISOString().slice(0, 10);
        const { id: _id, document_id: _doc, ...read } = t;
        // JSON columns come back parsed from PostgreSQL; written back they must be JSON text (not PG arrays).
        const rest = Object.fromEntries(
          Object.entries(read).map(([k, v]) => [
            k,
            v && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v) ? JSON.stringify(v) : v,
          ]),
        );
        rows.push({
          ...rest,
          id,
          document_id: `bench${String(id).padStart(19, '0')}`,
          status,
          serial: status === 'DRAFT' ? null : `BX${String(id).padStart(8, '0')}`,
          invoice_date: day,
          due_date: day,
          open_amount: status === 'CLOSED' ? 0 : t.total,
          paid: status === 'CLOSED' ? t.total : 0,
        });
        links.push({
          channel: { invoice_id: id, channel_id: channelLinks.get(t.id) },
          customer: { invoice_id: id, customer_id: customers[done % customers.length] },
        });
      }
      await knex.transaction(async (trx) => {
        for (let i = 0; i < rows.length; i += 50) await trx('invoices').insert(rows.slice(i, i + 50));
        for (let i = 0; i < links.length; i += 200) {
          await trx('invoices_channel_lnk').insert(links.slice(i, i + 200).map((l) => l.channel));
          await trx('invoices_customer_lnk').insert(links.slice(i, i + 200).map((l) => l.customer));
        }
      });
    }
    if (db.env.DATABASE_CLIENT === 'postgres') {
      await knex.raw("SELECT setval(pg_get_serial_sequence('invoices', 'id'), (SELECT max(id) FROM invoices))");
      // A table that grew to 100,000 over months has been vacuumed by then (its visibility map lets
      // counts and the search use index-only scans); a bulk copy has not, and autovacuum gets to it
      // only a minute or more later. The steady state is what is measured.
      await knex.raw('VACUUM ANALYZE invoices, invoices_channel_lnk, invoices_customer_lnk');
    } else await knex.raw('ANALYZE');
  } finally {
    await knex.destroy();
  }
}

async function measure(db) {
  const env = benchEnv(db.env);
  const result = { finalisations: {}, list: {} };
  let server = await startServer({ port: PORT, env });
  try {
    const { api } = await signIn(server);
    const channel = await api('POST', '/api/channels', {
      data: {
        name: 'Bench',
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialPrefix: 'BN',
        invoiceSerialLength: 7,
        invoiceStartWithSerial: 1,
      },
    });
    const customer = (await api('GET', '/api/customers?pagination[pageSize]=1'))[0].documentId;
    process.stdout.write(`  ${db.name}: ${FINALISATIONS} drafts ... `);
    const drafts = [];
    await concurrently(4, Math.ceil(FINALISATIONS / 4), async () => {
      if (drafts.length >= FINALISATIONS) return;
      const draft = await api('POST', '/api/invoices', {
        data: {
          customer,
          channel: channel.documentId,
          lines: [
            { description: 'Advertentie', unitPrice: 12500, quantity: 2, taxPercentage: 21 },
            { description: 'Jaarboek', unitPrice: 2495, quantity: 1, taxPercentage: 9 },
          ],
        },
      });
      drafts.push(draft.documentId);
    });
    process.stdout.write('finalising ... ');
    // One client first (the floor of one finalisation), then CLIENTS at once on the rest.
    const single = [];
    for (const id of drafts.slice(0, 50)) {
      const t = performance.now();
      await api('POST', `/api/invoices/${id}/finalize`);
      single.push(performance.now() - t);
    }
    const latencies = [];
    const queue = drafts.slice(50);
    const started = performance.now();
    await concurrently(CLIENTS, Math.ceil(queue.length / CLIENTS), async () => {
      const id = queue.shift();
      if (!id) return;
      const t = performance.now();
      await api('POST', `/api/invoices/${id}/finalize`);
      latencies.push(performance.now() - t);
    });
    const seconds = (performance.now() - started) / 1000;
    const serials = [];
    const toRead = [...drafts];
    await concurrently(10, Math.ceil(toRead.length / 10), async () => {
      const id = toRead.shift();
      if (id) serials.push(Number((await api('GET', `/api/invoices/${id}`)).serial.slice(2)));
    });
    serials.sort((a, b) => a - b);
    const gapless = serials.every((s, i) => s === i + 1);
    result.finalisations = {
      count: drafts.length,
      clients: CLIENTS,
      perSecond: Math.round((drafts.length - 50) / seconds),
      latencyMs: summary(latencies),
      oneClientLatencyMs: summary(single),
      gapless,
      note: 'PDF and UBL are made after the commit, off the request path',
    };
    console.log(
      `${result.finalisations.perSecond}/s, p95 ${result.finalisations.latencyMs.p95} ms (one client: p50 ${result.finalisations.oneClientLatencyMs.p50} ms), gapless ${gapless}`,
    );
    // The documents are made in the background: wait until they are, so the list is measured on a quiet server.
    for (let i = 0; i < 600; i++) {
      const missing = await api(
        'GET',
        `/api/invoices?filters[status][$ne]=DRAFT&filters[pdfHash][$null]=true&pagination[pageSize]=1`,
      );
      if (!missing.length) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await server.stop();
  }

  process.stdout.write(`  ${db.name}: filling to ${LIST_SIZE} invoices ... `);
  const fillStarted = performance.now();
  await fillTo(db, LIST_SIZE);
  console.log(`${Math.round((performance.now() - fillStarted) / 1000)} s`);
  result.waitedForAutovacuumMs = await db.settle();

  server = await startServer({ port: PORT, env });
  try {
    const { auth, api } = await signIn(server);
    const today = new Date().toISOString().slice(0, 10);
    const customer = (await api('GET', '/api/customers?pagination[pageSize]=1&sort=id:desc'))[0].documentId;
    const page = 'pagination[pageSize]=25&populate[0]=customer&populate[1]=channel';
    const queries = {
      pending: `filters[status][$eq]=PENDING&sort=invoiceDate:desc&${page}`,
      expired: `filters[status][$eq]=PENDING&filters[dueDate][$lt]=${today}&sort=dueDate:asc&${page}`,
      closed: `filters[status][$eq]=CLOSED&sort=invoiceDate:desc&${page}`,
      drafts: `filters[status][$eq]=DRAFT&sort=updatedAt:desc&${page}`,
      bySerial: `filters[status][$eq]=PENDING&sort=serial:desc&${page}`,
      byOpenAmount: `filters[status][$eq]=PENDING&sort=openAmount:desc&${page}`,
      customer: `filters[customer][documentId][$eq]=${customer}&sort=invoiceDate:desc&${page}`,
      search: `filters[$or][0][serial][$containsi]=BX0004242&filters[$or][1][reference][$containsi]=BX0004242&sort=invoiceDate:desc&${page}`,
    };
    const { hit, underLoad, alone } = listReader(server, 'invoices', queries, auth);
    const pageOf = () => (Math.random() < 0.7 ? 1 : 2 + Math.floor(Math.random() * 10));
    const names = Object.keys(queries);
    // A server that has been running: its code warmed up and the database's pages in memory. Uncached
    // requests only, so the lists' cache starts empty when the measuring begins.
    for (const name of names)
      await concurrently(CLIENTS, 2, () => hit(name, pageOf(), { 'cache-control': 'no-cache' }));
    // console: as the console asks (through the lists' read cache); uncached: Cache-Control: no-cache.
    Object.assign(result.list, await underLoad(names, { clients: CLIENTS, rounds: ROUNDS, pageOf }));
    for (const variant of ['console', 'uncached'])
      for (const [name, s] of Object.entries(result.list[variant]))
        console.log(`  ${db.name}: list (${variant}) ${name}: p50 ${s.p50} ms, p95 ${s.p95} ms (${s.total} matching)`);
    result.list.singleClientUncached = await alone(names, pageOf);
    for (const [name, s] of Object.entries(result.list.singleClientUncached))
      console.log(`  ${db.name}: list (one client, uncached) ${name}: p50 ${s.p50} ms, p95 ${s.p95} ms`);
  } finally {
    await server.stop();
  }
  return result;
}

buildConfig();
buildCms({ withPanel: false });
const results = startResults({
  listSize: LIST_SIZE,
  targets: { finalisationsPerSecond: 100, listP95Ms: 150 },
});
results.databases = await measureOnEach('nb_bench_invoices', (db) => `Invoices on ${db.name}:`, measure);
writeResults('invoices', results);
