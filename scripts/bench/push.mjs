// Push benchmark (issue #22: "push to the local stand-in at least 200 messages/s"): push campaigns of a few thousand
// devices from ONE CMS process to a local push service in its own process (./push-service.mjs), each message
// encrypted for its device (aes128gcm, a fresh ECDH key per message) and VAPID-signed by web-push, at
// BENCH_PUSH_RATES (rate:devices, default 200/s with 2,000 devices and the highest rate, 1000/s, with 4,000: what one
// process achieves). The achieved rate is read from the service's receive times: (count − 1) / (last − first) and
// the least-squares slope of arrival index over time. Doubles (a device reached twice) must be 0; one message in 25
// is decrypted by the service and must be the campaign's. SQLite, a throw-away database; results in
// bench/results/push-<day>.json.
import crypto from 'node:crypto';
import os from 'node:os';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { forkPeer, loadCms } from './in-process.mjs';
import { startResults, writeResults } from './results.mjs';

const RUNS = (process.env.BENCH_PUSH_RATES || '200:2000,1000:4000').split(',').map((pair) => {
  const [rate, devices] = pair.split(':').map(Number);
  return { rate, devices };
});
if (!process.env.BENCH_NO_BUILD) {
  buildConfig();
  buildCms({ withPanel: false });
}

const service = forkPeer('push-service.mjs');
await service.ready;
const cms = await loadCms('push', {
  // Not production: the stand-in's endpoint is plain http on 127.0.0.1, which the sender accepts only outside
  // production with PUSH_ALLOW_INSECURE_ENDPOINTS (docs/push.md "Endpoints"); everything else is as sent for real.
  NODE_ENV: 'development',
  PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
});
const { strapi, knex } = cms;
const meta = strapi.db.metadata.get('api::push-subscription.push-subscription');
const column = (name) => meta.attributes[name].columnName ?? name;
const link = meta.attributes.profile.joinTable;

/** `count` profiles with `source`, each with one device made by the push service. */
async function audience(source, count) {
  const now = new Date();
  const { made } = await service.ask({ browsers: count, prefix: `${source}-` });
  for (let i = 0; i < count; i += 500) {
    const slice = made.slice(i, i + 500);
    const profiles = slice.map((_, j) => ({
      document_id: crypto.randomBytes(12).toString('hex'),
      email: `r${i + j}@${source}.bench.test`,
      type: 'LEAD',
      language: 'NL',
      opt_in: true,
      blocked: false,
      source,
      created_at: now,
      updated_at: now,
    }));
    const profileIds = (await knex('profiles').insert(profiles, ['id'])).map((r) => Number(r.id ?? r));
    const devices = slice.map((d) => ({
      document_id: crypto.randomBytes(12).toString('hex'),
      [column('endpoint')]: d.endpoint,
      [column('p256dh')]: d.p256dh,
      [column('auth')]: d.auth,
      [column('failureCount')]: 0,
      created_at: now,
      updated_at: now,
    }));
    const deviceIds = (await knex(meta.tableName).insert(devices, ['id'])).map((r) => Number(r.id ?? r));
    await knex(link.name).insert(
      deviceIds.map((id, j) => ({ [link.joinColumn.name]: id, [link.inverseJoinColumn.name]: profileIds[j] })),
    );
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

async function run(source, count, rate) {
  await audience(source, count);
  const segment = await strapi.db.query('api::segment.segment').create({
    data: { name: source, rules: { type: 'group', op: 'AND', rules: [{ type: 'source', values: [source] }] } },
  });
  const campaign = await strapi.db.query('api::campaign.campaign').create({
    data: {
      name: source,
      channel: 'PUSH',
      pushTitle: 'Het laatste nieuws',
      pushBody: 'De uitslagen per gemeente staan klaar. Tik om ze te lezen.',
      pushUrl: 'https://krant.example/verkiezingen/uitslagen',
      messagesPerSecond: rate,
      segment: segment.id,
      status: 'OPEN',
    },
  });
  await service.ask('reset');
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  await strapi.service('api::campaign.actions').run(campaign.documentId, 'send', null);
  for (;;) {
    const { status } = await strapi.db.query('api::campaign.campaign').findOne({ where: { id: campaign.id } });
    if (status === 'COMPLETED' || status === 'PAUSED' || status === 'FAILED') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const cpu = process.cpuUsage(cpuBefore);
  const report = await service.ask('report');
  const times = report.times.sort((a, b) => a - b);
  const span = (times.at(-1) - times[0]) / 1000;
  const stored = await knex('campaign_recipients')
    .where('campaign_id', campaign.id)
    .select('state')
    .count({ n: '*' })
    .groupBy('state');
  const figures = {
    devices: count,
    configuredPerSecond: rate,
    received: report.count,
    doubles: report.doubles,
    vapidMissing: report.vapidMissing,
    decryptedSample: report.decrypted,
    undecryptable: report.undecryptable,
    sampleTitle: report.sample?.title ?? null,
    recipientStates: Object.fromEntries(stored.map((r) => [r.state, Number(r.n)])),
    measuredPerSecond: round1((report.count - 1) / span),
    fittedPerSecond: round1(slope(times)),
    wallSeconds: round1((Date.now() - started) / 1000),
    // The CMS process's CPU per message (encryption, signing, HTTP, the commits), user + system.
    cpuMsPerMessage: round1((cpu.user + cpu.system) / 1000 / Math.max(1, report.count)),
    loadAverage: os.loadavg().map(round1),
  };
  console.log(source, JSON.stringify(figures));
  return figures;
}

const results = startResults({
  target: 'at least 200 messages/s to a local push service, no device reached twice',
  service: 'a local push service in its own process (plain HTTP on 127.0.0.1), answering 201',
  loadAverageAtStart: os.loadavg().map(round1),
});
results.databases.sqlite = {};
for (const { rate, devices } of RUNS) results.databases.sqlite[`rate${rate}`] = await run(`push${rate}`, devices, rate);
writeResults('push', results);
await cms.close();
service.stop();
process.exit(0);
