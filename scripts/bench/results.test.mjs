// The pieces every benchmark shares: its databases (databases.mjs) and its results file (results.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, measureOnEach } from './databases.mjs';
import { startResults, writeResults } from './results.mjs';
import { machine } from './stats.mjs';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-bench-results-'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('startResults', () => {
  it("dates the run, names the machine and leaves the databases' figures to come, after the run's own fields", () => {
    const results = startResults({ data: { clients: 20 }, target: 'p95 under 150 ms' });
    expect(Object.keys(results)).toEqual(['date', 'machine', 'data', 'target', 'databases']);
    expect(Date.now() - Date.parse(results.date)).toBeLessThan(5000);
    expect(results.machine).toEqual(machine());
    expect(results.databases).toEqual({});
  });
});

describe('writeResults', () => {
  it("writes the day's file, and a run on one database keeps the other's figures of that day", () => {
    const date = '2026-03-01T10:00:00.000Z';
    const file = writeResults('search', { date, databases: { sqlite: { p95: 10 }, postgres: { p95: 20 } } }, dir);
    expect(path.basename(file)).toBe('search-2026-03-01.json');

    vi.stubEnv('BENCH_DATABASES', 'sqlite');
    writeResults('search', { date, databases: { sqlite: { p95: 12 } } }, dir);
    expect(read(file).databases).toEqual({ sqlite: { p95: 12 }, postgres: { p95: 20 } });
  });

  it('replaces the whole file when every database ran', () => {
    const date = '2026-03-02T10:00:00.000Z';
    writeResults('content', { date, databases: { sqlite: 1, postgres: 2 } }, dir);
    const file = writeResults('content', { date, databases: { sqlite: 3 } }, dir);
    expect(read(file).databases).toEqual({ sqlite: 3 });
  });
});

describe('measureOnEach', () => {
  it('measures each database under its heading and drops it afterwards, also when measuring fails', async () => {
    vi.stubEnv('BENCH_DATABASES', 'sqlite');
    const seen = [];
    const figures = await measureOnEach(
      'nb_bench_unit',
      (db) => `on ${db.name}`,
      async (db) => {
        seen.push(path.dirname(db.env.DATABASE_FILENAME));
        return { ok: true };
      },
    );
    expect(figures).toEqual({ sqlite: { ok: true } });
    expect(console.log).toHaveBeenCalledWith('on sqlite');
    expect(fs.existsSync(seen[0])).toBe(false);

    const failing = measureOnEach(
      'nb_bench_unit',
      () => '',
      async (db) => {
        seen.push(path.dirname(db.env.DATABASE_FILENAME));
        throw new Error('broken');
      },
    );
    await expect(failing).rejects.toThrow('broken');
    expect(fs.existsSync(seen[1])).toBe(false);
  });

  it('connects knex to the database the CMS uses, for writing rows while it is stopped', async () => {
    vi.stubEnv('BENCH_DATABASES', 'sqlite');
    await measureOnEach(
      'nb_bench_unit',
      () => '',
      async (db) => {
        const knex = connect(db);
        try {
          await knex.schema.createTable('rows', (t) => t.integer('n'));
          await knex('rows').insert([{ n: 1 }, { n: 2 }]);
          expect(await knex('rows').sum({ total: 'n' })).toEqual([{ total: 3 }]);
        } finally {
          await knex.destroy();
        }
        expect(fs.existsSync(db.env.DATABASE_FILENAME)).toBe(true);
      },
    );
  });

  it('keeps the databases with BENCH_KEEP=1 and says where they are', async () => {
    vi.stubEnv('BENCH_DATABASES', 'sqlite');
    vi.stubEnv('BENCH_KEEP', '1');
    let kept;
    await measureOnEach(
      'nb_bench_unit',
      () => '',
      async (db) => {
        kept = path.dirname(db.env.DATABASE_FILENAME);
      },
    );
    expect(fs.existsSync(kept)).toBe(true);
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining(kept));
    fs.rmSync(kept, { recursive: true, force: true });
  });
});
