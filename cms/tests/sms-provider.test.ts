// The SMS channel's foundation (#22, docs/sms.md): the outbox provider (stored once per reference, with its parts
// and encoding), the HTTP adapter against a local gateway stand-in (MessageBird's shape: 201, de-duplication by
// reference, 400 permanent, 429/500/timeouts transient, a wrong key 401 permanent), and the inbound STOP webhook
// (suppresses the number, logs on its profiles, ignores other texts, neutral to a bad secret, throttled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import { startSmsGateway, type SmsGatewayStandIn } from './helpers/sms-gateway';
import { smsProviderFromEnv, httpSmsProvider, type SmsProvider } from '../src/services/sms';

const SECRET = 'sms-inbound-test-secret';
const LIMIT = 5;
const SMS = 'api::sms-message.sms-message';

let app: TestApp;
let gateway: SmsGatewayStandIn;
let outbox: SmsProvider;
let http: SmsProvider;

beforeAll(async () => {
  app = await startApp({ SMS_INBOUND_SECRET: SECRET, SMS_INBOUND_MAX_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' });
  gateway = await startSmsGateway();
  outbox = smsProviderFromEnv(app.strapi, {});
  http = smsProviderFromEnv(app.strapi, {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.url,
    SMS_HTTP_TOKEN: gateway.accessKey,
    SMS_FROM: 'Krant',
  });
});
afterAll(async () => {
  await gateway?.close();
  await app?.stop();
});

let seq = 0;
const ref = (what: string) => `c9.r${++seq}.${what}`;
const rowOf = (reference: string) => app.strapi.db.query(SMS).findOne({ where: { reference } });
const rowsOf = (reference: string) => app.strapi.db.query(SMS).count({ where: { reference } });
const message = (reference: string, text = 'Het nieuws van vandaag staat klaar.', to = '+31611111111') => ({
  to,
  from: '',
  text,
  reference,
});

describe('configuration', () => {
  it('chooses the outbox by default and refuses a configuration that cannot work', () => {
    expect(outbox).toMatchObject({ name: 'outbox', from: 'Newsroom' });
    expect(http).toMatchObject({ name: 'http', from: 'Krant' });
    expect(() => smsProviderFromEnv(app.strapi, { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url })).toThrow(
      /SMS_HTTP_TOKEN/,
    );
    expect(() => smsProviderFromEnv(app.strapi, { SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => smsProviderFromEnv(app.strapi, { SMS_FROM: 'De Krant van Vandaag' })).toThrow(/SMS_FROM/);
  });
});

describe('the outbox provider', () => {
  it('stores the message with its parts and encoding, once per reference', async () => {
    const reference = ref('outbox');
    const first = await outbox.send(message(reference, 'Prijs: € 5 [actie] '.repeat(10)));
    expect(first).toMatchObject({ ok: true, providerId: expect.stringMatching(/^outbox-/) });
    expect(await rowOf(reference)).toMatchObject({
      to: '+31611111111',
      from: 'Newsroom',
      status: 'stored',
      provider: 'outbox',
      encoding: 'GSM-7',
      parts: 2,
      providerId: (first as { providerId: string }).providerId,
      documentId: expect.any(String),
    });
    const again = await outbox.send(message(reference, 'Another text'));
    expect(again).toEqual(first);
    expect(await rowsOf(reference)).toBe(1);
    expect((await rowOf(reference)).text).toMatch(/^Prijs/);
  });

  it('counts UCS-2 (an emoji is two units) and stays once when the same reference is sent at once', async () => {
    const reference = ref('emoji');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => outbox.send(message(reference, 'Goedemorgen 😀 '.repeat(5)))),
    );
    expect(new Set(results.map((r) => (r.ok ? r.providerId : 'failed'))).size).toBe(1);
    expect(results[0].ok).toBe(true);
    expect(await rowsOf(reference)).toBe(1);
    expect(await rowOf(reference)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
  });

  it('refuses what cannot be sent, storing nothing', async () => {
    const cases: [ReturnType<typeof message>, string][] = [
      [message(ref('national'), 'Hoi', '0612345678'), 'sms_phone_invalid'],
      [message(ref('long'), 'a'.repeat(153 * 6 + 1)), 'sms_text_too_long'],
      [message(ref('empty'), '  '), 'sms_text_empty'],
      [{ ...message(ref('from')), from: 'Een veel te lange naam' }, 'sms_originator_invalid'],
    ];
    for (const [m, code] of cases) {
      expect(await outbox.send(m)).toMatchObject({ ok: false, permanent: true, code });
      expect(await rowsOf(m.reference)).toBe(0);
    }
  });
});

describe('the HTTP adapter against the gateway stand-in', () => {
  const callsFor = (reference: string) => gateway.calls.filter((c) => c.body?.reference === reference);

  it('posts MessageBird’s shape with the access key, records the gateway’s id, and sends a reference once', async () => {
    const reference = ref('http');
    const result = await http.send(message(reference, 'Hallo Ägnes'));
    expect(result.ok).toBe(true);
    const [call] = callsFor(reference);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/messages',
      auth: `AccessKey ${gateway.accessKey}`,
      status: 201,
      body: { originator: 'Krant', recipients: ['31611111111'], body: 'Hallo Ägnes', reference, datacoding: 'plain' },
    });
    const sent = gateway.messages.find((m) => m.reference === reference)!;
    expect(result).toEqual({ ok: true, providerId: sent.id });
    expect(await rowOf(reference)).toMatchObject({
      status: 'sent',
      provider: 'http',
      providerId: sent.id,
      attempts: 1,
    });
    expect(await http.send(message(reference))).toEqual(result);
    expect(callsFor(reference)).toHaveLength(1);
  });

  it('sends UCS-2 as unicode', async () => {
    const reference = ref('unicode');
    expect((await http.send(message(reference, 'Fijne dag 😀'))).ok).toBe(true);
    expect(callsFor(reference)[0].body.datacoding).toBe('unicode');
  });

  it('sends again after a lost answer, and the gateway keeps the message once (de-duplication by reference)', async () => {
    const reference = ref('lost');
    gateway.loseAnswers(1);
    const lost = await http.send(message(reference));
    expect(lost).toMatchObject({ ok: false, permanent: false, status: 500, code: 'sms_gateway_unavailable' });
    expect(await rowOf(reference)).toMatchObject({ status: 'sending', attempts: 1 });
    const retried = await http.send(message(reference));
    const kept = gateway.messages.filter((m) => m.reference === reference);
    expect(kept).toHaveLength(1);
    expect(retried).toEqual({ ok: true, providerId: kept[0].id });
    expect(await rowOf(reference)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('treats 400 as permanent: the row fails and a repeat answers the same without a call', async () => {
    const reference = ref('400');
    gateway.answerNext(400);
    const refused = await http.send(message(reference));
    expect(refused).toMatchObject({ ok: false, permanent: true, status: 400, code: 'sms_rejected' });
    expect(refused.ok === false && refused.error).toMatch(/400: Bad request/);
    expect(await rowOf(reference)).toMatchObject({ status: 'failed', error: expect.stringMatching(/^sms_rejected: /) });
    expect(await http.send(message(reference))).toMatchObject({ ok: false, permanent: true, code: 'sms_rejected' });
    expect(callsFor(reference)).toHaveLength(1);
    expect(gateway.messages.some((m) => m.reference === reference)).toBe(false);
  });

  it('treats 429 and 500 as transient: the same reference goes through later', async () => {
    for (const status of [429, 500]) {
      const reference = ref(String(status));
      gateway.answerNext(status);
      expect(await http.send(message(reference))).toMatchObject({ ok: false, permanent: false, status });
      expect(await rowOf(reference)).toMatchObject({ status: 'sending' });
      expect((await http.send(message(reference))).ok).toBe(true);
      expect(await rowOf(reference)).toMatchObject({ status: 'sent', attempts: 2 });
    }
  });

  it('treats a timeout as transient', async () => {
    const slow = httpSmsProvider(app.strapi, {
      url: gateway.url,
      token: gateway.accessKey,
      from: 'Krant',
      timeoutMs: 100,
    });
    const reference = ref('timeout');
    gateway.delayMs = 400;
    const result = await slow.send(message(reference));
    gateway.delayMs = 0;
    expect(result).toMatchObject({ ok: false, permanent: false, code: 'sms_gateway_unavailable' });
    expect(result.ok === false && result.error).toMatch(/no answer within 0.1 s/);
    await new Promise((r) => setTimeout(r, 500)); // the gateway took it meanwhile
    expect((await slow.send(message(reference))).ok).toBe(true);
    expect(gateway.messages.filter((m) => m.reference === reference)).toHaveLength(1);
  });

  it('treats a wrong key (401) as permanent, without failing the message for good', async () => {
    const wrong = httpSmsProvider(app.strapi, { url: gateway.url, token: 'not-the-key', from: 'Krant' });
    const reference = ref('401');
    expect(await wrong.send(message(reference))).toMatchObject({
      ok: false,
      permanent: true,
      status: 401,
      code: 'sms_gateway_auth',
    });
    expect(await rowOf(reference)).toMatchObject({
      status: 'sending',
      error: expect.stringMatching(/^sms_gateway_auth/),
    });
    // With the key fixed, the same reference is sent.
    expect((await http.send(message(reference))).ok).toBe(true);
  });

  it('answers a closed port as transient', async () => {
    const down = httpSmsProvider(app.strapi, { url: 'http://127.0.0.1:9', token: 'x', from: 'Krant' });
    expect(await down.send(message(ref('down')))).toMatchObject({
      ok: false,
      permanent: false,
      code: 'sms_gateway_unavailable',
    });
  });
});

describe('the inbound webhook', () => {
  let ip = 10;
  const inbound = (body: unknown, headers: Record<string, string> = { 'x-sms-inbound-secret': SECRET }) =>
    app.client().post('/api/sms/inbound', body, { 'x-forwarded-for': `198.51.100.${++ip}`, ...headers });
  const suppressed = async (phone: string) =>
    Boolean(await app.strapi.db.connection('sms_suppressions').first().where({ phone }));
  const logs = () => app.strapi.db.query('api::log-entry.log-entry').findMany({ where: { action: 'sms_opt_out' } });
  const neutral = { data: { received: true } };
  const profile = (email: string, phoneNumber: string) =>
    app.strapi.db.query('api::profile.profile').create({ data: { email, type: 'LEAD', phoneNumber } });

  it('suppresses the number of a STOP reply and logs it on each profile with that number, once', async () => {
    const a = await profile('sms-a@example.com', '06-22334455');
    const b = await profile('sms-b@example.com', '+31 6 2233 4455');
    await profile('sms-c@example.com', '06-22334456');
    const res = await inbound({ originator: '31622334455', body: ' Stop ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(neutral);
    expect(await suppressed('+31622334455')).toBe(true);
    const entries = (await logs()).filter((e) => e.details?.phone === '+31622334455');
    expect(entries.map((e) => e.subjectId).sort()).toEqual([a.documentId, b.documentId].sort());
    expect(entries[0]).toMatchObject({
      type: 'profile',
      subjectType: 'profile',
      note: expect.stringMatching(/STOP|Stop/),
    });
    // The gateway posting it again changes nothing.
    expect((await inbound({ originator: '31622334455', body: 'STOP' })).body).toEqual(neutral);
    expect((await logs()).filter((e) => e.details?.phone === '+31622334455')).toHaveLength(2);
    // Nothing more goes to the number, through either provider.
    expect(await outbox.send(message(ref('opted'), 'Hoi', '+31622334455'))).toMatchObject({ code: 'sms_opted_out' });
    expect(await http.send(message(ref('opted'), 'Hoi', '+31622334455'))).toMatchObject({ code: 'sms_opted_out' });
  });

  it('suppresses a number on no profile, read from a form post with the token in the URL', async () => {
    const res = await fetch(`${app.url}/api/sms/inbound?token=${SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.200' },
      body: new URLSearchParams({ originator: '32470123456', payload: 'stop nieuws' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await suppressed('+32470123456')).toBe(true);
    const [entry] = (await logs()).filter((e) => e.details?.phone === '+32470123456');
    expect(entry).toMatchObject({ type: 'profile', subjectType: null, details: { reply: 'stop nieuws' } });
  });

  it('ignores other texts and unreadable senders', async () => {
    const before = (await logs()).length;
    for (const body of [
      { originator: '31633334444', body: 'Mooi artikel, stop er niet mee!' },
      { originator: 'Unknown', body: 'STOP' },
      { body: 'STOP' },
      { originator: '31633334444' },
    ])
      expect((await inbound(body)).body).toEqual(neutral);
    expect(await suppressed('+31633334444')).toBe(false);
    expect((await logs()).length).toBe(before);
  });

  it('answers a wrong or missing secret the same and stores nothing', async () => {
    const before = (await logs()).length;
    for (const headers of [{ 'x-sms-inbound-secret': 'guess' }, {}]) {
      const res = await inbound({ originator: '31644445555', body: 'STOP' }, headers);
      expect([res.status, res.body]).toEqual([200, neutral]);
    }
    const unset = process.env.SMS_INBOUND_SECRET;
    process.env.SMS_INBOUND_SECRET = '';
    expect((await inbound({ originator: '31644445555', body: 'STOP' }, { 'x-sms-inbound-secret': '' })).body).toEqual(
      neutral,
    );
    process.env.SMS_INBOUND_SECRET = unset;
    expect(await suppressed('+31644445555')).toBe(false);
    expect((await logs()).length).toBe(before);
  });

  it('throttles one client and caps the body', async () => {
    const from = { 'x-sms-inbound-secret': SECRET, 'x-forwarded-for': '203.0.113.77' };
    const statuses = [];
    for (let i = 0; i < LIMIT + 3; i++)
      statuses.push(
        (await app.client().post('/api/sms/inbound', { originator: '31655556666', body: 'hoi' }, from)).status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const big = await inbound({ originator: '31655556666', body: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
  });
});

describe('the delivery log', () => {
  it('is read by administrators only, newest first', async () => {
    const admin = await app.login(ADMIN);
    const res = await admin.get('/api/sms-messages');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    const times = res.body.data.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await (await app.login(EDITOR)).get('/api/sms-messages')).status).toBe(403);
    expect((await app.client().get('/api/sms-messages')).status).toBe(401);
  });
});
