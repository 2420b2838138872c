// The public list routes: subscribe from a website (neutral 202, throttled), the one-click confirmation,
// and the unsubscribe page with its forms and RFC 8058's one-click POST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { latestMail } from './helpers/answers';
import { mailListHelpers } from './helpers/mail-lists';
import { engagementLinks } from '../src/services/engagement-links';

let app: TestApp;
let admin: Client;
const { list, profile, memberCount } = mailListHelpers(() => ({ app, admin }));
const SUBSCRIBE_LIMIT = 40;

beforeAll(async () => {
  app = await startApp({ LIST_SUBSCRIBE_MAX_PER_MINUTE: String(SUBSCRIBE_LIMIT) });
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

const subscribe = (slug: string, body: Record<string, unknown>) =>
  app.client().post(`/api/engagement/lists/${slug}/subscribe`, body);
const linkIn = (text: string) => /(http\S+\/api\/engagement\/lists\/confirm\/\S+)/.exec(text)?.[1] ?? '';
const pathOf = (url: string) => new URL(url).pathname;
const mailsTo = (to: string) => app.strapi.db.query('api::outbox-message.outbox-message').count({ where: { to } });
const membership = (listId: number, email: string) =>
  app.strapi.db
    .connection('mail_list_members as m')
    .join('profiles as p', 'p.id', 'm.profile_id')
    .first('m.*')
    .where('m.list_id', listId)
    .andWhere('p.email', email);
const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(app.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('subscribe and confirm', () => {
  it('makes a pending member and a LEAD profile, and mails one signed link that confirms with one click', async () => {
    const own = await list({ name: 'Cultuurbrief', visibility: 'PUBLIC' });
    const res = await subscribe(own.slug, { email: ' Nieuwe.Lezer@Example.com ', firstName: 'Nina' });
    expect(res.status).toBe(202);
    const lead = await app.strapi.db
      .query('api::profile.profile')
      .findOne({ where: { email: 'nieuwe.lezer@example.com' } });
    expect(lead).toMatchObject({ type: 'LEAD', source: 'list-subscribe', firstName: 'Nina', language: 'NL' });
    expect(await membership(own.id, 'nieuwe.lezer@example.com')).toMatchObject({
      status: 'pending',
      source: 'subscribe',
    });
    expect(await memberCount(own.documentId)).toBe(0);

    const mail = await latestMail(app, 'nieuwe.lezer@example.com');
    expect(mail.subject).toBe('Bevestig je aanmelding voor Cultuurbrief');
    const link = linkIn(mail.text);
    const page = await app.client().get(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Je bent aangemeld voor &quot;Cultuurbrief&quot;');
    expect(await memberCount(own.documentId)).toBe(1);
    expect(await membership(own.id, 'nieuwe.lezer@example.com')).toMatchObject({ status: 'confirmed' });

    const again = await app.client().get(pathOf(link));
    expect(again.status).toBe(200);
    expect(again.body).toContain('was al bevestigd');
    expect(await memberCount(own.documentId)).toBe(1);
  });

  it('answers the same 202 for a private or unknown list and a confirmed address, and mails nobody then', async () => {
    const hidden = await list({ visibility: 'PRIVATE' });
    expect((await subscribe(hidden.slug, { email: 'prive@example.com' })).status).toBe(202);
    expect((await subscribe('bestaat-niet', { email: 'prive@example.com' })).status).toBe(202);
    expect(await mailsTo('prive@example.com')).toBe(0);
    expect(await membership(hidden.id, 'prive@example.com')).toBeUndefined();

    const open = await list({ visibility: 'PUBLIC' });
    const known = await profile('al.lid@example.com');
    await admin.post(`/api/mail-lists/${open.documentId}/members`, { profiles: [known.documentId] });
    const res = await subscribe(open.slug, { email: 'al.lid@example.com' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual((await subscribe(open.slug, { email: 'onbekend.adres@example.com' })).body);
    expect(await mailsTo('al.lid@example.com')).toBe(0);
  });

  it('sends no second e-mail for a request repeated within minutes', async () => {
    const open = await list({ visibility: 'PUBLIC' });
    await subscribe(open.slug, { email: 'herhaal@example.com' });
    await subscribe(open.slug, { email: 'herhaal@example.com' });
    expect(await mailsTo('herhaal@example.com')).toBe(1);
  });

  it('writes in English to an English profile and uses the list’s own subject', async () => {
    const open = await list({ visibility: 'PUBLIC', name: 'Tech', confirmationSubject: 'Please confirm: Tech' });
    await profile('english.reader@example.com', { language: 'EN' });
    await subscribe(open.slug, { email: 'english.reader@example.com' });
    const mail = await latestMail(app, 'english.reader@example.com');
    expect(mail.subject).toBe('Please confirm: Tech');
    expect(mail.text).toContain('Confirm it with one click');
    const page = await app.client().get(pathOf(linkIn(mail.text)));
    expect(page.body).toContain('You are subscribed to');
  });

  it('refuses a malformed address with 400, and says a request older than 7 days has expired', async () => {
    const open = await list({ visibility: 'PUBLIC' });
    const bad = await subscribe(open.slug, { email: 'geen-adres' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.code).toBe('email');
    expect((await subscribe(open.slug, {})).status).toBe(400);

    await subscribe(open.slug, { email: 'te.laat@example.com' });
    const link = linkIn((await latestMail(app, 'te.laat@example.com')).text);
    const row = await membership(open.id, 'te.laat@example.com');
    await app.strapi.db
      .connection('mail_list_members')
      .update({ requested_at: new Date(Date.now() - 8 * 86_400_000) })
      .where({ list_id: open.id, profile_id: row.profile_id });
    const page = await app.client().get(pathOf(link));
    expect(page.status).toBe(410);
    expect(page.body).toContain('ouder dan 7 dagen');
    expect(await memberCount(open.documentId)).toBe(0);
  });

  it('answers a made-up confirmation link with a 404 page', async () => {
    const page = await app.client().get('/api/engagement/lists/confirm/confirm.1-1.verzonnen');
    expect(page.status).toBe(404);
    expect(page.body).toContain('Link niet gevonden');
  });
});

describe('unsubscribe', () => {
  async function recipient(email: string, campaignId = 9001) {
    const own = await profile(email);
    const [row] = await app.strapi.db
      .connection('campaign_recipients')
      .insert({ campaign_id: campaignId, profile_id: own.id, email, state: 'sent' })
      .returning('id');
    const recipientId = Number(typeof row === 'object' ? row.id : row);
    const url = pathOf(engagementLinks(app.strapi).unsubscribe(campaignId, recipientId));
    return { profile: own, url, recipientId, campaignId };
  }
  const suppression = (email: string) => app.strapi.db.connection('mail_suppressions').first().where({ email });
  const events = (campaignId: number, recipientId: number) =>
    app.strapi.db.connection('mail_events').where({ campaign_id: campaignId, recipient_id: recipientId });

  it('shows the lists, removes one, and unsubscribes from all with a suppression and one event', async () => {
    const sport = await list({ name: 'Sport' });
    const cultuur = await list({ name: 'Cultuur' });
    const r = await recipient('afmelder@example.com');
    for (const l of [sport, cultuur])
      await admin.post(`/api/mail-lists/${l.documentId}/members`, { profiles: [r.profile.documentId] });

    const page = await app.client().get(r.url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('afmelder@example.com');
    expect(page.body).toContain('Sport');
    expect(page.body).toContain('Cultuur');
    expect(page.body).toContain('Afmelden voor alles');

    const left = await form(r.url, `list=${sport.id}`);
    expect(left.status).toBe(200);
    expect(await left.text()).toContain('Je bent afgemeld voor &quot;Sport&quot;');
    expect(await memberCount(sport.documentId)).toBe(0);
    expect(await memberCount(cultuur.documentId)).toBe(1);

    const all = await form(r.url, 'all=1');
    expect(await all.text()).toContain('Je bent afgemeld voor alle lijsten');
    expect(await suppression('afmelder@example.com')).toMatchObject({ reason: 'unsubscribed', campaign_id: 9001 });
    expect(await memberCount(cultuur.documentId)).toBe(0);
    expect(await events(r.campaignId, r.recipientId)).toHaveLength(1);
  });

  it('takes RFC 8058 one-click POSTs without cookies or CSRF, also from a signed-in browser, once', async () => {
    const r = await recipient('een.klik@example.com', 9002);
    const res = await form(r.url, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await suppression('een.klik@example.com')).toMatchObject({ reason: 'unsubscribed' });
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const again = await form(r.url, 'List-Unsubscribe=One-Click', { cookie });
    expect(again.status).toBe(200);
    expect(await events(r.campaignId, r.recipientId)).toHaveLength(1);
  });

  it('keeps a hard bounce as the reason', async () => {
    const r = await recipient('gebounced@example.com', 9003);
    await app.strapi.db
      .connection('mail_suppressions')
      .insert({ email: 'gebounced@example.com', reason: 'hard_bounce', soft_bounces: 0, updated_at: new Date() });
    await form(r.url, 'List-Unsubscribe=One-Click');
    expect(await suppression('gebounced@example.com')).toMatchObject({ reason: 'hard_bounce' });
  });

  it('lets an address that unsubscribed from all opt in again by confirming a new subscription', async () => {
    const open = await list({ visibility: 'PUBLIC', name: 'Terugkeer' });
    const r = await recipient('terug@example.com', 9005);
    await form(r.url, 'List-Unsubscribe=One-Click');
    expect(await suppression('terug@example.com')).toMatchObject({ reason: 'unsubscribed' });
    await subscribe(open.slug, { email: 'terug@example.com' });
    await app.client().get(pathOf(linkIn((await latestMail(app, 'terug@example.com')).text)));
    expect(await suppression('terug@example.com')).toBeUndefined();
    expect(await memberCount(open.documentId)).toBe(1);
  });

  it('answers a bad or forged link with a 404 page, GET and POST', async () => {
    const r = await recipient('vervalst@example.com', 9004);
    const forged = r.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.client().get(forged)).status).toBe(404);
    expect((await form(forged, 'List-Unsubscribe=One-Click')).status).toBe(404);
    expect((await app.client().get('/api/engagement/unsubscribe/unsubscribe.zz-zz.abc')).body).toContain(
      'Link niet gevonden',
    );
    expect(await suppression('vervalst@example.com')).toBeUndefined();
  });
});

describe('throttle', () => {
  it('answers 429 with Retry-After once a client posts too many subscriptions', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i <= SUBSCRIBE_LIMIT && !retryAfter; i++) {
      const res = await subscribe('bestaat-niet', { email: `vloed${i}@example.com` });
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
