// The forms' inbound mail (#20, docs/forms.md): a staff reply's plus Reply-To, and the submitter's e-mail
// answer posted by the mail provider to POST /api/forms/inbound (shared secret, token in the address or in the
// quoted reply link, quoted history left out, stored once per Message-ID, cut with a note, neutral answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { latestMail } from './helpers/answers';
import { THREAD, formHelpers } from './helpers/forms';
import { readReplyToken, signReplyToken } from '../src/api/form-thread/services/reply-link';

let app: TestApp;
let admin: Client;
const { make, submit, valid, threadOf, logLines } = formHelpers(() => ({ app, admin }));
const SECRET = 'inbound-test-secret';
const INBOUND = 'antwoord@mail.krant.nl';
const LIMIT = 40;
const auth = { 'x-mail-webhook-secret': SECRET };
const PLUS = /^antwoord\+([0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{32})@mail\.krant\.nl$/;

beforeAll(async () => {
  app = await startApp({
    MAIL_WEBHOOK_SECRET: SECRET,
    FORM_INBOUND_ADDRESS: INBOUND,
    FORM_SUBMIT_MAX_PER_MINUTE: '1000',
    MAIL_WEBHOOKS_MAX_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: 'true',
  });
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

const keys = () => app.strapi.config.get('server.app.keys') as string[];
let seq = 0;
const messageId = () => `<${Date.now()}.${++seq}@mail.example.com>`;
const post = (body: unknown, headers: Record<string, string> = auth) =>
  app.client().post('/api/forms/inbound', body, headers);
const threadById = (id: number) => app.strapi.db.query(THREAD).findOne({ where: { id } });

/** A submission answered by staff: the thread (awaiting_reply) and the reply mail in the outbox. */
async function replied(email: string) {
  const form = await make();
  expect((await submit(form.slug, valid(email))).status).toBe(202);
  const thread = await threadOf(email);
  const res = await admin.post(`/api/form-threads/${thread.documentId}/reply`, { body: 'Welk adres bedoelt u?' });
  expect(res.status).toBe(200);
  return { thread, mail: await latestMail(app, email) };
}
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

describe('authentication', () => {
  it('refuses a missing or wrong secret, and every call while MAIL_WEBHOOK_SECRET is unset (401)', async () => {
    const body = { messageId: messageId(), from: 'a@example.com', to: INBOUND, text: 'x' };
    expect((await post(body, {})).status).toBe(401);
    const wrong = await post(body, { 'x-mail-webhook-secret': 'raden' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.details.code).toBe('webhook_secret');
    process.env.MAIL_WEBHOOK_SECRET = '';
    try {
      expect((await post(body)).status).toBe(401);
    } finally {
      process.env.MAIL_WEBHOOK_SECRET = SECRET;
    }
    // A browser signed in to the console (cookie, no CSRF header) is not taken for the console: 401, not 403.
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await post(body, { cookie })).status).toBe(401);
  });
});

describe('the staff reply', () => {
  it('has the plus Reply-To naming the thread and says the mail may simply be answered', async () => {
    const { thread, mail } = await replied('plus@example.com');
    const token = PLUS.exec(mail.replyTo)?.[1];
    expect(token).toBeDefined();
    expect(readReplyToken(keys(), token)).toBe(thread.id);
    expect(mail.text).toContain('Beantwoord gewoon deze e-mail, of gebruik deze link:');
    expect(mail.text).toContain(`/api/forms/replies/${token}`);
  });

  it('keeps the link-only footer and no plus Reply-To when FORM_INBOUND_ADDRESS is empty', async () => {
    process.env.FORM_INBOUND_ADDRESS = '';
    try {
      const { mail } = await replied('zonder@example.com');
      expect(mail.replyTo ?? '').not.toMatch(/^antwoord\+/);
      expect(mail.text).toContain('niet op deze e-mail reageren');
    } finally {
      process.env.FORM_INBOUND_ADDRESS = INBOUND;
    }
  });
});

describe('an answer by e-mail', () => {
  it('is stored in the thread without the quoted history, opens it again (logged), and only once', async () => {
    const { thread, mail } = await replied('terug@example.com');
    const id = messageId();
    const body = {
      messageId: id,
      from: 'Jan Jansen <Terug@Example.com>',
      to: [`Krant <${mail.replyTo.replace(/^antwoord/, 'ANTWOORD').replace('mail.krant.nl', 'Mail.Krant.NL')}>`],
      subject: `Re: ${mail.subject}`,
      text: `Dorpsstraat 1, Utrecht\r\n\r\nOp ma 1 dec. 2026 om 10:00 schreef Krant <${INBOUND}>:\r\n${quoted(mail.text)}`,
    };
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { stored: true } });
    const after = await threadById(thread.id);
    expect(after.status).toBe('open');
    expect(after.messages.at(-1)).toMatchObject({
      direction: 'in',
      body: 'Dorpsstraat 1, Utrecht',
      via: 'inbound-mail',
      messageId: id,
    });
    const notes = (await logLines(thread.documentId)).map((l) => l.note);
    expect(notes).toContain('answer received by e-mail');
    expect(notes).toContain('status changed from awaiting_reply to open');
    // The provider posts it again: nothing new.
    expect((await post(body)).body).toEqual({ data: { stored: false, reason: 'duplicate' } });
    expect((await threadById(thread.id)).messages).toHaveLength(after.messages.length);
  });

  it('finds the thread by the quoted reply link when the mail went to the plain address; names another sender', async () => {
    const { thread, mail } = await replied('link@example.com');
    const text = `Ja, graag.\n\n-- \nBuurman\n\nOn Mon, 1 Dec 2026 at 10:00, Krant <${INBOUND}>\nwrote:\n${quoted(mail.text)}`;
    const res = await post({ messageId: messageId(), from: 'buurman@example.com', to: INBOUND, text });
    expect(res.body).toEqual({ data: { stored: true } });
    const after = await threadById(thread.id);
    expect(after.messages.at(-1)).toMatchObject({ body: 'Ja, graag.', via: 'inbound-mail' });
    expect((await logLines(thread.documentId)).map((l) => l.note)).toContain(
      'answer received by e-mail from buurman@example.com',
    );
    // An HTML-only mail: its text without the quote (the link found in the quote).
    const link = /(http\S+\/api\/forms\/replies\/\S+)/.exec(mail.text)![1];
    const html = `<div>Nog een <b>vraag</b>.</div><blockquote><p>Welk adres?</p><a href="${link}">${link}</a></blockquote>`;
    const htmlOnly = await post({ messageId: messageId(), from: 'link@example.com', to: [INBOUND], text: '', html });
    expect(htmlOnly.body).toEqual({ data: { stored: true } });
    expect((await threadById(thread.id)).messages.at(-1).body).toBe('Nog een vraag.');
  });

  it('stores nothing for a forged, expired or missing token, or a mail with nothing but the quote', async () => {
    const { thread, mail } = await replied('vals@example.com');
    const token = PLUS.exec(mail.replyTo)![1];
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const old = signReplyToken(keys(), thread.id, Date.now() - 61 * 86_400_000);
    const other = signReplyToken(keys(), 999_999_999);
    for (const t of [forged, old, other]) {
      const res = await post({
        messageId: messageId(),
        from: 'vals@example.com',
        to: `antwoord+${t}@mail.krant.nl`,
        text: 'Hoi',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { stored: false, reason: 'no_thread' } });
    }
    const plain = await post({ messageId: messageId(), from: 'vals@example.com', to: INBOUND, text: 'Hoi' });
    expect(plain.body).toEqual({ data: { stored: false, reason: 'no_thread' } });
    const onlyQuote = await post({
      messageId: messageId(),
      from: 'vals@example.com',
      to: mail.replyTo,
      text: quoted(mail.text),
    });
    expect(onlyQuote.body).toEqual({ data: { stored: false, reason: 'empty' } });
    const after = await threadById(thread.id);
    expect(after.messages).toHaveLength(1);
    expect(after.status).toBe('awaiting_reply');
  });

  it('stores the first 10,000 characters of a longer answer and says so in the log', async () => {
    const { thread, mail } = await replied('lang@example.com');
    const res = await post({
      messageId: messageId(),
      from: 'lang@example.com',
      to: mail.replyTo,
      text: 'a'.repeat(12_000),
    });
    expect(res.body).toEqual({ data: { stored: true } });
    expect((await threadById(thread.id)).messages.at(-1).body).toHaveLength(10_000);
    expect((await logLines(thread.documentId)).map((l) => l.note)).toContain(
      'answer received by e-mail; shortened to its first 10000 characters',
    );
  });
});

describe('refusals and limits', () => {
  it('refuses a malformed payload with 400 invalid_payload naming the field', async () => {
    const fieldOf = async (body: unknown) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.code).toBe('invalid_payload');
      return res.body.error.details.params.field;
    };
    const good = { messageId: messageId(), from: 'a@example.com', to: INBOUND, text: 'x' };
    expect(await fieldOf([good])).toBe('body');
    expect(await fieldOf({ ...good, messageId: undefined })).toBe('messageId');
    expect(await fieldOf({ ...good, from: 'geen adres' })).toBe('from');
    expect(await fieldOf({ ...good, to: 5 })).toBe('to');
    expect(await fieldOf({ ...good, to: [] })).toBe('to');
    expect(await fieldOf({ ...good, text: undefined })).toBe('text');
    expect(await fieldOf({ ...good, html: { a: 1 } })).toBe('html');
  });

  it('holds back a client posting more than MAIL_WEBHOOKS_MAX_PER_MINUTE (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      statuses.push(
        (
          await post(
            { messageId: messageId(), from: 'a@example.com', to: INBOUND, text: 'x' },
            { ...auth, 'x-forwarded-for': '203.0.113.77' },
          )
        ).status,
      );
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});
