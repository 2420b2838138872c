// A profile's login account: the staff's account actions and the delete with confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';
import { PROFILE, USER, COMMENT, profileHelpers } from './helpers/profiles';

let app: TestApp;
let admin: Client;
const { email, db, profileId, account, signIn, action, latestMail, codeIn } = profileHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('account actions', () => {
  it('tells staff whether a profile has a login account and its role', async () => {
    const who = await account();
    expect((await admin.get(`/api/profiles/${who.documentId}`)).body.data).toMatchObject({
      hasAccount: true,
      role: { type: 'authenticated' },
    });
    const lead = await profileId();
    expect((await admin.get(`/api/profiles/${lead}`)).body.data).toMatchObject({ hasAccount: false, role: null });
  });

  it('blocks and unblocks the login account and the profile, ending its sessions', async () => {
    const who = await account();
    const session = await app.login(who);
    const res = await action(who.documentId, 'block');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ documentId: who.documentId, blocked: true });
    expect((await db(USER).findOne({ where: { id: who.userId } })).blocked).toBe(true);
    expect((await session.get('/api/me')).status).toBe(401);
    expect((await signIn(who)).body.error.details.code).toBe('blocked');
    expect((await action(who.documentId, 'unblock')).body.data.blocked).toBe(false);
    expect((await signIn(who)).status).toBe(200);
  });

  it('archives an account: its sessions end and it can no longer sign in or ask for a reset', async () => {
    const who = await account();
    const session = await app.login(who);
    expect((await action(who.documentId, 'archive')).body.data.accountStatus).toBe('ARCHIVED');
    expect((await session.get('/api/me')).status).toBe(401);
    const refused = await signIn(who);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('archived');
    await app.client().post('/api/auth/forgot-password', { email: who.email });
    expect(await latestMail(who.email)).toBeUndefined();
    expect((await signIn({ ...who, password: 'wrong-password' })).body.error.details.code).toBe('invalid_credentials');
  });

  it('forces a password reset: sessions end, sign-in waits for the mailed code, then the account is confirmed', async () => {
    const who = await account();
    const session = await app.login(who);
    const res = await action(who.documentId, 'force-password-reset');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountStatus: 'RESET_REQUIRED', mailed: true });
    expect((await session.get('/api/me')).status).toBe(401);
    const refused = await signIn(who);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('reset_required');
    const mail = await latestMail(who.email);
    expect(mail.subject).toBe('Kies een nieuw wachtwoord');
    expect(mail.text).toContain('/reset-password?code=');
    const reset = await app.client().post('/api/auth/reset-password', {
      code: codeIn(mail.text),
      password: 'Nieuw1234!',
      passwordConfirmation: 'Nieuw1234!',
    });
    expect(reset.status).toBe(200);
    expect((await signIn({ ...who, password: 'Nieuw1234!' })).status).toBe(200);
    expect((await db(PROFILE).findOne({ where: { documentId: who.documentId } })).accountStatus).toBe('CONFIRMED');
  });

  it('resends a confirmation link to an unconfirmed account only; the link confirms it once', async () => {
    expect((await action((await account()).documentId, 'resend-confirmation')).status).toBe(409);
    const who = await account({ confirmed: false, accountStatus: 'UNCONFIRMED' });
    expect((await signIn(who)).body.error.details.code).toBe('email_not_confirmed');
    const res = await action(who.documentId, 'resend-confirmation');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountStatus: 'UNCONFIRMED', confirmed: false, mailed: true });
    const mail = await latestMail(who.email);
    expect(mail.subject).toBe('Bevestig je account');
    expect(mail.text).toContain('/confirm-account?code=');
    expect(mail.text).toContain('7 dagen');
    const code = codeIn(mail.text);
    const confirmation = await db('api::account.account-confirmation').findOne({ where: { userId: who.userId } });
    const days = (new Date(confirmation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await app.client().post('/api/account/confirm', { code })).status).toBe(200);
    expect((await signIn(who)).status).toBe(200);
    expect((await db(PROFILE).findOne({ where: { documentId: who.documentId } })).accountStatus).toBe('CONFIRMED');
    expect((await app.client().post('/api/account/confirm', { code })).body.error.details.code).toBe('invalid_code');
  });

  it('refuses an expired confirmation link', async () => {
    const who = await account({ confirmed: false, accountStatus: 'UNCONFIRMED' });
    await action(who.documentId, 'resend-confirmation');
    const code = codeIn((await latestMail(who.email)).text);
    await db('api::account.account-confirmation').updateMany({
      where: { userId: who.userId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await app.client().post('/api/account/confirm', { code })).body.error.details.code).toBe('invalid_code');
  });

  it('answers 409 for a profile without a login account and for staff acting on themselves, 404 for none', async () => {
    const id = await profileId();
    for (const name of ['block', 'unblock', 'force-password-reset', 'resend-confirmation', 'archive']) {
      const res = await action(id, name);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        name: 'ConflictError',
        message: 'Dit profiel heeft geen account.',
        details: { code: 'no_account' },
      });
    }
    const own = (await db(PROFILE).findOne({ where: { email: ADMIN.email } })).documentId;
    for (const name of ['block', 'archive'])
      expect((await action(own, name)).body.error).toMatchObject({ status: 409, details: { code: 'own_account' } });
    expect((await action('bestaatniet', 'block')).status).toBe(404);
  });
});

describe('delete with confirmation', () => {
  it('needs the profile e-mail address as confirmation', async () => {
    const id = await profileId({ email: 'bevestig@example.com' });
    const wrong = await admin.del(`/api/profiles/${id}?confirmEmail=iemand@example.com`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toMatchObject({
      code: 'emailMatch',
      errors: [{ path: ['confirmEmail'], code: 'emailMatch' }],
    });
    expect((await admin.del(`/api/profiles/${id}`)).status).toBe(400);
    expect((await admin.get(`/api/profiles/${id}`)).status).toBe(200);
    expect((await admin.del(`/api/profiles/${id}?confirmEmail=Bevestig@Example.com`)).status).toBe(204);
    expect((await admin.get(`/api/profiles/${id}`)).status).toBe(404);
  });

  it('removes the login account, sessions and notes and anonymises the comments, all at once', async () => {
    const item = (
      await admin.post('/api/contents?locale=nl', {
        data: { type: 'ARTICLE', status: 'PUBLISHED', title: 'Reacties bij verwijderen', slug: 'reacties-verwijderen' },
      })
    ).body.data.documentId;
    const address = email('lezer');
    const reader = await createReader(app, 'ACCOUNT', address, []);
    const posted = await reader.post(`/api/comments/api::content.content:${item}`, {
      content: 'Mijn mening',
      locale: 'nl',
    });
    expect(posted.status).toBe(200);
    const other = await createReader(app, 'ACCOUNT', email('ander'), []);
    const kept = (
      await other.post(`/api/comments/api::content.content:${item}`, { content: 'Andere mening', locale: 'nl' })
    ).body;
    const profile = await db(PROFILE).findOne({ where: { email: address }, populate: { user: true } });
    await admin.post('/api/profile-notes', { data: { profile: profile.documentId, text: 'Wil verwijderd worden' } });

    // A failing handler rolls everything back, the anonymised comments included.
    const stop = app.strapi.service(PROFILE).onDelete(async () => {
      throw new Error('sales refused');
    });
    expect((await admin.del(`/api/profiles/${profile.documentId}?confirmEmail=${address}`)).status).toBe(500);
    stop();
    expect(await db(USER).findOne({ where: { id: profile.user.id } })).not.toBeNull();
    expect(
      (await db(COMMENT).findOne({ where: { id: posted.body.id }, populate: { authorUser: true } })).authorUser?.id,
    ).toBe(profile.user.id);

    expect((await admin.del(`/api/profiles/${profile.documentId}?confirmEmail=${address.toUpperCase()}`)).status).toBe(
      204,
    );
    expect(await db(USER).findOne({ where: { id: profile.user.id } })).toBeNull();
    expect(await db('api::auth-session.auth-session').count({ where: { userId: profile.user.id } })).toBe(0);
    expect((await reader.get('/api/me')).status).toBe(401);
    expect(await db('api::profile-note.profile-note').count({ where: { text: 'Wil verwijderd worden' } })).toBe(0);
    const anonymised = await db(COMMENT).findOne({ where: { id: posted.body.id }, populate: { authorUser: true } });
    expect(anonymised).toMatchObject({
      content: 'Mijn mening',
      authorName: 'Verwijderd profiel',
      authorEmail: null,
      authorUser: null,
    });
    const queue = await admin.get(`/api/comments/moderate/all?content=${item}`);
    expect(queue.body.data.find((c) => c.id === posted.body.id).author).toMatchObject({
      name: 'Verwijderd profiel',
      email: null,
    });
    expect(
      (await db(COMMENT).findOne({ where: { id: kept.id }, populate: { authorUser: true } })).authorUser,
    ).not.toBeNull();
  });

  it('refuses to delete the signed-in staff member own profile', async () => {
    const own = await db(PROFILE).findOne({ where: { email: ADMIN.email } });
    const res = await admin.del(`/api/profiles/${own.documentId}?confirmEmail=${ADMIN.email}`);
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('own_profile');
  });
});
