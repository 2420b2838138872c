// Runs the built product for the Playwright journeys: a fresh SQLite database in a temp folder,
// demo data, no Strapi panel. APP_VERSION_OVERRIDE makes a "newer" server for the update modal.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { bin, cmsDir } from './lib/paths.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-e2e-'));
const secret = () => crypto.randomBytes(16).toString('base64');
const child = spawn(bin('strapi'), ['start'], {
  cwd: cmsDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_URL: '',
    DATABASE_FILENAME: path.join(dir, 'e2e.db'),
    SERVE_ADMIN_PANEL: 'false',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    STARTUP_MESSAGE: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  },
});
const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
