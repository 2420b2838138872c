// The databases a benchmark runs on: a throw-away SQLite file always, and a fresh PostgreSQL
// database when BENCH_POSTGRES_URL (or the local server at 127.0.0.1:5432) answers. Each comes
// with the CMS environment that selects it and a `drop` that removes it afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from '../lib/paths.mjs';

const PG_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { Client } = createRequire(path.join(cmsDir, 'package.json'))('pg');

async function onPostgres(sql) {
  const client = new Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `prefix` names the SQLite folder and the PostgreSQL database, e.g. 'nb_bench_profiles'. */
export async function benchDatabases(prefix) {
  const list = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  list.push({ name: 'sqlite', env: { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: path.join(dir, 'bench.db') }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) });
  try {
    const name = `${prefix}_${Date.now()}`;
    await onPostgres(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    list.push({ name: 'postgres', env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() }, drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) });
  } catch (error) {
    console.log(`PostgreSQL not reachable (${error.message}); SQLite only.`);
  }
  return list;
}
