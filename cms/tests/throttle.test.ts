import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';

// Small limits so the test reaches them quickly; the rules are the same as in production.
let app: TestApp;
beforeAll(async () => {
  app = await startApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '8',
    LOGIN_MAX_FAILURES_PER_DEVICE: '3',
    LOGIN_SLOWDOWN_BASE_MS: '5000',
    FORGOT_MAX_PER_ACCOUNT: '2',
    FORGOT_MAX_PER_IP: '50',
    RESET_MAX_FAILURES_PER_IP: '3',
  });
});
afterAll(() => app?.stop());

const fail = (
  identifier: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  client = app.client(),
) => client.post('/api/auth/local', { identifier, password: 'wrong-password', ...extra }, headers);
const signIn = (who: { email: string; password: string }, client = app.client()) =>
  client.post('/api/auth/local', { identifier: who.email, password: who.password });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every request here comes from 127.0.0.1: one IP for strangers and owners alike, as behind a proxy without TRUST_PROXY.
describe('login throttle', () => {
  it('counts parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => fail('burst-target@example.com')));
    expect(burst.filter((res) => res.status === 400).length).toBeLessThanOrEqual(3);
  });

  it('slows unknown devices down on an account progressively, the right password too, whatever the spelling', async () => {
    for (let i = 0; i < 3; i++)
      expect((await fail(i % 2 ? 'EDITOR@example.com' : 'editor@example.com ')).status).toBe(400);
    const slowed = await signIn(EDITOR);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.name).toBe('RateLimitError');
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(5);

    // Slowed, not locked: after the delay one more attempt is let through, and the next delay doubles.
    await sleep(Number(slowed.headers.get('retry-after')) * 1000 + 100);
    expect((await fail('editor@example.com')).status).toBe(400);
    const longer = await signIn(EDITOR);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThanOrEqual(6);
  });

  it("a browser that signed in before is not locked out by strangers' failures; guessing stays throttled", async () => {
    const owner = app.client();
    expect((await signIn(ADMIN, owner)).status).toBe(200);
    const device = owner.jar.get('nb_device')!;
    expect(device).toBeTruthy();
    expect((await owner.post('/api/auth/logout')).status).toBe(204);
    expect(owner.jar.get('nb_device')).toBe(device);

    // Strangers fail on the administrator's account and from the same IP until both are slowed down.
    for (let i = 0; i < 4; i++) await fail(ADMIN.email);
    for (let i = 0; i < 8; i++) await fail(`stranger${i}@example.com`);
    expect((await fail(`stranger-next@example.com`)).status).toBe(429);
    expect((await signIn(ADMIN)).status).toBe(429);

    // The owner's browser signs in all the same, and again after signing out.
    expect((await signIn(ADMIN, owner)).status).toBe(200);
    expect((await owner.post('/api/auth/logout')).status).toBe(204);
    expect((await signIn(ADMIN, owner)).status).toBe(200);

    // A forged cookie, or one for another account, is an unknown device.
    const forged = app.client();
    const [userId, ...rest] = owner.jar.get('nb_device')!.split('.');
    forged.jar.set('nb_device', [Number(userId) + 1, ...rest].join('.'));
    expect((await signIn(EDITOR, forged)).status).toBe(429);
    const borrowed = app.client();
    borrowed.jar.set('nb_device', owner.jar.get('nb_device')!);
    expect((await signIn(EDITOR, borrowed)).status).toBe(429);

    // Guessing through a known device is limited per device; past it the device is unknown again.
    for (let i = 0; i < 3; i++) expect((await fail(ADMIN.email, {}, {}, owner)).status).toBe(400);
    expect((await signIn(ADMIN, owner)).status).toBe(429);
  });

  it('cannot be dodged with extra body fields or a forged X-Forwarded-For', async () => {
    let lastStatus = 0;
    for (let i = 0; i < 12; i++) {
      const res = await fail(
        `someone${i}@example.com`,
        { email: `x${i}@example.com`, username: `u${i}` },
        { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.0.1.${i}` },
      );
      lastStatus = res.status;
    }
    expect(lastStatus).toBe(429);
    const admin = await app
      .client()
      .post(
        '/api/auth/local',
        { identifier: ADMIN.email, password: ADMIN.password },
        { 'x-forwarded-for': '203.0.113.9' },
      );
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
      const res = await app.client().post('/api/auth/reset-password', {
        code: `guess-${i}-xxxx`,
        password: 'Whatever1!',
        passwordConfirmation: 'Whatever1!',
      });
      expect(res.body.error.details.code).toBe('invalid_code');
    }
    const res = await app.client().post('/api/auth/reset-password', {
      code: 'guess-final',
      password: 'Whatever1!',
      passwordConfirmation: 'Whatever1!',
    });
    expect(res.status).toBe(429);
    expect(res.body.error.details.code).toBe('attempt_limit');
  });
});
