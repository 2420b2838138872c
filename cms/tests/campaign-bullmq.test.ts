// Two BullMQ workers share one campaign (issue "Engagement I", many workers): with CAMPAIGN_SLICES=2 the
// campaign's two slice jobs run on two `npm run worker` processes against one SMTP sink. One of them is
// killed with SIGKILL mid-send and a new worker joins; every recipient still gets exactly one message. The
// slices pace against one Redis counter, so the worker left alone sends at the campaign's whole rate, not
// at its half. Needs the local Redis: runs in the Redis suite (vitest.redis.mts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import {
  makeManyProfiles,
  makeSegment,
  makeTemplate,
  setEngagement,
  startSink,
  waitFor,
  type Sink,
} from './helpers/sending';
import { redisEnvironment, type WorkerProcess } from './helpers/workers';
import { JOB_UID } from '../src/services/jobs';
import { CAMPAIGN_SLICE_JOB } from '../src/services/engagement/job-types';

const RECIPIENTS = 800;
// Low enough that a busy two-core CI machine keeps up with it, so the measured rate is the pacing's, not the CPU's.
const RATE = 50;
const queue = redisEnvironment();
let app: TestApp | undefined;
let sink: Sink | undefined;
let admin: Client;
let documentId: string;

beforeAll(async () => {
  sink = await startSink();
  app = await startApp({
    ...queue.env,
    ...sink.env,
    CAMPAIGN_SLICES: '2',
    // A killed worker's claims return to the others after 3 s.
    CAMPAIGN_CLAIM_LEASE_MS: '3000',
    SMTP_POOL_SIZE: '5',
  });
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'] });
  await makeManyProfiles(app, 'samen', RECIPIENTS);
  const segment = await makeSegment(app, 'samen');
  const template = await makeTemplate(app);
  const res = await admin.post('/api/campaigns', {
    data: { name: 'Samen verstuurd', fromEmail: 'nieuws@newsroom.test', messagesPerSecond: RATE },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  documentId = res.body.data.documentId;
  await app.strapi.db
    .query('api::campaign.campaign')
    .update({ where: { documentId }, data: { segment: segment.id, template: template.id } });
  await queue.startWorkers(2);
}, 180_000);

afterAll(async () => {
  await queue.cleanUp();
  await sink?.close();
  await app?.stop();
});

const campaignStatus = async () =>
  (await app!.strapi.db.query('api::campaign.campaign').findOne({ where: { documentId }, select: ['status'] }))?.status;
const sliceJobs = () => app!.strapi.db.query(JOB_UID).findMany({ where: { type: CAMPAIGN_SLICE_JOB } });
/** Messages the sink received in [from, to) (ms since the epoch), per second. */
const rateBetween = (from: number, to: number) =>
  (sink!.received.filter((m) => m.at >= from && m.at < to).length * 1000) / (to - from);

describe('two BullMQ workers share one campaign', () => {
  it(`every one of ${RECIPIENTS} recipients gets exactly one message, also when one worker is killed`, async () => {
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);

    // Both slices running, each on its own worker, and the send well under way.
    let runners: WorkerProcess[] = [];
    await waitFor(
      async () => {
        const jobs = await sliceJobs();
        runners = jobs.flatMap((job: { documentId: string }) => queue.runsOf(job.documentId));
        return jobs.length === 2 && new Set(runners).size === 2 && sink!.received.length >= 100;
      },
      60_000,
      'two workers sending',
    );
    const victim = runners[0];
    await queue.kill(victim);
    const killedAt = Date.now();
    expect(sink!.received.length).toBeLessThan(RECIPIENTS);
    // The replacement boots a whole CMS, which would starve the survivor during the window measured below.
    await new Promise((resolve) => setTimeout(resolve, killedAt + 3000 - Date.now()));
    await queue.startWorkers(1);

    await waitFor(async () => (await campaignStatus()) === 'COMPLETED', 120_000, 'the campaign to complete');
    const counts = sink!.countsByRecipient();
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => `p${i}@samen.many.test`);
    const missing = expected.filter((email) => !counts.has(email));
    const doubled = expected.filter((email) => (counts.get(email) ?? 0) > 1);
    // On a failure, the rows of the recipients concerned say where each one stopped.
    const rows = await app!.strapi.db
      .connection('campaign_recipients')
      .whereIn('email', [...missing, ...doubled])
      .select('email', 'state', 'transport', 'sent_at', 'claimed_until', 'error');
    expect({ missing, doubled }, JSON.stringify(rows)).toEqual({ missing: [], doubled: [] });
    expect(sink!.received).toHaveLength(RECIPIENTS);

    // The survivor alone, before the killed slice is handed on (the 6 s lock of redisEnvironment): the
    // whole rate from the shared counter (each slice counting for itself would send at half of it).
    const alone = rateBetween(killedAt + 500, killedAt + 3000);
    const perSecond = [0, 1, 2].map((s) => rateBetween(killedAt + s * 1000, killedAt + (s + 1) * 1000));
    expect(alone, `messages/s after the kill: ${perSecond.join(', ')}`).toBeGreaterThan(RATE * 0.75);
    expect(alone, `messages/s after the kill: ${perSecond.join(', ')}`).toBeLessThan(RATE * 1.1);

    const campaign = (await admin.get(`/api/campaigns/${documentId}`)).body.data;
    expect(campaign).toMatchObject({ status: 'COMPLETED', sentCount: RECIPIENTS, failedCount: 0 });
  }, 300_000);
});
