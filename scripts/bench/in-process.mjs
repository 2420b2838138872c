// The harness of the sending benchmarks (sending, sms, push): a peer in its own process (an SMTP sink, an SMS
// gateway, a push service) that answers messages, and the CMS loaded in this process on a throw-away SQLite database,
// so a benchmark calls its services directly and measures one sender.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { root } from '../lib/paths.mjs';
import { throwawaySecrets } from '../lib/throwaway-server.mjs';

const cmsDir = path.join(root, 'cms');

/** Forks `scripts/bench/<script>`; `ready` is its first message, `ask` sends one and waits for the answer. */
export function forkPeer(script) {
  const child = fork(path.join(root, 'scripts', 'bench', script));
  const ready = new Promise((resolve) => child.once('message', resolve));
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return { ready, ask, stop: () => child.send('stop') };
}

/**
 * The CMS (built dist) loaded in this process on a fresh SQLite file, with no cron, demo data or admin panel;
 * `env` adds or overrides variables (the peer's address). `close` destroys it and removes the database.
 */
export async function loadCms(name, env = {}) {
  const file = path.join(os.tmpdir(), `nb_bench_${name}_${crypto.randomBytes(3).toString('hex')}.db`);
  Object.assign(process.env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
    STARTUP_MESSAGE: 'false',
    SERVE_ADMIN_PANEL: 'false',
    CRON_ENABLED: 'false',
    DEMO_DATA: 'false',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: file,
    DATABASE_URL: '',
    SMTP_HOST: '',
    PUBLIC_URL: 'https://newsroom.example',
    ...throwawaySecrets(),
    ...env,
  });
  const strapi = await createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi')
    .createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), autoReload: false, serveAdminPanel: false })
    .load();
  return {
    strapi,
    knex: strapi.db.connection,
    async close() {
      await strapi.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}
