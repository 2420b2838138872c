// Tracking end to end on the real sending engine: a campaign sent over SMTP (smtp-server on loopback), its open
// pixel and a link followed from the received message, a hard bounce by its Message-ID, then the campaign's
// statistics, the reader's e-mail activity, and the bounced address left out of the next run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { WEBHOOK_SECRET } from './helpers/engagement';
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
let sink: Sink;
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

/** The message's HTML part as a reader's client sees it (base64 or quoted-printable undone). */
function htmlOf(raw: string): string {
  const part = /Content-Type: text\/html[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) throw new Error('no HTML part in the message');
  const [, headers, body] = part;
  const html = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return html.replace(/&amp;/g, '&');
}
const pathOf = (url: string) => url.slice(url.indexOf('/api/'));

beforeAll(async () => {
  sink = await startSink();
  app = await startApp({ ...sink.env, MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET });
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'], messagesPerSecond: 200 });
}, 120_000);
afterAll(async () => {
  await sink?.close();
  await app?.stop();
});

describe('a sent campaign, read and bounced', () => {
  it('counts the reader’s open and click and the bounce, and leaves the bounced address out next time', async () => {
    const people = ['lezer@flow.test', 'bounce@flow.test', 'stil@flow.test'].map((email) => ({ email }));
    const [reader] = await makeAudience(app, 'flow', people);
    const segment = await makeSegment(app, 'flow');
    const template = await makeTemplate(app);
    const created = await admin.post('/api/campaigns', {
      data: { name: 'Flow', fromEmail: 'nieuws@newsroom.test', fromName: 'Newsroom', subject: 'Nieuws' },
    });
    const documentId = created.body.data.documentId as string;
    await app.strapi.db
      .query('api::campaign.campaign')
      .update({ where: { documentId }, data: { segment: segment.id, template: template.id } });
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    const progress = async () => (await admin.get(`/api/campaigns/${documentId}/progress`)).body.data;
    await waitFor(async () => (await progress()).status === 'COMPLETED', 30_000, 'completion');

    // A person reads the message an hour after it arrived: its pixel, then its link.
    await app.strapi.db
      .connection('campaign_recipients')
      .where({ email: 'lezer@flow.test' })
      .update({
        sent_at: new Date(Date.now() - 3_600_000),
      });
    const html = htmlOf(sink.received.find((r) => r.to === 'lezer@flow.test')!.raw);
    const pixel = /https?:\/\/[^"'\s]+\/api\/engagement\/open\/[^"'\s]+\.gif/.exec(html)?.[0];
    const click = /https?:\/\/[^"'\s]+\/api\/engagement\/click\/[^"'\s)<>]+/.exec(html)?.[0];
    expect(pixel && click).toBeTruthy();
    const gif = await fetch(`${app.url}${pathOf(pixel!)}`, { headers: { 'user-agent': SAFARI } });
    expect(gif.headers.get('content-type')).toBe('image/gif');
    const followed = await fetch(`${app.url}${pathOf(click!)}`, {
      redirect: 'manual',
      headers: { 'user-agent': SAFARI },
    });
    expect(followed.status, click).toBe(302);
    const target = followed.headers.get('location')!;
    expect(target).toMatch(/^https:\/\/site\.example\/a/);

    // The mail server reports a hard bounce, naming our Message-ID.
    const bounced = sink.received.find((r) => r.to === 'bounce@flow.test')!;
    const hook = await app
      .client()
      .post(
        '/api/engagement/webhooks/bounces',
        { id: 'flow-bounce-1', type: 'hard', email: 'bounce@flow.test', messageId: bounced.messageId },
        { 'x-mail-webhook-secret': WEBHOOK_SECRET },
      );
    expect(hook.status).toBe(200);

    const { lifetime, topLinks } = (await admin.get(`/api/campaigns/${documentId}/statistics?interval=24h`)).body.data;
    expect(lifetime).toMatchObject({
      sent: 3,
      delivered: 2,
      bounces: 1,
      hardBounces: 1,
      uniqueOpens: 1,
      uniqueClicks: 1,
      machineOpens: 0,
      scannerClicks: 0,
      clickToOpen: 1,
      openRate: 0.5,
    });
    expect(topLinks).toEqual([{ url: target, clicks: 1, uniqueClicks: 1 }]);
    const activity = (await admin.get(`/api/profiles/${reader.documentId}/mail-activity`)).body.data;
    expect(activity.totals).toEqual({ received: 1, opened: 1, clicked: 1 });

    // The next run of a copy leaves the bounced address out.
    const copy = (await admin.post(`/api/campaigns/${documentId}/duplicate`)).body.data.documentId as string;
    expect((await admin.post(`/api/campaigns/${copy}/send`)).status).toBe(200);
    await waitFor(
      async () => (await admin.get(`/api/campaigns/${copy}/progress`)).body.data.status === 'COMPLETED',
      30_000,
      'second run',
    );
    const copyId = (await app.strapi.db.query('api::campaign.campaign').findOne({ where: { documentId: copy } })).id;
    const emails = (await app.strapi.db.connection('campaign_recipients').where({ campaign_id: copyId })).map(
      (r: { email: string }) => r.email,
    );
    expect(emails.sort()).toEqual(['lezer@flow.test', 'stil@flow.test']);
  }, 90_000);
});
