// `npm run worker`: a process that runs background jobs (imports, invoice documents, campaign sending)
// from the BullMQ queue in Redis. It loads the compiled CMS without its HTTP server, so build first
// (`npm start` or `npm run build`). Needs REDIS_URL and the CMS's database settings (cms/.env or the
// environment); start as many as the load needs. SIGTERM (or SIGINT) stops it gracefully: each running
// job finishes its current chunk and goes back on the queue, where another worker resumes it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from './lib/paths.mjs';

if (!process.env.REDIS_URL) {
  console.error('npm run worker needs REDIS_URL (e.g. redis://127.0.0.1:6379): the worker takes its jobs from Redis.');
  process.exit(1);
}
const distDir = path.join(cmsDir, 'dist');
if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
  console.error('The CMS is not compiled yet (cms/dist): run `npm start` or `npm run build` first.');
  process.exit(1);
}

// This process works (JOBS_IN_PROCESS) and does nothing else: the web process runs the scheduled
// tasks and seeds the demo data, so two processes never do them twice.
Object.assign(process.env, {
  JOBS_IN_PROCESS: 'true',
  STRAPI_TELEMETRY_DISABLED: 'true',
  SERVE_ADMIN_PANEL: 'false',
  CRON_ENABLED: 'false',
  DEMO_DATA: 'false',
});
// Strapi reads cms/.env from its working directory, as under `npm start`.
process.chdir(cmsDir);

const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');
const strapi = createStrapi({ appDir: cmsDir, distDir, autoReload: false, serveAdminPanel: false });

// Strapi's own signal handler would destroy its plugins while a chunk is still running; this one first
// stops the job backend (it waits for the running chunks and hands their jobs back to the queue), then
// destroys Strapi and exits 0. A second signal is ignored (Strapi notes signals may come twice); SIGKILL
// is the hard stop.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
let loaded = false;
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`worker ${process.pid}: ${signal}, finishing the current chunk ...`);
  if (!loaded) process.exit(0);
  try {
    await strapi.service('api::job.job').stop();
    await strapi.destroy();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));

try {
  await strapi.load();
  loaded = true;
  // The test harness (cms/tests/helpers/workers.ts) waits for this line.
  console.log(`worker ${process.pid} ready (concurrency ${process.env.WORKER_CONCURRENCY || 1})`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
