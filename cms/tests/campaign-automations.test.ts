// Event automations (issue #22, docs/engagement.md "Automations"): the rules and refusals, the campaign parked
// in PENDING_NEXT_RUN, each of the four events firing, once per profile and automation, the delay, an inactive
// automation, blocked / opted-out / suppressed profiles, the frequency cap, a failing fire that never breaks the
// action, and the roles.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_MAX_DELAY_MINUTES } from '@newsroom/config';
import { startApp, EDITOR, MARKETING, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { makeTemplate, setEngagement, waitFor } from './helpers/sending';

const CAMPAIGN = 'api::campaign.campaign';
const AUTOMATION = 'api::campaign-automation.campaign-automation';
let app: TestApp;
let admin: Client;
let template: any;
let seq = 0;
const knex = () => app.strapi.db.connection;

/** A draft campaign with a template (an automation needs no segment). */
const draft = async (over: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/campaigns', {
    data: { name: `Welkom ${++seq}`, fromEmail: 'nieuws@newsroom.test' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await app.strapi.db
    .query(CAMPAIGN)
    .update({ where: { documentId: res.body.data.documentId }, data: { template: template.id, ...over } });
  return res.body.data as { id: number; documentId: string };
};
const makeAutomation = async (data: Record<string, unknown>) => {
  const campaign = data.campaign ?? (await draft()).documentId;
  const res = await admin.post('/api/campaign-automations', { data: { name: `Auto ${++seq}`, campaign, ...data } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await app.strapi.db.query(AUTOMATION).findOne({
    where: { documentId: res.body.data.documentId },
    populate: { campaign: true },
  })) as { id: number; documentId: string; campaign: { id: number; documentId: string } };
};
const runsOf = (automationId: number) => knex()('automation_runs').where({ automation_id: automationId }).orderBy('id');
const recipientsOf = (campaignId: number) => knex()('campaign_recipients').where({ campaign_id: campaignId });
const tick = (now = new Date()) => app.strapi.service('api::campaign.scheduler').tick(now);
const counters = async (id: number) =>
  app.strapi.db.query(AUTOMATION).findOne({ where: { id }, select: ['firedCount', 'sentCount'] });
/** Ticks and waits until the automation's messages went out (the send job runs in-process). */
const sendsOf = async (automationId: number, sent: number) => {
  await tick();
  await waitFor(async () => (await counters(automationId)).sentCount === sent, 20_000, `${sent} sent`);
};
const profile = async (email: string, data: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/profiles', { data: { type: 'LEAD', email, optIn: true, ...data } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string };
};
const tag = async (name: string) =>
  (await admin.post('/api/profile-tags', { data: { name, kind: 'INTEREST' } })).body.data as {
    id: number;
    documentId: string;
  };

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'], frequencyCapMessages: 0 });
  template = await makeTemplate(app);
}, 120_000);
afterAll(() => app?.stop());
// Each test's automations stop listening after it, so a later test's profiles fire only its own.
afterEach(() => app.strapi.db.query(AUTOMATION).updateMany({ where: {}, data: { active: false } }));

describe('automation rules', () => {
  it('refuses missing and wrong fields with their codes (400), unknown targets and campaigns', async () => {
    const campaign = (await draft()).documentId;
    const post = (data: Record<string, unknown>) => admin.post('/api/campaign-automations', { data });
    const errorsOf = (res: any) => res.body.error.details.errors.map((e: any) => `${e.path[0]}:${e.code}`);
    const none = await post({});
    expect(none.status).toBe(400);
    expect(errorsOf(none)).toEqual(expect.arrayContaining(['name:required', 'event:required', 'campaign:required']));
    expect(errorsOf(await post({ name: 'X', event: 'BIRTHDAY', campaign }))).toContain('event:oneOf');
    expect(errorsOf(await post({ name: 'X', event: 'PROFILE_CREATED', campaign, delayMinutes: -1 }))).toContain(
      'delayMinutes:minValue',
    );
    const tooLong = await post({
      name: 'X',
      event: 'PROFILE_CREATED',
      campaign,
      delayMinutes: AUTOMATION_MAX_DELAY_MINUTES + 1,
    });
    expect(tooLong.body.error.details.errors[0]).toMatchObject({
      path: ['delayMinutes'],
      code: 'maxValue',
      params: { max: AUTOMATION_MAX_DELAY_MINUTES },
    });
    expect(errorsOf(await post({ name: 'X', event: 'LIST_SUBSCRIBED', campaign }))).toEqual(['list:required']);
    expect(errorsOf(await post({ name: 'X', event: 'TAG_ADDED', campaign, tag: 'zzzzzzzzzzzzzzzzzzzzzzzz' }))).toEqual([
      'tag:notFound',
    ]);
    expect(errorsOf(await post({ name: 'X', event: 'ORDER_PAID', campaign: 'zzzzzzzzzzzzzzzzzzzzzzzz' }))).toEqual([
      'campaign:notFound',
    ]);
    const owned = await post({ name: 'X', event: 'ORDER_PAID', campaign, sentCount: 5 });
    expect(owned.status).toBe(400);
    expect(owned.body.error.details.code).toBe('server_owned');
    expect(
      (await admin.put('/api/campaign-automations/zzzzzzzzzzzzzzzzzzzzzzzz', { data: { name: 'Y' } })).status,
    ).toBe(404);
  });

  it('parks its campaign while on, refuses a second user of it (409) and a campaign not ready (422)', async () => {
    const automation = await makeAutomation({ event: 'PROFILE_CREATED' });
    const status = async () =>
      (await app.strapi.db.query(CAMPAIGN).findOne({ where: { id: automation.campaign.id } })).status;
    expect(await status()).toBe('PENDING_NEXT_RUN');
    const again = await admin.post('/api/campaign-automations', {
      data: { name: 'Dubbel', event: 'ORDER_PAID', campaign: automation.campaign.documentId },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.details.code).toBe('campaign_has_automation');
    const trigger = await admin.post('/api/campaign-triggers', {
      data: { name: 'Elke maandag', cron: '0 8 * * 1', campaign: automation.campaign.documentId },
    });
    expect(trigger.status).toBe(409);
    expect(trigger.body.error.details.code).toBe('campaign_has_automation');
    const off = await admin.put(`/api/campaign-automations/${automation.documentId}`, { data: { active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await status()).toBe('OPEN');
    const done = await draft({ status: 'COMPLETED' });
    const sent = await admin.post('/api/campaign-automations', {
      data: { name: 'Oud', event: 'ORDER_PAID', campaign: done.documentId },
    });
    expect(sent.status).toBe(409);
    expect(sent.body.error.details.code).toBe('automation_campaign_status');
    const bare = await draft({ template: null });
    const unready = await admin.post('/api/campaign-automations', {
      data: { name: 'Kaal', event: 'ORDER_PAID', campaign: bare.documentId },
    });
    expect(unready.status).toBe(422);
    expect(unready.body.error.details.code).toBe('template_required');
    expect((await admin.del(`/api/campaign-automations/${automation.documentId}`)).status).toBe(204);
  });
});

describe('events', () => {
  it('PROFILE_CREATED: a new profile gets the campaign once, through the outbox, counted', async () => {
    const automation = await makeAutomation({ event: 'PROFILE_CREATED' });
    const reader = await profile(`nieuw${seq}@automations.test`, { firstName: 'Nina' });
    expect(await runsOf(automation.id)).toEqual([
      expect.objectContaining({ profile_id: reader.id, state: 'waiting', event: 'PROFILE_CREATED' }),
    ]);
    await sendsOf(automation.id, 1);
    expect(await counters(automation.id)).toMatchObject({ firedCount: 1, sentCount: 1 });
    const [row] = await recipientsOf(automation.campaign.id);
    expect(row).toMatchObject({ state: 'sent', transport: 'outbox', email: `nieuw${seq}@automations.test` });
    expect((await runsOf(automation.id))[0]).toMatchObject({ state: 'queued', recipient_id: row.id });
    const campaign = await app.strapi.db.query(CAMPAIGN).findOne({ where: { id: automation.campaign.id } });
    expect(campaign.status).toBe('PENDING_NEXT_RUN'); // still the model of the next messages
    expect(campaign.prepared).toBeTruthy(); // the view-in-browser page renders from it
  });

  it('TAG_ADDED: through the profile form and the bulk action; the tag added twice sends one message', async () => {
    const vip = await tag(`VIP ${seq}`);
    const automation = await makeAutomation({ event: 'TAG_ADDED', tag: vip.documentId });
    const other = await tag(`Ander ${seq}`);
    const reader = await profile(`tag${seq}@automations.test`, { tags: [other.documentId] });
    expect(await runsOf(automation.id)).toHaveLength(0); // another tag: not this automation
    const put = (tags: string[]) => admin.put(`/api/profiles/${reader.documentId}`, { data: { tags } });
    expect((await put([other.documentId, vip.documentId])).status).toBe(200);
    expect((await put([other.documentId])).status).toBe(200);
    expect((await put([other.documentId, vip.documentId])).status).toBe(200);
    const second = await profile(`bulk${seq}@automations.test`);
    const bulk = await admin.post('/api/profiles/bulk-tags', {
      documentIds: [second.documentId, reader.documentId],
      add: [vip.documentId],
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect((await runsOf(automation.id)).map((r: any) => r.profile_id).sort()).toEqual([reader.id, second.id].sort());
    await sendsOf(automation.id, 2);
    expect(await recipientsOf(automation.campaign.id)).toHaveLength(2);
    expect((await counters(automation.id)).firedCount).toBe(2);
  });

  it('LIST_SUBSCRIBED: staff add a member (twice: one message); another list does not fire', async () => {
    const list = (await admin.post('/api/mail-lists', { data: { name: `Welkom ${seq}`, slug: `welkom-${seq}` } })).body
      .data;
    const other = (await admin.post('/api/mail-lists', { data: { name: `Ander ${seq}`, slug: `ander-${seq}` } })).body
      .data;
    const automation = await makeAutomation({ event: 'LIST_SUBSCRIBED', list: list.documentId });
    const reader = await profile(`lijst${seq}@automations.test`);
    const add = (listId: string) => admin.post(`/api/mail-lists/${listId}/members`, { profiles: [reader.documentId] });
    expect((await add(other.documentId)).status).toBe(200);
    expect(await runsOf(automation.id)).toHaveLength(0);
    expect((await add(list.documentId)).status).toBe(200);
    expect((await admin.del(`/api/mail-lists/${list.documentId}/members/${reader.documentId}`)).status).toBe(200);
    expect((await add(list.documentId)).status).toBe(200);
    expect(await runsOf(automation.id)).toHaveLength(1);
    await sendsOf(automation.id, 1);
    await tick();
    expect(await recipientsOf(automation.campaign.id)).toHaveLength(1);
  });

  it('ORDER_PAID: the profile of the order’s address, when the order is paid (not when created)', async () => {
    const automation = await makeAutomation({ event: 'ORDER_PAID' });
    const buyer = await profile(`koper${seq}@automations.test`);
    const customer = (await admin.post('/api/customers', { data: { name: `Klant ${seq}` } })).body.data.documentId;
    const book = (await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } }))
      .documentId;
    const order = await admin.post('/api/orders', {
      data: {
        currency: 'EUR',
        customer,
        email: `Koper${seq}@automations.test`,
        lines: [{ product: book, quantity: 1 }],
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await runsOf(automation.id)).toHaveLength(0);
    expect((await admin.post(`/api/orders/${order.body.data.documentId}/pay`)).status).toBe(200);
    expect(await runsOf(automation.id)).toEqual([expect.objectContaining({ profile_id: buyer.id })]);
    await sendsOf(automation.id, 1);
  });
});

describe('when and to whom', () => {
  it('waits for the delay: due later, nothing sent before', async () => {
    const automation = await makeAutomation({ event: 'PROFILE_CREATED', delayMinutes: 60 });
    await profile(`later${seq}@automations.test`);
    const [run] = await runsOf(automation.id);
    const due = new Date(typeof run.due_at === 'number' ? run.due_at : String(run.due_at)).getTime();
    expect(Math.abs(due - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    await tick(new Date(Date.now() + 59 * 60_000));
    expect((await runsOf(automation.id))[0].state).toBe('waiting');
    expect(await recipientsOf(automation.campaign.id)).toHaveLength(0);
    await tick(new Date(Date.now() + 61 * 60_000));
    expect((await runsOf(automation.id))[0].state).toBe('queued');
    await waitFor(async () => (await counters(automation.id)).sentCount === 1, 20_000, 'sent');
  });

  it('an inactive automation does not fire; one switched off before the delay ran out sends nothing', async () => {
    const off = await makeAutomation({ event: 'PROFILE_CREATED', active: false });
    const later = await makeAutomation({ event: 'PROFILE_CREATED', delayMinutes: 5 });
    await profile(`uit${seq}@automations.test`);
    expect(await runsOf(off.id)).toHaveLength(0);
    expect((await counters(off.id)).firedCount).toBe(0);
    await admin.put(`/api/campaign-automations/${later.documentId}`, { data: { active: false } });
    await tick(new Date(Date.now() + 6 * 60_000));
    expect((await runsOf(later.id))[0]).toMatchObject({ state: 'skipped', error: 'automation_inactive' });
    expect(await recipientsOf(later.campaign.id)).toHaveLength(0);
  });

  it('skips blocked, not opted-in and suppressed profiles, with the reason', async () => {
    const automation = await makeAutomation({ event: 'PROFILE_CREATED' });
    // Blocked is the account actions' field: set on the row, as a block leaves it.
    await app.strapi.db.query('api::profile.profile').update({
      where: { id: (await profile(`geblokkeerd${seq}@automations.test`)).id },
      data: { blocked: true },
    });
    await profile(`geenoptin${seq}@automations.test`, { optIn: false });
    await knex()('mail_suppressions').insert({
      email: `afgemeld${seq}@automations.test`,
      reason: 'unsubscribed',
      updated_at: new Date(),
    });
    await profile(`afgemeld${seq}@automations.test`);
    await tick();
    expect((await runsOf(automation.id)).map((r: any) => `${r.state}:${r.error}`)).toEqual([
      'skipped:blocked',
      'skipped:not_opted_in',
      'skipped:suppressed',
    ]);
    expect(await recipientsOf(automation.campaign.id)).toHaveLength(0);
  });

  it('holds the frequency cap across campaigns and automations', async () => {
    await setEngagement(app, { frequencyCapMessages: 1, frequencyCapDays: 7 });
    try {
      const first = await makeAutomation({ event: 'PROFILE_CREATED' });
      const second = await makeAutomation({ event: 'PROFILE_CREATED', delayMinutes: 1 });
      const reader = await profile(`cap${seq}@automations.test`);
      await sendsOf(first.id, 1);
      await tick(new Date(Date.now() + 2 * 60_000));
      const run = (await runsOf(second.id)).find((r: any) => r.profile_id === reader.id);
      expect(run).toMatchObject({ state: 'skipped', error: 'frequency_cap' });
    } finally {
      await setEngagement(app, { frequencyCapMessages: 0 });
    }
  });

  it('a failing automation never breaks the action that fired it (logged)', async () => {
    const automation = await makeAutomation({ event: 'PROFILE_CREATED' });
    await knex().schema.renameTable('automation_runs', 'automation_runs_away');
    try {
      const reader = await profile(`robuust${seq}@automations.test`);
      expect(reader.id).toBeGreaterThan(0);
    } finally {
      await knex().schema.renameTable('automation_runs_away', 'automation_runs');
    }
    expect((await counters(automation.id)).firedCount).toBe(0);
  });
});

describe('roles', () => {
  it('lets marketing manage automations and refuses editors (403)', async () => {
    const marketing = await app.login(MARKETING);
    expect((await marketing.get('/api/campaign-automations')).status).toBe(200);
    const made = await marketing.post('/api/campaign-automations', {
      data: { name: 'Marketing', event: 'ORDER_PAID', campaign: (await draft()).documentId },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const editor = await app.login(EDITOR);
    expect((await editor.get('/api/campaign-automations')).status).toBe(403);
    expect((await editor.post('/api/campaign-automations', { data: { name: 'X' } })).status).toBe(403);
    expect((await editor.del(`/api/campaign-automations/${made.body.data.documentId}`)).status).toBe(403);
  });
});
