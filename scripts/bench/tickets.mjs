// Ticket benchmark (issue #21): on one event, 20 clients create ticket orders of 1-4 seats for BENCH_SECONDS
// (default 20), on SQLite and PostgreSQL: orders per second, and afterwards the check that the seats sold equal the
// stock taken (no oversell). Then BENCH_SCAN_TICKETS (default 1,000) tickets of paid orders are scanned by 20
// concurrent scanners, each ticket once: scan latency p50/p95. Targets: at least 50 orders/s; scan p95 under 50 ms.
// The event is written into its table (the events API is the other half of #21); the product, orders, payments and
// scans go through the API. Door codes are signed with the event's door key (GET /api/tickets/door-key/:event), as a
// door device would. Figures: bench/results/tickets-<date>.json.
import crypto from 'node:crypto';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { connect, measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';
import { summary } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const CLIENTS = 20;
const SCAN_TICKETS = Number(process.env.BENCH_SCAN_TICKETS || 1000);
const STOCK = 1_000_000;
const PORT = Number(process.env.BENCH_PORT || 1394);

/** A ticket product on sale, its event (written into the table) and a customer. */
async function prepare(server, db) {
  const { api, auth } = await signIn(server);
  const product = await api('POST', '/api/products', {
    data: {
      type: 'TICKET',
      name: 'Bench congres',
      price: 2500,
      taxPercentage: 9,
      stock: STOCK,
      ticketSaleBeginsAt: new Date(Date.now() - 3_600_000).toISOString(),
      ticketSaleEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  const customer = await api('POST', '/api/customers', { data: { name: 'Bench Bezoeker B.V.' } });
  const knex = connect(db, { min: 1, max: 1 });
  try {
    const now = new Date();
    const documentId = `bench${crypto.randomBytes(8).toString('hex')}`.slice(0, 24);
    const [row] = await knex('events')
      .insert({
        document_id: documentId,
        title: 'Bench congres',
        slug: 'bench-congres',
        send_confirmation: false,
        automatic_invoice: false,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id');
    const productRow = await knex('products').where({ document_id: product.documentId }).first('id');
    await knex('products_event_lnk').insert({ product_id: productRow.id, event_id: row.id ?? row });
    return { api, auth, product: product.documentId, customer: customer.documentId, event: documentId };
  } finally {
    await knex.destroy();
  }
}

async function orders(server, setup) {
  let sold = 0;
  let created = 0;
  const refused = {};
  const ids = [];
  const samples = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const quantity = 1 + ((c + i) % 4);
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/orders`, {
          method: 'POST',
          headers: { ...setup.auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            data: {
              currency: 'EUR',
              customer: setup.customer,
              addressee: { firstName: `Gast${c}`, lastName: `Bench${i}` },
              lines: [{ product: setup.product, quantity }],
            },
          }),
        });
        const body = await res.json();
        samples.push(performance.now() - t0);
        if (res.status === 201) {
          created++;
          sold += quantity;
          ids.push(body.data.documentId);
        } else {
          const code = body.error?.details?.code ?? String(res.status);
          refused[code] = (refused[code] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stock = (await setup.api('GET', `/api/products/${setup.product}`)).stock;
  return {
    ...summary(samples),
    ordersPerSecond: Math.round((created / seconds) * 10) / 10,
    created,
    refused,
    seatsSold: sold,
    stockTaken: STOCK - stock,
    noOversell: STOCK - stock === sold,
    ids,
  };
}

async function scans(server, setup, orderIds) {
  const { key } = await setup.api('GET', `/api/tickets/door-key/${setup.event}`);
  const sign = (number) =>
    `${number}.${crypto.createHmac('sha256', Buffer.from(key, 'base64url')).update(`ticket:${number}`).digest('base64url').slice(0, 22)}`;
  const numbers = [];
  for (const id of orderIds) {
    if (numbers.length >= SCAN_TICKETS) break;
    await setup.api('POST', `/api/orders/${id}/pay`);
    const tickets = await setup.api('GET', `/api/tickets?filters[order][documentId][$eq]=${id}&fields[0]=number`);
    numbers.push(...tickets.map((t) => t.number));
  }
  const queue = numbers.slice(0, SCAN_TICKETS);
  const samples = [];
  const results = {};
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let number = queue.pop(); number; number = queue.pop()) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/tickets/scan`, {
          method: 'POST',
          headers: { ...setup.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ code: sign(number), event: setup.event }),
        });
        const body = await res.json();
        samples.push(performance.now() - t0);
        const result = body.result ?? body.error?.details?.code ?? String(res.status);
        results[result] = (results[result] ?? 0) + 1;
      }
    }),
  );
  return { ...summary(samples), results };
}

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_TICKETS: 'false' });
  const server = await startServer({ port: PORT, env });
  try {
    const setup = await prepare(server, db);
    const { ids, ...ordering } = await orders(server, setup);
    console.log(
      `  orders: ${ordering.ordersPerSecond}/s (p95 ${ordering.p95} ms), seats sold ${ordering.seatsSold}, stock taken ${ordering.stockTaken}: ${ordering.noOversell ? 'no oversell' : 'OVERSOLD'}`,
    );
    const scanning = await scans(server, setup, ids);
    console.log(`  scans: p50 ${scanning.p50} ms, p95 ${scanning.p95} ms, ${JSON.stringify(scanning.results)}`);
    const target = ordering.ordersPerSecond >= 50 && ordering.noOversell && scanning.p95 < 50 ? 'met' : 'missed';
    return { ordering, scanning, target };
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const result = startResults({
  data: { clients: CLIENTS, seconds: SECONDS, seatsPerOrder: '1-4', scanTickets: SCAN_TICKETS },
  target: 'at least 50 ticket orders/s with 20 clients and no oversell; scan p95 under 50 ms at 20 scanners',
  ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
});
result.databases = await measureOnEach('nb_bench_tickets', (db) => `${db.name}: ticket orders and scans ...`, measure);
console.log(JSON.stringify(result, null, 2));
writeResults('tickets', result);
