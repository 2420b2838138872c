// The video meeting with support (issue #23, docs/meet.md): hidden and 404 without a Jitsi server; with one, a room
// and the user's signed token, support mailed a moderator link to join within 5 minutes; refusals and roles.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { latestMail } from './helpers/answers';

const MEET = {
  MEET_URL: 'https://meet.newsroom.test/',
  MEET_APP_ID: 'newsroom',
  MEET_SECRET: 'a-long-shared-secret-for-the-test',
  MEET_SUPPORT_EMAIL: 'support@newsroom.test',
};
let app: TestApp;
let admin: Client;

const configure = (on: boolean) => {
  for (const [key, value] of Object.entries(MEET)) {
    if (on) process.env[key] = value;
    else delete process.env[key];
  }
};

/** The claims of a token after checking its HS256 signature with the shared secret. */
function verified(jwt: string): any {
  const [header, payload, signature] = jwt.split('.');
  const expected = crypto.createHmac('sha256', MEET.MEET_SECRET).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
}, 120_000);
afterAll(() => {
  configure(false);
  return app?.stop();
});

describe('without a meeting server', () => {
  it('leaves the action out of /api/me and answers 404 with its code', async () => {
    configure(false);
    const me = await admin.get('/api/me');
    expect(me.body.allowedActions).not.toContain('api::meet.meet.auth');
    const res = await admin.post('/api/meet/auth', { data: {} });
    expect(res.status).toBe(404);
    expect(res.body.error.details.code).toBe('meet_not_configured');
  });
});

describe('with a Jitsi server', () => {
  it('opens a room with a signed token and mails support a moderator link', async () => {
    configure(true);
    expect((await admin.get('/api/me')).body.allowedActions).toContain('api::meet.meet.auth');
    const started = Date.now();
    const res = await admin.post('/api/meet/auth', { data: { topic: '  De factuurrun  ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const meeting = res.body.data;
    expect(meeting.room).toMatch(/^nb-[0-9a-f]{20}$/);
    expect(meeting.roomUrl).toBe(`https://meet.newsroom.test/${meeting.room}`);
    expect(meeting).toMatchObject({ domain: 'meet.newsroom.test', supportNotified: true, supportMinutes: 5 });
    const claims = verified(meeting.jwt);
    expect(claims).toMatchObject({ aud: 'jitsi', iss: 'newsroom', sub: 'meet.newsroom.test', room: meeting.room });
    expect(claims.context.user).toMatchObject({ email: 'admin@example.com', moderator: false });
    expect(claims.exp * 1000).toBeGreaterThan(started + 119 * 60_000);
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 120 * 60_000 + 1000);

    const mail = await latestMail(app, 'support@newsroom.test');
    expect(mail.text).toContain('binnen 5 minuten');
    expect(mail.text).toContain('Onderwerp: De factuurrun');
    const link = /https:\/\/meet\.newsroom\.test\/\S+/.exec(mail.text)![0];
    expect(link.startsWith(`${meeting.roomUrl}?jwt=`)).toBe(true);
    const supportJwt = decodeURIComponent(new URL(link).searchParams.get('jwt')!);
    expect(verified(supportJwt)).toMatchObject({ room: meeting.room, moderator: true });
  });

  it('gives every meeting its own room', async () => {
    configure(true);
    const one = await admin.post('/api/meet/auth', { data: {} });
    const two = await admin.post('/api/meet/auth', { data: {} });
    expect(one.body.data.room).not.toBe(two.body.data.room);
  });

  it('refuses a topic that is too long or not text', async () => {
    configure(true);
    const long = await admin.post('/api/meet/auth', { data: { topic: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.error.details.code).toBe('meet_topic_length');
    const wrong = await admin.post('/api/meet/auth', { data: { topic: 12 } });
    expect(wrong.body.error.details.code).toBe('meet_topic_type');
  });

  it('lets editors ask for help, not readers or anonymous callers', async () => {
    configure(true);
    const editor = await app.login(EDITOR);
    expect((await editor.post('/api/meet/auth', { data: {} })).status).toBe(201);
    expect((await app.client().post('/api/meet/auth', { data: {} })).status).toBe(401);
  });

  it('mails support the system e-mail meet-support: an edited text in their language, the default after a reset', async () => {
    configure(true);
    const marketing = await app.login(MARKETING);
    const edited = {
      subject: 'Hulp gevraagd door {{name}}',
      body: 'Gesprek met {{name}} <{{email}}>{{#topic}} over "{{topic}}"{{/topic}}, binnen {{minutes}} min:\n{{link}}\n({{hours}} uur)',
    };
    const saved = await admin.put('/api/system-emails/meet-support/nl', { data: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await marketing.post('/api/meet/auth', { data: { topic: 'Segmenten' } });
    expect(res.status).toBe(201);
    const mail = await latestMail(app, MEET.MEET_SUPPORT_EMAIL);
    expect(mail.subject).toBe('Hulp gevraagd door Mila Bakker');
    const link = `${res.body.data.roomUrl}?jwt=`;
    expect(
      mail.text.startsWith('Gesprek met Mila Bakker <marketing@example.com> over "Segmenten", binnen 5 min:\n'),
    ).toBe(true);
    expect(mail.text).toContain(link);
    expect(mail.text.endsWith('\n(2 uur)')).toBe(true);
    expect(mail.html).toContain('Gesprek met Mila Bakker &lt;marketing@example.com&gt;');

    // The support address's own profile says English: the English default, the topic section left out.
    await app.strapi.db
      .query('api::profile.profile')
      .create({ data: { email: MEET.MEET_SUPPORT_EMAIL, firstName: 'Sam', lastName: 'Support', language: 'EN' } });
    expect((await marketing.post('/api/meet/auth', { data: {} })).status).toBe(201);
    const english = await latestMail(app, MEET.MEET_SUPPORT_EMAIL);
    expect(english.subject).toBe('Video meeting with support: Mila Bakker');
    expect(english.text).toContain('Please join within 5 minutes.\n\nJoin (as moderator):\n');
    expect(english.text).not.toContain('Topic:');

    // Reset of the Dutch text: the catalogue's default again (the profile is gone, so Dutch).
    expect((await admin.del('/api/system-emails/meet-support/nl')).status).toBe(200);
    await app.strapi.db.query('api::profile.profile').delete({ where: { email: MEET.MEET_SUPPORT_EMAIL } });
    expect((await marketing.post('/api/meet/auth', { data: {} })).status).toBe(201);
    const reset = await latestMail(app, MEET.MEET_SUPPORT_EMAIL);
    expect(reset.subject).toBe('Videogesprek met ondersteuning: Mila Bakker');
    expect(reset.text).toContain('Neem binnen 5 minuten deel.\n\nDeelnemen (als gespreksleider):\n');
  });

  it('stops a person starting meeting after meeting (429)', async () => {
    configure(true);
    const editor = await app.login(EDITOR);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await editor.post('/api/meet/auth', { data: {} })).status);
    expect(answers).toContain(429);
    const refused = await editor.post('/api/meet/auth', { data: {} });
    expect(refused.body.error.details.code).toBe('meet_too_many');
  });
});
