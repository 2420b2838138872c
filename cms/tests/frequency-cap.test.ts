// The frequency cap (issue #22, docs/engagement.md "Frequency cap"): a profile that was sent the settings' number
// of campaign messages inside the window is left out when the next campaign's recipients are fixed; older messages
// and a cap of 0 leave everyone in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { makeAudience, makeSegment, makeTemplate, setEngagement, waitFor } from './helpers/sending';

const CAMPAIGN = 'api::campaign.campaign';
let app: TestApp;
let admin: Client;
let segment: any;
let template: any;

/** Sends a campaign to the segment through the API and answers its recipients' addresses once it completed. */
async function sendOne(name: string): Promise<string[]> {
  const res = await admin.post('/api/campaigns', { data: { name, fromEmail: 'nieuws@newsroom.test' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { documentId } = res.body.data;
  await app.strapi.db
    .query(CAMPAIGN)
    .update({ where: { documentId }, data: { segment: segment.id, template: template.id } });
  expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
  await waitFor(
    async () => (await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } })).status === 'COMPLETED',
  );
  const { id } = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
  const rows = await app.strapi.db.connection('campaign_recipients').where({ campaign_id: id }).orderBy('email');
  return rows.map((r: any) => r.email);
}

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'] });
  await makeAudience(app, 'cap-api', [{ email: 'a@cap.test' }, { email: 'b@cap.test' }, { email: 'c@cap.test' }]);
  segment = await makeSegment(app, 'cap-api');
  template = await makeTemplate(app);
}, 120_000);
afterAll(() => app?.stop());

describe('frequency cap', () => {
  it('leaves out profiles at the cap inside the window, and takes them again once their messages are older', async () => {
    expect(await sendOne('Zonder grens 1')).toEqual(['a@cap.test', 'b@cap.test', 'c@cap.test']);
    // No cap (the default 0): everyone again.
    expect(await sendOne('Zonder grens 2')).toHaveLength(3);
    await setEngagement(app, { senderDomains: ['newsroom.test'], frequencyCapMessages: 2, frequencyCapDays: 7 });
    expect(await sendOne('Met grens')).toEqual([]);
    // a@ got both of its messages more than 7 days ago: under the cap again.
    await app.strapi.db
      .connection('campaign_recipients')
      .where({ email: 'a@cap.test' })
      .update({ sent_at: new Date(Date.now() - 8 * 86_400_000) });
    expect(await sendOne('Met grens, later')).toEqual(['a@cap.test']);
    // In the window a@ has one message, b@ and c@ two each: a cap of 3 lets all three in.
    await setEngagement(app, { senderDomains: ['newsroom.test'], frequencyCapMessages: 3, frequencyCapDays: 7 });
    expect(await sendOne('Ruimere grens')).toEqual(['a@cap.test', 'b@cap.test', 'c@cap.test']);
  });
});
