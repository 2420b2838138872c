// Where a benchmark's figures go: bench/results/<name>-<day>.json, one file a benchmark a day.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths.mjs';
import { machine } from './stats.mjs';

/**
 * A benchmark's results as they start: dated now, with the machine they are taken on (figures compare only
 * within one machine), the run's own `fields` (data size, target) and the figures `databases` will hold.
 */
export const startResults = (fields) => ({
  date: new Date().toISOString(),
  machine: machine(),
  ...fields,
  databases: {},
});

/**
 * Writes `results` (with its ISO `date` and its figures per database in `databases`) and says where. A run
 * on some databases only (BENCH_DATABASES) keeps the figures the day's file holds for the others. Returns the file.
 */
export function writeResults(name, results, dir = path.join(root, 'bench', 'results')) {
  const out = path.join(dir, `${name}-${results.date.slice(0, 10)}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (process.env.BENCH_DATABASES && fs.existsSync(out))
    results.databases = { ...JSON.parse(fs.readFileSync(out, 'utf8')).databases, ...results.databases };
  fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
  console.log(`Written ${path.relative(root, out)}`);
  return out;
}
