// The job engine's commit hook (src/services/jobs/after-commit.ts): the callback runs once the COMMIT ran
// (SQLite) or was written (PostgreSQL), before the process turns its event loop again, so no timer or I/O
// can come between the commit and the held SMTP dots it releases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { onCommitStatement } from '../src/services/jobs/after-commit';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'after-commit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function sqlite() {
  const filename = path.join(dir, `${Math.random().toString(36).slice(2)}.db`);
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  await knex.schema.createTable('rows', (t) => t.integer('n'));
  return { knex, filename };
}

/** What the callback saw: whether an immediate queued before the COMMIT ran first, and the caller's view. */
async function commitWithHook(knex: Knex, look: () => unknown) {
  const seen: { immediateFirst?: boolean; commitReturned?: boolean; look?: unknown } = {};
  let immediateRan = false;
  let commitReturned = false;
  const trx = await knex.transaction();
  await trx('rows').insert({ n: 1 });
  const settled = onCommitStatement(trx, () => {
    seen.immediateFirst = immediateRan;
    seen.commitReturned = commitReturned;
    seen.look = look();
  });
  setImmediate(() => (immediateRan = true));
  await trx.commit();
  commitReturned = true;
  settled();
  return seen;
}

describe('onCommitStatement', () => {
  it('on SQLite runs after the COMMIT (another connection sees the row) and before the event loop turns', async () => {
    const { knex, filename } = await sqlite();
    const reader = new Database(filename, { readonly: true });
    try {
      const seen = await commitWithHook(knex, () => (reader.prepare('SELECT count(*) AS n FROM rows').get() as any).n);
      // (SQLite's COMMIT is synchronous: the promise chain after it may finish first, with no I/O in between.)
      expect({ immediateFirst: seen.immediateFirst, look: seen.look }).toEqual({ immediateFirst: false, look: 1 });
    } finally {
      reader.close();
      await knex.destroy();
    }
  });

  it('runs once, and the settle fallback runs it when no COMMIT was issued', async () => {
    const { knex } = await sqlite();
    try {
      let runs = 0;
      const trx = await knex.transaction();
      const settled = onCommitStatement(trx, () => (runs += 1));
      await trx('rows').insert({ n: 2 });
      await trx.commit();
      settled();
      expect(runs).toBe(1);
      let fallback = 0;
      onCommitStatement(null, () => (fallback += 1))();
      expect(fallback).toBe(1);
    } finally {
      await knex.destroy();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL?.startsWith('postgres'))(
    'on PostgreSQL runs once the COMMIT is written, before its answer is read',
    async () => {
      const knex = knexFactory({ client: 'pg', connection: process.env.TEST_DATABASE_URL, pool: { min: 1, max: 1 } });
      const table = `after_commit_${process.pid}`;
      try {
        await knex.schema.createTable(table, (t) => t.integer('n'));
        const trx = await knex.transaction();
        await trx(table).insert({ n: 1 });
        const seen: { commitReturned?: boolean } = {};
        let commitReturned = false;
        const settled = onCommitStatement(trx, () => (seen.commitReturned = commitReturned));
        await trx.commit();
        commitReturned = true;
        settled();
        expect(seen).toEqual({ commitReturned: false });
        expect(Number((await knex(table).count({ n: '*' }))[0].n)).toBe(1);
      } finally {
        await knex.schema.dropTableIfExists(table);
        await knex.destroy();
      }
    },
  );
});
