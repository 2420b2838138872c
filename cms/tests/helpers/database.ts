/**
 * A throw-away database per test app: a temporary SQLite file by default, or a fresh PostgreSQL
 * database (dropped afterwards) when TEST_DATABASE_URL points at a PostgreSQL server.
 *
 * When global-setup.ts built a template (TEST_TEMPLATE_DATABASE: a booted and seeded database), a new
 * database is a copy of it, so the app's boot skips creating the schema and seeding.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestDatabase = { name: string; env: Record<string, string>; drop: () => Promise<void> };

const SQLITE_FILES = ['', '-wal', '-shm', '-journal'];
const serverUrl = () => process.env.TEST_DATABASE_URL;
const onPostgres = () => Boolean(serverUrl()?.startsWith('postgres'));

async function postgres<T>(run: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database; `fromTemplate` copies the run's template when there is one. */
export async function createTestDatabase(
  options: { fromTemplate?: boolean; prefix?: string } = {},
): Promise<TestDatabase> {
  const name = `${options.prefix ?? 'nb_test'}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const template = options.fromTemplate ? process.env.TEST_TEMPLATE_DATABASE : undefined;
  if (onPostgres()) {
    // PostgreSQL copies a template only while nobody is connected to it; a moment's clash is retried.
    await postgres(async (client) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
          return;
        } catch (error) {
          if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    });
    const url = new URL(serverUrl()!);
    url.pathname = `/${name}`;
    return {
      name,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      drop: () => postgres((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
    };
  }
  const file = path.join(os.tmpdir(), `${name}.db`);
  if (template)
    for (const suffix of SQLITE_FILES)
      if (fs.existsSync(template + suffix)) fs.copyFileSync(template + suffix, file + suffix);
  return {
    name: file,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file, DATABASE_URL: '' },
    async drop() {
      for (const suffix of SQLITE_FILES) fs.rmSync(file + suffix, { force: true });
    },
  };
}
