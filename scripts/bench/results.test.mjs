import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureOnEach } from './databases.mjs';
import { writeResults } from './results.mjs';

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
