// `npm run dev`: the CMS in Strapi's watch mode on :1337 and the console from Vite's dev server on :5173
// (it forwards /api, /graphql and /uploads to the CMS). Edits reload without a build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildConfig } from './lib/build.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { adminDir, bin, cmsDir } from './lib/paths.mjs';

ensureSecrets(path.join(cmsDir, '.env'));
buildConfig();
const env = { STRAPI_TELEMETRY_DISABLED: 'true', ...process.env };
const children = [
  spawn(bin('strapi'), ['develop', '--no-watch-admin', '--no-build-admin', '--no-open'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env,
  }),
  spawn(bin('vite'), [], { cwd: adminDir, stdio: 'inherit', env }),
];
console.log('\n  Console: http://localhost:5173   CMS: http://localhost:1337\n');
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
