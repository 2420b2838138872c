// Several processes (src/services/cluster/writes.ts, src/middlewares/announced-writes.ts): the answer to a write
// leaves only once Redis took the write's announcement, so the client's next read, on any process, cannot reach a
// cache that has not heard of it yet. Here the publisher is a stand-in that answers when the test says so; the real
// Redis path is cluster.redis.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createRequire } from 'node:module';
import type { joinWrites as JoinWrites } from '../src/services/cluster/writes';

// The app's own copy of the module (the build the app runs), whose announcements the middleware waits for.
const { joinWrites } = createRequire(import.meta.url)('../dist/src/services/cluster/writes.js') as {
  joinWrites: typeof JoinWrites;
};

let app: TestApp;
let admin: Client;
let leave: () => void;
const published: string[] = [];
// The stand-in Redis holds its answers to PUBLISH while `holding`.
let holding = true;
const held: (() => void)[] = [];
const answerAll = () => {
  holding = false;
  for (const resolve of held.splice(0)) resolve();
};

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  ({ leave } = joinWrites(
    app.strapi,
    'test:writes',
    async (_channel, message) => {
      published.push(JSON.parse(message).uid);
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
    },
    { on: () => undefined },
  ));
});
afterAll(async () => {
  leave?.();
  await app?.stop();
});

describe('a write and its announcement', () => {
  it('answers the write once every announcement of it was published', async () => {
    const slug = `aangekondigd-${Date.now()}`;
    const write = admin
      .post('/api/contents', { data: { type: 'ARTICLE', title: 'Aangekondigd', slug, status: 'UNPUBLISHED' } })
      .then((res) => ({ res, at: Date.now() }));
    const until = Date.now() + 10_000;
    while (!published.includes('api::content.content') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published).toContain('api::content.content');
    // Committed and announced, but Redis has not answered yet: the client still waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answeredAt = Date.now();
    answerAll();
    const { res, at } = await write;
    expect(res.status).toBe(201);
    expect(at).toBeGreaterThanOrEqual(answeredAt);
  });

  it('answers a read without waiting for anything', async () => {
    const res = await admin.get('/api/contents?pagination[pageSize]=1');
    expect(res.status).toBe(200);
  });
});
