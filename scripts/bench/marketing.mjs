// Marketing zone API benchmark (issue #20): GET /api/marketing/zones/{key}/content under 200 concurrent clients
// (BENCH_CLIENTS) for BENCH_SECONDS (default 20) on one CMS process, answers per second and p50/p95. The zone's
// bundle holds six contents of the six types: one for mobile only, one for a tag audience, one popup with a frequency
// cap (remembered per visitor when shown); each client is one of 50 visitors a page, so caps and targeting are
// decided on every request. Target: at least 2,000 answers/s with p95 under 50 ms. SQLite always; PostgreSQL when
// it answers (BENCH_DATABASES limits). Figures go to bench/results/marketing-<date>.json.
import { buildCms, buildConfig } from '../lib/build.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';
import { summary } from './stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
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

/** CLIENTS loops asking the zone for SECONDS; each answer's time and the answers per second. */
async function load(server) {
  const samples = [];
  let answered = 0;
  let shown = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const visitor = `bench-visitor-${c}-${i % 50}`;
        const t = performance.now();
        const res = await fetch(
          `${server.url}/api/marketing/zones/${KEY}/content?visitor=${visitor}&path=/sport/uitslagen&device=desktop`,
        );
        const body = await res.json();
        if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        samples.push(performance.now() - t);
        answered++;
        if (body.data.content) shown++;
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
    const zone = await load(server);
    const verdict = zone.answersPerSecond >= 2000 && zone.p95 < 50 ? 'met' : 'missed';
    console.log(`  ${zone.answersPerSecond} answers/s, p50 ${zone.p50} ms, p95 ${zone.p95} ms: target ${verdict}`);
    return { zone, target: verdict };
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const result = startResults({
  data: { contents: CONTENTS.length, visitorsPerClient: 50, clients: CLIENTS, seconds: SECONDS },
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
