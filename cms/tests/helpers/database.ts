/**
 * A throw-away database per test app: a temporary SQLite file by default, or a fresh PostgreSQL
 * database (dropped afterwards) when TEST_DATABASE_URL points at a PostgreSQL server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `nb_test_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl?.startsWith('postgres')) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      async drop() {
        const client = new Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const file = path.join(os.tmpdir(), `${name}.db`);
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file, DATABASE_URL: '' },
    async drop() {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
    },
  };
}
