import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';

let app: TestApp;
let seq = 0;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

async function newUser(password = 'Original1!') {
  const email = `person${++seq}@example.com`;
  await app.strapi.plugin('users-permissions').service('user').add({ username: email, email, password, provider: 'local', confirmed: true, role: 1 });
  return { email, password };
}

async function latestCodeFor(email: string) {
  const [message] = await app.strapi.db.query('api::outbox-message.outbox-message').findMany({ where: { to: email }, orderBy: { id: 'desc' }, limit: 1 });
  return { message, code: /code=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] };
}

describe('forgot password', () => {
  it('answers the same neutral message for a known and an unknown address', async () => {
    const user = await newUser();
    const known = await app.client().post('/api/auth/forgot-password', { email: user.email });
    const unknown = await app.client().post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });

  it('puts a Dutch e-mail with a reset link in the outbox', async () => {
    const user = await newUser();
    await app.client().post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const { message, code } = await latestCodeFor(user.email);
    expect(message.subject).toBe('Stel je wachtwoord opnieuw in');
    expect(message.text).toContain('/reset-password?code=');
    expect(code!.length).toBeGreaterThanOrEqual(6);
    expect(message.status).toBe('stored');
  });
});

describe('reset password', () => {
  it('sets the new password with the e-mailed code, once', async () => {
    const user = await newUser();
    await app.client().post('/api/auth/forgot-password', { email: user.email });
    const { code } = await latestCodeFor(user.email);
    const res = await app.client().post('/api/auth/reset-password', { code, password: 'BrandNew1!', passwordConfirmation: 'BrandNew1!' });
    expect(res.status).toBe(200);
    expect((await app.client().post('/api/auth/local', { identifier: user.email, password: 'BrandNew1!' })).status).toBe(200);
    const again = await app.client().post('/api/auth/reset-password', { code, password: 'Another11!', passwordConfirmation: 'Another11!' });
    expect(again.status).toBe(400);
    expect(again.body.error.details.code).toBe('invalid_code');
  });

  it('refuses an expired code', async () => {
    const user = await newUser();
    await app.client().post('/api/auth/forgot-password', { email: user.email });
    const { code } = await latestCodeFor(user.email);
    await app.strapi.db.query('api::password-reset.password-reset').updateMany({ where: {}, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await app.client().post('/api/auth/reset-password', { code, password: 'BrandNew1!', passwordConfirmation: 'BrandNew1!' });
    expect(res.body.error.details.code).toBe('invalid_code');
  });

  it('checks length and repetition of the new password', async () => {
    const short = await app.client().post('/api/auth/reset-password', { code: 'abcdefgh', password: 'short', passwordConfirmation: 'short' });
    expect(short.body.error.details.code).toBe('password_too_short');
    const mismatch = await app.client().post('/api/auth/reset-password', { code: 'abcdefgh', password: 'LongEnough1', passwordConfirmation: 'LongEnough2' });
    expect(mismatch.body.error.details.code).toBe('password_mismatch');
  });

  it('ends every session of the user', async () => {
    const user = await newUser();
    const signedIn = await app.login(user);
    await app.client().post('/api/auth/forgot-password', { email: user.email });
    const { code } = await latestCodeFor(user.email);
    await app.client().post('/api/auth/reset-password', { code, password: 'BrandNew1!', passwordConfirmation: 'BrandNew1!' });
    expect((await signedIn.get('/api/me')).status).toBe(401);
  });
});

describe('change own password', () => {
  it('ends the user\'s other sessions and keeps the current one', async () => {
    const user = await newUser();
    const here = await app.login(user);
    const elsewhere = await app.login(user);
    const res = await here.put('/api/me/password', { currentPassword: user.password, password: 'Changed12!', passwordConfirmation: 'Changed12!' });
    expect(res.status).toBe(200);
    expect((await here.get('/api/me')).status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
  });

  it('refuses a wrong current password on the field', async () => {
    const user = await newUser();
    const here = await app.login(user);
    const res = await here.put('/api/me/password', { currentPassword: 'nope-nope', password: 'Changed12!', passwordConfirmation: 'Changed12!' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0].path).toEqual(['currentPassword']);
  });
});
