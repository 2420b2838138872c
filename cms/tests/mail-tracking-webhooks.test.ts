// The bounce and complaint webhook: shared secret, stored first, applied once, soft bounces counted to the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { engagementHelpers, WEBHOOK_SECRET } from './helpers/engagement';
import { mailListHelpers } from './helpers/mail-lists';

let app: TestApp;
let sender: Client;
let admin: Client;
const { knex, campaign, recipients } = engagementHelpers(() => ({ app }));
const lists = mailListHelpers(() => ({ app, admin }));
const PATH = '/api/engagement/webhooks/bounces';
const auth = { 'x-mail-webhook-secret': WEBHOOK_SECRET };
let seq = 0;
const eventId = () => `evt-${Date.now()}-${++seq}`;
const suppression = (email: string) => knex()('mail_suppressions').where({ email }).first();
const eventsFor = (email: string) => knex()('mail_events').where({ email }).orderBy('id');

beforeAll(async () => {
  app = await startApp({ MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET });
  sender = app.client();
  admin = await app.login();
});
afterAll(() => app?.stop());

describe('authentication and payload', () => {
  it('refuses a missing or wrong secret with 401 and stores nothing', async () => {
    const body = { id: eventId(), type: 'hard', email: 'nobody@example.com' };
    expect((await sender.post(PATH, body)).status).toBe(401);
    const wrong = await sender.post(PATH, body, { 'x-mail-webhook-secret': 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.details.code).toBe('webhook_secret');
    expect(await knex()('mail_webhooks').where({ event_id: body.id }).first()).toBeUndefined();
  });

  it('refuses a payload without id, with an unknown type or a malformed address (400 by field)', async () => {
    expect(codes(await sender.post(PATH, { type: 'hard', email: 'a@example.com' }, auth))).toEqual({ id: 'required' });
    expect(codes(await sender.post(PATH, { id: eventId(), type: 'bounce', email: 'a@example.com' }, auth))).toEqual({
      type: 'oneOf',
    });
    expect(codes(await sender.post(PATH, { id: eventId(), type: 'soft', email: 'not-an-address' }, auth))).toEqual({
      email: 'email',
    });
  });
});

describe('applying events once', () => {
  it('suppresses a hard bounce and records it on the campaign of the message it names', async () => {
    const c = await campaign();
    const [r] = await recipients(c.id, 1);
    const row = await knex()('campaign_recipients').where({ id: r }).first();
    const res = await sender.post(
      PATH,
      { id: eventId(), type: 'hard', email: row.email.toUpperCase(), messageId: row.message_id },
      auth,
    );
    expect(res.status).toBe(200);
    expect(await suppression(row.email)).toMatchObject({ reason: 'hard_bounce', campaign_id: c.id });
    const events = await eventsFor(row.email);
    expect(events).toMatchObject([{ type: 'bounce_hard', campaign_id: c.id }]);
    expect(Number(events[0].recipient_id)).toBe(r); // bigint: a string on PostgreSQL
  });

  it('applies a replayed event once', async () => {
    const body = { id: eventId(), type: 'soft', email: 'replay@example.com' };
    for (let i = 0; i < 3; i++) expect((await sender.post(PATH, body, auth)).status).toBe(200);
    expect(await eventsFor(body.email)).toHaveLength(1);
    expect(await knex()('mail_webhooks').where({ event_id: body.id })).toHaveLength(1);
    expect(await suppression(body.email)).toBeUndefined();
  });

  it('suppresses an address at its third soft bounce, not before', async () => {
    const email = 'vol@example.com';
    await sender.post(PATH, { id: eventId(), type: 'soft', email }, auth);
    await sender.post(PATH, { id: eventId(), type: 'soft', email }, auth);
    expect(await suppression(email)).toBeUndefined();
    await sender.post(PATH, { id: eventId(), type: 'soft', email }, auth);
    expect(await suppression(email)).toMatchObject({ reason: 'soft_bounce', soft_bounces: 3 });
    const hook = await knex()('mail_webhooks').where({ email }).orderBy('id', 'desc').first();
    expect(hook.outcome).toBe('suppressed: soft bounce 3 of 3');
  });

  it('unsubscribes an address that complains, keeping an earlier reason', async () => {
    await sender.post(PATH, { id: eventId(), type: 'complaint', email: 'boos@example.com' }, auth);
    expect(await suppression('boos@example.com')).toMatchObject({ reason: 'complaint' });
    await knex()('mail_suppressions').insert({
      email: 'weg@example.com',
      reason: 'unsubscribed',
      updated_at: new Date(),
    });
    await sender.post(PATH, { id: eventId(), type: 'complaint', email: 'weg@example.com' }, auth);
    expect(await suppression('weg@example.com')).toMatchObject({ reason: 'unsubscribed' });
  });

  it('unsubscribes a reader who asked by mail (the mailto, forwarded as type unsubscribe) from all lists', async () => {
    const reader = await lists.profile('Post.Lezer@example.com');
    const [first, second] = [await lists.list(), await lists.list()];
    for (const list of [first, second])
      expect(
        (await admin.post(`/api/mail-lists/${list.documentId}/members`, { profiles: [reader.documentId] })).status,
      ).toBe(200);
    const res = await sender.post(PATH, { id: eventId(), type: 'unsubscribe', email: 'post.lezer@example.com' }, auth);
    expect(res.status).toBe(200);
    expect(await suppression('post.lezer@example.com')).toMatchObject({ reason: 'unsubscribed' });
    expect(await knex()('mail_list_members').where({ profile_id: reader.id })).toEqual([]);
    expect([await lists.memberCount(first.documentId), await lists.memberCount(second.documentId)]).toEqual([0, 0]);
    expect((await eventsFor('post.lezer@example.com')).map((e: { type: string }) => e.type)).toEqual(['unsubscribe']);
    const hook = await knex()('mail_webhooks').where({ email: 'post.lezer@example.com' }).first();
    expect(hook.outcome).toBe('unsubscribed from all (2 lists)');
  });

  it('applies an event stored before a crash when it is delivered again, or by applyPending', async () => {
    const stored = { event_id: eventId(), type: 'hard', email: 'crash@example.com', received_at: new Date() };
    await knex()('mail_webhooks').insert(stored);
    expect(await app.strapi.service('api::engagement-tracking.webhooks').applyPending()).toBeGreaterThanOrEqual(1);
    expect(await suppression('crash@example.com')).toMatchObject({ reason: 'hard_bounce' });
    await sender.post(PATH, { id: stored.event_id, type: 'hard', email: stored.email }, auth);
    expect(await eventsFor('crash@example.com')).toHaveLength(1);
  });
});
