// Subscription daily-run benchmark (issue #19): 100,000 active monthly subscriptions whose renewals are spread
// over the month as a real base's are (one in 28 due on the measured day), invoice mode INVOICE, on SQLite and
// PostgreSQL. Measured: the daily run for that day (each due period invoiced and finalised), then the same run
// again, which must issue nothing; checked in SQL afterwards: one period row and one finalised invoice with its
// own number per due subscription. Target: the run under 60 s. Subscriptions are copies of one activated through
// the API, written straight into the table while the CMS is stopped. Figures: bench/results/subscriptions-<date>.json.
//
// Each subscription has its own customer (copies with their address).
//
// BENCH_SUBSCRIPTIONS (default 100000) and BENCH_DUE_EVERY (default 28) change the sizes.
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { root } from '../lib/paths.mjs';
import { connect, measureOnEach } from './databases.mjs';
import { fillTable } from './fill.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';

const TOTAL = Number(process.env.BENCH_SUBSCRIPTIONS || 100_000);
const DUE_EVERY = Number(process.env.BENCH_DUE_EVERY || 28);
const PORT = Number(process.env.BENCH_PORT || 1392);
const TARGET_S = 60;

// The calendar arithmetic of the subscriptions themselves (config/src/subscription-dates.ts), once it is built.
let dates;

/** Through the API: a monthly INVOICE-mode product, a customer, one active subscription (the copies' template). */
async function template(server) {
  const { api } = await signIn(server);
  const tag = await api('POST', '/api/profile-tags', {
    data: { name: 'Bench abonnee', slug: 'bench-abo', kind: 'ACCESS' },
  });
  const product = await api('POST', '/api/products', {
    data: {
      type: 'SUBSCRIPTION',
      name: 'Bench maandabonnement',
      sku: 'BENCH-ABO',
      price: 1295,
      taxPercentage: 9,
      recurrenceCount: 1,
      recurrenceUnit: 'MONTHS',
      invoiceMode: 'INVOICE',
      tagsBirth: [tag.documentId],
      tagsWill: [tag.documentId],
    },
  });
  const customer = await api('POST', '/api/customers', {
    data: {
      name: 'Bench Abonnee B.V.',
      email: 'abonnee@bench.example',
      addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht', defaultBilling: true }],
    },
  });
  const subscription = await api('POST', '/api/subscriptions', {
    data: { customer: customer.documentId, product: product.documentId },
  });
  await api('POST', `/api/subscriptions/${subscription.documentId}/activate-now`, { data: {} });
}

/** One customer per subscription, as a real base has (copies of the API's customer with its address). */
async function fillCustomers(knex) {
  const template = await knex('customers').orderBy('id', 'desc').first();
  const { id: _l, ...cmpLink } = await knex('customers_cmps').where({ entity_id: template.id }).first();
  const { id: _a, ...address } = await knex('components_sales_customer_addresses')
    .where({ id: cmpLink.cmp_id })
    .first();
  let addressId = Number((await knex('components_sales_customer_addresses').max({ max: 'id' }))[0].max);
  const first = Number(template.id) + 1;
  const existing = Number((await knex('customers').count({ n: '*' }))[0].n);
  await fillTable(
    knex,
    'customers',
    existing + TOTAL,
    (i) => ({ name: `Abonnee ${i} B.V.`, email: `abonnee${i}@bench.example`, debtor_id: `BENCH${i}` }),
    (i, id) => {
      addressId += 1;
      return [
        ['components_sales_customer_addresses', { ...address, id: addressId }],
        ['customers_cmps', { ...cmpLink, entity_id: id, cmp_id: addressId }],
      ];
    },
  );
  return first;
}

/** The copies: renewal dates spread over 28 days from `measured`; every DUE_EVERY-th one renews on it. */
async function fill(db, measured) {
  const knex = connect(db, { min: 1, max: 2 });
  try {
    const firstCustomer = await fillCustomers(knex);
    const sub = await knex('subscriptions').orderBy('id', 'desc').first();
    const { id: _p, ...productLink } = await knex('subscriptions_product_lnk')
      .where({ subscription_id: sub.id })
      .first();
    const { id: _c, ...customerLink } = await knex('subscriptions_customer_lnk')
      .where({ subscription_id: sub.id })
      .first();
    await fillTable(
      knex,
      'subscriptions',
      TOTAL,
      (i) => {
        const next = dates.addDays(measured, i % DUE_EVERY);
        return {
          customer_key: firstCustomer + i,
          start_date: dates.addMonths(next, -1),
          next_payment_date: next,
          history: '[]',
        };
      },
      (i, id) => [
        ['subscriptions_product_lnk', { ...productLink, subscription_id: id }],
        ['subscriptions_customer_lnk', { ...customerLink, subscription_id: id, customer_id: firstCustomer + i }],
      ],
    );
    if (db.env.DATABASE_CLIENT === 'postgres') await knex.raw('VACUUM ANALYZE');
    else await knex.raw('ANALYZE');
    return Number((await knex('subscriptions').where({ next_payment_date: measured }).count({ n: '*' }))[0].n);
  } finally {
    await knex.destroy();
  }
}

/** In SQL after both runs: one period row, one finalised invoice and one number per due subscription. */
async function check(db, measured) {
  const knex = connect(db, { min: 1, max: 2 });
  try {
    const periods = await knex('subscription_periods as p')
      .join('subscriptions as s', 's.id', 'p.subscription_id')
      .where('p.period_start', measured)
      .select('p.subscription_id', 'p.invoice_id');
    const invoiceIds = periods.map((p) => p.invoice_id).filter(Boolean);
    const invoices = [];
    for (let i = 0; i < invoiceIds.length; i += 500)
      invoices.push(
        ...(await knex('invoices')
          .whereIn('id', invoiceIds.slice(i, i + 500))
          .select('status', 'serial')),
      );
    return {
      periodRows: periods.length,
      subscriptionsWithPeriod: new Set(periods.map((p) => p.subscription_id)).size,
      invoices: invoices.length,
      finalised: invoices.filter((i) => i.status !== 'DRAFT' && i.serial).length,
      distinctNumbers: new Set(invoices.map((i) => i.serial)).size,
    };
  } finally {
    await knex.destroy();
  }
}

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_SUBSCRIPTIONS: 'false', DEMO_SALES_HISTORY: 'false' });
  let server = await startServer({ port: PORT, env });
  try {
    await template(server);
  } finally {
    await server.stop();
  }
  // Tomorrow: the start-up catch-up run (today) leaves the copies alone; the measured run is for that day.
  const measured = dates.addDays(dates.amsterdamDay(), 1);
  console.log(`  ${db.name}: filling ${TOTAL} subscriptions (${Math.ceil(TOTAL / DUE_EVERY)} renew on ${measured})`);
  const due = await fill(db, measured);
  const waited = await db.settle();
  // BENCH_CPU_PROFILE_DIR=dir: a V8 CPU profile of the measuring process (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  const runner = path.join(root, 'scripts/bench/subscription-run.cjs');
  const out = execFileSync(process.execPath, [...profile, runner, `${measured}T10:00:00Z`], {
    cwd: path.join(root, 'cms'),
    env: { ...process.env, ...env, NODE_ENV: 'development', LOG_LEVEL: 'error' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const run = JSON.parse(out.trim().split('\n').pop());
  const checked = await check(db, measured);
  const seconds = Math.round(run.firstMs / 100) / 10;
  console.log(
    `  ${db.name}: daily run ${seconds} s for ${run.first.invoice} invoices (${Math.round(run.first.invoice / (run.firstMs / 1000))}/s); ` +
      `again ${Math.round(run.secondMs)} ms, ${run.second.invoice} invoices; check ${JSON.stringify(checked)}`,
  );
  const exactlyOnce =
    run.first.invoice === due &&
    run.second.invoice === 0 &&
    checked.periodRows === due &&
    checked.subscriptionsWithPeriod === due &&
    checked.finalised === due &&
    checked.distinctNumbers === due;
  return {
    subscriptions: TOTAL,
    due,
    runSeconds: seconds,
    invoicesPerSecond: Math.round(run.first.invoice / (run.firstMs / 1000)),
    report: run.first,
    secondRunMs: Math.round(run.secondMs),
    secondRunReport: run.second,
    checked,
    exactlyOnce,
    rssMb: Math.round(run.rss / 2 ** 20),
    meetsTarget: exactlyOnce && seconds < TARGET_S,
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    waitedForAutovacuumMs: waited,
  };
}

buildConfig();
buildCms({ withPanel: false });
dates = createRequire(path.join(root, 'cms', 'package.json'))('@newsroom/config');
const results = startResults({
  data: `${TOTAL} active monthly subscriptions (invoice mode INVOICE), renewals spread over 28 days, one day measured`,
  target: `the daily run under ${TARGET_S} s, each due period invoiced exactly once`,
});
results.databases = await measureOnEach(
  'nb_bench_subscriptions',
  (db) => `Subscription daily run on ${db.name}:`,
  measure,
);
writeResults('subscriptions', results);
