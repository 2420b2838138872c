// SMS benchmark (issue #22: "SMS at the configured rate within 5 %"): SMS campaigns of a few thousand recipients
// from ONE CMS process through the HTTP provider (SMS_PROVIDER=http) to a local gateway stand-in in its own process
// (./sms-gateway.mjs, MessageBird's shape), at BENCH_SMS_RATES (default 50/s and 200/s). The achieved rate is read
// from the gateway's receive times: (count − 1) / (last − first) and, less sensitive to one stall at either end, the
// least-squares slope of arrival index over time. Doubles (a reference received twice) must be 0.
// SQLite, a throw-away database; results in bench/results/sms-<day>.json.
import crypto from 'node:crypto';
import os from 'node:os';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { forkPeer, loadCms } from './in-process.mjs';
import { startResults, writeResults } from './results.mjs';

// Each run lasts about 20-30 s at its rate, so the steady state dominates the start.
const RUNS = (process.env.BENCH_SMS_RATES || '50:1500,200:4000').split(',').map((pair) => {
  const [rate, messages] = pair.split(':').map(Number);
  return { rate, messages };
});
if (!process.env.BENCH_NO_BUILD) {
  buildConfig();
  buildCms({ withPanel: false });
}

const gateway = forkPeer('sms-gateway.mjs');
const { port, key } = await gateway.ready;
const cms = await loadCms('sms', {
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `http://127.0.0.1:${port}`,
  SMS_HTTP_TOKEN: key,
});
const { strapi, knex } = cms;

/** `count` opted-in profiles with Dutch mobile numbers as people type them. */
async function audience(source, count, offset) {
  const now = new Date();
  for (let i = 0; i < count; i += 500) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + 500); j++)
      rows.push({
        document_id: crypto.randomBytes(12).toString('hex').slice(0, 24),
        email: `r${j}@${source}.bench.test`,
        first_name: `Lezer ${j}`,
        phone_number: `06-${String(offset + j).padStart(8, '0')}`,
        type: 'LEAD',
        language: 'NL',
        opt_in: true,
        blocked: false,
        source,
        created_at: now,
        updated_at: now,
      });
    await knex('profiles').insert(rows);
  }
}

/** Messages a second as the least-squares slope of arrival index over arrival time. */
function slope(times) {
  const t = times.map((ms) => ms / 1000);
  const meanT = t.reduce((s, x) => s + x, 0) / t.length;
  const meanI = (t.length - 1) / 2;
  const cov = t.reduce((s, x, i) => s + (x - meanT) * (i - meanI), 0);
  return cov / t.reduce((s, x) => s + (x - meanT) ** 2, 0);
}
const round1 = (n) => Math.round(n * 10) / 10;
const deviation = (measured, rate) => round1((Math.abs(measured - rate) / rate) * 100);

async function run(source, count, rate, offset) {
  await audience(source, count, offset);
  const segment = await strapi.db.query('api::segment.segment').create({
    data: { name: source, rules: { type: 'group', op: 'AND', rules: [{ type: 'source', values: [source] }] } },
  });
  const campaign = await strapi.db.query('api::campaign.campaign').create({
    data: {
      name: source,
      channel: 'SMS',
      smsText: 'Goedemorgen {firstName}, de krant van vandaag staat klaar. Antwoord STOP om af te melden.',
      messagesPerSecond: rate,
      segment: segment.id,
      status: 'OPEN',
    },
  });
  await gateway.ask('reset');
  const started = Date.now();
  await strapi.service('api::campaign.actions').run(campaign.documentId, 'send', null);
  for (;;) {
    const { status } = await strapi.db.query('api::campaign.campaign').findOne({ where: { id: campaign.id } });
    if (status === 'COMPLETED' || status === 'PAUSED' || status === 'FAILED') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const report = await gateway.ask('report');
  const times = report.times.sort((a, b) => a - b);
  const span = (times.at(-1) - times[0]) / 1000;
  const endToEnd = round1((report.count - 1) / span);
  const fitted = round1(slope(times));
  // Per second of the run: the spread a reader of the gateway's logs would see.
  const perSecond = new Map();
  for (const t of times)
    perSecond.set(Math.floor((t - times[0]) / 1000), (perSecond.get(Math.floor((t - times[0]) / 1000)) ?? 0) + 1);
  const full = [...perSecond.entries()].filter(([s]) => s < Math.floor(span)).map(([, n]) => n);
  const figures = {
    recipients: count,
    configuredPerSecond: rate,
    received: report.count,
    unique: report.unique,
    doubles: report.doubles,
    gatewayCalls: report.calls,
    measuredPerSecond: endToEnd,
    fittedPerSecond: fitted,
    deviation: `${deviation(endToEnd, rate)} %`,
    fittedDeviation: `${deviation(fitted, rate)} %`,
    fullSeconds: { min: Math.min(...full), max: Math.max(...full), count: full.length },
    wallSeconds: round1((Date.now() - started) / 1000),
    loadAverage: os.loadavg().map(round1),
  };
  console.log(source, JSON.stringify(figures));
  return figures;
}

const results = startResults({
  target: 'the configured rate within 5 %, no reference received twice',
  provider: 'http (MessageBird shape) to a local stand-in in its own process',
  loadAverageAtStart: os.loadavg().map(round1),
});
results.databases.sqlite = {};
let offset = 10_000_000;
for (const { rate, messages } of RUNS) {
  results.databases.sqlite[`rate${rate}`] = await run(`sms${rate}`, messages, rate, offset);
  offset += messages;
}
writeResults('sms', results);
await cms.close();
gateway.stop();
process.exit(0);
