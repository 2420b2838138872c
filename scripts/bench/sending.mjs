// Sending benchmark (issue #18): BENCH_SENDING_RECIPIENTS (default 100,000) recipients from ONE CMS process
// to a local SMTP sink (smtp-server, its own process): messages per second when the rate allows it (target
// at least 500/s), the configured rate held within 5 % at 25/s and 200/s (shorter runs), and the sender's
// RSS sampled through the run (flat: recipients are claimed in batches, never loaded at once).
// SQLite, a throw-away database; results in bench/results/sending-<day>.json.
import crypto from 'node:crypto';
import { forkPeer, loadCms } from './in-process.mjs';
import { startResults, writeResults } from './results.mjs';

const RECIPIENTS = Number(process.env.BENCH_SENDING_RECIPIENTS || 100_000);
const RATE_RUNS = [
  { rate: 25, messages: Number(process.env.BENCH_SENDING_RATE25 || 500) },
  { rate: 200, messages: Number(process.env.BENCH_SENDING_RATE200 || 2000) },
];
const sink = forkPeer('sending-sink.mjs');
const { port } = await sink.ready;
const cms = await loadCms('sending', { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' });
const { strapi, knex } = cms;

async function audience(source, count) {
  const now = new Date();
  for (let i = 0; i < count; i += 500) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + 500); j++)
      rows.push({
        document_id: crypto.randomBytes(12).toString('hex').slice(0, 24),
        email: `r${j}@${source}.bench.test`,
        first_name: `Lezer ${j}`,
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

const config = await strapi.documents('api::config.config').findFirst();
await strapi.documents('api::config.config').update({
  documentId: config.documentId,
  data: { engagement: { senderDomains: ['newsroom.example'] } },
});
const template = await strapi.db.query('api::email-template.email-template').create({
  data: {
    name: 'Bench',
    subject: 'Het nieuws van vandaag, {firstName}',
    design: {
      blocks: [
        {
          type: 'text',
          html: `<p>Hallo {firstName},</p>${'<p>Een alinea nieuws met een <a href="https://newsroom.example/a">link</a>.</p>'.repeat(20)}`,
        },
        { type: 'button', label: 'Lees meer', href: 'https://newsroom.example/b' },
      ],
    },
  },
});

/** Sends a campaign to `count` fresh recipients at `rate`; answers the sink's figures and the RSS samples. */
async function run(source, count, rate) {
  await audience(source, count);
  const segment = await strapi.db.query('api::segment.segment').create({
    data: { name: source, rules: { type: 'group', op: 'AND', rules: [{ type: 'source', values: [source] }] } },
  });
  const campaign = await strapi.db.query('api::campaign.campaign').create({
    data: {
      name: source,
      fromEmail: 'nieuws@newsroom.example',
      fromName: 'Newsroom',
      messagesPerSecond: rate,
      segment: segment.id,
      template: template.id,
      status: 'OPEN',
    },
  });
  await sink.ask('reset');
  const rss = [];
  const heap = [];
  const detail = [];
  const mb = (bytes) => Math.round(bytes / 1048576);
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    rss.push(mb(memory.rss));
    heap.push(mb(memory.heapUsed));
    detail.push(`${mb(memory.heapTotal)}/${mb(memory.external)}`);
  }, 1000);
  const started = Date.now();
  await strapi.service('api::campaign.actions').run(campaign.documentId, 'send', null);
  for (;;) {
    const { status } = await strapi.db.query('api::campaign.campaign').findOne({ where: { id: campaign.id } });
    if (status === 'COMPLETED' || status === 'PAUSED' || status === 'FAILED') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 300));
  const report = await sink.ask('report');
  const times = report.times.sort((a, b) => a - b);
  const span = (times.at(-1) - times[0]) / 1000;
  const figures = {
    recipients: count,
    configuredPerSecond: rate,
    received: report.count,
    unique: report.unique,
    doubles: report.doubles,
    measuredPerSecond: Math.round(((report.count - 1) / span) * 10) / 10,
    wallSeconds: Math.round((Date.now() - started) / 100) / 10,
    rssMb: { first: rss[0], max: Math.max(...rss), last: rss.at(-1), samples: rss.length },
    // The V8 heap in use (collected garbage excluded): what the run keeps alive, apart from RSS's reserve.
    heapUsedMb: { first: heap[0], max: Math.max(...heap), last: heap.at(-1) },
  };
  if (process.env.BENCH_VERBOSE)
    console.log(source, 'rss', rss.join(' '), 'heap', heap.join(' '), 'heapTotal/external', detail.join(' '));
  if (rate < 1000)
    figures.deviation = Math.round((Math.abs(figures.measuredPerSecond - rate) / rate) * 1000) / 10 + ' %';
  console.log(source, JSON.stringify(figures));
  return figures;
}

const results = startResults({ recipients: RECIPIENTS, smtpPoolSize: Number(process.env.SMTP_POOL_SIZE || 10) });
results.databases.sqlite = {
  unlimited: await run('unlimited', RECIPIENTS, 1000),
  ...Object.fromEntries(
    await RATE_RUNS.reduce(
      async (done, { rate, messages }) => [...(await done), [`rate${rate}`, await run(`rate${rate}`, messages, rate)]],
      Promise.resolve([]),
    ),
  ),
};
writeResults('sending', results);
await cms.close();
sink.stop();
process.exit(0);
