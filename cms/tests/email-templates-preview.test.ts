// "Preview e-mail" of a saved template (SPEC 5 messages, SPEC 8 failure), read back from the outbox, and the
// renderer's batch look-up of recipients against the real tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { latestMail } from './helpers/answers';
import { accessTagIds } from './helpers/readers';
import { TEMPLATES, publishArticle, setSenderDomains, textBlock } from './helpers/email-templates';
import { loadRecipientData } from '../src/services/engagement-render';

let app: TestApp;
let admin: Client;
let editor: Client;
let template: string;
let subscriberId: number;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  await setSenderDomains(app, ['krant.nl']);
  const gated = await publishArticle(admin, {
    title: 'Voor abonnees',
    slug: 'voor-abonnees',
    introduction: 'Teaser voor iedereen',
    body: '<p>ALLEEN ABONNEES</p>',
    access: 'SUBSCRIBERS',
  });
  const profiles = app.strapi.db.query('api::profile.profile');
  subscriberId = (
    await profiles.create({
      data: {
        email: 'abonnee@example.com',
        firstName: 'Bram',
        lastName: '<b>Bos</b>',
        type: 'SUBSCRIBER',
        language: 'EN',
        tags: await accessTagIds(app, ['premium']),
      },
    })
  ).id;
  const res = await admin.post(TEMPLATES, {
    data: {
      name: 'Voorbeeld',
      fromName: 'De Krant',
      fromEmail: 'redactie@krant.nl',
      subject: 'Voor {fullName}',
      design: { blocks: [textBlock('<p>Hoi {firstName}</p>'), { type: 'article', documentId: gated }] },
    },
  });
  template = res.body.data.documentId;
});
afterAll(() => app?.stop());

const preview = (emails: unknown, id = template) => admin.post(`${TEMPLATES}/${id}/preview-mail`, { emails });

describe('preview e-mail', () => {
  it('sends to each comma-separated address, with a known profile as that reader', async () => {
    const res = await preview('abonnee@example.com, iemand@example.com');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: 2 });
    const known = await latestMail(app, 'abonnee@example.com');
    expect(known.subject).toBe('Voor Bram <b>Bos</b>');
    expect(known.from).toBe('"De Krant" <redactie@krant.nl>');
    expect(known.html).toContain('Hoi Bram');
    expect(known.html).toContain('ALLEEN ABONNEES');
    expect(known.html).toContain('Unsubscribe'); // the profile's language
    const stranger = await latestMail(app, 'iemand@example.com');
    expect(stranger.html).toContain('Teaser voor iedereen');
    expect(stranger.html).not.toContain('ALLEEN ABONNEES');
    expect(stranger.text).not.toContain('ALLEEN ABONNEES');
  });

  it('answers SPEC 5 refusals as 422 codes and sends nothing', async () => {
    const before = await app.strapi.db.query('api::outbox-message.outbox-message').count();
    for (const [emails, code] of [
      ['', 'previewRequired'],
      [[], 'previewRequired'],
      ['geen-adres', 'previewAddresses'],
      ['a@example.com, kapot@', 'previewAddresses'],
      [['a@x.nl', 'b@x.nl', 'c@x.nl', 'd@x.nl', 'e@x.nl', 'f@x.nl'], 'previewAddresses'],
    ] as const) {
      const res = await preview(emails);
      expect(res.status, String(emails)).toBe(422);
      expect(res.body.error.details.code).toBe(code);
    }
    const noSubject = await admin.post(TEMPLATES, { data: { name: 'Zonder onderwerp' } });
    const res = await preview('a@example.com', noSubject.body.data.documentId);
    expect(res.body.error.details.code).toBe('previewRequired');
    expect(await app.strapi.db.query('api::outbox-message.outbox-message').count()).toBe(before);
  });

  it('answers 404 for an unknown template and 403 without the action', async () => {
    expect((await preview('a@example.com', 'onbekend123')).status).toBe(404);
    expect((await editor.post(`${TEMPLATES}/${template}/preview-mail`, { emails: 'a@example.com' })).status).toBe(403);
  });
});

describe('loadRecipientData', () => {
  it('reads names, language, type, ACCESS tags and creation date in one batch', async () => {
    const [known, unknown] = await loadRecipientData(app.strapi.db.connection, [
      { id: 11, profile_id: subscriberId, email: 'abonnee@example.com' },
      { id: 12, profile_id: null, email: 'los@example.com' },
    ]);
    expect(known).toMatchObject({
      recipientId: 11,
      profileId: subscriberId,
      firstName: 'Bram',
      language: 'EN',
      profileType: 'SUBSCRIBER',
      accessTags: ['premium'],
    });
    expect(known.registeredAt).toBeTruthy();
    expect(unknown).toMatchObject({ recipientId: 12, profileId: null, email: 'los@example.com', accessTags: [] });
  });
});
