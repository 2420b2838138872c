import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('marks the session cookies Secure when the proxy says the request came over HTTPS', async () => {
    const https = await signIn({ 'x-forwarded-proto': 'https' });
    expect(https.cookies.find((c) => c.startsWith('nb_session='))).toMatch(/;\s*secure/i);
    const http = await signIn({});
    expect(http.cookies.find((c) => c.startsWith('nb_session='))).not.toMatch(/;\s*secure/i);
  });

  it('throttles per real client address taken from X-Forwarded-For', async () => {
    const wrong = (ip: string) => app.client().post('/api/auth/local', { identifier: `x${Math.random()}@example.com`, password: 'nope-nope' }, { 'x-forwarded-for': ip });
    await wrong('198.51.100.7');
    await wrong('198.51.100.7');
    expect((await wrong('198.51.100.7')).status).toBe(429);
    expect((await wrong('198.51.100.8')).status).toBe(400);
  });
});
