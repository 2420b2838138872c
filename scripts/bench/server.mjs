// Starts the compiled CMS on a fresh SQLite database for a benchmark and tells when it is healthy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { bin, cmsDir } from '../lib/paths.mjs';

const secret = () => crypto.randomBytes(16).toString('base64');

export async function startServer({ port, env = {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-bench-'));
  const started = performance.now();
  const child = spawn(bin('strapi'), ['start'], {
    cwd: cmsDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: path.join(dir, 'bench.db'),
      SERVE_ADMIN_PANEL: 'false',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      STARTUP_MESSAGE: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      // Benchmarks sign in far more often than a person; the throttle is not what is measured.
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CMS exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const healthyMs = performance.now() - started;
  return {
    url,
    healthyMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
