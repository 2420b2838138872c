// The log's writers (docs/log.md "What is logged"): sign-in and password events, profile changes with the
// changed field names, account actions, system mails, bounce webhooks, staff page views and campaign steps
// each become entries as they happen; a failing log write never breaks the action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { engagementHelpers, WEBHOOK_SECRET } from './helpers/engagement';

let app: TestApp;
let admin: Client;
const LOG = 'api::log-entry.log-entry';
let seq = 0;
const { campaign: makeCampaign } = engagementHelpers(() => ({ app }));

beforeAll(async () => {
  app = await startApp({ MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET });
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

type Entry = {
  type: string;
  action: string;
  actorName: string;
  actorId: number | null;
  subjectId: string | null;
  note: string | null;
  to: string | null;
  details: any;
};
const entries = async (where: Record<string, unknown>): Promise<Entry[]> =>
  app.strapi.db.query(LOG).findMany({ where, orderBy: [{ id: 'asc' }] });

async function account() {
  const address = `logged${++seq}-${Date.now()}@example.com`;
  const password = 'Account123!';
  const role = await app.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  const user = await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({ username: address, email: address, password, provider: 'local', confirmed: true, role: role.id });
  const profile = await app.strapi.db
    .query('api::profile.profile')
    .create({ data: { email: address, type: 'ACCOUNT', user: user.id, accountStatus: 'CONFIRMED' } });
  return { email: address, password, userId: user.id as number, documentId: profile.documentId as string };
}

describe('auth', () => {
  it('sign-in success, a wrong password, a blocked account, sign-out and a password change', async () => {
    const who = await account();
    const client = app.client();
    expect((await client.post('/api/auth/local', { identifier: who.email, password: 'wrong-password' })).status).toBe(
      400,
    );
    expect((await client.post('/api/auth/local', { identifier: who.email, password: who.password })).status).toBe(200);
    const changed = await client.put('/api/me/password', {
      currentPassword: who.password,
      password: 'Changed123!',
      passwordConfirmation: 'Changed123!',
    });
    expect(changed.status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    await admin.post(`/api/profiles/${who.documentId}/account/block`);
    expect(
      (await app.client().post('/api/auth/local', { identifier: who.email, password: 'Changed123!' })).status,
    ).toBe(400);

    const logged = await entries({ type: 'auth', actorName: who.email });
    expect(logged.map((e) => [e.action, e.note])).toEqual([
      ['sign_in_failed', 'invalid_credentials'],
      ['sign_in', null],
      ['password_change', null],
      ['sign_out', null],
      ['sign_in_refused', 'blocked'],
    ]);
    expect(logged[1].actorId).toBe(who.userId);
    // Staff's block is a profile entry with the staff member as actor.
    const [block] = await entries({ type: 'profile', action: 'account_block', subjectId: who.documentId });
    expect(block.actorName).toBe(ADMIN.email);
  });
});

describe('profile', () => {
  it('create, update with the changed field names, delete, by whom', async () => {
    const address = `p${Date.now()}@example.com`;
    const created = await admin.post('/api/profiles', { data: { email: address, firstName: 'Pim' } });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    expect((await admin.put(`/api/profiles/${id}`, { data: { firstName: 'Piet', lastName: 'Jansen' } })).status).toBe(
      200,
    );
    expect((await admin.del(`/api/profiles/${id}?confirmEmail=${address}`)).status).toBeLessThan(300);
    const logged = await entries({ type: 'profile', subjectId: id });
    expect(logged.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(logged.every((e) => e.actorName === ADMIN.email)).toBe(true);
    expect(logged[1].details.fields.sort()).toEqual(['firstName', 'lastName']);
    // Names, never values.
    expect(JSON.stringify(logged[1])).not.toContain('Jansen');
  });
});

describe('email', () => {
  it('a system mail and an applied bounce webhook', async () => {
    const who = await account();
    const reset = await admin.post(`/api/profiles/${who.documentId}/account/force-password-reset`);
    expect(reset.body.data?.mailed ?? reset.body).toBe(true);
    const outbox = await app.strapi.db
      .query('api::outbox-message.outbox-message')
      .findOne({ where: { to: who.email } });
    const [mail] = await entries({ type: 'email', action: 'system_mail', subjectId: String(outbox.id) });
    expect(mail).toMatchObject({ to: 'stored', note: outbox.subject });

    const hook = await app
      .client()
      .post(
        '/api/engagement/webhooks/bounces',
        { id: `evt-${Date.now()}`, type: 'hard', email: who.email },
        { 'x-mail-webhook-secret': WEBHOOK_SECRET },
      );
    expect(hook.status).toBeLessThan(300);
    const bounces = (await entries({ type: 'email', action: 'webhook_hard' })).filter(
      (e) => e.details?.email === who.email,
    );
    expect(bounces).toHaveLength(1);
    expect(bounces[0].note).toBe('suppressed: hard bounce');
  });
});

describe('pageview', () => {
  it('staff page views of the console are logged in one batch; readers’ are not', async () => {
    const url = `/settings/log?run=${Date.now()}`;
    const res = await admin.post('/api/statistics', {
      data: {
        events: [
          { url, eventType: 'Pageview' },
          { url: '/users', eventType: 'Pageview' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const [view] = await entries({ type: 'pageview', note: url });
    expect(view).toMatchObject({ action: 'view', subjectId: '/settings/log', actorName: ADMIN.email });

    const reader = await account();
    const client = app.client();
    await client.post('/api/auth/local', { identifier: reader.email, password: reader.password });
    const readerUrl = `/nl/artikel/x-${Date.now()}`;
    expect(
      (await client.post('/api/statistics', { data: { events: [{ url: readerUrl, eventType: 'Pageview' }] } })).status,
    ).toBe(201);
    expect(await entries({ type: 'pageview', note: readerUrl })).toEqual([]);
  });
});

describe('never breaks the action', () => {
  it('a failing log write is logged and swallowed, inside a transaction too', async () => {
    const bad = { type: 'auth', action: 'x', details: { n: 1n } } as never; // a BigInt cannot be JSON
    await expect(app.strapi.service(LOG).record(bad)).resolves.toBeUndefined();
    const kept = await app.strapi.db.transaction(async () => {
      await app.strapi.service(LOG).record(bad);
      // PostgreSQL refuses text in an integer column: the savepoint keeps the transaction usable.
      await app.strapi.service(LOG).record({ type: 'auth', action: 'refused_by_db', amount: 'abc' as never });
      await app.strapi.service(LOG).record({ type: 'auth', action: 'kept_after_failure' });
      return 'committed';
    });
    expect(kept).toBe('committed');
    expect(await entries({ action: 'kept_after_failure' })).toHaveLength(1);
  });
});

describe('the history mirror', () => {
  it('a campaign’s steps are email entries', async () => {
    const campaign = await makeCampaign({ status: 'DRAFT', history: [] });
    await app.strapi
      .service('api::campaign.actions')
      .note(campaign.id, { id: 1, email: ADMIN.email }, 'note', 'logged');
    const logged = await entries({ subjectType: 'campaign', subjectId: campaign.documentId });
    expect(logged.at(-1)).toMatchObject({ type: 'email', action: 'note', note: 'logged' });
  });
});
