// Environment and process for a throw-away CMS (journeys, benchmarks): a fresh SQLite file in a
// temp folder, demo data, fresh secrets, no Strapi panel. The folder goes when the process ends.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { bin, cmsDir } from './paths.mjs';
import { cmsNodeOptions } from './node-options.mjs';

const secret = () => crypto.randomBytes(16).toString('base64');

/** Fresh Strapi secrets for a process that lives only for a test or benchmark. */
export const throwawaySecrets = () => ({
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
});

export function spawnThrowawayCms({ port, env = {}, stdio = 'inherit' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-throwaway-'));
  // BENCH_CPU_PROFILE_DIR=dir: the CMS writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const child = spawn(
    profileDir ? process.execPath : bin('strapi'),
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, bin('strapi'), 'start'] : ['start'],
    {
      cwd: cmsDir,
      stdio,
      env: {
        ...process.env,
        NODE_OPTIONS: cmsNodeOptions(),
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_URL: '',
        DATABASE_FILENAME: path.join(dir, 'data.db'),
        SERVE_ADMIN_PANEL: 'false',
        DEMO_DATA: 'true',
        DEMO_CONTENT_ITEMS: process.env.DEMO_CONTENT_ITEMS ?? '40',
        LOG_LEVEL: 'warn',
        STARTUP_MESSAGE: 'false',
        STRAPI_TELEMETRY_DISABLED: 'true',
        ...throwawaySecrets(),
        ...env,
      },
    },
  );
  child.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return child;
}
