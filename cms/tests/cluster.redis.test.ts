// Several processes behind one address (issue #23 "Several processes", README "Several processes"): two CMS
// processes (this test's app and a `strapi start` child) on one database and one Redis, two BullMQ workers, and a
// round-robin proxy in front (scripts/lib/round-robin-proxy.mjs). Shows that a write through one process is in the
// other's cached lists at once, that the sign-in throttle counts across both, that a scheduled task runs once per
// tick, and that a campaign sent by two workers reaches every recipient once. Needs the local Redis.
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from '../../scripts/lib/round-robin-proxy.mjs';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import { Client } from './helpers/client';
import { startCmsProcess, type CmsProcess } from './helpers/cms-process';
import {
  makeManyProfiles,
  makeSegment,
  makeTemplate,
  setEngagement,
  startSink,
  waitFor,
  type Sink,
} from './helpers/sending';
import { redisEnvironment } from './helpers/workers';

const RECIPIENTS = 120;
const queue = redisEnvironment();
let app: TestApp;
let second: CmsProcess;
let proxy: { url: string; counts: number[]; close: () => Promise<void> };
let sink: Sink;
let redis: Redis;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function signedIn(url: string, who = ADMIN) {
  const client = new Client(url);
  const res = await client.post('/api/auth/local', { identifier: who.email, password: who.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

beforeAll(async () => {
  sink = await startSink();
  app = await startApp({
    ...queue.env,
    ...sink.env,
    CRON_ENABLED: 'true',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    CAMPAIGN_SLICES: '2',
    SMTP_POOL_SIZE: '5',
  });
  // The child inherits the app's environment (database, secrets, Redis prefix) from process.env.
  second = await startCmsProcess(await freePort());
  proxy = await startRoundRobinProxy([app.url, second.url]);
  redis = queue.redis();
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await second?.stop();
  await queue.cleanUp();
  await sink?.close();
  await app?.stop();
});

describe('two CMS processes and two workers behind one address', () => {
  it("a write through one process is in the other's cached lists at once", async () => {
    const [one, two] = await Promise.all([signedIn(app.url), signedIn(second.url)]);
    const contents = '/api/contents?pagination[pageSize]=100&sort[0]=updatedAt:desc';
    const profiles = '/api/profiles?pagination[pageSize]=25&sort[0]=createdAt:desc';
    for (const path of [contents, profiles]) {
      await two.get(path);
      const warm = await two.get(path);
      expect(warm.status).toBe(200);
      expect(warm.headers.get('x-cache')).toBe('HIT'); // the other process answers from its cache
    }

    const title = `Cluster ${Date.now()}`;
    const slug = `cluster-${Date.now()}`;
    const created = await one.post('/api/contents', { data: { type: 'ARTICLE', title, slug, status: 'UNPUBLISHED' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await two.get(contents);
    expect(listed.body.data.map((c: { title: string }) => c.title)).toContain(title);

    const email = `cluster-${Date.now()}@example.nl`;
    expect((await one.post('/api/profiles', { data: { email, type: 'LEAD' } })).status).toBe(201);
    const profileList = await two.get(profiles);
    expect(profileList.body.data.map((p: { email: string }) => p.email)).toContain(email);

    // Through the proxy: the write lands on one process, the next two reads on both.
    const viaProxy = await signedIn(proxy.url);
    const renamed = `${title} (bijgewerkt)`;
    const documentId = created.body.data.documentId;
    expect((await viaProxy.put(`/api/contents/${documentId}`, { data: { title: renamed } })).status).toBe(200);
    for (const read of [await viaProxy.get(contents), await viaProxy.get(contents)])
      expect(read.body.data.map((c: { title: string }) => c.title)).toContain(renamed);
    expect(proxy.counts.every((count) => count > 0)).toBe(true);
  });

  it('the sign-in throttle counts the attempts on both processes', async () => {
    const before = [...proxy.counts];
    const attempt = () =>
      new Client(proxy.url).post('/api/auth/local', { identifier: EDITOR.email, password: 'Verkeerd-123!' });
    // Three failures are the account's limit (LOGIN_MAX_FAILURES_PER_ACCOUNT): one process alone would have seen
    // only one or two of them and let the fourth try the password.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(proxy.counts.map((count, i) => count - before[i])).toEqual([2, 2]);
  });

  it('a scheduled task runs in one process per tick, though both schedule it', async () => {
    // campaignScheduler fires every 15 s in both processes (workers schedule nothing).
    const ticks = async () => {
      const keys = await redis.keys(`${queue.prefix}:cron:campaignScheduler:*:counts`);
      return Promise.all(keys.map(async (key) => ({ key, ...(await redis.hgetall(key)) })));
    };
    await waitFor(
      async () => (await ticks()).some((tick) => tick.claimants === '2' && tick.runs === '1'),
      40_000,
      'a tick claimed by both processes and run',
    );
    for (const tick of await ticks()) expect(tick.runs ?? '0', tick.key).not.toBe('2');
  }, 60_000);

  it('a campaign sent by two workers reaches every recipient exactly once', async () => {
    await setEngagement(app, { senderDomains: ['newsroom.test'] });
    await makeManyProfiles(app, 'cluster', RECIPIENTS);
    const segment = await makeSegment(app, 'cluster');
    const template = await makeTemplate(app);
    const viaProxy = await signedIn(proxy.url);
    const res = await viaProxy.post('/api/campaigns', {
      data: { name: 'Cluster', fromEmail: 'nieuws@newsroom.test', messagesPerSecond: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { documentId } = res.body.data;
    await app.strapi.db
      .query('api::campaign.campaign')
      .update({ where: { documentId }, data: { segment: segment.id, template: template.id } });
    await queue.startWorkers(2);
    expect((await viaProxy.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await waitFor(
      async () => (await viaProxy.get(`/api/campaigns/${documentId}`)).body.data?.status === 'COMPLETED',
      120_000,
      'the campaign to complete',
    );
    const counts = sink.countsByRecipient();
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => `p${i}@cluster.many.test`);
    expect({
      missing: expected.filter((e) => !counts.has(e)),
      doubled: expected.filter((e) => (counts.get(e) ?? 0) > 1),
    }).toEqual({ missing: [], doubled: [] });
    expect(sink.received).toHaveLength(RECIPIENTS);
    // Both workers took a slice of it.
    expect(new Set(queue.workers.filter((w) => /runs job/.test(w.output()))).size).toBe(2);
  }, 240_000);
});
