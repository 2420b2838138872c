import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

describe('sign-in', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that lives 31 days and a readable CSRF cookie', async () => {
    const client = app.client();
    const res = await client.post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body.jwt).toEqual(expect.any(String));
    expect(res.body.user.email).toBe(ADMIN.email);
    // The account's public fields only: no secrets, no relations.
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
        'blocked',
        'confirmed',
        'createdAt',
        'documentId',
        'email',
        'id',
        'provider',
        'publishedAt',
        'updatedAt',
        'username',
      ]
        .filter((k) => k in res.body.user)
        .sort(),
    );
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken', 'role'])
      expect(res.body.user).not.toHaveProperty(secret);
    const session = res.cookies.find((c) => c.startsWith('nb_session='))!;
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    const expires = new Date(/expires=([^;]+)/i.exec(session)![1]).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(31);
    const csrf = res.cookies.find((c) => c.startsWith('nb_csrf='))!;
    expect(csrf).not.toMatch(/httponly/i);
  });

  it('accepts the e-mail address in any case', async () => {
    const res = await app
      .client()
      .post('/api/auth/local', { identifier: ' Admin@Example.com ', password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with code invalid_credentials and no cookie', async () => {
    const res = await app.client().post('/api/auth/local', { identifier: EDITOR.email, password: 'wrong-password' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('invalid_credentials');
    expect(res.cookies.some((c) => c.startsWith('nb_session='))).toBe(false);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await app.client().post('/api/auth/local', { identifier: 'nobody@example.com', password: 'whatever1' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: 'Invalid identifier or password',
      details: { code: 'invalid_credentials' },
    });
  });

  it('tells an unconfirmed account apart once the password is right', async () => {
    const users = app.strapi.plugin('users-permissions').service('user');
    await users.add({
      username: 'unconfirmed@example.com',
      email: 'unconfirmed@example.com',
      password: 'Secret123!',
      provider: 'local',
      confirmed: false,
      role: 1,
    });
    const res = await app
      .client()
      .post('/api/auth/local', { identifier: 'unconfirmed@example.com', password: 'Secret123!' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('email_not_confirmed');
  });

  it("keeps Strapi's standard for scripts: the returned JWT works as a Bearer token", async () => {
    const login = await app.client().post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password });
    const script = app.client();
    script.bearer = login.body.jwt;
    const me = await script.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ADMIN.email);
  });

  it("does not look a signed-in user's token up among the API tokens", async () => {
    const client = await app.login(ADMIN);
    const lookups: string[] = [];
    const record = (query: { sql: string }) => /strapi_api_tokens/.test(query.sql) && lookups.push(query.sql);
    app.strapi.db.connection.on('query', record);
    try {
      expect((await client.get('/api/me')).status).toBe(200);
      const script = app.client();
      script.bearer = (
        await app.client().post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password })
      ).body.jwt;
      expect((await script.get('/api/me')).status).toBe(200);
    } finally {
      app.strapi.db.connection.off('query', record);
    }
    expect(lookups).toEqual([]);
  });

  it('accepts Strapi API tokens', async () => {
    const { accessKey } = await app.strapi
      .service('admin::api-token')
      .create({ name: 'script', type: 'read-only', lifespan: null, description: '' });
    const script = app.client();
    script.bearer = accessKey;
    const res = await script.get('/api/profiles?pagination[pageSize]=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });
});

describe('session cookie and CSRF', () => {
  it('authenticates GET requests with the cookie alone', async () => {
    const client = await app.login(ADMIN);
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
  });

  it('refuses a cookie-authenticated change without the CSRF header', async () => {
    const client = await app.login(ADMIN);
    client.csrf = false;
    const res = await client.put('/api/me/preferences', { preferences: { topbar: 'light' } });
    expect(res.status).toBe(403);
    expect(res.body.error.details.code).toBe('csrf');
  });

  it('refuses a CSRF header that does not match the cookie', async () => {
    const client = await app.login(ADMIN);
    client.csrf = false;
    const res = await client.put(
      '/api/me/preferences',
      { preferences: { topbar: 'light' } },
      { 'x-csrf-token': 'forged' },
    );
    expect(res.status).toBe(403);
  });

  it('accepts the change with the matching CSRF header', async () => {
    const client = await app.login(ADMIN);
    const res = await client.put('/api/me/preferences', { preferences: { topbar: 'light' } });
    expect(res.status).toBe(200);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old token no longer works anywhere', async () => {
    const client = await app.login(EDITOR);
    const token = client.session!;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(client.session).toBeUndefined();
    const replay = app.client();
    replay.bearer = token;
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const first = await app.login(EDITOR);
    const second = await app.login(EDITOR);
    await first.post('/api/auth/logout');
    expect((await second.get('/api/me')).status).toBe(200);
  });

  it('refuses a token whose session row is gone', async () => {
    const client = await app.login(EDITOR);
    await app.strapi.db.query('api::auth-session.auth-session').deleteMany({ where: {} });
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

describe('blocking a user', () => {
  it("ends all of that user's sessions", async () => {
    const users = app.strapi.plugin('users-permissions').service('user');
    const user = await users.add({
      username: 'blockme@example.com',
      email: 'blockme@example.com',
      password: 'Secret123!',
      provider: 'local',
      confirmed: true,
      role: 1,
    });
    const client = await app.login({ email: 'blockme@example.com', password: 'Secret123!' });
    expect((await client.get('/api/me')).status).toBe(200);
    const admin = await app.login(ADMIN);
    const res = await admin.put(`/api/users/${user.id}`, { blocked: true });
    expect(res.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    const sessions = await app.strapi.db
      .query('api::auth-session.auth-session')
      .findMany({ where: { userId: user.id, revokedAt: null } });
    expect(sessions).toHaveLength(0);
  });
});

describe('housekeeping', () => {
  it('purges expired and long-revoked sessions and expired reset codes, keeping live ones', async () => {
    const live = await app.login(EDITOR);
    const sessions = app.strapi.db.query('api::auth-session.auth-session');
    await sessions.create({ data: { sid: 'old-expired', userId: 1, expiresAt: new Date(Date.now() - 1000) } });
    await sessions.create({
      data: {
        sid: 'old-revoked',
        userId: 1,
        expiresAt: new Date(Date.now() + 1e9),
        revokedAt: new Date(Date.now() - 2 * 86_400_000),
      },
    });
    await app.strapi.db
      .query('api::password-reset.password-reset')
      .create({ data: { codeHash: 'x'.repeat(64), userId: 1, expiresAt: new Date(Date.now() - 1000) } });
    const purged = await app.strapi.service('api::auth-session.auth-session').purgeExpired();
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    expect(purged.resets).toBe(1);
    expect(await sessions.findOne({ where: { sid: 'old-expired' } })).toBeNull();
    expect((await live.get('/api/me')).status).toBe(200);
  });
});
