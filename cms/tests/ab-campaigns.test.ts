// A/B campaigns end to end (issue #22, docs/engagement.md › A/B tests): the settings' rules on write and before a
// send, the exact random split, each content variant's message as received over SMTP, the winner on seeded
// results and by hand, the rest sent with the winner, and a send-time test whose variants and rest go at their times.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import {
  makeAudience,
  makeManyProfiles,
  makeSegment,
  makeTemplate,
  htmlPartOf,
  setEngagement,
  startSink,
  waitFor,
  type Sink,
} from './helpers/sending';

const nodeRequire = createRequire(import.meta.url);
const CAMPAIGN = 'api::campaign.campaign';
const HOUR = 3_600_000;
let app: TestApp;
let admin: Client;
let template: any;
let sink: Sink;

const content = (over: Record<string, unknown> = {}) => ({
  testShare: 50,
  waitHours: 4,
  metric: 'CLICK_RATE',
  winnerMode: 'MANUAL',
  variants: [
    { key: 'A', subject: 'Onderwerp A' },
    { key: 'B', subject: 'Onderwerp B' },
  ],
  ...over,
});

async function abCampaign(source: string, variable: string, variants: unknown) {
  const segment = await makeSegment(app, source);
  const res = await admin.post('/api/campaigns', {
    data: { name: `AB ${source}`, type: 'AB', variable, variants, fromEmail: 'nieuws@newsroom.test' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { documentId } = res.body.data;
  await app.strapi.db
    .query(CAMPAIGN)
    .update({ where: { documentId }, data: { segment: segment.id, template: template.id } });
  const { id } = await app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
  return { documentId, id: id as number };
}

const campaignOf = (documentId: string) => app.strapi.db.query(CAMPAIGN).findOne({ where: { documentId } });
const statusIs = (documentId: string, status: string) => async () => (await campaignOf(documentId)).status === status;
const rowsOf = (id: number) => app.strapi.db.connection('campaign_recipients').where('campaign_id', id).orderBy('id');
const tick = (now: Date) => app.strapi.service('api::campaign.scheduler').tick(now);
const results = async (documentId: string) => (await admin.get(`/api/campaigns/${documentId}/ab-results`)).body.data;
const subjectOf = (raw: string) => /^Subject:\s*(.+)$/im.exec(raw)?.[1]?.trim();
const fromOf = (raw: string) => /^From:\s*(.+)$/im.exec(raw)?.[1]?.trim();

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  await setEngagement(app, { senderDomains: ['newsroom.test'], messagesPerSecond: 500 });
  template = await makeTemplate(app);
  sink = await startSink();
}, 120_000);
afterAll(async () => {
  delete process.env.SMTP_HOST;
  await sink?.close();
  await app?.stop();
});

describe('the settings', () => {
  it('refuses an A/B campaign without settings, with a wrong share or an unknown template, naming the field', async () => {
    const post = (data: Record<string, unknown>) =>
      admin.post('/api/campaigns', { data: { name: 'AB fout', ...data } });
    const none = await post({ type: 'AB', variable: 'CONTENT' });
    expect(none.status).toBe(400);
    expect(none.body.error.details).toMatchObject({ code: 'required', errors: [{ path: ['variants'] }] });
    const share = await post({ type: 'AB', variable: 'CONTENT', variants: content({ testShare: 80 }) });
    expect(share.status).toBe(400);
    expect(share.body.error.details.code).toBe('ab_test_share');
    const unknown = await post({
      type: 'AB',
      variable: 'CONTENT',
      variants: content({
        variants: [
          { key: 'A', subject: 'x' },
          { key: 'B', template: 'bestaatniet123' },
        ],
      }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.errors[0]).toMatchObject({
      code: 'notFound',
      path: ['variants', 'variants', '1', 'template'],
    });
    // An update is checked with the stored settings: changing the type alone of a standard campaign is refused too.
    const plain = await post({});
    expect(plain.status).toBe(201);
    const update = await admin.put(`/api/campaigns/${plain.body.data.documentId}`, { data: { type: 'AB' } });
    expect(update.status).toBe(400);
    // Nothing was stored by the refusals.
    expect(await app.strapi.db.query(CAMPAIGN).count({ where: { name: 'AB fout', type: 'AB' } })).toBe(0);
  });

  it('refuses to send a send-time test whose times have passed (422, the variant named)', async () => {
    await makeAudience(app, 'ab-late', [{ email: 'laat@ab.test' }]);
    const later = new Date(Date.now() + HOUR).toISOString();
    const soon = new Date(Date.now() + 2 * HOUR).toISOString();
    const { documentId, id } = await abCampaign('ab-late', 'DELIVERY_SCHEDULE', {
      ...content(),
      variants: [
        { key: 'A', sendAt: later },
        { key: 'B', sendAt: soon },
      ],
    });
    await app.strapi.db.query(CAMPAIGN).update({
      where: { id },
      data: {
        variants: {
          ...content(),
          variants: [
            { key: 'A', sendAt: '2020-01-01T10:00:00Z' },
            { key: 'B', sendAt: soon },
          ],
        },
      },
    });
    const res = await admin.post(`/api/campaigns/${documentId}/send`);
    expect(res.status).toBe(422);
    expect(res.body.error.details).toMatchObject({ code: 'ab_send_at', path: ['variants', 'variants', '0', 'sendAt'] });
    expect((await campaignOf(documentId)).status).toBe('OPEN');
  });
});

describe('a content test', () => {
  it('sends each half of the test share its own subject, waits, and sends the hand-picked winner to the rest', async () => {
    Object.assign(process.env, sink.env);
    await makeAudience(
      app,
      'ab-content',
      Array.from({ length: 40 }, (_, i) => ({ email: `lezer${i}@ab.test` })),
    );
    const { documentId, id } = await abCampaign('ab-content', 'CONTENT', content());
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await waitFor(statusIs(documentId, 'PENDING'), 30_000, 'the test sent');
    const rows = await rowsOf(id);
    const byVariant = (v: string | null) => rows.filter((r: any) => r.variant === v);
    expect([byVariant('A').length, byVariant('B').length, byVariant(null).length]).toEqual([10, 10, 20]);
    expect(byVariant(null).every((r: any) => r.state === 'held')).toBe(true);
    const mine = () => sink.received.filter((r) => r.to.endsWith('@ab.test'));
    expect(mine()).toHaveLength(20);
    for (const row of [...byVariant('A'), ...byVariant('B')])
      expect(subjectOf(mine().find((m) => m.to === row.email)!.raw)).toBe(`Onderwerp ${row.variant}`);

    const before = await results(documentId);
    expect(before).toMatchObject({ started: true, testSize: 20, restSize: 20, canChoose: true, winner: null });
    expect(before.results.map((r: any) => [r.key, r.sent])).toEqual([
      ['A', 10],
      ['B', 10],
    ]);
    const unknown = await admin.post(`/api/campaigns/${documentId}/ab-winner`, { variant: 'Z' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details.code).toBe('ab_winner_unknown');

    const chosen = await admin.post(`/api/campaigns/${documentId}/ab-winner`, { variant: 'B' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data).toMatchObject({ winner: 'B', decidedBy: 'MANUAL', reason: { code: 'manual' } });
    await waitFor(statusIs(documentId, 'COMPLETED'), 30_000, 'the rest sent');
    expect(mine()).toHaveLength(40);
    for (const row of byVariant(null))
      expect(subjectOf(mine().find((m) => m.to === row.email)!.raw)).toBe('Onderwerp B');
    const campaign = await campaignOf(documentId);
    expect(campaign).toMatchObject({ sentCount: 40, sentSubject: 'Onderwerp B' });
    expect(campaign.history.map((h: any) => h.action)).toEqual(
      expect.arrayContaining(['ab-wait', 'ab-winner', 'complete']),
    );
    const again = await admin.post(`/api/campaigns/${documentId}/ab-winner`, { variant: 'A' });
    expect(again.status).toBe(409);
    delete process.env.SMTP_HOST;
  });

  it("sends variant B's own template and sender name to B's half, the campaign's to A's", async () => {
    Object.assign(process.env, sink.env);
    await makeAudience(
      app,
      'ab-template',
      Array.from({ length: 8 }, (_, i) => ({ email: `sjabloon${i}@abtpl.test`, firstName: `Lezer${i}` })),
    );
    const other = await makeTemplate(app, {
      name: 'Variant B sjabloon',
      subject: 'Onderwerp van sjabloon B',
      design: { blocks: [{ type: 'text', html: '<p>Sjabloon B voor {firstName}</p>' }] },
    });
    const { documentId, id } = await abCampaign('ab-template', 'CONTENT', {
      ...content(),
      variants: [
        { key: 'A', subject: 'Onderwerp A' },
        { key: 'B', template: other.documentId, fromName: 'Redactie B' },
      ],
    });
    await app.strapi.db.query(CAMPAIGN).update({ where: { id }, data: { fromName: 'De Redactie' } });
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await waitFor(statusIs(documentId, 'PENDING'), 30_000, 'the test sent');
    const rows = await rowsOf(id);
    const tested = rows.filter((r: any) => r.variant);
    expect(tested.map((r: any) => r.variant).sort()).toEqual(['A', 'A', 'B', 'B']);
    const mine = sink.received.filter((r) => r.to.endsWith('@abtpl.test'));
    expect(mine).toHaveLength(4);
    for (const row of tested) {
      const { raw } = mine.find((m) => m.to === row.email)!;
      const html = htmlPartOf(raw);
      const firstName = `Lezer${row.email.match(/\d+/)![0]}`;
      if (row.variant === 'A') {
        expect(fromOf(raw)).toBe('"De Redactie" <nieuws@newsroom.test>');
        expect(subjectOf(raw)).toBe('Onderwerp A');
        expect(html).toContain(`Hallo ${firstName}`);
        expect(html).not.toContain('Sjabloon B');
      } else {
        expect(fromOf(raw)).toBe('"Redactie B" <nieuws@newsroom.test>');
        // No subject of its own and none on the campaign: its template's.
        expect(subjectOf(raw)).toBe('Onderwerp van sjabloon B');
        expect(html).toContain(`Sjabloon B voor ${firstName}`);
        expect(html).not.toContain('Hallo');
      }
    }
    expect((await admin.post(`/api/campaigns/${documentId}/cancel`)).status).toBe(200);
    delete process.env.SMTP_HOST;
  });

  it('chooses the winner by click rate on seeded results when the wait is over, and the rest gets it', async () => {
    await makeAudience(
      app,
      'ab-auto',
      Array.from({ length: 20 }, (_, i) => ({ email: `auto${i}@ab.test` })),
    );
    const { documentId, id } = await abCampaign('ab-auto', 'CONTENT', content({ winnerMode: 'AUTO', waitHours: 2 }));
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await waitFor(statusIs(documentId, 'PENDING'), 30_000, 'the test sent');
    const rows = await rowsOf(id);
    // Seeded results: 4 of B's 5 clicked, 1 of A's 5.
    const events = [
      ...rows.filter((r: any) => r.variant === 'B').slice(0, 4),
      rows.find((r: any) => r.variant === 'A'),
    ].map((r: any) => ({
      campaign_id: id,
      recipient_id: r.id,
      profile_id: r.profile_id,
      email: r.email,
      type: 'click',
      occurred_at: new Date(),
    }));
    await app.strapi.db.connection('mail_events').insert(events);
    // Not yet: the wait is two hours.
    await tick(new Date(Date.now() + HOUR));
    expect((await results(documentId)).winner).toBeNull();
    await tick(new Date(Date.now() + 2 * HOUR + 60_000));
    const decided = await results(documentId);
    expect(decided).toMatchObject({ winner: 'B', decidedBy: 'AUTO', reason: { code: 'higher_rate', runnerUp: 'A' } });
    expect(decided.reason.rate).toBeCloseTo(0.8);
    expect(decided.results.find((r: any) => r.key === 'A').confidenceVsBest).toBeGreaterThan(0.9);
    await waitFor(statusIs(documentId, 'COMPLETED'), 30_000, 'the rest sent');
    expect((await rowsOf(id)).filter((r: any) => r.state === 'sent')).toHaveLength(20);
  });
});

describe('the random split', () => {
  it('is even and exactly the documented one (config/src/ab-test-split.ts) for 2,000 recipients', async () => {
    await makeManyProfiles(app, 'absplit', 2000);
    const { documentId, id } = await abCampaign('absplit', 'CONTENT', {
      ...content({ testShare: 30 }),
      variants: [
        { key: 'A', subject: 'Een' },
        { key: 'B', subject: 'Twee' },
        { key: 'C', subject: 'Drie' },
      ],
    });
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    await waitFor(statusIs(documentId, 'PENDING'), 60_000, 'the test sent');
    const rows = await rowsOf(id);
    const count = (v: string | null) => rows.filter((r: any) => r.variant === v).length;
    expect([count('A'), count('B'), count('C'), count(null)]).toEqual([200, 200, 200, 1400]);
    const { abAssignment } = nodeRequire('@newsroom/config');
    const { abState } = await campaignOf(documentId);
    const expected: Map<number, number | null> = abAssignment(
      rows.map((r: any) => Number(r.id)),
      { testShare: 30, variantCount: 3 },
      abState.seed,
    );
    for (const row of rows) {
      const index = expected.get(Number(row.id));
      expect(row.variant).toBe(index === null ? null : 'ABC'[index!]);
    }
    expect((await admin.post(`/api/campaigns/${documentId}/cancel`)).status).toBe(200);
  });
});

describe('a send-time test', () => {
  it('sends each variant at its time, then the rest at the winning time of day', async () => {
    await makeAudience(
      app,
      'ab-time',
      Array.from({ length: 10 }, (_, i) => ({ email: `tijd${i}@ab.test` })),
    );
    const start = Date.now();
    const at = (hours: number) => new Date(Math.ceil((start + hours * HOUR) / 60_000) * 60_000);
    const { documentId, id } = await abCampaign('ab-time', 'DELIVERY_SCHEDULE', {
      ...content({ testShare: 40, winnerMode: 'AUTO', waitHours: 1, metric: 'OPEN_RATE' }),
      variants: [
        { key: 'A', sendAt: at(1).toISOString() },
        { key: 'B', sendAt: at(3).toISOString() },
      ],
    });
    expect((await admin.post(`/api/campaigns/${documentId}/send`)).status).toBe(200);
    // Nothing goes before its time: the whole run waits.
    await waitFor(statusIs(documentId, 'PENDING'), 30_000, 'the run waiting');
    const sent = async () => (await rowsOf(id)).filter((r: any) => r.state === 'sent');
    expect(await sent()).toHaveLength(0);
    await tick(new Date(at(1).getTime() + 1000));
    await waitFor(async () => (await sent()).length === 2 && (await campaignOf(documentId)).status === 'PENDING');
    expect((await sent()).every((r: any) => r.variant === 'A')).toBe(true);
    await tick(new Date(at(3).getTime() + 1000));
    await waitFor(async () => (await sent()).length === 4 && (await campaignOf(documentId)).status === 'PENDING');
    // B's recipients opened: B wins by open rate once the wait after the last send time is over.
    const opened = (await sent()).filter((r: any) => r.variant === 'B');
    await app.strapi.db.connection('mail_events').insert(
      opened.map((r: any) => ({
        campaign_id: id,
        recipient_id: r.id,
        profile_id: r.profile_id,
        email: r.email,
        type: 'open',
        occurred_at: new Date(at(3).getTime() + 10 * 60_000),
      })),
    );
    const decisionNow = new Date(at(4).getTime() + 1000);
    await tick(decisionNow);
    const decided = await results(documentId);
    expect(decided).toMatchObject({ winner: 'B', reason: { code: 'higher_rate' }, restReleased: false });
    // The rest goes at B's time of day, the next time it comes round (a day after B's send time).
    const { winningTimeOfDay } = nodeRequire('@newsroom/config');
    expect(decided.restAt).toBe(winningTimeOfDay(at(3).toISOString(), decisionNow).toISOString());
    expect(new Date(decided.restAt).getTime() - at(3).getTime()).toBeGreaterThanOrEqual(23 * HOUR);
    await tick(new Date(new Date(decided.restAt).getTime() - 1000));
    expect(await sent()).toHaveLength(4);
    await tick(new Date(new Date(decided.restAt).getTime() + 1000));
    await waitFor(statusIs(documentId, 'COMPLETED'), 30_000, 'the rest sent');
    expect(await sent()).toHaveLength(10);
  });
});
