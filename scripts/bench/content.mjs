// Content benchmark (issue "Content publishing"): with N content items (default 100,000), the
// console's list query (published, one tag, newest first, page 1 of 25) and the delivery API's
// list-by-tag, p50/p95 under 20 concurrent clients, each next to Strapi's stock `find` for the
// same query in the same run. SQLite always; PostgreSQL when BENCH_POSTGRES_URL (or the local
// server at 127.0.0.1:5432) answers. Figures go to bench/results/content-<date>.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { root } from '../lib/paths.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';
import { concurrently, summary } from './stats.mjs';

const ITEMS = Number(process.env.BENCH_CONTENT_ITEMS || 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 16);
const PORT = Number(process.env.BENCH_PORT || 1387);

async function measure(db) {
  const env = benchEnv(db.env);
  const generated = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'bench', 'generate-content.cjs'), String(ITEMS)],
    { env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (generated.status !== 0) throw new Error('content generation failed');
  const server = await startServer({ port: PORT, env });
  try {
    const { auth } = await signIn(server, { identifier: 'editor@example.com', password: 'Editor123!' });
    const tag = (await (await fetch(`${server.url}/api/tags?filters[slug][$eq]=tag-3`, { headers: auth })).json())
      .data[0];
    const list = `filters[status][$eq]=PUBLISHED&sort[0]=publicationDate:desc&pagination[page]=1&pagination[pageSize]=25&locale=nl`;
    const populate = 'populate[0]=authors&populate[1]=tags&populate[2]=categories&populate[3]=highlightedCategory';
    // Stock find and the "uncached" rows ask for a fresh answer (Cache-Control: no-cache), which
    // bypasses the read cache (cms/src/services/read-cache.ts): stock is what Strapi does alone.
    const fresh = { 'cache-control': 'no-cache' };
    const consolePath = `/api/contents?${list}&filters[tags][documentId][$eq]=${tag.documentId}&${populate}`;
    const queries = {
      // The console's list is Strapi's own find plus the read cache; fresh, it is stock find.
      consoleList: { path: consolePath, headers: auth },
      stockFindConsole: { path: consolePath, headers: { ...auth, ...fresh } },
      deliveryListByTag: { path: '/api/delivery/contents?tag=tag-3', headers: {} },
      deliveryListByTagUncached: { path: '/api/delivery/contents?tag=tag-3', headers: fresh },
      stockFindDelivery: {
        path: `/api/contents?${list}&filters[tags][slug][$eq]=tag-3&populate[0]=cover&populate[1]=authors&populate[2]=tags&populate[3]=categories`,
        headers: { ...auth, ...fresh },
      },
    };
    const samples = Object.fromEntries(Object.keys(queries).map((k) => [k, []]));
    const hit = async (name) => {
      const t = performance.now();
      const res = await fetch(server.url + queries[name].path, { headers: queries[name].headers });
      const body = await res.json();
      if (res.status !== 200 || body.data.length !== 25)
        throw new Error(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      samples[name].push(performance.now() - t);
    };
    for (const name of Object.keys(queries)) for (let i = 0; i < 5; i++) await hit(name); // warm-up
    for (const name of Object.keys(queries)) samples[name].length = 0;
    // Each query alone under CLIENTS concurrent clients (a slow query must not queue a fast one
    // behind it: better-sqlite3 blocks the event loop), in two passes of alternating order so
    // the machine's noise falls on every query alike.
    const names = Object.keys(queries);
    for (const order of [names, [...names].reverse()]) {
      for (const name of order) await concurrently(CLIENTS, Math.ceil(ROUNDS / 2), () => hit(name));
    }
    return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summary(v)]));
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const result = startResults({
  data: {
    contentItems: ITEMS,
    tags: 50,
    tagsPerItem: 2,
    publishedShare: 0.8,
    clients: CLIENTS,
    roundsPerClient: ROUNDS,
  },
  target: 'p95 under 100 ms on SQLite and PostgreSQL, and no slower than stock find',
});
result.databases = await measureOnEach(
  'nb_bench',
  (db) => `${db.name}: generating ${ITEMS} items and measuring ...`,
  measure,
);
console.log(JSON.stringify(result, null, 2));
writeResults('content', result);
