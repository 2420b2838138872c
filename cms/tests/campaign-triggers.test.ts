// Campaign triggers (issue #22, docs/engagement.md "Triggers"): the schedule's rules, the campaign parked in
// PENDING_NEXT_RUN, a run per slot (a copy with its own recipients), a missed run once after downtime, one run
// when two schedulers tick together, executeOnce, run now, switching off and deleting, the log, the roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCronRun } from '@newsroom/config';
import { startApp, EDITOR, MARKETING, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { publishArticle, textBlock } from './helpers/email-templates';
import {
  htmlPartOf,
  makeAudience,
  makeSegment,
  makeTemplate,
  setEngagement,
  startSink,
  waitFor,
  type Sink,
} from './helpers/sending';

const CAMPAIGN = 'api::campaign.campaign';
const TRIGGER = 'api::campaign-trigger.campaign-trigger';
let app: TestApp;
let admin: Client;
let segment: any;
let template: any;
let sink: Sink;

const draft = async (over: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/campaigns', {
    data: { name: 'Weekoverzicht', fromEmail: 'nieuws@newsroom.test' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await app.strapi.db.query(CAMPAIGN).update({
    where: { documentId: res.body.data.documentId },
    data: { segment: segment.id, template: template.id, ...over },
  });
  return res.body.data;
};
const campaignOf = (documentId: string) => app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
const triggerRow = (documentId: string) => app.strapi.db.query(TRIGGER).findOne({ where: { documentId } });
const runsOf = (triggerId: number) =>
  app.strapi.db.query(CAMPAIGN).findMany({ where: { trigger: { id: triggerId } }, orderBy: { id: 'asc' } });
const makeTrigger = async (campaign: string, data: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/campaign-triggers', {
    data: { name: 'Elke maandag', cron: '0 8 * * 1', campaign, ...data },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
/** Puts the trigger's next run in the past, as if the process had been down since then. */
const dueSince = (documentId: string, ms: number) =>
  app.strapi.db.query(TRIGGER).update({ where: { documentId }, data: { nextRunAt: new Date(Date.now() - ms) } });
const tick = () => app.strapi.service('api::campaign.scheduler').tick(new Date());

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'] });
  await makeAudience(app, 'triggers-api', [{ email: 'een@triggers.test' }, { email: 'twee@triggers.test' }]);
  segment = await makeSegment(app, 'triggers-api');
  template = await makeTemplate(app);
  sink = await startSink();
}, 120_000);
afterAll(async () => {
  delete process.env.SMTP_HOST;
  await sink?.close();
  await app?.stop();
});

describe('trigger rules', () => {
  it('refuses a schedule that is not five valid fields, or that never runs, naming the code (400)', async () => {
    const campaign = await draft();
    for (const [cron, code] of [
      ['0 8 * *', 'cron_fields'],
      ['0 25 * * *', 'cron_range'],
      ['0 8 * * maandag', 'cron_value'],
      ['*/0 * * * *', 'cron_step'],
      ['0 0 31 2 *', 'cron_never'],
    ]) {
      const res = await admin.post('/api/campaign-triggers', {
        data: { name: 'X', cron, campaign: campaign.documentId },
      });
      expect(res.status, cron).toBe(400);
      expect(res.body.error.details.errors[0]).toMatchObject({ path: ['cron'], code });
    }
    const none = await admin.post('/api/campaign-triggers', { data: { name: 'X', cron: '0 8 * * 1' } });
    expect(none.body.error.details.errors).toEqual([expect.objectContaining({ path: ['campaign'], code: 'required' })]);
    const unknown = await admin.post('/api/campaign-triggers', {
      data: { name: 'X', cron: '0 8 * * 1', campaign: 'zzzzzzzzzzzzzzzzzzzzzzzz' },
    });
    expect(unknown.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['campaign'], code: 'notFound' }),
    ]);
    const owned = await admin.post('/api/campaign-triggers', {
      data: {
        name: 'X',
        cron: '0 8 * * 1',
        campaign: campaign.documentId,
        nextRunAt: new Date().toISOString(),
        runCount: 9,
      },
    });
    expect(owned.status).toBe(400);
    expect(owned.body.error.details.errors.map((e: any) => e.code)).toEqual(['server_owned', 'server_owned']);
    expect(
      await app.strapi.db
        .query(TRIGGER)
        .count({ where: { campaign: { id: (await campaignOf(campaign.documentId)).id } } }),
    ).toBe(0);
  });

  it('parks the campaign in PENDING_NEXT_RUN with the next slot; one trigger per campaign (409)', async () => {
    const campaign = await draft();
    const before = Date.now();
    const trigger = await makeTrigger(campaign.documentId);
    expect(new Date(trigger.nextRunAt).getTime()).toBe(nextCronRun('0 8 * * 1', before)!.getTime());
    expect((await campaignOf(campaign.documentId)).status).toBe('PENDING_NEXT_RUN');
    const second = await admin.post('/api/campaign-triggers', {
      data: { name: 'Y', cron: '0 9 * * *', campaign: campaign.documentId },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.details.code).toBe('campaign_has_trigger');
    // The model stays editable between runs, and cannot be deleted while its trigger is on.
    expect((await admin.put(`/api/campaigns/${campaign.documentId}`, { data: { subject: 'Deze week' } })).status).toBe(
      200,
    );
    expect((await admin.del(`/api/campaigns/${campaign.documentId}`)).status).toBe(409);
  });

  it('checks what a send needs when switched on (422) and writes nothing then', async () => {
    const campaign = await draft({ segment: null });
    const res = await admin.post('/api/campaign-triggers', {
      data: { name: 'X', cron: '0 8 * * 1', campaign: campaign.documentId },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.code).toBe('segment_required');
    expect((await campaignOf(campaign.documentId)).status).toBe('OPEN');
    const off = await admin.post('/api/campaign-triggers', {
      data: { name: 'X', cron: '0 8 * * 1', campaign: campaign.documentId, active: false },
    });
    expect(off.status).toBe(201);
    expect(off.body.data.nextRunAt).toBeNull();
    expect((await campaignOf(campaign.documentId)).status).toBe('OPEN');
  });

  it('refuses a campaign that is not a draft (409 trigger_campaign_status)', async () => {
    const campaign = await draft({ status: 'COMPLETED' });
    const res = await admin.post('/api/campaign-triggers', {
      data: { name: 'X', cron: '0 8 * * 1', campaign: campaign.documentId },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('trigger_campaign_status');
  });
});

describe('runs', () => {
  it('runs a due trigger once, as a copy sent to the segment, even after a long downtime', async () => {
    const campaign = await draft();
    const trigger = await makeTrigger(campaign.documentId, { cron: '*/5 * * * *' });
    const row = await triggerRow(trigger.documentId);
    expect(await runsOf(row.id)).toHaveLength(0);
    await dueSince(trigger.documentId, 21 * 86_400_000); // three weeks of missed slots
    const now = Date.now();
    await Promise.all([tick(), tick()]); // two schedulers at once
    const runs = await runsOf(row.id);
    expect(runs).toHaveLength(1);
    expect(runs[0].name).toMatch(/^Weekoverzicht · /);
    await waitFor(async () => (await campaignOf(runs[0].documentId)).status === 'COMPLETED', 20_000, 'run sent');
    expect((await campaignOf(runs[0].documentId)).sentCount).toBe(2);
    const after = await triggerRow(trigger.documentId);
    expect(after.runCount).toBe(1);
    expect(new Date(after.nextRunAt).getTime()).toBe(nextCronRun('*/5 * * * *', now)!.getTime());
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(now);
    await tick();
    expect(await runsOf(row.id)).toHaveLength(1);
    // The model is still waiting for the next run, and a second slot makes a second run.
    expect((await campaignOf(campaign.documentId)).status).toBe('PENDING_NEXT_RUN');
    await dueSince(trigger.documentId, 1000);
    await tick();
    const both = await runsOf(row.id);
    expect(both).toHaveLength(2);
    // Sent to the end, so its mails do not land in the next test's count.
    await waitFor(async () => (await campaignOf(both[1].documentId)).status === 'COMPLETED', 20_000, 'run 2 sent');
    const log = await app.strapi.db
      .query('api::log-entry.log-entry')
      .findMany({ where: { subjectType: 'campaign-trigger', subjectId: trigger.documentId, action: 'run' } });
    expect(log).toHaveLength(2);
    expect(log[0].type).toBe('email');
  });

  it("fills a latest block at each run: an item published between two runs is in the second run's mail only", async () => {
    const tagged = await admin.post('/api/tags', { data: { name: 'Trigger digest', slug: 'trigger-digest' } });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(201);
    const tag = tagged.body.data.documentId;
    const older = await publishArticle(admin, { title: 'Digest eerste stuk', slug: 'trigger-digest-1', tags: [tag] });
    // An hour older than the next one, so "newest first" is not decided within one clock tick.
    await app.strapi.db.query('api::content.content').update({
      where: { documentId: older, locale: 'nl' },
      data: { publicationDate: new Date(Date.now() - 3_600_000) },
    });
    const digest = await makeTemplate(app, {
      name: 'Digest',
      design: { blocks: [textBlock('<p>Deze week</p>'), { type: 'latest', tag, count: 3 }] },
    });
    const campaign = await draft({ template: digest.id });
    const trigger = await makeTrigger(campaign.documentId, { cron: '0 * * * *' });
    const triggerId = (await triggerRow(trigger.documentId)).id;
    const sent = (documentId: string) => async () => (await campaignOf(documentId)).status === 'COMPLETED';
    /** One run: its copy sent over SMTP, and the HTML each segment member received. */
    const run = async (count: number) => {
      const before = sink.received.length;
      await dueSince(trigger.documentId, 1000);
      await tick();
      const runs = await runsOf(triggerId);
      expect(runs).toHaveLength(count);
      await waitFor(sent(runs[count - 1].documentId), 20_000, `run ${count} sent`);
      const mails = sink.received.slice(before);
      expect(mails.map((m) => m.to).sort()).toEqual(['een@triggers.test', 'twee@triggers.test']);
      return mails.map((m) => htmlPartOf(m.raw));
    };
    Object.assign(process.env, sink.env);
    try {
      const first = await run(1);
      await publishArticle(admin, { title: 'Digest tweede stuk', slug: 'trigger-digest-2', tags: [tag] });
      const second = await run(2);
      for (const html of first) {
        expect(html).toContain('Digest eerste stuk');
        expect(html).not.toContain('Digest tweede stuk');
      }
      for (const html of second) {
        expect(html).toContain('Digest eerste stuk');
        expect(html).toContain('Digest tweede stuk');
        // Newest first.
        expect(html.indexOf('Digest tweede stuk')).toBeLessThan(html.indexOf('Digest eerste stuk'));
      }
    } finally {
      delete process.env.SMTP_HOST;
    }
  });

  it('executeOnce sends the campaign itself and switches off', async () => {
    const campaign = await draft();
    const trigger = await makeTrigger(campaign.documentId, { executeOnce: true });
    await dueSince(trigger.documentId, 60_000);
    await tick();
    await waitFor(async () => (await campaignOf(campaign.documentId)).status === 'COMPLETED', 20_000, 'campaign sent');
    expect((await campaignOf(campaign.documentId)).sentCount).toBe(2);
    expect(await triggerRow(trigger.documentId)).toMatchObject({ active: false, nextRunAt: null, runCount: 1 });
    const runs = await runsOf((await triggerRow(trigger.documentId)).id);
    expect(runs.map((r) => r.documentId)).toEqual([campaign.documentId]);
    expect((await triggerRow(trigger.documentId)).history.at(-1)).toMatchObject({
      action: 'run',
      note: campaign.documentId,
    });
  });

  it('records a skipped run with its reason when the campaign can no longer be sent', async () => {
    const campaign = await draft();
    const trigger = await makeTrigger(campaign.documentId, { cron: '0 * * * *' });
    await app.strapi.db.query(CAMPAIGN).update({ where: { documentId: campaign.documentId }, data: { segment: null } });
    await dueSince(trigger.documentId, 1000);
    await tick();
    const row = await triggerRow(trigger.documentId);
    expect(await runsOf(row.id)).toHaveLength(0);
    expect(row.history.at(-1)).toMatchObject({ action: 'skipped', code: 'segment_required' });
    expect(row.history.at(-1).note).toMatch(/segment/);
    expect(new Date(row.nextRunAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('runs now on request without moving the schedule; refused while switched off (409)', async () => {
    const campaign = await draft();
    const trigger = await makeTrigger(campaign.documentId);
    const res = await admin.post(`/api/campaign-triggers/${trigger.documentId}/run`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ runCount: 1, nextRunAt: trigger.nextRunAt });
    expect(await runsOf((await triggerRow(trigger.documentId)).id)).toHaveLength(1);
    const off = await admin.put(`/api/campaign-triggers/${trigger.documentId}`, { data: { active: false } });
    expect(off.body.data).toMatchObject({ active: false, nextRunAt: null });
    expect((await campaignOf(campaign.documentId)).status).toBe('OPEN');
    const refused = await admin.post(`/api/campaign-triggers/${trigger.documentId}/run`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('trigger_inactive');
    expect((await admin.post('/api/campaign-triggers/zzzzzzzzzzzzzzzzzzzzzzzz/run')).status).toBe(404);
  });

  it('frees the campaign when the trigger is deleted', async () => {
    const campaign = await draft();
    const trigger = await makeTrigger(campaign.documentId);
    expect((await admin.del(`/api/campaign-triggers/${trigger.documentId}`)).status).toBe(204);
    expect((await campaignOf(campaign.documentId)).status).toBe('OPEN');
  });
});

describe('top-bar search', () => {
  it('finds triggers by the start of their name', async () => {
    const campaign = await draft();
    await makeTrigger(campaign.documentId, { name: 'Zondagse digest', active: false });
    const res = await admin.get('/api/search?q=zondagse');
    expect(JSON.stringify(res.body)).toContain('Zondagse digest');
    expect(JSON.stringify(res.body)).toContain('/mail/triggers/');
  });
});

describe('roles', () => {
  it('lets marketing manage triggers and refuses editors (403)', async () => {
    const campaign = await draft();
    const marketing = await app.login(MARKETING);
    const res = await marketing.post('/api/campaign-triggers', {
      data: { name: 'M', cron: '30 6 * * *', campaign: campaign.documentId },
    });
    expect(res.status).toBe(201);
    const editor = await app.login(EDITOR);
    expect((await editor.get('/api/campaign-triggers')).status).toBe(403);
  });
});
