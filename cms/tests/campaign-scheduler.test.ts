// The campaign scheduler's transitions (CAMPAIGN_TRANSITIONS, docs/engagement.md "Campaign states") through its
// real entry point, `tick(now)` of service api::campaign.scheduler (cron is off in tests): a due SCHEDULED
// campaign starts exactly once over two ticks (SCHEDULED → PREPARING → EXECUTING → COMPLETED); SCHEDULED →
// INVALID when its segment or template is gone; INVALID or FAILED → OPEN by editing it again; a draft with a run
// behind it (FAILED) → DELETED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { makeAudience, makeSegment, makeTemplate, setEngagement, waitFor } from './helpers/sending';
import { CAMPAIGN_SEND_JOB } from '../src/services/engagement/job-types';

const CAMPAIGN = 'api::campaign.campaign';
let app: TestApp;
let admin: Client;
let template: any;

/** A draft through the API, its segment and template linked through the query layer (as campaigns.test.ts). */
async function draft(source: string, { template: t = template }: { template?: any } = {}) {
  await makeAudience(app, source, [{ email: `een@${source}.test`, firstName: 'Een' }]);
  const segment = await makeSegment(app, source);
  const res = await admin.post('/api/campaigns', {
    data: { name: `Gepland ${source}`, fromEmail: 'nieuws@newsroom.test' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { documentId } = res.body.data;
  await app.strapi.db.query(CAMPAIGN).update({ where: { documentId }, data: { segment: segment.id, template: t.id } });
  const { id } = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
  return { documentId: documentId as string, id: id as number, segment };
}
/** Scheduled a few seconds ahead (the action refuses a time in the past); answers that time. */
async function schedule(documentId: string) {
  const at = new Date(Date.now() + 5_000);
  const res = await admin.post(`/api/campaigns/${documentId}/schedule`, { scheduledAt: at.toISOString() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return at;
}
const after = (at: Date, ms = 1_000) => new Date(at.getTime() + ms);
// A `now` only seconds ahead: the tick's repair step leaves campaigns changed in the last minute alone.
const tick = (now: Date) => app.strapi.service('api::campaign.scheduler').tick(now);
const campaignOf = (documentId: string) => app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
const moves = (campaign: any) => (campaign.history ?? []).map((h: any) => `${h.from}>${h.to}`);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  delete process.env.SMTP_HOST; // the outbox
  await setEngagement(app, { senderDomains: ['newsroom.test'] });
  template = await makeTemplate(app);
}, 120_000);
afterAll(() => app?.stop());

describe('the scheduler starts a due campaign', () => {
  it('not before its time, then exactly once over two ticks (SCHEDULED → PREPARING → … → COMPLETED)', async () => {
    const { documentId, id } = await draft('due');
    const at = await schedule(documentId);
    expect((await tick(new Date(at.getTime() - 1_000))).started).toBe(0);
    expect((await campaignOf(documentId)).status).toBe('SCHEDULED');

    // Two ticks at once (two processes, or a slow tick overlapping the next): one starts it.
    const [first, second] = await Promise.all([tick(after(at)), tick(after(at))]);
    expect(first.started + second.started).toBe(1);
    expect(['PREPARING', 'EXECUTING', 'COMPLETED']).toContain((await campaignOf(documentId)).status);
    expect((await tick(after(at, 2_000))).started).toBe(0);

    await waitFor(async () => (await campaignOf(documentId)).status === 'COMPLETED', 30_000, 'completion');
    const done = await campaignOf(documentId);
    expect(moves(done)).toEqual([
      'OPEN>SCHEDULED',
      'SCHEDULED>PREPARING',
      'PREPARING>EXECUTING',
      'EXECUTING>COMPLETED',
    ]);
    expect(done.history[1].action).toBe('start');
    expect(done).toMatchObject({ recipientCount: 1, sentCount: 1 });
    const jobs = await app.strapi.db.query('api::job.job').findMany({ where: { type: CAMPAIGN_SEND_JOB } });
    expect(jobs.filter((j: any) => Number(j.params?.campaignId) === id)).toHaveLength(1);
    const rows = await app.strapi.db.connection('campaign_recipients').where('campaign_id', id);
    expect(rows.map((r: any) => [r.email, r.state])).toEqual([['een@due.test', 'sent']]);
  });
});

describe('INVALID, edited again, deleted', () => {
  it('SCHEDULED → INVALID when its segment or its template is gone, with the reason; it does not start', async () => {
    const noSegment = await draft('segment-gone');
    const ownTemplate = await makeTemplate(app, { name: 'Weg' });
    const noTemplate = await draft('template-gone', { template: ownTemplate });
    const at = await schedule(noSegment.documentId);
    await schedule(noTemplate.documentId);
    await app.strapi.db.query('api::segment.segment').delete({ where: { id: noSegment.segment.id } });
    await app.strapi.db.query('api::email-template.email-template').delete({ where: { id: ownTemplate.id } });

    expect((await tick(after(at, 6_000))).started).toBe(0);
    const [segmentGone, templateGone] = await Promise.all([
      campaignOf(noSegment.documentId),
      campaignOf(noTemplate.documentId),
    ]);
    expect(segmentGone.status).toBe('INVALID');
    expect(segmentGone.statusReason).toMatch(/segment/i);
    expect(templateGone.status).toBe('INVALID');
    expect(templateGone.statusReason).toMatch(/template/i);
    expect(moves(templateGone)).toEqual(['OPEN>SCHEDULED', 'SCHEDULED>INVALID']);
    const recipients = await app.strapi.db
      .connection('campaign_recipients')
      .whereIn('campaign_id', [noSegment.id, noTemplate.id]);
    expect(recipients).toHaveLength(0);
    // INVALID may not be scheduled or sent as it is (409).
    const refused = await admin.post(`/api/campaigns/${noTemplate.documentId}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ code: 'campaign_transition', from: 'INVALID' });
  });

  it('INVALID → OPEN by editing it again; then it can be scheduled once more', async () => {
    const { documentId } = await draft('edit-again');
    const at = await schedule(documentId);
    await app.strapi.db.query(CAMPAIGN).update({ where: { documentId }, data: { template: null } });
    await tick(after(at));
    expect((await campaignOf(documentId)).status).toBe('INVALID');

    const put = await admin.put(`/api/campaigns/${documentId}`, { data: { name: 'Gepland, hersteld' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'Gepland, hersteld', status: 'OPEN', statusReason: null });
    const reopened = await campaignOf(documentId);
    expect(reopened.status).toBe('OPEN');
    expect(moves(reopened).slice(-2)).toEqual(['SCHEDULED>INVALID', 'INVALID>OPEN']);
    expect(reopened.history.at(-1)).toMatchObject({ action: 'edit' });
    expect(reopened.history.at(-1).by.name).toBeTruthy();

    // Still without a template: scheduling says so (422); with one it is SCHEDULED again.
    const without = await admin.post(`/api/campaigns/${documentId}/schedule`, {
      scheduledAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(without.status).toBe(422);
    expect(without.body.error.details.code).toBe('template_required');
    await app.strapi.db.query(CAMPAIGN).update({ where: { documentId }, data: { template: template.id } });
    await schedule(documentId);
    expect((await campaignOf(documentId)).status).toBe('SCHEDULED');
    expect((await admin.post(`/api/campaigns/${documentId}/unschedule`)).body.data.status).toBe('OPEN');
  });

  it('→ DELETED: a draft with a run behind it (FAILED) is marked, keeps its rows and leaves the lists', async () => {
    const { documentId, id, segment } = await draft('failing');
    // A rule tree the segment API would refuse, written past it: the send job's SQL fails on it.
    await app.strapi.db
      .query('api::segment.segment')
      .update({ where: { id: segment.id }, data: { rules: { type: 'group', op: 'AND', rules: [null] } } });
    const at = await schedule(documentId);
    expect((await tick(after(at))).started).toBe(1);
    await waitFor(async () => (await campaignOf(documentId)).status === 'FAILED', 30_000, 'the failed run');
    expect(moves(await campaignOf(documentId))).toEqual(['OPEN>SCHEDULED', 'SCHEDULED>PREPARING', 'PREPARING>FAILED']);
    // A recipient row stands for what a failed run may leave behind (here the job failed before fixing any).
    await app.strapi.db
      .connection('campaign_recipients')
      .insert({ campaign_id: id, email: 'een@failing.test', state: 'pending' });

    expect((await admin.del(`/api/campaigns/${documentId}`)).status).toBe(204);
    const deleted = await campaignOf(documentId);
    expect(deleted.status).toBe('DELETED');
    expect(moves(deleted).at(-1)).toBe('FAILED>DELETED');
    expect(await app.strapi.db.connection('campaign_recipients').where('campaign_id', id)).toHaveLength(1);
    const list = await admin.get('/api/campaigns?pagination[pageSize]=100');
    expect(list.body.data.map((c: any) => c.documentId)).not.toContain(documentId);
    // DELETED is the end: deleting or editing again is refused.
    expect((await admin.del(`/api/campaigns/${documentId}`)).status).toBe(404);
    const put = await admin.put(`/api/campaigns/${documentId}`, { data: { name: 'Terug' } });
    expect(put.status).toBe(409);
    expect(put.body.error.details.code).toBe('campaign_not_editable');
  });

  it('FAILED → OPEN by editing it again; the next send renders the edit and reaches the segment', async () => {
    const { documentId, id, segment } = await draft('failed-edit');
    const segments = app.strapi.db.query('api::segment.segment');
    const { rules } = await segments.findOne({ where: { id: segment.id } });
    await segments.update({ where: { id: segment.id }, data: { rules: { type: 'group', op: 'AND', rules: [null] } } });
    const at = await schedule(documentId);
    expect((await tick(after(at))).started).toBe(1);
    await waitFor(async () => (await campaignOf(documentId)).status === 'FAILED', 30_000, 'the failed run');

    await segments.update({ where: { id: segment.id }, data: { rules } });
    const put = await admin.put(`/api/campaigns/${documentId}`, { data: { name: 'Gepland, opnieuw' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ status: 'OPEN', statusReason: null });
    const reopened = await campaignOf(documentId);
    expect(moves(reopened).slice(-2)).toEqual(['PREPARING>FAILED', 'FAILED>OPEN']);
    expect(reopened.prepared).toBeNull();

    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await waitFor(async () => (await campaignOf(documentId)).status === 'COMPLETED', 30_000, 'the second run');
    const rows = await app.strapi.db.connection('campaign_recipients').where('campaign_id', id);
    expect(rows.map((r: any) => [r.email, r.state])).toEqual([['een@failed-edit.test', 'sent']]);
  });

  it('a draft that never ran is removed instead of marked', async () => {
    const { documentId } = await draft('never-ran');
    expect((await admin.del(`/api/campaigns/${documentId}`)).status).toBe(204);
    expect(await campaignOf(documentId)).toBeNull();
  });
});
