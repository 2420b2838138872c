import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';

// Small limits so the test reaches them quickly; the rules are the same as in production.
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '8', FORGOT_MAX_PER_ACCOUNT: '2', FORGOT_MAX_PER_IP: '50', RESET_MAX_FAILURES_PER_IP: '3' });
});
afterAll(() => app?.stop());

const fail = (identifier: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.client().post('/api/auth/local', { identifier, password: 'wrong-password', ...extra }, headers);

describe('login throttle', () => {
  it('locks an account after repeated failures, even for the right password, whatever the spelling', async () => {
    for (let i = 0; i < 3; i++) expect((await fail(i % 2 ? 'EDITOR@example.com' : 'editor@example.com ')).status).toBe(400);
    const res = await app.client().post('/api/auth/local', { identifier: 'editor@example.com', password: 'Editor123!' });
    expect(res.status).toBe(429);
    expect(res.body.error.name).toBe('RateLimitError');
  });

  it('cannot be dodged with extra body fields or a forged X-Forwarded-For', async () => {
    let lastStatus = 0;
    for (let i = 0; i < 12; i++) {
      const res = await fail(`someone${i}@example.com`, { email: `x${i}@example.com`, username: `u${i}` }, { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.0.1.${i}` });
      lastStatus = res.status;
    }
    expect(lastStatus).toBe(429);
    const admin = await app.client().post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password }, { 'x-forwarded-for': '203.0.113.9' });
    expect(admin.status).toBe(429);
  });
});

describe('forgot-password throttle', () => {
  it('limits requests per account and still answers neutrally until then', async () => {
    const ok1 = await app.client().post('/api/auth/forgot-password', { email: 'admin@example.com' });
    const ok2 = await app.client().post('/api/auth/forgot-password', { email: 'ADMIN@example.com', extra: 1 });
    const limited = await app.client().post('/api/auth/forgot-password', { email: ' admin@example.com' });
    expect([ok1.status, ok2.status, limited.status]).toEqual([200, 200, 429]);
  });
});

describe('reset-password attempts', () => {
  it('stops guessing codes with attempt_limit', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await app.client().post('/api/auth/reset-password', { code: `guess-${i}-xxxx`, password: 'Whatever1!', passwordConfirmation: 'Whatever1!' });
      expect(res.body.error.details.code).toBe('invalid_code');
    }
    const res = await app.client().post('/api/auth/reset-password', { code: 'guess-final', password: 'Whatever1!', passwordConfirmation: 'Whatever1!' });
    expect(res.status).toBe(429);
    expect(res.body.error.details.code).toBe('attempt_limit');
  });
});
