// `npm test`: every suite, in order of cost: shared-config unit tests, API tests on a throw-away
// SQLite database (PostgreSQL when TEST_DATABASE_URL is set), `redis`: jobs on BullMQ workers (when a Redis
// answers), `ubl`: the UBL conformance (every kind of
// invoice and credit note made through the API, checked by the official validators in shared/validators),
// console component tests, `scripts`: the scripts' own tests, `budget`: the console's initial JavaScript
// against its gzip budget (scripts/bundle-budget.mjs, after the console build), then the Playwright journeys
// in Debian's Chromium against the built app. Ends with one summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildCms, buildConfig, buildConsole } from './lib/build.mjs';
import { measure } from './bundle-budget.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureValidators } from './lib/validators.mjs';
import { redisAnswers, testRedisUrl } from './lib/redis.mjs';
import { adminDir, bin, cmsDir, configDir, root } from './lib/paths.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- api e2e`
const wanted = (name) => only.length === 0 || only.includes(name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-test-reports-'));
const results = [];

function vitest(name, cwd, args = [], env = process.env) {
  const out = path.join(reports, `${name}.json`);
  const run = spawnSync(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd, stdio: 'inherit', env },
  );
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
  results.push({
    name,
    ok: run.status === 0,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? (run.status === 0 ? 0 : 1),
    failures: report ? failuresOf(report) : [],
  });
}

/** The failed tests of a vitest JSON report, each with the start of its first error (for the summary). */
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) failures.push({ where, name: test.fullName, error: test.failureMessages?.[0] ?? '' });
    // A file that failed outside its tests (a hook, an import).
    if (file.status === 'failed' && !failed.length) failures.push({ where, name: '(the file)', error: file.message });
  }
  return failures;
}

function budget() {
  buildConsole();
  const result = measure(path.join(adminDir, 'dist'));
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`Console initial JavaScript: ${kB(result.total)} gzip (budget ${kB(result.budget)})`);
  if (!result.ok) for (const f of result.files) console.log(`  ${kB(f.gzip).padStart(10)}  ${f.file}`);
  results.push({ name: 'budget', ok: result.ok, passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1 });
}

/** The failed journeys of a Playwright JSON report, each with the start of its last error. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const errors = (test.results ?? []).flatMap((r) => r.errors ?? []);
          failures.push({ where: `${spec.file}:${spec.line}`, name: spec.title, error: errors.at(-1)?.message ?? '' });
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}

function playwright() {
  ensureChromium();
  buildConsole();
  buildCms({ withPanel: false });
  const out = path.join(reports, 'e2e.json');
  const run = spawnSync(bin('playwright'), ['test', '-c', path.join(adminDir, 'e2e', 'playwright.config.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const stats = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).stats : null;
  results.push({
    name: 'e2e',
    ok: run.status === 0,
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats ? stats.unexpected : run.status === 0 ? 0 : 1,
    failures: fs.existsSync(out) ? playwrightFailures(JSON.parse(fs.readFileSync(out, 'utf8'))) : [],
  });
}

buildConfig();
if (wanted('unit')) vitest('unit', configDir);
if (wanted('api')) vitest('api', cmsDir);
// `redis`: the job engine on BullMQ with worker processes (cms/vitest.redis.mts); skipped, and said so, when no
// Redis answers and the suite was not asked for by name.
if (wanted('redis')) {
  if (only.includes('redis') || redisAnswers()) vitest('redis', cmsDir, ['-c', 'vitest.redis.mts']);
  else console.log(`redis: not run (no Redis answers at ${testRedisUrl()})`);
}
if (wanted('ubl'))
  vitest('ubl', cmsDir, ['-c', 'vitest.conformance.mts'], { ...process.env, VALIDATORS_DIR: ensureValidators() });
if (wanted('console')) vitest('console', adminDir);
if (wanted('scripts')) vitest('scripts', path.join(root, 'scripts'));
if (wanted('budget')) budget();
if (wanted('e2e')) playwright();

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
// Repeated last, so that a log cut to its end still says what failed and why.
for (const r of results)
  for (const f of r.failures ?? []) {
    const error = f.error
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colours
      .split('\n')
      .filter((line) => !/^\s*at (.*node_modules|new Promise|process)/.test(line))
      .slice(0, 8)
      .join('\n    ');
    console.log(`FAILED ${r.name}: ${f.where} > ${f.name}\n    ${error}`);
  }
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
