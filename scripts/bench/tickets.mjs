// Ticket benchmark (issue #21): on one event, 20 clients create ticket orders of 1-4 seats for BENCH_SECONDS
// (default 20), on SQLite and PostgreSQL: orders per second, and afterwards the check that the seats sold equal the
// stock taken (no oversell). Then 20 scanners scan tickets of paid orders, each once: BENCH_SCAN_TICKETS (default
// 1,000) back to back (the capacity), then at a door's pace (below), latency p50/p95 counted from when each scan was
// due. Targets: at least 50 orders/s; scan p95 under 50 ms at 20 scanners, read at the door's pace (a closed loop's
// p95 is 20 times one scan's time by construction, whatever the server; docs/events.md "Benchmark").
// Everything goes through the API (event, product, orders, payments, scans). Door codes are signed with the event's
// door key (GET /api/tickets/door-key/:event), as a door device would. Figures: bench/results/tickets-<date>.json.
import crypto from 'node:crypto';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer, waitForIdle } from './server.mjs';
import { summary } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const CLIENTS = 20;
const SCAN_TICKETS = Number(process.env.BENCH_SCAN_TICKETS || 1000);
// At the door each of the 20 scanners scans a ticket every SCAN_PACE_MS (250 ms: 4 people a second per gate, 80 a
// second for the event, faster than people walk through a gate) for SCAN_SECONDS.
const SCAN_PACE_MS = Number(process.env.BENCH_SCAN_PACE_MS || 250);
const SCAN_SECONDS = Number(process.env.BENCH_SCAN_SECONDS || 10);
const STOCK = 1_000_000;
const PORT = Number(process.env.BENCH_PORT || 1394);

/** An event, its ticket product on sale and a customer, all made through the API as staff would. */
async function prepare(server) {
  const { api, auth } = await signIn(server);
  const event = await api('POST', '/api/events', {
    data: {
      title: `Bench congres ${Date.now().toString(36)}`,
      beginsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000 + 8 * 3_600_000).toISOString(),
      published: true,
      sendConfirmation: false,
      automaticInvoice: false,
    },
  });
  const product = await api('POST', '/api/products', {
    data: {
      type: 'TICKET',
      name: 'Bench congres',
      price: 2500,
      taxPercentage: 9,
      stock: STOCK,
      ticketSaleBeginsAt: new Date(Date.now() - 3_600_000).toISOString(),
      ticketSaleEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
      event: event.documentId,
    },
  });
  const customer = await api('POST', '/api/customers', { data: { name: 'Bench Bezoeker B.V.' } });
  return { api, auth, product: product.documentId, customer: customer.documentId, event: event.documentId };
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

/** Paid tickets' numbers: the orders are paid one by one until there are `count` tickets. */
async function paidTicketNumbers(setup, orderIds, count) {
  const numbers = [];
  for (const id of orderIds) {
    if (numbers.length >= count) break;
    await setup.api('POST', `/api/orders/${id}/pay`);
    const tickets = await setup.api('GET', `/api/tickets?filters[order][documentId][$eq]=${id}&fields[0]=number`);
    numbers.push(...tickets.map((t) => t.number));
  }
  return numbers.slice(0, count);
}

/**
 * Scans each ticket once with 20 scanners. `pace` null: back to back (a closed loop: the capacity, each answer
 * waiting for the 19 others); `pace` ms: each scanner scans one ticket every `pace` ms for SCAN_SECONDS, and an
 * answer's time counts from when it was due.
 */
async function scans(server, setup, numbers, sign, pace = null) {
  const queue = [...numbers];
  const samples = [];
  const results = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; ; i++) {
        const due = pace ? started + (i + c / CLIENTS) * pace : performance.now();
        if (pace && due >= started + SCAN_SECONDS * 1000) break;
        const number = queue.pop();
        if (!number) break;
        if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
        const res = await fetch(`${server.url}/api/tickets/scan`, {
          method: 'POST',
          headers: { ...setup.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ code: sign(number), event: setup.event }),
        });
        const body = await res.json();
        samples.push(performance.now() - due);
        const result = body.result ?? body.error?.details?.code ?? String(res.status);
        results[result] = (results[result] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summary(samples), scansPerSecond: Math.round((samples.length / seconds) * 10) / 10, results };
}

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_TICKETS: 'false' });
  const server = await startServer({ port: PORT, env });
  try {
    await waitForIdle(server);
    const setup = await prepare(server);
    const { ids, ...ordering } = await orders(server, setup);
    console.log(
      `  orders: ${ordering.ordersPerSecond}/s (p95 ${ordering.p95} ms), seats sold ${ordering.seatsSold}, stock taken ${ordering.stockTaken}: ${ordering.noOversell ? 'no oversell' : 'OVERSOLD'}`,
    );
    const { key } = await setup.api('GET', `/api/tickets/door-key/${setup.event}`);
    const sign = (number) =>
      `${number}.${crypto.createHmac('sha256', Buffer.from(key, 'base64url')).update(`ticket:${number}`).digest('base64url').slice(0, 22)}`;
    const atDoor = Math.ceil((SCAN_SECONDS * 1000) / SCAN_PACE_MS) * CLIENTS;
    const numbers = await paidTicketNumbers(setup, ids, SCAN_TICKETS + atDoor);
    const capacity = await scans(server, setup, numbers.slice(0, SCAN_TICKETS), sign);
    console.log(
      `  scans back to back: ${capacity.scansPerSecond}/s, p50 ${capacity.p50} ms, p95 ${capacity.p95} ms, ${JSON.stringify(capacity.results)}`,
    );
    const door = await scans(server, setup, numbers.slice(SCAN_TICKETS), sign, SCAN_PACE_MS);
    console.log(
      `  scans at the door (each scanner every ${SCAN_PACE_MS} ms): p50 ${door.p50} ms, p95 ${door.p95} ms, ${JSON.stringify(door.results)}`,
    );
    const target = ordering.ordersPerSecond >= 50 && ordering.noOversell && door.p95 < 50 ? 'met' : 'missed';
    return { ordering, scanning: { backToBack: capacity, atTheDoor: { paceMs: SCAN_PACE_MS, ...door } }, target };
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
    seatsPerOrder: '1-4',
    scanTickets: SCAN_TICKETS,
    scanPaceMs: SCAN_PACE_MS,
    scanSeconds: SCAN_SECONDS,
  },
  target: 'at least 50 ticket orders/s with 20 clients and no oversell; scan p95 under 50 ms at 20 scanners',
  ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
});
result.databases = await measureOnEach('nb_bench_tickets', (db) => `${db.name}: ticket orders and scans ...`, measure);
console.log(JSON.stringify(result, null, 2));
writeResults('tickets', result);
