// System e-mails (#23, docs/system-emails.md): the catalogue with its overrides, the rules of an override, the
// preview, the reset, and that an override changes the mail a sender actually puts in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_EMAILS, systemEmailOf } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import { latestMail } from './helpers/answers';
import { THREAD, formHelpers } from './helpers/forms';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;
let seq = 0;
const { make, submit, valid, threadOf } = formHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp({
    FORGOT_MAX_PER_IP: '1000',
    FORGOT_MAX_PER_ACCOUNT: '1000',
    FORM_SUBMIT_MAX_PER_MINUTE: '1000',
  });
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

const save = (key: string, language: string, data: Record<string, unknown>) =>
  admin.put(`/api/system-emails/${key}/${language}`, { data });
const outbox = () => app.strapi.db.query('api::outbox-message.outbox-message');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reset mail goes after the answer: waits until a mail to the address is in the outbox. */
async function resetMailFor(email: string) {
  const before = await outbox().count({ where: { to: email } });
  await app.client().post('/api/auth/forgot-password', { email });
  for (let i = 0; i < 100 && (await outbox().count({ where: { to: email } })) <= before; i++) await sleep(50);
  return latestMail(app, email);
}
async function newUser() {
  const email = `system-mail-${++seq}@example.com`;
  await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({ username: email, email, password: 'Original1!', provider: 'local', confirmed: true, role: 1 });
  return email;
}

describe('the catalogue', () => {
  it('lists every system e-mail with its fields and, per language, the default and no override', async () => {
    const res = await admin.get('/api/system-emails');
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { key: string }) => e.key)).toEqual(SYSTEM_EMAILS.map((e) => e.key));
    const reset = res.body.data.find((e: { key: string }) => e.key === 'password-reset');
    expect(reset.fields.map((f: { name: string }) => f.name)).toEqual(['link', 'code', 'minutes']);
    expect(reset.languages.nl).toEqual({ default: systemEmailOf('password-reset')!.defaults.nl, override: null });
    expect(reset.languages.en.default.subject).toBe('Reset your password');
  });

  it('answers 404 for an unknown e-mail or language', async () => {
    expect((await admin.get('/api/system-emails/bestaat-niet')).status).toBe(404);
    expect((await save('password-reset', 'de', { subject: 'Hallo', body: 'Hallo' })).status).toBe(404);
    expect((await admin.del('/api/system-emails/bestaat-niet/nl')).status).toBe(404);
  });

  it('is for administrators only: an editor gets 403 everywhere', async () => {
    expect((await editor.get('/api/system-emails')).status).toBe(403);
    expect((await editor.get('/api/system-emails/password-reset')).status).toBe(403);
    expect(
      (await editor.put('/api/system-emails/password-reset/nl', { data: { subject: 'x', body: 'y' } })).status,
    ).toBe(403);
    expect((await editor.post('/api/system-emails/password-reset/nl/preview', {})).status).toBe(403);
    expect((await editor.del('/api/system-emails/password-reset/nl')).status).toBe(403);
  });
});

describe('an override', () => {
  it('changes the password reset mail in its language only, and a reset brings the default back', async () => {
    const body = 'Hallo!\n\nKies een nieuw wachtwoord via:\n{{link}}\n\nCode: {{code}} ({{minutes}} minuten).';
    const saved = await save('password-reset', 'nl', { subject: '  Nieuw wachtwoord voor de krant ', body });
    expect(saved.status).toBe(200);
    expect(saved.body.data.languages.nl.override).toMatchObject({ subject: 'Nieuw wachtwoord voor de krant', body });
    expect(saved.body.data.languages.en.override).toBeNull();

    const email = await newUser();
    const changed = await resetMailFor(email);
    expect(changed.subject).toBe('Nieuw wachtwoord voor de krant');
    expect(changed.text).toMatch(
      /^Hallo!\n\nKies een nieuw wachtwoord via:\nhttp\S+\/reset-password\?code=\S+\n\nCode: \S+ \(60 minuten\)\.$/,
    );
    expect(changed.html).toMatch(/<a href="http[^"]+\/reset-password\?code=/);

    const reset = await admin.del('/api/system-emails/password-reset/nl');
    expect(reset.status).toBe(200);
    expect(reset.body.data.languages.nl.override).toBeNull();
    const back = await resetMailFor(email);
    expect(back.subject).toBe('Stel je wachtwoord opnieuw in');
    expect(back.text).toContain('Iemand heeft gevraagd het wachtwoord van je account opnieuw in te stellen.');
  });

  it('changes the form reply in English while a Dutch thread keeps the default; values are text, never markup', async () => {
    expect(
      (
        await save('form-reply', 'en', {
          subject: 'About {{form}}',
          body: '{{message}}\n\n{{#replyByMail}}Reply to this mail.{{/replyByMail}}{{^replyByMail}}Answer here: {{link}}{{/replyByMail}}',
        })
      ).status,
    ).toBe(200);
    const form = await make();
    const reply = 'Use <b>{{link}}</b> & more';
    for (const [email, language] of [
      ['reply-en@example.com', 'en'],
      ['reply-nl@example.com', 'nl'],
    ]) {
      expect((await submit(form.slug, valid(email))).status).toBe(202);
      const thread = await threadOf(email);
      await app.strapi.db.query(THREAD).update({ where: { id: thread.id }, data: { language } });
      expect((await admin.post(`/api/form-threads/${thread.documentId}/reply`, { body: reply })).status).toBe(200);
    }
    const english = await latestMail(app, 'reply-en@example.com');
    expect(english.subject).toBe(`About ${form.name}`);
    expect(english.text).toMatch(/^Use <b>\{\{link\}\}<\/b> & more\n\nAnswer here: http\S+\/api\/forms\/replies\/\S+$/);
    expect(english.html).toContain('Use &lt;b&gt;{{link}}&lt;/b&gt; &amp; more');
    const dutch = await latestMail(app, 'reply-nl@example.com');
    expect(dutch.subject).toBe(`Re: ${form.name}`);
    expect(dutch.text).toContain('Antwoorden? Gebruik deze link (niet op deze e-mail reageren):');
    await admin.del('/api/system-emails/form-reply/en');
  });

  it('refuses unknown merge fields (422 naming them), broken sections (422) and empty or long texts (400)', async () => {
    const unknown = await save('password-reset', 'nl', {
      subject: 'Hallo {{voornaam}}',
      body: '{{link}} {{code}} {{ klantnummer }} {{voornaam}}',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details).toMatchObject({
      code: 'system_email_unknown_fields',
      fields: ['voornaam', 'klantnummer'],
    });
    const section = await save('invoice', 'nl', {
      subject: 'Factuur',
      body: '{{#paymentLink}}Betaal: {{paymentLink}}',
    });
    expect(section.status).toBe(422);
    expect(section.body.error.details.code).toBe('system_email_sections');
    const empty = await save('invoice', 'nl', { subject: '  ', body: 'x'.repeat(10001) });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.errors.map((e: { code: string }) => e.code)).toEqual(['required', 'maxLength']);
    const list = (await admin.get('/api/system-emails')).body.data;
    expect(list.every((e: { languages: { nl: { override: unknown } } }) => e.languages.nl.override === null)).toBe(
      true,
    );
  });
});

describe('the preview', () => {
  it('renders the texts in use, or unsaved texts, with the sample values', async () => {
    const current = await admin.post('/api/system-emails/invoice/en/preview', {});
    expect(current.status).toBe(200);
    expect(current.body.data.subject).toBe('Invoice F2026-00042 from Uitgeverij Voorbeeld');
    expect(current.body.data.text).toContain('You can also pay online: https://pay.example.nl/F2026-00042');
    expect(current.body.data.html).toContain('You can also pay online: https://pay.example.nl/F2026-00042<br>');
    const draft = await admin.post('/api/system-emails/ticket-confirmation/nl/preview', {
      data: { subject: 'Tickets: {{event}}', body: '{{#several}}{{count}} tickets{{/several}} voor <{{event}}>' },
    });
    expect(draft.body.data).toMatchObject({ subject: 'Tickets: Lezersavond', text: '2 tickets voor <Lezersavond>' });
    expect(draft.body.data.html).toContain('2 tickets voor &lt;Lezersavond&gt;');
    const refused = await admin.post('/api/system-emails/ticket-confirmation/nl/preview', {
      data: { subject: 'x', body: '{{onbekend}}' },
    });
    expect(refused.status).toBe(422);
  });

  it('sends the preview to the signed-in administrator only', async () => {
    const res = await admin.post('/api/system-emails/payment-received/nl/send-preview', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: 1, to: ADMIN.email });
    const mail = await latestMail(app, ADMIN.email);
    expect(mail.subject).toBe('[Voorbeeld] Betaling ontvangen: factuur F2026-00042');
    expect(mail.text).toContain('We hebben uw betaling van € 121,00 voor factuur F2026-00042 ontvangen.');
  });
});
