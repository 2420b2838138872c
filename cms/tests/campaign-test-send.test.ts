// A campaign's test send, POST /api/campaigns/:id/test {emails}: the campaign's message (template, subject,
// sender) to a few addresses in the outbox, a history note, SPEC 5's refusals (422) and the action's grant (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { latestMail } from './helpers/answers';
import { makeAudience, makeTemplate, setEngagement } from './helpers/sending';

const CAMPAIGN = 'api::campaign.campaign';
const OUTBOX = 'api::outbox-message.outbox-message';
let app: TestApp;
let admin: Client;
let template: any;

/** A draft through the API, its template linked through the query layer (or none). */
async function draft(data: Record<string, unknown> = {}, { withTemplate = true } = {}) {
  const res = await admin.post('/api/campaigns', {
    data: { name: 'Proef', fromEmail: 'nieuws@newsroom.test', fromName: 'Newsroom', ...data },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { documentId } = res.body.data;
  if (withTemplate)
    await app.strapi.db.query(CAMPAIGN).update({ where: { documentId }, data: { template: template.id } });
  return documentId as string;
}
const testSend = (documentId: string, emails: unknown, client = admin) =>
  client.post(`/api/campaigns/${documentId}/test`, { emails });
const outboxCount = () => app.strapi.db.query(OUTBOX).count();

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  delete process.env.SMTP_HOST; // the outbox
  await setEngagement(app, { senderDomains: ['newsroom.test'] });
  template = await makeTemplate(app);
  await makeAudience(app, 'proef', [{ email: 'bekend@proef.test', firstName: 'Bekende' }]);
}, 120_000);
afterAll(() => app?.stop());

describe('campaign test send', () => {
  it('puts the campaign’s message for each address in the outbox and notes it in the history', async () => {
    const documentId = await draft({ subject: 'Proef voor {firstName}' });
    const res = await testSend(documentId, 'bekend@proef.test, vreemd@proef.test');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ sent: 2 });

    const known = await latestMail(app, 'bekend@proef.test');
    expect(known).toBeTruthy();
    expect(known.from).toBe('"Newsroom" <nieuws@newsroom.test>');
    // An address of a profile gets that reader's merge values; another address is an anonymous reader.
    expect(known.subject).toBe('Proef voor Bekende');
    expect(known.html).toContain('Hallo Bekende');
    const stranger = await latestMail(app, 'vreemd@proef.test');
    expect(stranger.html).not.toContain('Bekende');
    // Preview links: no tracking or unsubscribe of a real recipient.
    expect(known.html).not.toMatch(/\/api\/engagement\/(open|click|unsubscribe)\//);

    const campaign = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
    expect(campaign.status).toBe('OPEN');
    expect(campaign.history.at(-1)).toMatchObject({ action: 'test', note: '2 test e-mail(s)' });
    expect(campaign.history.at(-1).by.name).toBeTruthy();
    // A test send is not a send: no recipients, no counts.
    expect(await app.strapi.db.connection('campaign_recipients').where('campaign_id', campaign.id)).toHaveLength(0);
  });

  it('refuses a bad address, too many addresses, none at all and a campaign without a template (422)', async () => {
    const documentId = await draft({ subject: 'Proef' });
    const before = await outboxCount();
    for (const [emails, code] of [
      ['geen-adres', 'previewAddresses'],
      ['goed@proef.test, kapot@', 'previewAddresses'],
      [['a@x.nl', 'b@x.nl', 'c@x.nl', 'd@x.nl', 'e@x.nl', 'f@x.nl'], 'previewAddresses'],
      ['', 'previewRequired'],
    ] as const) {
      const res = await testSend(documentId, emails);
      expect(res.status, String(emails)).toBe(422);
      expect(res.body.error.details.code, String(emails)).toBe(code);
    }
    const noTemplate = await draft({ subject: 'Proef' }, { withTemplate: false });
    const res = await testSend(noTemplate, 'goed@proef.test');
    expect(res.status).toBe(422);
    expect(res.body.error.details.code).toBe('template_required');
    expect(await outboxCount()).toBe(before);
    // Nothing sent, nothing noted.
    const campaign = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
    expect((campaign.history ?? []).filter((h: any) => h.action === 'test')).toHaveLength(0);
  });

  it('is 404 for an unknown campaign and 403 for a role without the action (editor)', async () => {
    const documentId = await draft({ subject: 'Proef' });
    expect((await testSend('doesnotexist000000000000', 'goed@proef.test')).status).toBe(404);
    const editor = await app.login(EDITOR);
    const before = await outboxCount();
    expect((await testSend(documentId, 'goed@proef.test', editor)).status).toBe(403);
    expect(await outboxCount()).toBe(before);
  });
});
