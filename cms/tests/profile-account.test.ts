/**
 * Account actions added after the first set: restoring an archived account, and a profile's new e-mail
 * address reaching its login account only once the new address is confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

const PROFILE = 'api::profile.profile';
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const OUTBOX = 'api::outbox-message.outbox-message';

let app: TestApp;
let admin: Client;
let editor: Client;
let seq = 0;

const db = (uid: string) => app.strapi.db.query(uid);
const email = (prefix: string) => `${prefix}${++seq}@example.com`;

/** A profile with a confirmed login account (authenticated role). */
async function account(accountStatus = 'CONFIRMED') {
  const address = email('konto');
  const password = 'Account123!';
  const role = await db(ROLE).findOne({ where: { type: 'authenticated' } });
  const user = await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({ username: address, email: address, password, provider: 'local', confirmed: true, role: role.id });
  const profile = await db(PROFILE).create({
    data: { email: address, type: 'ACCOUNT', user: user.id, accountStatus },
  });
  return { email: address, password, userId: user.id as number, documentId: profile.documentId as string };
}
const signIn = (who: { email: string; password: string }) =>
  app.client().post('/api/auth/local', { identifier: who.email, password: who.password });
const action = (documentId: string, name: string, client = admin) =>
  client.post(`/api/profiles/${documentId}/account/${name}`);
const mailsTo = (to: string) => db(OUTBOX).findMany({ where: { to }, orderBy: { id: 'desc' } });
const codeIn = (text: string | undefined) => /code=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('restoring an archived account', () => {
  it('brings it back to the status it had, and it can sign in again', async () => {
    const who = await account('FORCE_CHANGE_PASSWORD');
    expect((await action(who.documentId, 'archive')).body.data.accountStatus).toBe('ARCHIVED');
    // Archiving again keeps the status from before the first time.
    expect((await action(who.documentId, 'archive')).status).toBe(200);
    expect((await signIn(who)).body.error.details.code).toBe('archived');
    const restored = await action(who.documentId, 'restore');
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ documentId: who.documentId, accountStatus: 'FORCE_CHANGE_PASSWORD' });
    expect((await signIn(who)).status).toBe(200);
    // The kept status is the server's own: not in the API's answer, not writable.
    expect((await admin.get(`/api/profiles/${who.documentId}`)).body.data).not.toHaveProperty('statusBeforeArchive');
    const write = await admin.put(`/api/profiles/${who.documentId}`, { data: { statusBeforeArchive: 'CONFIRMED' } });
    expect(write.status).toBe(400);
  });

  it('falls back to CONFIRMED when the status before is not known', async () => {
    const who = await account('ARCHIVED');
    expect((await action(who.documentId, 'restore')).body.data.accountStatus).toBe('CONFIRMED');
    expect((await signIn(who)).status).toBe(200);
  });

  it('keeps a block: restoring is not unblocking', async () => {
    const who = await account();
    await action(who.documentId, 'block');
    await action(who.documentId, 'archive');
    expect((await action(who.documentId, 'restore')).body.data).toMatchObject({
      accountStatus: 'CONFIRMED',
      blocked: true,
    });
    expect((await signIn(who)).body.error.details.code).toBe('blocked');
  });

  it('answers 409 for an account that is not archived or a profile without one, 404 for none, 403 for editors', async () => {
    const who = await account();
    const res = await action(who.documentId, 'restore');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      message: 'Dit account is niet gearchiveerd.',
      details: { code: 'not_archived', accountStatus: 'CONFIRMED' },
    });
    const lead = await admin.post('/api/profiles', { data: { type: 'LEAD', email: email('lead') } });
    expect((await action(lead.body.data.documentId, 'restore')).body.error.details.code).toBe('no_account');
    expect((await action('bestaatniet', 'restore')).status).toBe(404);
    const archived = await account('ARCHIVED');
    expect((await action(archived.documentId, 'restore', editor)).status).toBe(403);
    expect((await db(PROFILE).findOne({ where: { documentId: archived.documentId } })).accountStatus).toBe('ARCHIVED');
  });
});

describe("changing a profile's e-mail address", () => {
  it('changes the profile now and the login account once the new address is confirmed', async () => {
    const who = await account();
    const newAddress = email('nieuw');
    const res = await admin.put(`/api/profiles/${who.documentId}`, { data: { email: newAddress.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: newAddress, loginEmail: who.email, pendingEmail: newAddress });

    // Until confirmed, the account signs in (and resets its password) with the old address only.
    expect((await signIn(who)).status).toBe(200);
    expect((await signIn({ ...who, email: newAddress })).status).toBe(400);
    const [link] = await mailsTo(newAddress);
    expect(link.subject).toBe('Bevestig je nieuwe e-mailadres');
    expect(link.text).toContain('/confirm-account?code=');
    const [notice] = await mailsTo(who.email);
    expect(notice.subject).toBe('Je e-mailadres wordt gewijzigd');
    expect(notice.text).toContain(newAddress);

    const confirmed = await app.client().post('/api/account/confirm', { code: codeIn(link.text) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, emailChanged: true });
    expect(await db(USER).findOne({ where: { id: who.userId } })).toMatchObject({
      email: newAddress,
      username: newAddress,
    });
    expect((await signIn({ ...who, email: newAddress })).status).toBe(200);
    expect((await signIn(who)).status).toBe(400);
    expect((await admin.get(`/api/profiles/${who.documentId}`)).body.data).toMatchObject({
      loginEmail: newAddress,
      pendingEmail: null,
    });
    // A code works once.
    const again = await app.client().post('/api/account/confirm', { code: codeIn(link.text) });
    expect(again.body.error.details.code).toBe('invalid_code');
  });

  it('a later change replaces the waiting one, and going back to the old address cancels it', async () => {
    const who = await account();
    const first = email('eerste');
    const second = email('tweede');
    await admin.put(`/api/profiles/${who.documentId}`, { data: { email: first } });
    const firstCode = codeIn((await mailsTo(first))[0].text);
    await admin.put(`/api/profiles/${who.documentId}`, { data: { email: second } });
    expect((await app.client().post('/api/account/confirm', { code: firstCode })).status).toBe(400);
    const back = await admin.put(`/api/profiles/${who.documentId}`, { data: { email: who.email } });
    expect(back.body.data).toMatchObject({ email: who.email, loginEmail: who.email, pendingEmail: null });
    const secondCode = codeIn((await mailsTo(second))[0].text);
    expect((await app.client().post('/api/account/confirm', { code: secondCode })).status).toBe(400);
    expect((await db(USER).findOne({ where: { id: who.userId } })).email).toBe(who.email);
  });

  it('refuses an address another login account signs in with (409), and changes nothing', async () => {
    const who = await account();
    const other = await account();
    // The other account's profile has moved on; its login account still has the address.
    await db(PROFILE).update({ where: { documentId: other.documentId }, data: { email: email('elders') } });
    const res = await admin.put(`/api/profiles/${who.documentId}`, { data: { email: other.email } });
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('email_taken_by_account');
    expect((await db(PROFILE).findOne({ where: { documentId: who.documentId } })).email).toBe(who.email);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it('leaves a profile without a login account alone: no mail, no account', async () => {
    const lead = await admin.post('/api/profiles', { data: { type: 'LEAD', email: email('lead') } });
    const moved = email('lead-nieuw');
    const res = await admin.put(`/api/profiles/${lead.body.data.documentId}`, { data: { email: moved } });
    expect(res.body.data).toMatchObject({ email: moved, hasAccount: false, loginEmail: null, pendingEmail: null });
    expect(await mailsTo(moved)).toHaveLength(0);
  });

  it('an account confirmation link sent meanwhile does not void the waiting address', async () => {
    const who = await account();
    await db(USER).update({ where: { id: who.userId }, data: { confirmed: false } });
    await db(PROFILE).update({ where: { documentId: who.documentId }, data: { accountStatus: 'UNCONFIRMED' } });
    const newAddress = email('wacht');
    await admin.put(`/api/profiles/${who.documentId}`, { data: { email: newAddress } });
    expect((await action(who.documentId, 'resend-confirmation')).status).toBe(200);
    expect((await admin.get(`/api/profiles/${who.documentId}`)).body.data.pendingEmail).toBe(newAddress);
  });
});
