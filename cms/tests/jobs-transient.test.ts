// Which database refusals a job's chunk is tried again for: the real error SQLite gives a transaction that read a
// snapshot and then writes after another connection committed, PostgreSQL's deadlock and serialization codes; not
// a rule's refusal or a broken statement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isTransientDbError } from '../src/services/jobs/transient';

describe('isTransientDbError', () => {
  it('knows SQLite’s busy snapshot, made by two real connections', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-busy-'));
    const a = new Database(path.join(dir, 'x.db'));
    const b = new Database(path.join(dir, 'x.db'));
    try {
      a.pragma('journal_mode = WAL');
      a.exec('CREATE TABLE t (n INTEGER)');
      b.exec('BEGIN');
      b.prepare('SELECT count(*) FROM t').get();
      a.exec('INSERT INTO t VALUES (1)');
      let caught: unknown = null;
      try {
        b.exec('INSERT INTO t VALUES (2)');
      } catch (error) {
        caught = error;
      }
      expect((caught as { code?: string })?.code).toMatch(/^SQLITE_BUSY/);
      expect(isTransientDbError(caught)).toBe(true);
      expect(isTransientDbError(new Error('wrapped', { cause: caught }))).toBe(true);
    } finally {
      a.close();
      b.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows PostgreSQL’s deadlock and serialization failures, and nothing else', () => {
    expect(isTransientDbError({ code: '40P01' })).toBe(true);
    expect(isTransientDbError({ code: '40001' })).toBe(true);
    expect(isTransientDbError({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isTransientDbError(new Error('syntax error at or near'))).toBe(false);
    expect(isTransientDbError(undefined)).toBe(false);
  });
});
