// `npm start`: build what changed, then run the product on its embedded defaults (SQLite, local
// uploads, outbox mail) at one URL, and print that URL with the demo logins.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildCms, buildConfig, buildConsole } from './lib/build.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { bin, cmsDir } from './lib/paths.mjs';
import { cmsNodeOptions } from './lib/node-options.mjs';

const port = Number(process.env.PORT || 1337);
const production = process.env.NODE_ENV === 'production';

if (ensureSecrets(path.join(cmsDir, '.env'))) console.log('Created cms/.env with fresh secrets.');
buildConfig();
buildConsole();
buildCms({ withPanel: process.env.SERVE_ADMIN_PANEL !== 'false' });

const strapi = spawn(bin('strapi'), ['start'], {
  cwd: cmsDir,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    STRAPI_TELEMETRY_DISABLED: 'true',
    STARTUP_MESSAGE: 'false',
    ...process.env,
    NODE_OPTIONS: cmsNodeOptions(),
    PORT: String(port),
  },
});
strapi.stdout.pipe(process.stdout);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => strapi.kill(signal));
strapi.on('exit', (code) => process.exit(code ?? 0));

const url = process.env.PUBLIC_URL || `http://localhost:${port}`;
const started = Date.now();
const waitForHealth = async () => {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/_health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 180_000) throw new Error('The CMS did not become healthy within 3 minutes.');
    await new Promise((r) => setTimeout(r, 300));
  }
};
waitForHealth().then(
  () => {
    const lines = [``, `  Newsroom back office is running at ${url}`, `  Strapi developer panel: ${url}/admin`, ``];
    if (!production && process.env.DEMO_DATA !== 'false') {
      lines.push(
        '  Demo logins:',
        '    administrator  admin@example.com / Admin123!',
        '    editor         editor@example.com / Editor123!',
        '    marketing      marketing@example.com / Marketing123!',
        '',
      );
    }
    console.log(lines.join('\n'));
  },
  (error) => {
    console.error(error.message);
    strapi.kill('SIGTERM');
  },
);
