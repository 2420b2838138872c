// SMS campaigns end to end (#22, docs/sms.md "Campaigns"): the text's limits and readiness (422 with codes), the
// recipients fixed by normalised number (de-duplicated; without suppressed, not-opted-in, blocked profiles or
// numbers that are none), sending through the HTTP gateway stand-in exactly once per recipient (also after a lost
// answer and when a slice runs again over recipients already sent), the rate measured at the gateway, and delivery
// reports on the status webhook feeding the campaign's results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { makeAudience, makeSegment, setEngagement, waitFor } from './helpers/sending';
import { startSmsGateway, type SmsGatewayStandIn } from './helpers/sms-gateway';

const SECRET = 'sms-status-test-secret';
const CAMPAIGN = 'api::campaign.campaign';
let app: TestApp;
let admin: Client;
let gateway: SmsGatewayStandIn;

const useGateway = () =>
  Object.assign(process.env, { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: gateway.accessKey });
const useOutbox = () => delete process.env.SMS_PROVIDER;

beforeAll(async () => {
  gateway = await startSmsGateway();
  app = await startApp({ SMS_INBOUND_SECRET: SECRET });
  admin = await app.login();
  // No sender domain approved: an SMS campaign does not need one.
  await setEngagement(app, { senderDomains: [], messagesPerSecond: 100 });
}, 120_000);
afterAll(async () => {
  useOutbox();
  await gateway?.close();
  await app?.stop();
});

const idOf = async (documentId: string) =>
  (await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } })).id as number;
const progress = async (documentId: string) => (await admin.get(`/api/campaigns/${documentId}/progress`)).body.data;
const recipients = (campaignId: number) =>
  app.strapi.db.connection('campaign_recipients').where('campaign_id', campaignId).orderBy('id');
const completed = (documentId: string, ms = 30_000) =>
  waitFor(async () => (await progress(documentId)).status === 'COMPLETED', ms, 'completion');

async function smsCampaign(source: string | null, data: Record<string, unknown> = {}) {
  const res = await admin.post('/api/campaigns', {
    data: { name: `SMS ${source}`, channel: 'SMS', smsText: 'Hallo {firstName}, het nieuws staat klaar.', ...data },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (source) {
    const segment = await makeSegment(app, source);
    await app.strapi.db
      .query(CAMPAIGN)
      .update({ where: { documentId: res.body.data.documentId }, data: { segment: segment.id } });
  }
  return res.body.data.documentId as string;
}

describe('the text and readiness', () => {
  it('refuses a text past six parts when written, and a send without text or segment (422 with codes)', async () => {
    const ucs2 = await admin.post('/api/campaigns', {
      data: { name: 'Te lang', channel: 'SMS', smsText: 'ç'.repeat(6 * 67 + 1) },
    });
    expect(ucs2.status).toBe(422);
    expect(ucs2.body.error.details).toMatchObject({ code: 'sms_text_too_long', parts: 7, encoding: 'UCS-2' });
    const gsm = await admin.post('/api/campaigns', {
      data: { name: 'Te lang', channel: 'SMS', smsText: 'a'.repeat(919) },
    });
    expect(gsm.status).toBe(422);
    expect(gsm.body.error.details.code).toBe('sms_text_too_long');
    // The longest GSM-7 text is taken.
    expect(
      (await admin.post('/api/campaigns', { data: { name: 'Net', channel: 'SMS', smsText: 'a'.repeat(918) } })).status,
    ).toBe(201);

    const empty = await smsCampaign('readiness', { smsText: '  ' });
    const refused = await admin.post(`/api/campaigns/${empty}/send`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.code).toBe('sms_text_required');
    expect((await admin.put(`/api/campaigns/${empty}`, { data: { smsText: 'ç'.repeat(500) } })).status).toBe(422);

    const noSegment = await smsCampaign(null);
    expect((await admin.post(`/api/campaigns/${noSegment}/send`)).body.error.details.code).toBe('segment_required');
    // No template and no approved sender domain needed: it is scheduled.
    const ready = await smsCampaign('readiness');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await admin.put(`/api/campaigns/${ready}`, { data: { schedule: 'SCHEDULED', scheduledAt: at } });
    const scheduled = await admin.post(`/api/campaigns/${ready}/schedule`, { scheduledAt: at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  });

  it('copies the text when duplicated', async () => {
    const id = await smsCampaign('duplicate', { smsText: 'Kopie {firstName}' });
    const copy = await admin.post(`/api/campaigns/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ channel: 'SMS', smsText: 'Kopie {firstName}' });
  });
});

describe('recipients by normalised number (outbox)', () => {
  it('one per E.164 number, without suppressed, not-opted-in, blocked or unreadable numbers', async () => {
    useOutbox();
    await makeAudience(app, 'numbers', [
      { email: 'anna@sms.test', firstName: 'Anna', phoneNumber: '06-12345678' },
      // The same number typed otherwise: the first profile keeps it.
      { email: 'anna2@sms.test', firstName: 'Anna twee', phoneNumber: '+31 (0)6 1234 5678' },
      { email: 'bert@sms.test', firstName: 'Bert', phoneNumber: '0031 6 22222222' },
      { email: 'stop@sms.test', phoneNumber: '06 33333333' },
      { email: 'geen-optin@sms.test', phoneNumber: '0644444444', optIn: false },
      { email: 'geblokkeerd@sms.test', phoneNumber: '0655555555', blocked: true },
      { email: 'letters@sms.test', phoneNumber: 'bel me maar' },
      { email: 'kort@sms.test', phoneNumber: '612345' },
      { email: 'geen@sms.test' },
      { email: 'vast@sms.test', firstName: 'Vast', phoneNumber: '020-1234567' },
    ] as any);
    await app.strapi.db
      .connection('sms_suppressions')
      .insert({ phone: '+31633333333', reason: 'stop', created_at: new Date() });
    const documentId = await smsCampaign('numbers');
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await completed(documentId);
    const campaignId = await idOf(documentId);
    const rows = await recipients(campaignId);
    expect(rows.map((r: any) => r.email)).toEqual(['+31612345678', '+31622222222', '+31201234567']);
    expect(rows.every((r: any) => r.state === 'sent' && r.transport === 'sms-outbox')).toBe(true);
    expect(rows[0].message_id).toBe(`<c${campaignId}.r${rows[0].id}@sms>`);
    const log = await app.strapi.db
      .query('api::sms-message.sms-message')
      .findMany({ where: { reference: { $startsWith: `c${campaignId}.r` } }, orderBy: { id: 'asc' } });
    expect(log.map((m: any) => [m.reference, m.to, m.status, m.text])).toEqual([
      [`c${campaignId}.r${rows[0].id}`, '+31612345678', 'stored', 'Hallo Anna, het nieuws staat klaar.'],
      [`c${campaignId}.r${rows[1].id}`, '+31622222222', 'stored', 'Hallo Bert, het nieuws staat klaar.'],
      [`c${campaignId}.r${rows[2].id}`, '+31201234567', 'stored', 'Hallo Vast, het nieuws staat klaar.'],
    ]);
    expect(await progress(documentId)).toMatchObject({ recipientCount: 3, sent: 3, failed: 0 });
    // Kept in the outbox: no delivery report will come, so none is awaited.
    expect((await admin.get(`/api/campaigns/${documentId}/statistics`)).body.data.sms).toMatchObject({
      sent: 3,
      stored: 3,
      awaitingReport: 0,
      delivered: 0,
    });
  });
});

describe('through the HTTP gateway', () => {
  let documentId: string;
  let campaignId: number;
  const COUNT = 40;
  const mine = () => gateway.messages.filter((m) => m.reference?.startsWith(`c${campaignId}.r`));

  it('delivers each recipient exactly once, also after an answer lost on the way', async () => {
    useGateway();
    await makeAudience(
      app,
      'gateway',
      Array.from({ length: COUNT }, (_, i) => ({
        email: `g${i}@sms.test`,
        firstName: `Lezer${i}`,
        phoneNumber: `06${String(70000000 + i)}`,
      })) as any,
    );
    documentId = await smsCampaign('gateway');
    campaignId = await idOf(documentId);
    // The gateway keeps the first message but its answer is lost: sent again later with the same reference.
    gateway.loseAnswers(1);
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await completed(documentId);
    const counts = new Map<string, number>();
    for (const m of mine()) counts.set(m.recipients[0], (counts.get(m.recipients[0]) ?? 0) + 1);
    expect(counts.size).toBe(COUNT);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has('31670000007')).toBe(true);
    const rows = await recipients(campaignId);
    expect(rows.every((r: any) => r.state === 'sent' && r.transport === 'sms-http')).toBe(true);
    const first = mine().find((m) => m.reference === `c${campaignId}.r${rows[0].id}`)!;
    expect(first).toMatchObject({
      originator: 'Newsroom',
      body: 'Hallo Lezer0, het nieuws staat klaar.',
      datacoding: 'plain',
    });
    const log = await app.strapi.db
      .query('api::sms-message.sms-message')
      .findOne({ where: { reference: first.reference } });
    expect(log).toMatchObject({ status: 'sent', provider: 'http', providerId: first.id });
  });

  it('sends nothing again when a slice runs again over recipients the gateway already took', async () => {
    const rows = await recipients(campaignId);
    const calls = gateway.calls.length;
    const sentBefore = mine().length;
    // As after a crash between the provider's answer and the slice's commit: three rows back to pending, and
    // for one of them the outcome unknown (its log row still `sending`).
    const again = rows.slice(0, 3).map((r: any) => r.id);
    await app.strapi.db
      .connection('campaign_recipients')
      .whereIn('id', again)
      .update({ state: 'pending', sent_at: null, claim_token: null, claimed_until: null });
    await app.strapi.db
      .query('api::sms-message.sms-message')
      .update({ where: { reference: `c${campaignId}.r${again[0]}` }, data: { status: 'sending' } });
    await app.strapi.db.query(CAMPAIGN).update({ where: { id: campaignId }, data: { status: 'EXECUTING' } });
    await app.strapi.service('api::campaign.actions').enqueueSlices(campaignId);
    await completed(documentId);
    // Two were answered from the delivery log (no call); the unknown one went to the gateway with its reference,
    // which de-duplicated it.
    expect(gateway.calls.length - calls).toBe(1);
    expect(mine().length).toBe(sentBefore);
    expect((await recipients(campaignId)).filter((r: any) => r.state === 'sent')).toHaveLength(COUNT);
  });

  it('delivery reports give delivered and undelivered in the results; a report without the secret changes nothing', async () => {
    const rows = await recipients(campaignId);
    const ref = (i: number) => `c${campaignId}.r${rows[i].id}`;
    const report = (body: Record<string, unknown>, secret = SECRET) =>
      app.client().post('/api/sms/status', body, { 'X-Sms-Inbound-Secret': secret });
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000).toISOString();
    for (const i of [0, 1, 2]) await report({ reference: ref(i), status: 'delivered', statusDatetime: at(i) });
    await report({ reference: ref(3), status: 'delivery_failed', statusDatetime: at(3) });
    // By the gateway's id alone, as form fields in the query.
    const byId = mine().find((m) => m.reference === ref(4))!;
    await app.client().post(`/api/sms/status?token=${SECRET}&id=${byId.id}&status=expired`, {});
    // An interim report after the final one, the same report twice, an unknown message, a wrong secret: no change.
    await report({ reference: ref(0), status: 'buffered', statusDatetime: at(10) });
    await report({ reference: ref(1), status: 'delivered', statusDatetime: at(1) });
    await report({ reference: 'c0.r0', status: 'delivered' });
    const wrong = await report({ reference: ref(5), status: 'delivered' }, 'wrong');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ data: { received: true } });

    const log = await app.strapi.db.query('api::sms-message.sms-message').findOne({ where: { reference: ref(0) } });
    expect(log.report).toBe('delivered');
    const stats = await admin.get(`/api/campaigns/${documentId}/statistics?interval=24h`);
    expect(stats.status).toBe(200);
    expect(stats.body.data.sms).toMatchObject({
      recipients: COUNT,
      sent: COUNT,
      failed: 0,
      pending: 0,
      delivered: 3,
      undelivered: 2,
      awaitingReport: COUNT - 5,
      stored: 0,
      parts: COUNT,
    });
  });

  it('fails a recipient the gateway refuses for good, and counts it', async () => {
    await makeAudience(app, 'refused', [
      { email: 'r1@sms.test', firstName: 'Een', phoneNumber: '0680000001' },
      { email: 'r2@sms.test', firstName: 'Twee', phoneNumber: '0680000002' },
    ] as any);
    const id = await smsCampaign('refused');
    gateway.answerNext(422);
    await admin.post(`/api/campaigns/${id}/send`);
    await completed(id);
    const rows = await recipients(await idOf(id));
    expect(rows.map((r: any) => r.state).sort()).toEqual(['failed', 'sent']);
    expect(rows.find((r: any) => r.state === 'failed').error).toMatch(/^sms_rejected: SMS gateway answered 422/);
    expect((await admin.get(`/api/campaigns/${id}/statistics`)).body.data.sms).toMatchObject({ sent: 1, failed: 1 });
  });
});

describe('the rate', () => {
  /** Messages a second as the least-squares slope of arrival index over arrival time (as campaign-rate.test.ts). */
  const arrivalRate = (times: number[]) => {
    const t = [...times].sort((a, b) => a - b).map((ms) => ms / 1000);
    const meanT = t.reduce((s, x) => s + x, 0) / t.length;
    const meanI = (t.length - 1) / 2;
    const cov = t.reduce((s, x, i) => s + (x - meanT) * (i - meanI), 0);
    return cov / t.reduce((s, x) => s + (x - meanT) ** 2, 0);
  };

  it('60 messages at 25/s arrive at the gateway within 5 % of the rate', async () => {
    useGateway();
    await makeAudience(
      app,
      'rate',
      Array.from({ length: 60 }, (_, i) => ({
        email: `rate${i}@sms.test`,
        phoneNumber: `06${String(71000000 + i)}`,
      })) as any,
    );
    const id = await smsCampaign('rate', { messagesPerSecond: 25, smsText: 'Tempo' });
    const campaignId = await idOf(id);
    await admin.post(`/api/campaigns/${id}/send`);
    await completed(id);
    const times = gateway.calls.filter((c) => c.body?.reference?.startsWith(`c${campaignId}.r`)).map((c) => c.at);
    expect(times).toHaveLength(60);
    const measured = arrivalRate(times);
    expect(Math.abs(measured - 25) / 25).toBeLessThan(0.05);
  });
});
