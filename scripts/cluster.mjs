// `npm run cluster`: the product on several processes on one machine (README "Several processes"): CLUSTER_WEB CMS
// processes (default 2) on PORT+1, PORT+2 ..., CLUSTER_WORKERS job workers (default 1), and a round-robin proxy on
// PORT (default 1337) in front of the CMS processes. Needs REDIS_URL and a database every process reaches
// (PostgreSQL: DATABASE_CLIENT=postgres, DATABASE_URL); S3 (UPLOAD_PROVIDER=s3) when processes run on several
// machines. On several machines, run `npm start` and `npm run worker` per machine behind your own balancer instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildCms, buildConfig, buildConsole } from './lib/build.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { bin, cmsDir, root } from './lib/paths.mjs';
import { cmsNodeOptions } from './lib/node-options.mjs';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';

const port = Number(process.env.PORT || 1337);
const webCount = Math.max(1, Number(process.env.CLUSTER_WEB || 2));
const workerCount = Math.max(0, Number(process.env.CLUSTER_WORKERS || 1));

if (!process.env.REDIS_URL) {
  console.error(
    'npm run cluster needs REDIS_URL (e.g. redis://127.0.0.1:6379): the processes share caches, throttles,',
  );
  console.error('scheduled tasks and jobs through Redis.');
  process.exit(1);
}
if (process.env.DATABASE_CLIENT !== 'postgres') {
  console.warn('Warning: several processes on SQLite share one file and wait on each other for every write;');
  console.warn('use PostgreSQL (DATABASE_CLIENT=postgres, DATABASE_URL) for real load.');
}

if (ensureSecrets(path.join(cmsDir, '.env'))) console.log('Created cms/.env with fresh secrets.');
buildConfig();
buildConsole();
buildCms({ withPanel: process.env.SERVE_ADMIN_PANEL !== 'false' });

const children = [];
const stopAll = (signal = 'SIGTERM') => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

function run(command, args, env, name) {
  const child = spawn(command, args, {
    cwd: command === process.execPath ? root : cmsDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      STRAPI_TELEMETRY_DISABLED: 'true',
      STARTUP_MESSAGE: 'false',
      ...process.env,
      NODE_OPTIONS: cmsNodeOptions(),
      ...env,
    },
  });
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code}).`);
    // One part gone: stop the rest, so a supervisor restarts the whole (or notices it).
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
  children.push(child);
  return child;
}

async function healthy(webPort) {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${webPort}/_health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > 180_000)
      throw new Error(`The CMS on port ${webPort} did not become healthy in 3 minutes.`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const webPorts = Array.from({ length: webCount }, (_, i) => port + 1 + i);
// The first process creates the schema and seeds; the others start once it is up, so they do not race it.
// The proxy tells each process the client's address (X-Forwarded-For): throttles and rate limits key on it.
const webEnv = (webPort) => ({
  PORT: String(webPort),
  HOST: '127.0.0.1',
  TRUST_PROXY: 'true',
  JOBS_IN_PROCESS: workerCount === 0 ? 'true' : 'false',
});
run(bin('strapi'), ['start'], webEnv(webPorts[0]), `CMS :${webPorts[0]}`);
await healthy(webPorts[0]);
for (const webPort of webPorts.slice(1)) run(bin('strapi'), ['start'], webEnv(webPort), `CMS :${webPort}`);
for (let i = 0; i < workerCount; i++)
  run(process.execPath, [path.join('scripts', 'worker.mjs')], {}, `worker ${i + 1}`);
await Promise.all(webPorts.map(healthy));

const proxy = await startRoundRobinProxy(
  webPorts.map((webPort) => `http://127.0.0.1:${webPort}`),
  { port, host: process.env.HOST || '0.0.0.0' },
);
const url = process.env.PUBLIC_URL || `http://localhost:${port}`;
console.log(
  [
    '',
    `  Newsroom back office is running at ${url} on ${webCount} CMS processes and ${workerCount} worker(s).`,
    `  (proxy ${proxy.url} → ${webPorts.map((p) => `:${p}`).join(', ')})`,
    '',
  ].join('\n'),
);
