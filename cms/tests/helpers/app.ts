/**
 * Boots the real CMS in this test process on a random port and a throw-away database.
 * Demo data is seeded, so admin@example.com (administrator), editor@example.com (editor) and
 * marketing@example.com (marketing) exist.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { createTestDatabase, type TestDatabase } from './database';
import { Client } from './client';

export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
export const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
export const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };

const cmsDir = path.resolve(__dirname, '..', '..');
// Strapi's ESM entry does not load under Vitest; its CommonJS build does.
const nodeRequire = createRequire(__filename);
const { createStrapi } = nodeRequire('@strapi/strapi');
const { testEnv, seedsDifferently } = nodeRequire('./test-env.cjs');

/**
 * strapi-plugin-comments memoises its repositories per module, bound to the first Strapi instance;
 * a second instance in the same process (a restart test) needs a fresh copy of the module.
 */
function forgetModulesBoundToAnInstance() {
  for (const key of Object.keys(nodeRequire.cache))
    if (key.includes(`${path.sep}strapi-plugin-comments${path.sep}`)) delete nodeRequire.cache[key];
}

export type TestApp = {
  database: TestDatabase;
  strapi: any;
  url: string;
  client: () => Client;
  login: (who?: typeof ADMIN) => Promise<Client>;
  stop: (opts?: { keepDatabase?: boolean }) => Promise<void>;
};

export type StartOptions = { database?: TestDatabase; keepDatabase?: boolean };

export async function startApp(extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase({ fromTemplate: !seedsDifferently(extraEnv) }));
  Object.assign(process.env, {
    ...testEnv(),
    ...db.env,
    ...extraEnv,
  });
  // Strapi exits the process when start-up fails; in a test that hides the cause, so throw instead.
  const exit = process.exit;
  process.exit = ((code?: number) => {
    throw new Error(`Strapi tried to exit with code ${code} during start-up (see the log above)`);
  }) as typeof process.exit;
  let strapi;
  forgetModulesBoundToAnInstance();
  try {
    strapi = await createStrapi({
      appDir: cmsDir,
      distDir: path.join(cmsDir, 'dist'),
      autoReload: false,
      serveAdminPanel: false,
    }).load();
    await strapi.listen();
  } finally {
    process.exit = exit;
  }
  const { port } = strapi.server.httpServer.address();
  const url = `http://127.0.0.1:${port}`;
  return {
    database: db,
    strapi,
    url,
    client: () => new Client(url),
    async login(who = ADMIN) {
      const client = new Client(url);
      const res = await client.post('/api/auth/local', { identifier: who.email, password: who.password });
      if (res.status !== 200) throw new Error(`login ${who.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    },
    async stop(stopOptions: { keepDatabase?: boolean } = {}) {
      // strapi.destroy() calls process.removeAllListeners(), which would cut Vitest's IPC channel.
      const events = [
        'message',
        'disconnect',
        'exit',
        'beforeExit',
        'uncaughtException',
        'unhandledRejection',
      ] as const;
      const saved = events.map((event) => [event, process.listeners(event as any)] as const);
      await strapi.destroy();
      for (const [event, listeners] of saved) for (const l of listeners) process.on(event as any, l as any);
      // Removing the 'message' listeners also unref'd the IPC channel; without this the worker may exit early.
      (process as any).channel?.ref();
      if (!options.keepDatabase && !stopOptions.keepDatabase) await db.drop();
    },
  };
}
