// The sending engine against a real SMTP server (smtp-server on loopback): recipients fixed when the send
// starts (de-duplicated, without suppressed, blocked or not-opted-in profiles), one message per recipient
// with RFC 8058 headers and a deterministic Message-ID, the view-in-browser page, the outbox transport,
// and auto-pause on a server that refuses.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { CAMPAIGN_SLICE_JOB } from '../src/services/engagement/job-types';
import {
  makeAudience,
  makeSegment,
  makeTemplate,
  setEngagement,
  startSink,
  waitFor,
  type Sink,
} from './helpers/sending';

let app: TestApp;
let admin: Client;
let template: any;
let sink: Sink;
const nodeRequire = createRequire(__filename);

async function campaignFor(source: string, data: Record<string, unknown> = {}) {
  const segment = await makeSegment(app, source);
  const res = await admin.post('/api/campaigns', {
    data: { name: `Campagne ${source}`, fromEmail: 'nieuws@newsroom.test', fromName: 'Newsroom', ...data },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await app.strapi.db
    .query('api::campaign.campaign')
    .update({ where: { documentId: res.body.data.documentId }, data: { segment: segment.id, template: template.id } });
  return res.body.data.documentId as string;
}
/** The message's parts, base64-decoded and joined. */
const decodedParts = (raw: string) =>
  raw
    .split(/\r\n--=_nr_[0-9a-f]+(?:--)?\r\n/)
    .slice(1)
    .map((part) => {
      const [head, body = ''] = part.split('\r\n\r\n');
      return /base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
    })
    .join('\n');
const progress = async (id: string) => (await admin.get(`/api/campaigns/${id}/progress`)).body.data;
const recipients = (id: number) =>
  app.strapi.db.connection('campaign_recipients').where('campaign_id', id).orderBy('email');
const idOf = async (documentId: string) =>
  (await app.strapi.db.query('api::campaign.campaign').findOne({ where: { documentId } })).id as number;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'], messagesPerSecond: 200 });
  template = await makeTemplate(app);
  sink = await startSink();
}, 120_000);
afterAll(async () => {
  await sink?.close();
  await app?.stop();
});

describe('recipients fixed when the send starts', () => {
  it('de-duplicates by lower-cased e-mail and leaves out suppressed, blocked and not-opted-in profiles (outbox)', async () => {
    delete process.env.SMTP_HOST;
    await makeAudience(app, 'fixing', [
      { email: 'anna@fix.test', firstName: 'Anna' },
      { email: 'bert@fix.test' },
      { email: 'weg@fix.test' },
      { email: 'geblokkeerd@fix.test', blocked: true },
      { email: 'geen-optin@fix.test', optIn: false },
    ]);
    await app.strapi.db
      .connection('mail_suppressions')
      .insert({ email: 'weg@fix.test', reason: 'unsubscribed', soft_bounces: 0, updated_at: new Date() });
    const id = await campaignFor('fixing');
    expect((await admin.post(`/api/campaigns/${id}/send`)).status).toBe(200);
    await waitFor(async () => (await progress(id)).status === 'COMPLETED', 30_000, 'completion');
    const rows = await recipients(await idOf(id));
    expect(rows.map((r: any) => r.email)).toEqual(['anna@fix.test', 'bert@fix.test']);
    expect(rows.map((r: any) => [r.state, r.transport])).toEqual([
      ['sent', 'outbox'],
      ['sent', 'outbox'],
    ]);
    expect(rows[0].message_id).toBe(`<c${await idOf(id)}.r${rows[0].id}@newsroom.test>`);
    expect(await progress(id)).toMatchObject({ recipientCount: 2, sent: 2, failed: 0, pending: 0 });
    // Profiles are unique by lower-cased e-mail already; the recipients' (campaign, e-mail) index is what
    // keeps a chunk that runs again (a resume) or a second address spelling from adding a recipient twice.
    const { fixRecipientsChunk } = nodeRequire('../dist/src/services/engagement/recipients.js');
    const segment = (
      await app.strapi.db
        .query('api::campaign.campaign')
        .findOne({ where: { documentId: id }, populate: { segment: true } })
    ).segment;
    const again = await app.strapi.db.transaction(({ trx }: any) =>
      fixRecipientsChunk(app.strapi, trx, {
        campaignId: rows[0].campaign_id,
        rules: segment.rules,
        now: new Date(),
        after: 0,
        limit: 100,
      }),
    );
    expect(again.added).toBe(0);
  });
});

describe('over SMTP', () => {
  it('delivers exactly one message per recipient with List-Unsubscribe (RFC 8058), Message-ID and a view link', async () => {
    Object.assign(process.env, sink.env);
    await makeAudience(
      app,
      'smtp',
      Array.from({ length: 30 }, (_, i) => ({ email: `lezer${i}@smtp.test`, firstName: `Lezer${i}` })),
    );
    const id = await campaignFor('smtp', { subject: 'Welkom {firstName}' });
    await admin.post(`/api/campaigns/${id}/send`);
    await waitFor(async () => (await progress(id)).status === 'COMPLETED', 30_000, 'completion');
    const mine = sink.received.filter((r) => r.to.endsWith('@smtp.test'));
    const counts = new Map<string, number>();
    for (const r of mine) counts.set(r.to, (counts.get(r.to) ?? 0) + 1);
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const one = mine.find((r) => r.to === 'lezer7@smtp.test')!;
    const campaignId = await idOf(id);
    const row = (await recipients(campaignId)).find((r: any) => r.email === 'lezer7@smtp.test');
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp' });
    expect(one.messageId).toBe(`<c${campaignId}.r${row.id}@newsroom.test>`);
    expect(row.message_id).toBe(one.messageId);
    const unfolded = one.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      // No mailto unless MAIL_UNSUBSCRIBE_MAILTO names a mailbox that is processed (compose.ts).
      /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/engagement\/unsubscribe\/[^>]+>\r?$/m,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(unfolded).toMatch(/^Subject: Welkom Lezer7/m);

    // The view-in-browser page renders the message as this recipient got it; a bad token is 404.
    const view = /\/api\/engagement\/view\/([A-Za-z0-9._-]+)/.exec(decodedParts(one.raw))?.[1];
    expect(view).toBeTruthy();
    const page = await app.client().get(`/api/engagement/view/${view}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Lezer7');
    expect((await app.client().get('/api/engagement/view/view.1-2.forged')).status).toBe(404);

    // The message as sent, stored on the campaign for /mail/legacy/campaigns: the same template and subject,
    // rendered once for an anonymous reader, so no recipient's merge values, address or signed links.
    const stored = (await admin.get(`/api/campaigns/${id}`)).body.data;
    expect(stored.sentSubject).toMatch(/^Welkom\b/);
    expect(stored.sentHtml).toContain('Hallo');
    expect(stored.sentHtml).toContain('https://site.example/a');
    for (const text of [stored.sentSubject, stored.sentHtml]) {
      expect(text).not.toMatch(/Lezer\d|@smtp\.test|\{firstName\}/);
      expect(text).not.toMatch(/\/api\/engagement\/(view|open|click|unsubscribe)\//);
    }
  });

  it('a chunk the database refused for contention runs again: one message each, and counted once', async () => {
    Object.assign(process.env, sink.env);
    await makeAudience(
      app,
      'busy',
      Array.from({ length: 20 }, (_, i) => ({ email: `druk${i}@busy.test` })),
    );
    const id = await campaignFor('busy');
    // Every chunk (fixing the recipients, then each group of messages) first meets SQLite's busy snapshot.
    const jobs = app.strapi.service('api::job.job');
    const refused = new Set<string>();
    jobs.hooks.beforeCommit = async ({ job, chunk }: { job: { documentId: string }; chunk: number }) => {
      const key = `${job.documentId}:${chunk}`;
      if (refused.has(key)) return;
      refused.add(key);
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' });
    };
    try {
      await admin.post(`/api/campaigns/${id}/send`);
      await waitFor(async () => (await progress(id)).status === 'COMPLETED', 30_000, 'completion');
    } finally {
      jobs.hooks.beforeCommit = undefined;
    }
    expect(refused.size).toBeGreaterThanOrEqual(2);
    const counts = new Map<string, number>();
    for (const r of sink.received.filter((m) => m.to.endsWith('@busy.test')))
      counts.set(r.to, (counts.get(r.to) ?? 0) + 1);
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await progress(id)).toMatchObject({ recipientCount: 20, sent: 20, failed: 0, pending: 0 });
    // The jobs' own counts too: the sending slices' checkpoints add up to 20, not 20 plus the retried chunks.
    const jobRows = await app.strapi.db.query('api::job.job').findMany({ where: { type: CAMPAIGN_SLICE_JOB } });
    const slices = jobRows.filter((j: any) => refused.has(`${j.documentId}:1`));
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.every((j: any) => j.status === 'COMPLETED')).toBe(true);
    expect(slices.reduce((n: number, j: any) => n + j.checkpoint.sent, 0)).toBe(20);
    expect(slices.reduce((n: number, j: any) => n + j.progress.succeeded, 0)).toBe(20);
  });

  it('pauses itself after consecutive transport errors, with the reason; resume sends the rest', async () => {
    const refusing = await startSink({ refuse: true });
    Object.assign(process.env, refusing.env);
    await setEngagement(app, { autoPauseAfterErrors: 3 });
    await makeAudience(
      app,
      'refused',
      Array.from({ length: 8 }, (_, i) => ({ email: `r${i}@refused.test` })),
    );
    const id = await campaignFor('refused');
    await admin.post(`/api/campaigns/${id}/send`);
    await waitFor(async () => (await progress(id)).status === 'PAUSED', 30_000, 'auto-pause');
    const paused = await progress(id);
    expect(paused.statusReason).toMatch(/3 consecutive transport errors/);
    expect(paused).toMatchObject({ sent: 0, failed: 0, pending: 8 });
    await refusing.close();

    Object.assign(process.env, sink.env);
    const resumed = await admin.post(`/api/campaigns/${id}/resume`);
    expect(resumed.status).toBe(200);
    await waitFor(async () => (await progress(id)).status === 'COMPLETED', 30_000, 'completion after resume');
    expect(sink.received.filter((r) => r.to.endsWith('@refused.test'))).toHaveLength(8);
    await setEngagement(app, { autoPauseAfterErrors: 10 });
  });

  it('a pause stops between batches and cancel ends the run in COMPLETED with cancelledAt', async () => {
    Object.assign(process.env, sink.env);
    await makeAudience(
      app,
      'slow',
      Array.from({ length: 40 }, (_, i) => ({ email: `s${i}@slow.test` })),
    );
    const id = await campaignFor('slow', { messagesPerSecond: 10 });
    await admin.post(`/api/campaigns/${id}/send`);
    await waitFor(async () => (await progress(id)).sent >= 3, 30_000, 'first messages');
    expect((await admin.post(`/api/campaigns/${id}/pause`)).body.data.status).toBe('PAUSED');
    await new Promise((r) => setTimeout(r, 1500));
    const held = await progress(id);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await progress(id)).sent).toBe(held.sent);
    expect(held.sent).toBeLessThan(40);
    const cancelled = await admin.post(`/api/campaigns/${id}/cancel`);
    expect(cancelled.body.data).toMatchObject({ status: 'COMPLETED' });
    expect(cancelled.body.data.cancelledAt).toBeTruthy();
    expect(sink.received.filter((r) => r.to.endsWith('@slow.test'))).toHaveLength(held.sent);
  });
});
