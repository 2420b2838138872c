// The public form API (#20): definition, submission (profile or new lead, neutral answers, honeypot, rate
// limit, validation messages in nl/en, files under the upload policy and private), and the reply link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes, latestMail } from './helpers/answers';
import { THREAD, formHelpers } from './helpers/forms';
import { signReplyToken } from '../src/api/form-thread/services/reply-link';

let app: TestApp;
let admin: Client;
const { make, submit, valid, threadOf, logLines } = formHelpers(() => ({ app, admin }));
const SUBMIT_LIMIT = 40;

beforeAll(async () => {
  app = await startApp({ FORM_SUBMIT_MAX_PER_MINUTE: String(SUBMIT_LIMIT) });
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const threads = () => app.strapi.db.query(THREAD).count();
const multipart = (values: Record<string, string>, file?: { content: Buffer | string; name: string }) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.append(k, v);
  if (file) body.append('attachment', new Blob([file.content]), file.name);
  return body;
};

describe('definition', () => {
  it('gives websites an active form with its honeypot name, and 404 for an unknown or inactive one', async () => {
    const form = await make();
    const res = await app.client().get(`/api/forms/public/${form.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: form.name, honeypot: 'hp_website' });
    expect(res.body.data.fields).toHaveLength(9);
    await admin.put(`/api/forms/${form.documentId}`, { data: { active: false } });
    expect((await app.client().get(`/api/forms/public/${form.slug}`)).status).toBe(404);
    expect((await app.client().get('/api/forms/public/bestaat-niet')).status).toBe(404);
  });
});

describe('submission', () => {
  it('opens a thread linked to a new lead, with the consent text as it was', async () => {
    const form = await make();
    const res = await submit(form.slug, {
      values: {
        ...valid(' Nieuw.Lid@Example.com ').values,
        topic: 'Bezorging',
        days: ['ma', 'di'],
        since: '2026-11-01',
      },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { accepted: true } });
    const thread = await threadOf('nieuw.lid@example.com');
    expect(thread).toMatchObject({ status: 'open', name: 'Jan Jansen', language: 'nl' });
    expect(thread.form.id).toBe(form.id);
    expect(thread.values).toMatchObject({ topic: 'Bezorging', days: ['ma', 'di'], privacy: true });
    expect(thread.consents[0]).toMatchObject({ key: 'privacy', text: 'Ik ga akkoord met de privacyverklaring.' });
    expect(thread.profile).toMatchObject({ type: 'LEAD', source: 'form', firstName: 'Jan', lastName: 'Jansen' });
    expect((await logLines(thread.documentId)).map((l) => l.action)).toEqual(['submitted']);
  });

  it('links to the profile that already has the address, whatever its case', async () => {
    const known = await admin.post('/api/profiles', { data: { email: 'bekend@example.com', firstName: 'Bea' } });
    expect(known.status).toBe(201);
    const form = await make();
    await submit(form.slug, valid('BEKEND@example.com'));
    const thread = await threadOf('bekend@example.com');
    expect(thread.profile.documentId).toBe(known.body.data.documentId);
  });

  it('answers a filled honeypot, an unknown and an inactive form like a success, and stores nothing', async () => {
    const form = await make();
    const before = await threads();
    const bot = await submit(form.slug, { ...valid('bot@example.com'), hp_website: 'http://spam.example' });
    expect(bot.status).toBe(202);
    expect(bot.body).toEqual({ data: { accepted: true } });
    expect((await submit('bestaat-niet', valid('bot@example.com'))).body).toEqual({ data: { accepted: true } });
    await admin.put(`/api/forms/${form.documentId}`, { data: { active: false } });
    expect((await submit(form.slug, valid('bot@example.com'))).status).toBe(202);
    expect(await threads()).toBe(before);
    expect(await app.strapi.db.query('api::profile.profile').count({ where: { email: 'bot@example.com' } })).toBe(0);
  });

  it('refuses invalid values with the console’s messages, in Dutch by default and in English on request', async () => {
    const form = await make();
    const before = await threads();
    const bad = { name: '', email: 'geen-adres', question: 'Vraag', privacy: false, topic: 'Anders' };
    const nl = await submit(form.slug, { values: bad });
    expect(nl.status).toBe(400);
    expect(codes(nl)).toEqual({ name: 'required', email: 'email', topic: 'choice', privacy: 'consentRequired' });
    const messages = nl.body.error.details.errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Naam is een verplicht veld.');
    expect(messages).toContain('E-mail moet een geldig e-mailadres zijn.');
    const en = await submit(form.slug, { values: bad, language: 'en' });
    expect(en.body.error.details.errors[0].message).toBe('Naam is a required field.');
    expect(await threads()).toBe(before);
  });

  it('takes a multipart post with a PDF as a private file staff can download', async () => {
    const form = await make();
    const res = await submit(
      form.slug,
      multipart(
        { name: 'Piet', email: 'bijlage@example.com', question: 'Zie bijlage', privacy: 'on' },
        { content: PDF, name: 'brief.pdf' },
      ),
    );
    expect(res.status).toBe(202);
    const thread = await threadOf('bijlage@example.com');
    expect(thread.files).toHaveLength(1);
    const file = thread.files[0];
    expect(file.isPrivate).toBe(true);
    expect(thread.values.attachment).toMatchObject({ fileId: file.id, name: 'brief.pdf' });
    expect((await app.client().get(file.url)).status).toBe(404);
    const download = await admin.bytes(`/api/form-threads/${thread.documentId}/files/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.content.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses a file the upload policy does not allow, with the field named, and stores nothing', async () => {
    const form = await make();
    const before = await threads();
    const files = await app.strapi.db.query('plugin::upload.file').count();
    const res = await submit(
      form.slug,
      multipart(
        { name: 'Piet', email: 'html@example.com', question: 'x', privacy: 'on' },
        { content: '<html><script>alert(1)</script></html>', name: 'brief.pdf' },
      ),
    );
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ attachment: 'file_type_not_allowed' });
    expect(res.body.error.details.errors[0].message).toMatch(/^Bestandstype niet toegestaan bij Bijlage/);
    expect(await threads()).toBe(before);
    expect(await app.strapi.db.query('plugin::upload.file').count()).toBe(files);
  });
});

describe('the reply link', () => {
  it('takes the submitter’s answer into the thread and opens it again (log line), and refuses bad links', async () => {
    const form = await make();
    await submit(form.slug, valid('terug@example.com'));
    const thread = await threadOf('terug@example.com');
    await admin.post(`/api/form-threads/${thread.documentId}/reply`, { body: 'Welk adres?' });
    const mail = await latestMail(app, 'terug@example.com');
    const link = /(http\S+\/api\/forms\/replies\/\S+)/.exec(mail.text)![1];
    const path = new URL(link).pathname;
    const page = await app.client().get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Welk adres?');
    const post = (body: string) =>
      fetch(app.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post('body=')).status).toBe(400);
    // A browser signed in to the console (session cookie, no CSRF header) may answer too: no 403 csrf.
    const signedIn = await fetch(app.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: 'body=',
    });
    expect(signedIn.status).toBe(400);
    const answered = await post(`body=${encodeURIComponent('Dorpsstraat 1')}`);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('uw antwoord is ontvangen');
    const after = await app.strapi.db.query(THREAD).findOne({ where: { id: thread.id } });
    expect(after.status).toBe('open');
    expect(after.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['out', 'Welk adres?'],
      ['in', 'Dorpsstraat 1'],
    ]);
    expect((await logLines(thread.documentId)).map((l) => l.note)).toContain(
      'status changed from awaiting_reply to open',
    );
    expect((await app.client().get(`${path}x`)).status).toBe(404);
    const keys = app.strapi.config.get('server.app.keys') as string[];
    const old = signReplyToken(keys, thread.id, Date.now() - 61 * 86_400_000);
    expect((await app.client().get(`/api/forms/replies/${old}`)).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('holds back a client posting too often (429 with Retry-After)', async () => {
    const form = await make();
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i <= SUBMIT_LIMIT && last !== 429; i += 1) {
      const res = await submit(form.slug, { values: {} });
      last = res.status;
      retryAfter = res.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
