import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { ADMIN, startApp, type TestApp } from './helpers/app';

// Behind a TLS-terminating proxy that the operator declares trusted (TRUST_PROXY=true).
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_IP: '2', LOGIN_SLOWDOWN_BASE_MS: '60000' });
});
afterAll(() => app?.stop());

const signIn = (headers: Record<string, string>, password = ADMIN.password) =>
  app.client().post('/api/auth/local', { identifier: ADMIN.email, password }, headers);

describe('behind a trusted proxy', () => {
  it('over HTTPS names the session cookies __Host- and marks them Secure, Path=/, without Domain', async () => {
    const https = await signIn({ 'x-forwarded-proto': 'https' });
    const session = https.cookies.find((c) => c.startsWith('__Host-nb_session='));
    const csrf = https.cookies.find((c) => c.startsWith('__Host-nb_csrf='));
    for (const cookie of [session, csrf]) {
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i);
      expect(cookie).not.toMatch(/;\s*domain=/i);
    }
    expect(session).toMatch(/;\s*httponly/i);
    expect(csrf).not.toMatch(/;\s*httponly/i);
    expect(https.cookies.some((c) => c.startsWith('nb_session=') || c.startsWith('nb_csrf='))).toBe(false);
  });

  it('over plain HTTP keeps the plain names, not Secure', async () => {
    const http = await signIn({});
    expect(http.cookies.find((c) => c.startsWith('nb_session='))).not.toMatch(/;\s*secure/i);
    expect(http.cookies.some((c) => c.startsWith('__Host-'))).toBe(false);
  });

  it('over HTTPS works with the __Host- cookies and ignores a plain session cookie', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const client = app.client();
    expect(
      (await client.post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password }, https)).status,
    ).toBe(200);
    expect((await client.get('/api/me', https)).status).toBe(200);
    // A write with the CSRF header read from __Host-nb_csrf, as the console does.
    expect((await client.put('/api/me/preferences', { preferences: { layoutType: 'detached' } }, https)).status).toBe(
      200,
    );
    // The same token in a plain cookie (another origin could have planted one) does not sign anyone in over HTTPS.
    const planted = app.client();
    planted.jar.set('nb_session', client.session!);
    expect((await planted.get('/api/me', https)).status).toBe(401);
    // Signing out clears the prefixed cookies.
    const out = await client.post('/api/auth/logout', {}, https);
    expect(out.cookies.some((c) => c.startsWith('__Host-nb_session=;'))).toBe(true);
    expect((await client.get('/api/me', https)).status).toBe(401);
  });

  it('throttles per real client address taken from X-Forwarded-For', async () => {
    const wrong = (ip: string) =>
      app
        .client()
        .post(
          '/api/auth/local',
          { identifier: `x${Math.random()}@example.com`, password: 'nope-nope' },
          { 'x-forwarded-for': ip },
        );
    await wrong('198.51.100.7');
    await wrong('198.51.100.7');
    expect((await wrong('198.51.100.7')).status).toBe(429);
    expect((await wrong('198.51.100.8')).status).toBe(400);
  });
});

describe('when cookies are Secure', () => {
  // The decision is pure; the production case is checked here without booting a production instance.
  const { cookieNames } = createRequire(__filename)('../dist/src/services/session-cookies.js');
  const withEnv = (env: Record<string, string | undefined>, run: () => void) => {
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    try {
      run();
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  };

  it('in production with an https PUBLIC_URL, even when the proxy is not trusted', () => {
    withEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://cms.example.nl', COOKIE_SECURE: undefined }, () => {
      expect(cookieNames({ secure: false })).toEqual({
        secure: true,
        session: '__Host-nb_session',
        csrf: '__Host-nb_csrf',
      });
    });
    withEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://cms.example.nl', COOKIE_SECURE: undefined }, () => {
      expect(cookieNames({ secure: false }).secure).toBe(false);
    });
  });

  it('outside production only over HTTPS, and COOKIE_SECURE decides when set', () => {
    withEnv({ NODE_ENV: 'development', PUBLIC_URL: 'https://cms.example.nl', COOKIE_SECURE: undefined }, () => {
      expect(cookieNames({ secure: false }).session).toBe('nb_session');
      expect(cookieNames({ secure: true }).session).toBe('__Host-nb_session');
    });
    withEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://cms.example.nl', COOKIE_SECURE: 'false' }, () => {
      expect(cookieNames({ secure: true }).secure).toBe(false);
    });
  });
});
