// Segment count benchmark (issue #18): POST /api/segments/count of a segment with three rules and one tag
// (profile type, language, opt-in, and an INTEREST tag) at 1,000,000 profiles, p95 on SQLite and PostgreSQL,
// target under 500 ms. One client at a time: the live count is one person editing, and each count is one SQL
// statement (api/segment/services/compile.ts). Also measured: the same tree with the tag as "none of", the
// recipients preview (first 250 rows and hits capped at 10,000), and GET /api/me as the machine's floor.
// Profiles are copies of a demo profile written straight into the table while the CMS is stopped.
// Figures go to bench/results/segments-<date>.json.
//
// BENCH_SEGMENT_SCALE=0.1 runs at 100,000 profiles; BENCH_KEEP=1 keeps the databases for query plans.
import os from 'node:os';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { connect, measureOnEach } from './databases.mjs';
import { fillTable } from './fill.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, signIn, startServer } from './server.mjs';
import { summary } from './stats.mjs';

const SCALE = Number(process.env.BENCH_SEGMENT_SCALE || 1);
const PROFILES = Math.round(1_000_000 * SCALE);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 40);
const PORT = Number(process.env.BENCH_PORT || 1391);
const TARGET_P95_MS = 500;
const TYPES = ['LEAD', 'ACCOUNT', 'CUSTOMER', 'SUBSCRIBER', 'CUSTOMER_NO_ACCOUNT', 'SUBSCRIBER_NO_ACCOUNT'];
/** Every fifth profile has the tag. */
const TAGGED_EVERY = 5;

/** The segment: three rules on the profile and one tag (documentId filled in once the tag is known). */
const treeWith = (tag, match = 'any') => ({
  type: 'group',
  op: 'AND',
  rules: [
    { type: 'profileType', values: ['LEAD', 'SUBSCRIBER'] },
    { type: 'language', values: ['NL'] },
    { type: 'optIn', value: true },
    { type: 'tags', kind: 'INTEREST', match, ids: [tag] },
  ],
});

/** The demo INTEREST tag the copies carry, and the link table's columns (names from the live schema). */
async function tagAndLink(knex) {
  const tag = await knex('profile_tags').where({ kind: 'INTEREST' }).orderBy('id').first();
  if (!tag) throw new Error('no INTEREST profile tag in the demo data');
  const columns = Object.keys(await knex('profiles_tags_lnk').columnInfo());
  const profileColumn = columns.find((c) => c === 'profile_id');
  const tagColumn = columns.find((c) => c === 'profile_tag_id');
  if (!profileColumn || !tagColumn) throw new Error(`unexpected link columns: ${columns.join(', ')}`);
  const order = columns.find((c) => c === 'profile_tag_ord');
  return {
    tag,
    link: (profileId) => ({ profile_id: profileId, profile_tag_id: tag.id, ...(order ? { [order]: 1 } : {}) }),
  };
}

async function fill(db) {
  const knex = connect(db, { min: 1, max: 2 });
  try {
    const { tag, link } = await tagAndLink(knex);
    const now = Date.now();
    await fillTable(
      knex,
      'profiles',
      PROFILES,
      (i) => ({
        email: `s${i}@bench.example`,
        type: TYPES[i % TYPES.length],
        language: i % 5 === 4 ? 'EN' : 'NL',
        opt_in: i % 2 === 0,
        source: null,
        screen_name: null,
        created_at: new Date(now - i * 1000),
        updated_at: new Date(now - i * 1000),
      }),
      (i, id) => (i % TAGGED_EVERY === 0 ? [['profiles_tags_lnk', link(id)]] : []),
    );
    // A bulk copy has not been analysed yet; a database that grew over months has.
    if (db.env.DATABASE_CLIENT === 'postgres') await knex.raw('VACUUM ANALYZE');
    else await knex.raw('ANALYZE');
    return tag.document_id;
  } finally {
    await knex.destroy();
  }
}

/** Sequential timings of one call, after a warm-up; throws on an error status. */
async function timed(rounds, call) {
  for (let i = 0; i < 3; i++) await call();
  const samples = [];
  let last;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    last = await call();
    samples.push(performance.now() - t);
  }
  return { ...summary(samples), last };
}

async function measure(db) {
  const env = benchEnv({ ...db.env, DEMO_CONTENT_ITEMS: '0' });
  let server = await startServer({ port: PORT, env });
  await server.stop();
  console.log(`  ${db.name}: filling ${PROFILES} profiles`);
  const tag = await fill(db);
  const waited = await db.settle();
  server = await startServer({ port: PORT, env });
  try {
    const { auth } = await signIn(server);
    const call = async (method, path, body) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const answer = await res.json();
      if (res.status >= 300)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return answer.data;
    };
    const count = (tree) => () => call('POST', '/api/segments/count', { rules: tree }).then((d) => d.count);
    const any = await timed(ROUNDS, count(treeWith(tag)));
    console.log(`  ${db.name}: count, tag any:  p50 ${any.p50} ms, p95 ${any.p95} ms (${any.last} profiles)`);
    const none = await timed(ROUNDS, count(treeWith(tag, 'none')));
    console.log(`  ${db.name}: count, tag none: p50 ${none.p50} ms, p95 ${none.p95} ms (${none.last} profiles)`);
    const saved = await call('POST', '/api/segments', { data: { name: 'Bench', rules: treeWith(tag) } });
    const preview = await timed(Math.ceil(ROUNDS / 2), () =>
      call('GET', `/api/segments/${saved.documentId}/recipients`).then((d) => d.hits),
    );
    console.log(`  ${db.name}: recipients:      p50 ${preview.p50} ms, p95 ${preview.p95} ms (${preview.last} hits)`);
    const me = await timed(ROUNDS, () => call('GET', '/api/me'));
    return {
      profiles: PROFILES,
      taggedProfiles: Math.ceil(PROFILES / TAGGED_EVERY),
      countTagAny: { ...any, last: undefined, matched: any.last },
      countTagNone: { ...none, last: undefined, matched: none.last },
      recipientsPreview: { ...preview, last: undefined, hits: preview.last },
      baselineMe: { ...me, last: undefined },
      meetsTarget: any.p95 < TARGET_P95_MS && none.p95 < TARGET_P95_MS,
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
      waitedForAutovacuumMs: waited,
    };
  } finally {
    await server.stop();
  }
}

buildConfig();
buildCms({ withPanel: false });
const results = startResults({
  segment: 'profile type LEAD or SUBSCRIBER, language NL, opt-in, INTEREST tag (any / none)',
  rounds: ROUNDS,
  target: `p95 of the count under ${TARGET_P95_MS} ms`,
});
results.databases = await measureOnEach('nb_bench_segments', (db) => `Segment count on ${db.name}:`, measure);
writeResults('segments', results);
