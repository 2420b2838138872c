// Exactly once across kill -9: the sending runs in a child process (helpers/sending-worker.cjs) that is
// killed with SIGKILL at random moments during a send of a few hundred recipients and started again; the
// SMTP sink must have received exactly one message per recipient (./../src/services/engagement/transport.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import { makeManyProfiles, makeSegment, makeTemplate, setEngagement, startSink, type Sink } from './helpers/sending';

const RECIPIENTS = 400;
const KILLS = 4;
let app: TestApp;
let sink: Sink;
let campaignId: number;
let workerEnv: Record<string, string>;

/** Starts the worker; resolves when it printed "ready" (booted), with its exit as a promise. */
function startWorker(): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'helpers', 'sending-worker.cjs')], {
    cwd: path.join(__dirname, '..'),
    env: workerEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve({ child, exited });
    });
    exited.then((code) => reject(new Error(`worker exited (${code}) before it was ready: ${errors.slice(-2000)}`)));
  });
}

beforeAll(async () => {
  // The test's own CMS does not run jobs: only the worker sends.
  app = await startApp({ JOBS_IN_PROCESS: 'false' });
  sink = await startSink();
  await setEngagement(app, { senderDomains: ['newsroom.test'] });
  await makeManyProfiles(app, 'once', RECIPIENTS);
  const segment = await makeSegment(app, 'once');
  const template = await makeTemplate(app);
  const admin = await app.login();
  const res = await admin.post('/api/campaigns', {
    data: { name: 'Eenmaal', fromEmail: 'nieuws@newsroom.test', messagesPerSecond: 100 },
  });
  const documentId = res.body.data.documentId;
  const row = await app.strapi.db
    .query('api::campaign.campaign')
    .update({ where: { documentId }, data: { segment: segment.id, template: template.id } });
  campaignId = row.id;
  expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
  await app.stop({ keepDatabase: true });
  workerEnv = {
    ...(process.env as Record<string, string>),
    ...sink.env,
    JOBS_IN_PROCESS: 'true',
    CAMPAIGN_ID: String(campaignId),
    CAMPAIGN_CLAIM_LEASE_MS: '1500',
    SMTP_POOL_SIZE: '5',
  };
}, 180_000);

afterAll(async () => {
  await sink?.close();
  await app?.database.drop();
});

/** What the database says of recipients the sink never saw (to tell a lost dot from a failure or a skip). */
async function statesOf(emails: string[]) {
  if (!emails.length) return [];
  const env = app.database.env;
  const knex = (await import('knex')).default(
    env.DATABASE_CLIENT === 'postgres'
      ? { client: 'pg', connection: env.DATABASE_URL }
      : { client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME }, useNullAsDefault: true },
  );
  try {
    return await knex('campaign_recipients').whereIn('email', emails).select('email', 'state', 'error', 'sent_at');
  } finally {
    await knex.destroy();
  }
}

/**
 * Waits until the sink got `count` more messages (or 5 s passed): the kill then lands mid-send however fast the
 * machine is. A fixed delay let a quick PostgreSQL run finish all 400 before the fourth kill.
 */
async function untilSentMore(count: number) {
  const target = sink.received.length + count;
  const deadline = Date.now() + 5_000;
  while (sink.received.length < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

describe('exactly once across kill -9', () => {
  it(`every one of ${RECIPIENTS} recipients gets exactly one message after ${KILLS} kills`, async () => {
    for (let kill = 0; kill < KILLS; kill++) {
      const { child, exited } = await startWorker();
      await untilSentMore(20 + Math.floor(Math.random() * 60));
      child.kill('SIGKILL');
      await exited;
    }
    const before = sink.received.length;
    expect(before).toBeLessThan(RECIPIENTS); // the kills did interrupt the send
    const { exited } = await startWorker();
    expect(await exited).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const counts = sink.countsByRecipient();
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => `p${i}@once.many.test`);
    const missing = expected.filter((email) => !counts.has(email));
    const doubled = expected.filter((email) => (counts.get(email) ?? 0) > 1);
    expect({ missing, doubled, states: await statesOf(missing) }).toEqual({ missing: [], doubled: [], states: [] });
    expect(sink.received).toHaveLength(RECIPIENTS);
  }, 600_000);
});
