// Profile benchmark (issue "Profiles"): import generated profiles through the real API and job
// (100,000 and 1,000,000 rows by default), with rows per second and the CMS process's peak memory
// sampled while it runs, then the console's list query (`GET /api/profiles` with a filter, newest
// first, 25 per page) at that size, p50/p95 under 20 concurrent clients. SQLite always; PostgreSQL
// when BENCH_POSTGRES_URL (or the local server at 127.0.0.1:5432) answers. Figures go to
// bench/results/profiles-<date>.json.
//
// BENCH_PROFILE_ROWS=N shrinks it for a quick run: files of N/10 and N rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCms, buildConfig } from '../lib/build.mjs';
import { measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { benchEnv, listReader, signIn, startServer } from './server.mjs';
import { summary } from './stats.mjs';

const LARGE = Number(process.env.BENCH_PROFILE_ROWS || 1_000_000);
const SIZES = [Math.max(1, Math.round(LARGE / 10)), LARGE];
const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 16);
const PORT = Number(process.env.BENCH_PORT || 1387);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-bench-profiles-'));
const TYPES = [
  'LEAD',
  'LEAD',
  'LEAD',
  'SUBSCRIBER',
  'SUBSCRIBER',
  'CUSTOMER',
  'ACCOUNT',
  'LEAD',
  'SUBSCRIBER_NO_ACCOUNT',
  'LEAD',
];
const FIRST = ['Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Ruben', 'Fleur', 'Thijs', 'Noor', 'Jesse', 'Zoë', 'Émile'];
const LAST = ['Bakker', 'Visser', 'de Vries', 'Jansen', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Peters'];

/**
 * A Dutch Excel export (semicolons, CRLF, UTF-8 with BOM): e-mail, names, phone, type, tags (an
 * interest for everyone, an event tag for one in ten), postcode. One row in a thousand has a broken
 * address and one in a thousand repeats an earlier address: both end up in the error file.
 */
async function generate(rows, prefix) {
  const file = path.join(work, `${prefix}.csv`);
  const out = fs.createWriteStream(file);
  const write = (text) => (out.write(text) ? null : new Promise((r) => out.once('drain', r)));
  await write('\ufeffE-mailadres;Voornaam;Achternaam;Telefoon;Type;Tags;Postcode\r\n');
  let batch = '';
  for (let i = 0; i < rows; i++) {
    const email =
      i % 1000 === 998
        ? `kapot-adres-${i}`
        : i % 1000 === 999
          ? `${prefix}.${i - 500}@example.nl`
          : `${prefix}.${i}@example.nl`;
    const tags = `Interesse ${i % 20}${i % 10 === 0 ? ', EVENT:Beurs 2026' : ''}${i % 5000 === 1 ? ', ACCESS:VIP' : ''}`;
    batch += `${email};${FIRST[i % FIRST.length]};${LAST[(i * 7) % LAST.length]};06${String(10_000_000 + i).slice(-8)};${TYPES[i % TYPES.length]};${tags};${1000 + (i % 8999)} ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 3) % 26))}\r\n`;
    if (batch.length > 1 << 16) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch);
  await new Promise((r) => out.end(r));
  return file;
}

/** Resident memory of a process and its children (kB → MiB), from /proc. */
function treeRssMiB(pid) {
  let kb = 0;
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(child);
      }
    } catch {
      /* gone */
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

async function measure(db) {
  const importDir = fs.mkdtempSync(path.join(work, `imports-${db.name}-`));
  const env = benchEnv({ IMPORT_DIR: importDir, UPLOAD_SIZE_LIMIT: String(2 ** 31), ...db.env });
  const server = await startServer({ port: PORT, env });
  const result = { imports: [], list: {} };
  try {
    const { auth, api } = await signIn(server);

    for (const [index, rows] of SIZES.entries()) {
      const prefix = `b${index}`;
      process.stdout.write(`  ${db.name}: generating ${rows} rows ... `);
      const file = await generate(rows, prefix);
      const bytes = fs.statSync(file).size;
      const form = new FormData();
      form.append('file', await fs.openAsBlob(file), `profielen-${rows}.csv`);
      const uploadStarted = performance.now();
      const analysis = await api('POST', '/api/profiles/import/analyze', form);
      const analyzeMs = performance.now() - uploadStarted;
      const baseline = treeRssMiB(server.pid);
      let peak = baseline;
      // The peak per quarter of the rows: flat when memory does not grow with the file (V8 collects lazily,
      // so the peak itself sits some way above what is live).
      const quarters = [0, 0, 0, 0];
      let quarter = 0;
      const sampler = setInterval(() => {
        const rss = treeRssMiB(server.pid);
        peak = Math.max(peak, rss);
        quarters[quarter] = Math.max(quarters[quarter], rss);
      }, 200);
      process.stdout.write('importing ... ');
      const started = performance.now();
      const { jobId } = await api('POST', `/api/profiles/import/${analysis.importId}/run`, {
        mapping: analysis.suggestedMapping,
        mode: 'skip',
      });
      let job;
      for (;;) {
        job = await api('GET', `/api/jobs/${jobId}`);
        if (job.progress.total) quarter = Math.min(3, Math.floor((job.progress.processed / job.progress.total) * 4));
        if (job.status === 'COMPLETED' || job.status === 'FAILED') break;
        await new Promise((r) => setTimeout(r, 500));
      }
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, treeRssMiB(server.pid));
      if (job.status !== 'COMPLETED') throw new Error(`import failed: ${job.error}`);
      const jobMs = new Date(job.finishedAt).getTime() - new Date(job.startedAt).getTime();
      const entry = {
        rows,
        fileMiB: Math.round((bytes / 2 ** 20) * 10) / 10,
        counts: job.result.counts,
        uploadAndAnalyzeMs: Math.round(analyzeMs),
        jobMs,
        rowsPerSecond: Math.round(rows / (jobMs / 1000)),
        rowsPerSecondWall: Math.round(rows / (wallMs / 1000)),
        rssMiB: {
          beforeImport: baseline,
          peakDuringImport: peak,
          growth: peak - baseline,
          peakPerQuarterOfRows: quarters,
        },
      };
      result.imports.push(entry);
      console.log(
        `${entry.rowsPerSecond} rows/s, peak RSS ${peak} MiB (${entry.rssMiB.growth >= 0 ? '+' : ''}${entry.rssMiB.growth})`,
      );
      fs.rmSync(file, { force: true });
    }

    // The list in the database's steady state: after the bulk load PostgreSQL's autovacuum works through
    // the new and deleted rows for minutes on the same two cores; a list measured meanwhile measures that.
    process.stdout.write(`  ${db.name}: waiting for autovacuum ... `);
    result.waitedForAutovacuumMs = await db.settle();
    console.log(`${Math.round(result.waitedForAutovacuumMs / 1000)} s`);

    // The list at this size: the console's query shapes, random pages of the first 40.
    const since = new Date(Date.now() - 3600_000).toISOString();
    const base = 'sort=createdAt:desc&pagination[pageSize]=25';
    const tagId = async (slug) => (await api('GET', `/api/profile-tags?filters[slug][$eq]=${slug}`))[0].id;
    // The console's shapes (README "Profiles"): tags by id with $in, a search over names and e-mail.
    const queries = {
      type: `filters[type][$eq]=SUBSCRIBER&${base}`,
      accountStatus: `filters[accountStatus][$eq]=UNKNOWN&${base}`,
      createdSince: `filters[createdAt][$gte]=${encodeURIComponent(since)}&${base}`,
      eventTag: `filters[tags][id][$in][0]=${await tagId('beurs-2026')}&${base}`,
      interestTag: `filters[tags][id][$in][0]=${await tagId('interesse-7')}&${base}`,
      rareTag: `filters[tags][id][$in][0]=${await tagId('vip')}&${base}`,
      typeAndTag: `filters[type][$eq]=SUBSCRIBER&filters[tags][id][$in][0]=${await tagId('interesse-3')}&${base}`,
      emptyCombination: `filters[type][$eq]=CUSTOMER&filters[tags][id][$in][0]=${await tagId('interesse-3')}&${base}`,
      search: `filters[$or][0][firstName][$containsi]=b1.77777&filters[$or][1][lastName][$containsi]=b1.77777&filters[$or][2][email][$containsi]=b1.77777&${base}`,
    };
    // Pages as people use the list: mostly the first, sometimes the next few, now and then further on.
    const pageOf = () => {
      const r = Math.random();
      return r < 0.6 ? 1 : r < 0.9 ? 2 + Math.floor(Math.random() * 4) : 6 + Math.floor(Math.random() * 35);
    };
    const { hit, underLoad, alone } = listReader(server, 'profiles', queries, auth);
    const names = Object.keys(queries);
    // `console`: the console's calls (list cache, count cache). `uncached`: Cache-Control: no-cache skips
    // the list cache, so every request runs Strapi's find (the cached total still spares the COUNT).
    Object.assign(result.list, await underLoad(names, { clients: CLIENTS, rounds: ROUNDS, pageOf }));
    // One client alone: what a request costs without queueing behind others.
    result.list.singleClientUncached = await alone(names, pageOf);

    // What a page costs when its total must be counted again (right after a profile changed).
    const someone = (await api('GET', `/api/profiles?filters[email][$startsWith]=b1.&${base}`))[0];
    const afterWrite = Object.fromEntries(Object.keys(queries).map((k) => [k, []]));
    for (let i = 0; i < 5; i++) {
      for (const name of names) {
        await api('PUT', `/api/profiles/${someone.documentId}`, { data: { firstName: `Naam ${i}-${name}` } });
        afterWrite[name].push(await hit(name, 1));
      }
    }
    result.list.note =
      'console = through the list and count caches; uncached = no list cache (count cache still used); firstPageAfterWrite = page 1 right after a profile write (exact COUNT again)';
    result.firstPageAfterWrite = Object.fromEntries(Object.entries(afterWrite).map(([k, v]) => [k, summary(v)]));
    return result;
  } finally {
    await server.stop();
    fs.rmSync(importDir, { recursive: true, force: true });
  }
}

buildConfig();
buildCms({ withPanel: false });
const result = startResults({
  data: {
    importSizes: SIZES,
    columns: 'e-mail, first and last name, phone, type, tags (an interest each, an event for 1 in 10), postcode',
    errorsPerThousand: 2,
    chunkSize: Number(process.env.IMPORT_CHUNK_SIZE || 1000),
    profilesAtListTime: SIZES.reduce((a, b) => a + b, 0),
    clients: CLIENTS,
    roundsPerClient: ROUNDS,
  },
  target:
    'import at least 10,000 rows/s on SQLite and PostgreSQL with memory that does not grow with the file; list p95 under 150 ms',
});
try {
  result.databases = await measureOnEach('nb_bench_profiles', (db) => `${db.name}:`, measure);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify(result, null, 2));
writeResults('profiles', result);
