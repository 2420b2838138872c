/**
 * Push campaigns (issue #22, docs/push.md "Push campaigns") against the local push service: the recipients are the
 * devices of the segment's profiles (blocked profiles and other profiles' devices left out), each device receives
 * exactly one message (VAPID signed, aes128gcm, decrypted here with the device's keys), also when the slices run
 * again; a device answering 410 is removed and logged; a click through the notification's link counts for the
 * campaign; a push service that fails pauses the run; the readiness rules answer 422 with their codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { startPushService, type PushStandIn } from './helpers/push-service';
import { makeAudience, makeSegment, setEngagement, waitFor } from './helpers/sending';

const UID = 'api::push-subscription.push-subscription';
const CAMPAIGN = 'api::campaign.campaign';
let app: TestApp;
let admin: Client;
let push: PushStandIn;

const codeOf = (res: { body: any }) => res.body?.error?.details?.code;
const idOf = async (documentId: string) =>
  (await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } })).id as number;
const recipients = async (documentId: string) =>
  app.strapi.db
    .connection('campaign_recipients')
    .where('campaign_id', await idOf(documentId))
    .orderBy('id');
const statusOf = async (documentId: string) =>
  (await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } })).status as string;

/** A made-up browser on the stand-in, registered for `profileId` (or anonymous). */
async function device(name: string, profileId: number | null) {
  const browser = push.browser(name);
  return app.strapi.db.query(UID).create({
    data: {
      endpoint: browser.endpoint,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
      profile: profileId,
      failureCount: 0,
    },
  });
}

/** A push campaign to the profiles with `source`, created through the API (no template, no sender). */
async function pushCampaign(source: string, data: Record<string, unknown> = {}) {
  const segment = await makeSegment(app, source);
  const res = await admin.post('/api/campaigns', {
    data: {
      name: `Push ${source}`,
      channel: 'PUSH',
      pushTitle: 'Breaking',
      pushBody: 'Lees het laatste nieuws',
      pushUrl: 'https://krant.example/artikel',
      ...data,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await app.strapi.db
    .query(CAMPAIGN)
    .update({ where: { documentId: res.body.data.documentId }, data: { segment: segment.id } });
  return res.body.data.documentId as string;
}

const sendAndWait = async (id: string, status = 'COMPLETED') => {
  const res = await admin.post(`/api/campaigns/${id}/send`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await waitFor(async () => (await statusOf(id)) === status, 30_000, `campaign ${status}`);
};
const results = async (id: string) => (await admin.get(`/api/push/campaigns/${id}/results`)).body.data;

beforeAll(async () => {
  push = await startPushService();
  app = await startApp();
  admin = await app.login();
  // A sender domain that no push campaign uses: push needs none.
  await setEngagement(app, { senderDomains: ['elders.test'], messagesPerSecond: 200, autoPauseAfterErrors: 10 });
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await push?.stop();
});

describe('a push campaign to a segment', () => {
  let id: string;
  let rows: any[];

  beforeAll(async () => {
    const [anna, bert, , blocked] = await makeAudience(app, 'pushed', [
      { email: 'anna@push.test' },
      { email: 'bert@push.test', optIn: false },
      { email: 'zonder@push.test' },
      { email: 'blok@push.test', blocked: true },
    ]);
    const [outsider] = await makeAudience(app, 'elders', [{ email: 'elders@push.test' }]);
    await device('anna-laptop', anna.id);
    await device('anna-phone', anna.id);
    await device('bert', bert.id);
    await device('blocked', blocked.id);
    await device('outsider', outsider.id);
    await device('anonymous', null);
    id = await pushCampaign('pushed');
    await sendAndWait(id);
    rows = await recipients(id);
  }, 60_000);

  it('has one recipient per device of the segment’s profiles that are not blocked (opt-in is the browser’s)', async () => {
    const ids = await Promise.all(
      ['anna-laptop', 'anna-phone', 'bert'].map(
        async (name) =>
          (await app.strapi.db.query(UID).findOne({ where: { endpoint: `${push.url}/push/${name}` } })).id as number,
      ),
    );
    expect(rows.map((r) => r.email).sort()).toEqual(ids.map((d) => `push:${d}`).sort());
    expect(rows.map((r) => [r.state, r.transport])).toEqual(Array(3).fill(['sent', 'push']));
    const campaign = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId: id } });
    expect(campaign).toMatchObject({ recipientCount: 3, sentCount: 3, failedCount: 0, sentSubject: 'Breaking' });
  });

  it('delivers exactly one encrypted, VAPID-signed message per device, its link through the click tracking', async () => {
    for (const name of ['anna-laptop', 'anna-phone', 'bert']) expect(push.count(name)).toBe(1);
    for (const name of ['blocked', 'outsider', 'anonymous']) expect(push.count(name)).toBe(0);
    const request = push.requests.find((r) => r.path === '/push/anna-phone')!;
    expect(request.vapid).toMatchObject({ valid: true, aud: push.url });
    expect(request.contentEncoding).toBe('aes128gcm');
    const campaignId = await idOf(id);
    expect(request.message).toMatchObject({
      title: 'Breaking',
      body: 'Lees het laatste nieuws',
      tag: `campaign-${campaignId}`,
    });
    const link = new URL(String(request.message?.url));
    expect(link.pathname).toMatch(/^\/api\/engagement\/click\/click\./);
    expect(link.searchParams.get('url')).toBe('https://krant.example/artikel');
    const stored = await app.strapi.db.query(UID).findOne({ where: { endpoint: `${push.url}/push/anna-phone` } });
    expect(stored.lastSuccessAt).not.toBeNull();
  });

  it('sends nothing again when the slices run again', async () => {
    await app.strapi.db.query(CAMPAIGN).update({ where: { documentId: id }, data: { status: 'EXECUTING' } });
    await app.strapi.service('api::campaign.actions').enqueueSlices(await idOf(id));
    await waitFor(async () => (await statusOf(id)) === 'COMPLETED', 20_000, 'completion again');
    for (const name of ['anna-laptop', 'anna-phone', 'bert']) expect(push.count(name)).toBe(1);
  });

  it('counts a person’s click once per device, scanners apart', async () => {
    const request = push.requests.find((r) => r.path === '/push/bert')!;
    const link = new URL(String(request.message?.url));
    // Clicks within seconds of sending are read as scanners' (classify.ts): the message went out a minute ago.
    await app.strapi.db
      .connection('campaign_recipients')
      .where('campaign_id', await idOf(id))
      .update({ sent_at: new Date(Date.now() - 60_000) });
    const click = (agent: string) =>
      fetch(`${app.url}${link.pathname}${link.search}`, { redirect: 'manual', headers: { 'user-agent': agent } });
    const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
    const first = await click(person);
    expect([first.status, first.headers.get('location')]).toEqual([302, 'https://krant.example/artikel']);
    await click(person);
    await click('python-requests/2.31');
    expect(await results(id)).toEqual({
      recipients: 3,
      sent: 3,
      delivered: 3,
      clicked: 1,
      clicks: 2,
      removed: 0,
      failed: 0,
      pending: 0,
    });
    const tampered = await fetch(`${app.url}${link.pathname}?url=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
    });
    expect(tampered.status).not.toBe(302);
  });

  it('shows the campaign on the /push overview with its results', async () => {
    const overview = (await admin.get('/api/push/overview')).body.data;
    expect(overview.campaigns.completed).toBeGreaterThanOrEqual(1);
    expect(overview.latest.find((c: any) => c.documentId === id)).toMatchObject({
      name: 'Push pushed',
      status: 'COMPLETED',
      sent: 3,
      delivered: 3,
      clicked: 1,
    });
    expect(overview.results.delivered).toBeGreaterThanOrEqual(3);
  });

  it('opens from the top-bar search on its own screen', async () => {
    const hits = JSON.stringify((await admin.get('/api/search?q=push%20pushed')).body);
    expect(hits).toContain(`/push/campaigns/${id}/show`);
  });
});

describe('devices that are gone or failing', () => {
  it('removes a device answering 410, logs that the token may have expired, and counts it as removed', async () => {
    const [reader, other] = await makeAudience(app, 'gone', [
      { email: 'weg@push.test' },
      { email: 'blijft@push.test' },
    ]);
    const gone = await device('gone-410', reader.id);
    await device('still-here', other.id);
    push.answer('gone-410', 410);
    const id = await pushCampaign('gone');
    await sendAndWait(id);
    expect(await app.strapi.db.query(UID).findOne({ where: { id: gone.id } })).toBeNull();
    const log = await app.strapi.db
      .query('api::log-entry.log-entry')
      .findMany({ where: { type: 'push', action: 'subscription_removed', subjectId: gone.documentId } });
    expect(log).toHaveLength(1);
    expect(log[0].note).toMatch(/answered 410: the token may have expired/);
    const rows = await recipients(id);
    expect(rows.find((r) => r.email === `push:${gone.id}`)).toMatchObject({ state: 'failed' });
    expect(await results(id)).toMatchObject({ recipients: 2, sent: 2, delivered: 1, removed: 1, failed: 0 });
    expect(push.count('gone-410')).toBe(1);
  });

  it('pauses the run when the push service keeps failing, and sends the rest once resumed', async () => {
    await setEngagement(app, { autoPauseAfterErrors: 2 });
    const [reader] = await makeAudience(app, 'busy', [{ email: 'druk@push.test' }]);
    await device('busy-500', reader.id);
    push.answer('busy-500', 500);
    const id = await pushCampaign('busy');
    await sendAndWait(id, 'PAUSED');
    const campaign = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId: id } });
    expect(campaign.statusReason).toMatch(/consecutive transport errors; the last: push service: 500/);
    const stored = await app.strapi.db.query(UID).findOne({ where: { endpoint: `${push.url}/push/busy-500` } });
    expect(stored.failureCount).toBeGreaterThanOrEqual(2);
    expect((await recipients(id))[0].state).toBe('pending');
    push.answer('busy-500', 201);
    expect((await admin.post(`/api/campaigns/${id}/resume`)).status).toBe(200);
    await waitFor(async () => (await statusOf(id)) === 'COMPLETED', 20_000, 'completion after resume');
    expect(push.requests.filter((r) => r.path === '/push/busy-500' && r.answered === 201)).toHaveLength(1);
    await setEngagement(app, { autoPauseAfterErrors: 10 });
  }, 30_000);
});

describe('what a push campaign needs before it is sent', () => {
  it('refuses 422 with a code per rule; no template or sender is asked for', async () => {
    await makeAudience(app, 'rules', [{ email: 'regels@push.test' }]);
    const cases: [Record<string, unknown>, string][] = [
      [{ pushTitle: null }, 'push_title_required'],
      [{ pushBody: '' }, 'push_body_required'],
      [{ pushUrl: 'http://krant.example/a' }, 'push_url_https'],
      [{ pushUrl: 'javascript:alert(1)' }, 'push_url_https'],
      [{ pushImage: 'http://krant.example/a.png' }, 'push_image_invalid'],
      [{ pushImage: '/uploads/niet-bestaand.png' }, 'push_image_invalid'],
      [
        { pushBody: 'é'.repeat(500), pushTitle: 'ü'.repeat(120), pushUrl: `https://k.example/${'ä'.repeat(1900)}` },
        'push_payload_too_large',
      ],
    ];
    for (const [data, code] of cases) {
      const id = await pushCampaign('rules', data);
      const res = await admin.post(`/api/campaigns/${id}/send`);
      expect([res.status, codeOf(res)], JSON.stringify(data)).toEqual([422, code]);
      expect(await statusOf(id)).toBe('OPEN');
    }
    const withoutSegment = await admin.post('/api/campaigns', {
      data: { name: 'Zonder segment', channel: 'PUSH', pushTitle: 'T', pushBody: 'B' },
    });
    const res = await admin.post(`/api/campaigns/${withoutSegment.body.data.documentId}/send`);
    expect([res.status, codeOf(res)]).toEqual([422, 'segment_required']);
    // An https image is fine; scheduling checks the same rules.
    const ok = await pushCampaign('rules', { pushImage: 'https://krant.example/beeld.png', schedule: 'SCHEDULED' });
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await admin.post(`/api/campaigns/${ok}/schedule`, { scheduledAt: at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  });

  it('answers results only for push campaigns, to administrators and marketing', async () => {
    const mail = await admin.post('/api/campaigns', { data: { name: 'E-mail', channel: 'EMAIL' } });
    expect((await admin.get(`/api/push/campaigns/${mail.body.data.documentId}/results`)).status).toBe(404);
    const id = await pushCampaign('guarded');
    const editor = await app.login(EDITOR);
    expect((await editor.get(`/api/push/campaigns/${id}/results`)).status).toBe(403);
    expect(await results(id)).toMatchObject({ recipients: 0, sent: 0, delivered: 0, clicked: 0 });
  });
});
