// Marketing zone API benchmark (issue #20): GET /api/marketing/zones/{key}/content under 200 concurrent clients
// (BENCH_CLIENTS) for BENCH_SECONDS (default 20) on one CMS process, answers per second and p50/p95. The zone's
// bundle holds six contents of the six types: one for mobile only, one for a tag audience, one popup with a frequency
// cap (remembered per visitor when shown); each client is one of 50 visitors a page, so caps and targeting are
// decided on every request. Target: at least 2,000 answers/s with p95 under 50 ms, measured as 200 clients asking
// 2,000 times a second between them (BENCH_RATE), after a closed-loop run that shows the process's capacity. SQLite always; PostgreSQL when
// it answers (BENCH_DATABASES limits). Figures go to bench/results/marketing-<date>.json.
import { buildCms, buildConfig } from '../lib/build.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';
import { summary } from './stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const RATE = Number(process.env.BENCH_RATE || 2000);
const PORT = Number(process.env.BENCH_PORT || 1391);
const KEY = 'bench-top';

const CONTENTS = [
  { name: 'Banner', type: 'IMAGE', fields: { imageUrl: 'https://cdn.example.nl/a.png', altText: 'Banner' } },
  { name: 'Video', type: 'VIDEO', fields: { videoUrl: 'https://cdn.example.nl/v.mp4' }, pages: ['/sport'] },
  { name: 'Melding', type: 'WEBALERT', fields: { message: 'Storing', level: 'INFO' }, devices: ['MOBILE'] },
  { name: 'HTML', type: 'HTML', fields: { html: '<p>Podcast</p>' } },
  {
    name: 'Pop-up',
    type: 'POPUP',
    fields: { title: 'Welkom', body: 'Lees verder' },
    capCount: 1,
    capDays: 7,
  },
  {
    name: 'Nieuwsbrief',
    type: 'NEWSLETTER',
    fields: { title: 'Cultuurbrief', newsletter: 'cultuurbrief' },
    audience: 'TAG',
    audienceTag: 'vip',
  },
];

async function prepare(server) {
  const { api } = await signIn(server);
  const ids = [];
  for (const data of CONTENTS) ids.push((await api('POST', '/api/marketing-contents', { data })).documentId);
  const zone = await api('POST', '/api/marketing-zones', { data: { name: 'Bench', key: KEY, width: 728, height: 90 } });
  await api('POST', '/api/marketing-bundles', {
    data: { name: 'Bench', zone: zone.documentId, items: ids.map((content, i) => ({ content, weight: i + 1 })) },
  });
}

const ask = async (server, phase, c, i) => {
  const visitor = `bench-${phase}-${c}-${i % 50}`;
  const res = await fetch(
    `${server.url}/api/marketing/zones/${KEY}/content?visitor=${visitor}&path=/sport/uitslagen&device=desktop`,
  );
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return Boolean(body.data.content);
};

/**
 * CLIENTS clients ask the zone for SECONDS. Without `rate` each asks again as soon as it is answered (a closed
 * loop: the answers per second are the process's capacity, and each answer waits behind the other 199). With
 * `rate` (answers/s for all clients together) each client asks on a fixed schedule, like visitors opening pages,
 * and an answer's time counts from when it was due, so an answer that waited for the client's previous one
 * counts its wait too (no coordinated omission). The two runs have their own visitors: each is new to the process
 * at first, so the frequency cap's showings are read from the database as on a fresh start.
 */
async function load(server, rate) {
  const samples = [];
  let answered = 0;
  let shown = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const interval = rate ? (CLIENTS / rate) * 1000 : 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; ; i++) {
        const due = rate ? started + (i + c / CLIENTS) * interval : performance.now();
        if (due >= until) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (await ask(server, rate ? 'paced' : 'closed', c, i)) shown++;
        samples.push(performance.now() - due);
        answered++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summary(samples), answersPerSecond: Math.round(answered / seconds), shownShare: shown / answered };
}

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_MARKETING: 'false', MARKETING_ZONES_MAX_PER_MINUTE: '1000000000' });
  const server = await startServer({ port: PORT, env });
  try {
    await prepare(server);
    const warm = await (await fetch(`${server.url}/api/marketing/zones/${KEY}/content`)).json();
    if (!warm.data?.zone) throw new Error(`warm-up: ${JSON.stringify(warm).slice(0, 200)}`);
    const capacity = await load(server);
    console.log(`  capacity: ${capacity.answersPerSecond} answers/s, p50 ${capacity.p50} ms, p95 ${capacity.p95} ms`);
    const atTarget = await load(server, RATE);
    const verdict = atTarget.answersPerSecond >= RATE * 0.98 && atTarget.p95 < 50 ? 'met' : 'missed';
    console.log(
      `  at ${RATE}/s: ${atTarget.answersPerSecond} answers/s, p50 ${atTarget.p50} ms, p95 ${atTarget.p95} ms: target ${verdict}`,
    );
    return { capacity, atTarget, target: verdict };
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const result = startResults({
  data: { contents: CONTENTS.length, visitorsPerClient: 50, clients: CLIENTS, seconds: SECONDS, rate: RATE },
  target: 'at least 2,000 answers/s with p95 under 50 ms at 200 concurrent clients, one process',
  // BENCH_NOTE: what to know about this run (a shortened run, a machine shared with other work).
  ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
});
result.databases = await measureOnEach(
  'nb_bench_marketing',
  (db) => `${db.name}: zone API under ${CLIENTS} clients ...`,
  measure,
);
console.log(JSON.stringify(result, null, 2));
writeResults('marketing', result);
