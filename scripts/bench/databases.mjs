// The databases a benchmark runs on: a throw-away SQLite file always, and a fresh PostgreSQL
// database when BENCH_POSTGRES_URL (or the local server at 127.0.0.1:5432) answers. Each comes
// with the CMS environment that selects it, a `settle` that waits for background maintenance after a bulk
// load (PostgreSQL autovacuum) and a `drop` that removes it afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from '../lib/paths.mjs';

const PG_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const { Client } = requireFromCms('pg');
const knex = requireFromCms('knex');

async function onPostgres(sql, params = []) {
  const client = new Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * Waits (at most `maxMs`) until no autovacuum worker is busy in the database: after a bulk load
 * PostgreSQL vacuums and analyses the big tables for minutes, on the same cores as the CMS. Returns
 * how long it waited.
 */
async function settlePostgres(name, maxMs = 10 * 60_000) {
  const started = Date.now();
  let quiet = 0;
  while (Date.now() - started < maxMs && quiet < 2) {
    const { rows } = await onPostgres(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'autovacuum worker'",
      [name],
    );
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    if (quiet < 2) await new Promise((r) => setTimeout(r, 2000));
  }
  return Date.now() - started;
}

/**
 * `prefix` names the SQLite folder and the PostgreSQL database, e.g. 'nb_bench_profiles'. BENCH_DATABASES
 * (`sqlite`, `postgres` or both, comma-separated) limits which are made.
 */
export async function benchDatabases(prefix) {
  const wanted = (name) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(name);
  const list = [];
  if (wanted('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
    list.push({
      name: 'sqlite',
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: path.join(dir, 'bench.db') },
      settle: async () => 0,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    });
  }
  if (!wanted('postgres')) return list;
  try {
    const name = `${prefix}_${Date.now()}`;
    await onPostgres(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    list.push({
      name: 'postgres',
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      settle: () => settlePostgres(name),
      drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    });
  } catch (error) {
    console.log(`PostgreSQL not reachable (${error.message}); SQLite only.`);
  }
  return list;
}

/**
 * A knex connection to a benchmark database, for writing rows straight into its tables while the CMS is
 * stopped; `pool` limits the PostgreSQL connections (SQLite has one).
 */
export function connect(db, pool) {
  if (db.env.DATABASE_CLIENT === 'sqlite')
    return knex({
      client: 'better-sqlite3',
      connection: { filename: db.env.DATABASE_FILENAME },
      useNullAsDefault: true,
    });
  return knex({ client: 'pg', connection: db.env.DATABASE_URL, ...(pool ? { pool } : {}) });
}

/**
 * Runs `measure(db)` on each database `benchDatabases(prefix)` makes, one after the other, under the line
 * `heading(db)`, and returns the figures by database name. Each database is dropped afterwards; BENCH_KEEP=1
 * keeps them and prints where they are, for looking at query plans.
 */
export async function measureOnEach(prefix, heading, measure) {
  const figures = {};
  for (const db of await benchDatabases(prefix)) {
    console.log(heading(db));
    try {
      figures[db.name] = await measure(db);
    } finally {
      if (process.env.BENCH_KEEP === '1') console.log(`  kept: ${JSON.stringify(db.env)}`);
      else await db.drop();
    }
  }
  return figures;
}
