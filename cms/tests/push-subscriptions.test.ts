/**
 * Web push (issue #22, docs/push.md): the public key, a website registering and removing browsers (strict checks,
 * idempotent by endpoint, the signed-in reader's profile, neutral answers, per-client throttle), and staff's
 * devices with a test push through a local push service: delivered with a valid VAPID header and an aes128gcm
 * body, a 410 deletes the device and logs that the token may have expired, 429/5xx count as failures.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { startPushService, type PushJson, type PushStandIn } from './helpers/push-service';

const UID = 'api::push-subscription.push-subscription';
let app: TestApp;
let admin: Client;
let anonymous: Client;
let push: PushStandIn;

// Every registration from its own address, so only the throttle test fills a client's window.
let address = 0;
const from = (ip = `198.51.100.${++address}`) => ({ 'x-forwarded-for': ip });
const register = (body: unknown, client: Client = anonymous, headers = from()) =>
  client.post('/api/push/subscriptions', body, { 'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox/140.0', ...headers });
const row = (endpoint: string) =>
  app.strapi.db.query(UID).findOne({ where: { endpoint }, populate: { profile: { select: ['id', 'email'] } } });
const pushLog = async (action: string) =>
  (await admin.get(`/api/log-entries?filters[type][$eq]=push&filters[action][$eq]=${action}`)).body.data as {
    note: string;
    subjectId: string;
    actorName: string;
    details: Record<string, unknown>;
  }[];
const codeOf = (res: { body: any }) => res.body?.error?.details?.code;

beforeAll(async () => {
  push = await startPushService();
  app = await startApp({ TRUST_PROXY: 'true', PUSH_SUBSCRIBE_MAX_PER_MINUTE: '5' });
  admin = await app.login(ADMIN);
  anonymous = app.client();
});
afterAll(async () => {
  await app?.stop();
  await push?.stop();
});

describe('the public key', () => {
  it('answers the VAPID public key (65 bytes, base64url) to anyone, the same every time', async () => {
    const first = await anonymous.get('/api/push/public-key');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('max-age=3600');
    expect(Buffer.from(first.body.data.publicKey, 'base64url')).toHaveLength(65);
    expect(Object.keys(first.body.data)).toEqual(['publicKey']);
    expect((await anonymous.get('/api/push/public-key')).body.data.publicKey).toBe(first.body.data.publicKey);
  });
});

describe('registering a browser', () => {
  const valid = () => push.browser(`b${crypto.randomUUID()}`);
  const withKeys = (keys: Partial<PushJson['keys']>, base = valid()) => ({
    subscription: { ...base, keys: { ...base.keys, ...keys } },
  });

  it('refuses what is not a push subscription, with a code per field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'push_subscription_invalid'],
      [{ subscription: 'x' }, 'push_subscription_invalid'],
      [{ subscription: { ...valid(), endpoint: 'http://push.example.com/send/1' } }, 'push_endpoint_invalid'],
      [{ subscription: { ...valid(), endpoint: 'https://10.1.2.3/send/1' } }, 'push_endpoint_invalid'],
      [{ subscription: { ...valid(), endpoint: 'https://push.example.com:8443/x' } }, 'push_endpoint_invalid'],
      [{ subscription: { ...valid(), endpoint: 'https://intranet/x' } }, 'push_endpoint_invalid'],
      [
        { subscription: { ...valid(), endpoint: `https://push.example.com/${'a'.repeat(2048)}` } },
        'push_endpoint_too_long',
      ],
      [withKeys({ p256dh: crypto.randomBytes(64).toString('base64url') }), 'push_key_p256dh'],
      // 65 bytes starting 0x04, but not a point on the curve.
      [
        withKeys({ p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') }),
        'push_key_p256dh',
      ],
      [withKeys({ p256dh: 'B+/=' }), 'push_key_p256dh'],
      [withKeys({ auth: crypto.randomBytes(15).toString('base64url') }), 'push_key_auth'],
      [{ ...withKeys({}), locale: 'nl_NL!' }, 'push_locale_invalid'],
      [{ subscription: { ...valid(), expirationTime: 'soon' } }, 'push_subscription_invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await register(body);
      expect([res.status, codeOf(res)], JSON.stringify(body).slice(0, 120)).toEqual([400, code]);
    }
    const both = await register(withKeys({ p256dh: 'x', auth: 'y' }));
    expect(codeOf(both)).toBe('invalid_fields');
    expect(both.body.error.details.errors.map((e: { code: string }) => e.code)).toEqual([
      'push_key_p256dh',
      'push_key_auth',
    ]);
    expect(await app.strapi.db.query(UID).count({})).toBe(0);
  });

  it('stores a new browser (201) and updates the same endpoint again (200), never a second row', async () => {
    const browser = push.browser('again');
    const first = await register({ subscription: browser, locale: 'nl' });
    expect([first.status, first.body]).toEqual([201, { data: { subscribed: true } }]);
    const stored = await row(browser.endpoint);
    expect(stored).toMatchObject({
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
      language: 'nl',
      failureCount: 0,
    });
    expect(stored.userAgent).toContain('Firefox');
    expect(stored.profile).toBeNull();

    const renewed = push.browser('again');
    const second = await register({
      subscription: { ...renewed, expirationTime: Date.now() + 86_400_000 },
      locale: 'en',
    });
    expect([second.status, second.body]).toEqual([200, { data: { subscribed: true } }]);
    expect(await app.strapi.db.query(UID).count({ where: { endpoint: browser.endpoint } })).toBe(1);
    expect(await row(browser.endpoint)).toMatchObject({
      p256dh: renewed.keys.p256dh,
      auth: renewed.keys.auth,
      language: 'en',
    });
    expect((await row(browser.endpoint)).expiresAt).not.toBeNull();
  });

  it('links the signed-in reader’s profile; an anonymous registration of that browser unlinks it', async () => {
    const reader = await app.login(EDITOR);
    const browser = push.browser('reader');
    expect((await register({ subscription: browser }, reader)).status).toBe(201);
    expect((await row(browser.endpoint)).profile).toMatchObject({ email: EDITOR.email });
    expect((await register({ subscription: browser })).status).toBe(200);
    expect((await row(browser.endpoint)).profile).toBeNull();
  });

  it('is not written through the document service (GraphQL, panel, scripts)', async () => {
    await expect(app.strapi.documents(UID).create({ data: {} })).rejects.toMatchObject({
      details: { code: 'push_subscription_not_writable' },
    });
  });
});

describe('removing a browser', () => {
  it('answers 204 whether or not the endpoint was registered, and logs a removal that happened', async () => {
    const browser = push.browser('leaving');
    await register({ subscription: browser });
    const { documentId } = await row(browser.endpoint);
    for (const body of [
      { endpoint: `${push.url}/push/never-registered` },
      { endpoint: 42 },
      {},
      { endpoint: browser.endpoint },
    ]) {
      const res = await anonymous.post('/api/push/subscriptions/remove', body, from());
      expect([res.status, res.body]).toEqual([204, null]);
    }
    expect(await row(browser.endpoint)).toBeNull();
    expect((await pushLog('subscription_unsubscribed')).map((e) => e.subjectId)).toEqual([documentId]);
  });
});

describe('the staff routes', () => {
  const registered = async (name: string) => {
    const browser = push.browser(name);
    await register({ subscription: browser });
    return (await row(browser.endpoint)).documentId as string;
  };
  const test = (documentId: string, body: unknown = { title: 'Test', body: 'Het werkt', url: 'https://krant.nl/a' }) =>
    admin.post(`/api/push-subscriptions/${documentId}/test`, body);

  it('lists the devices without their keys; the profile only to who may read profiles', async () => {
    await registered('listed');
    const linked = push.browser('listed-reader');
    await register({ subscription: linked, locale: 'en' }, await app.login(EDITOR));
    const path = '/api/push-subscriptions?populate[profile]=true&sort[0]=createdAt:desc';
    const find = (data: { endpoint: string }[], name: string) => data.find((d) => d.endpoint.endsWith(`/push/${name}`));
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    const device = find(res.body.data, 'listed');
    expect(device).toMatchObject({ failureCount: 0, profile: null, hasProfile: false });
    expect(device).not.toHaveProperty('p256dh');
    expect(device).not.toHaveProperty('auth');
    expect(find(res.body.data, 'listed-reader')).toMatchObject({
      hasProfile: true,
      language: 'en',
      profile: { email: EDITOR.email },
    });
    const marketing = (await (await app.login(MARKETING)).get(path)).body.data;
    expect(find(marketing, 'listed-reader')).toMatchObject({ hasProfile: true });
    expect(find(marketing, 'listed-reader')).not.toHaveProperty('profile');
    await anonymous.post('/api/push/subscriptions/remove', { endpoint: linked.endpoint }, from());
  });

  it('sends a test push the push service accepts: VAPID signed, aes128gcm, the message decrypted', async () => {
    const id = await registered('delivered');
    const res = await test(id);
    expect([res.status, res.body]).toEqual([200, { data: { result: 'delivered', status: 201 } }]);
    expect(push.count('delivered')).toBe(1);
    const request = push.requests.find((r) => r.path === '/push/delivered')!;
    expect(request.vapid).toMatchObject({ valid: true, aud: push.url });
    expect(request.vapid.publicKey).toBe((await anonymous.get('/api/push/public-key')).body.data.publicKey);
    expect(request.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(request.contentEncoding).toBe('aes128gcm');
    expect(request.message).toEqual({ title: 'Test', body: 'Het werkt', url: 'https://krant.nl/a' });
    expect(request.ttl).toBe(3600);
    const stored = await app.strapi.db.query(UID).findOne({ where: { documentId: id } });
    expect(stored.lastSuccessAt).not.toBeNull();
    expect((await pushLog('test_sent')).find((e) => e.subjectId === id)).toMatchObject({
      actorName: expect.any(String),
    });
  });

  it('removes a device whose push service says it is gone (410) and logs that the token may have expired', async () => {
    const id = await registered('expired');
    push.answer('expired', 410);
    const res = await test(id);
    expect(res.body).toEqual({ data: { result: 'gone', status: 410 } });
    expect(await app.strapi.db.query(UID).findOne({ where: { documentId: id } })).toBeNull();
    const [entry] = (await pushLog('subscription_removed')).filter((e) => e.subjectId === id);
    expect(entry.note).toMatch(/answered 410: the token may have expired/);
    expect(entry.details).toMatchObject({ status: 410, host: new URL(push.url).host });
    expect((await test(id)).status).toBe(404);
    expect((await admin.get('/api/push/overview')).body.data.removedLast30Days).toBe(1);
  });

  it('keeps a device on 429, 500 and 400, counting its failures', async () => {
    const id = await registered('busy');
    for (const [status, result, count] of [
      [429, 'transient', 1],
      [500, 'transient', 2],
      [400, 'failed', 3],
    ] as const) {
      push.answer('busy', status);
      expect((await test(id)).body.data).toEqual({ result, status });
      expect(await app.strapi.db.query(UID).findOne({ where: { documentId: id } })).toMatchObject({
        failureCount: count,
        lastStatus: status,
      });
    }
    push.answer('busy', 201);
    expect((await test(id)).body.data.result).toBe('delivered');
    expect((await app.strapi.db.query(UID).findOne({ where: { documentId: id } })).failureCount).toBe(0);
  });

  it('counts a push service that does not answer as transient (no status)', async () => {
    const browser = push.browser('silent');
    // Port 1 on the loopback: nothing listens there, the connection is refused.
    await register({ subscription: { ...browser, endpoint: 'http://127.0.0.1:1/push/silent' } });
    const { documentId } = await row('http://127.0.0.1:1/push/silent');
    expect((await test(documentId)).body.data).toEqual({ result: 'transient', status: null });
    expect(await row('http://127.0.0.1:1/push/silent')).toMatchObject({ failureCount: 1, lastStatus: null });
    await admin.del(`/api/push-subscriptions/${documentId}`);
  });

  it('checks the test message (400) and the device (404)', async () => {
    const id = await registered('checked');
    expect(codeOf(await test(id, { body: 'no title' }))).toBe('required');
    expect(codeOf(await test(id, { title: 'x', url: 'javascript:alert(1)' }))).toBe('push_url_invalid');
    expect(codeOf(await test(id, { title: 'x', image: 'http://krant.nl/a.png' }))).toBe('push_image_invalid');
    expect(codeOf(await test(id, { title: 'x'.repeat(121) }))).toBe('maxLength');
    expect((await test('nosuchdevice000000000000')).status).toBe(404);
    expect(push.count('checked')).toBe(0);
  });

  it('deletes a device with a log entry naming who', async () => {
    const id = await registered('deleted');
    expect((await admin.del(`/api/push-subscriptions/${id}`)).status).toBe(204);
    expect((await admin.del(`/api/push-subscriptions/${id}`)).status).toBe(404);
    const [entry] = (await pushLog('subscription_deleted')).filter((e) => e.subjectId === id);
    expect(entry.actorName).not.toBe('system');
  });

  it('counts devices for the overview', async () => {
    const res = await admin.get('/api/push/overview');
    const devices = await app.strapi.db.query(UID).count({});
    expect(res.body.data).toMatchObject({ devices, addedLast7Days: devices, removedLast30Days: 1, failing: 0 });
    expect(res.body.data.withProfile).toBe(
      await app.strapi.db.query(UID).count({ where: { profile: { id: { $notNull: true } } } }),
    );
  });

  it('is for administrators and marketing: the editor gets 403', async () => {
    const id = await registered('guarded');
    const editor = await app.login(EDITOR);
    for (const [method, path] of [
      ['GET', '/api/push-subscriptions'],
      ['GET', `/api/push-subscriptions/${id}`],
      ['DELETE', `/api/push-subscriptions/${id}`],
      ['POST', `/api/push-subscriptions/${id}/test`],
      ['GET', '/api/push/overview'],
    ])
      expect((await editor.request(method, path, method === 'POST' ? { title: 'x' } : undefined)).status, path).toBe(
        403,
      );
    expect((await anonymous.get('/api/push/overview')).status).toBe(401);
    const marketing = await app.login(MARKETING);
    expect((await marketing.get('/api/push-subscriptions')).status).toBe(200);
    expect((await marketing.get('/api/push/overview')).status).toBe(200);
    expect(push.count('guarded')).toBe(0);
  });
});

describe('throttling', () => {
  it('answers 429 to one client past PUSH_SUBSCRIBE_MAX_PER_MINUTE; another client goes on', async () => {
    const one = from('203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await anonymous.post('/api/push/subscriptions/remove', { endpoint: 'x' }, one)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    const refused = await register({ subscription: push.browser('late') }, anonymous, one);
    expect([refused.status, codeOf(refused)]).toEqual([429, 'rate_limited']);
    expect((await register({ subscription: push.browser('late') }, anonymous, from('203.0.113.10'))).status).toBe(201);
  });
});
