import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { isEchoOfApiError, reportApiError, resetErrorBus, subscribeToApiErrors } from './errorBus';
import { shouldToast } from './toastRule';

const err = (status: number, url: string, method = 'GET') =>
  new ApiError({ status, name: 'E', message: `m${status}`, url, method });

describe('which API errors are toasted (SPEC section 8)', () => {
  it('does not toast a 400 from the login call', () => {
    expect(shouldToast(err(400, '/api/auth/local', 'POST'))).toBe(false);
  });

  it('does toast other failures of the login call, and 400s elsewhere', () => {
    expect(shouldToast(err(429, '/api/auth/local', 'POST'))).toBe(true);
    expect(shouldToast(err(500, '/api/auth/local', 'POST'))).toBe(true);
    expect(shouldToast(err(400, '/api/me/profile', 'PUT'))).toBe(true);
    expect(shouldToast(err(400, '/api/auth/reset-password', 'POST'))).toBe(true);
  });

  it('does not toast a 404 from a slug look-up, but does toast other 404s and other slug errors', () => {
    expect(shouldToast(err(404, '/api/articles/slugs/mijn-artikel'))).toBe(false);
    expect(shouldToast(err(404, '/api/profiles/abc'))).toBe(true);
    expect(shouldToast(err(500, '/api/articles/slugs/mijn-artikel'))).toBe(true);
  });

  it('does not toast the session probe saying "not signed in"', () => {
    expect(shouldToast(err(401, '/api/me'))).toBe(false);
    expect(shouldToast(err(401, '/api/profiles?pagination[page]=1'))).toBe(true);
    expect(shouldToast(err(500, '/api/me'))).toBe(true);
  });

  it('does not toast calls marked silent', () => {
    expect(shouldToast(err(500, '/api/statistics', 'POST'), { silent: true })).toBe(false);
  });
});

describe('error bus', () => {
  it('delivers only toastable errors and recognises react-admin echoes for a short while', () => {
    resetErrorBus();
    const seen: string[] = [];
    const stop = subscribeToApiErrors((e) => seen.push(e.message));
    reportApiError(err(500, '/api/x'), true, 1000);
    reportApiError(err(400, '/api/auth/local'), false, 1000);
    expect(seen).toEqual(['m500']);
    expect(isEchoOfApiError('m500', 2000)).toBe(true);
    expect(isEchoOfApiError('ra.notification.http_error', 2000)).toBe(true);
    expect(isEchoOfApiError('Something unrelated', 2000)).toBe(false);
    expect(isEchoOfApiError('m500', 10_000)).toBe(false);
    stop();
  });
});

describe('session errors (authProvider.checkError)', () => {
  it('signs out on a 401 from a data call, stays on 403 and on the session probe', async () => {
    const { authProvider } = await import('./authProvider');
    await expect(authProvider.checkError(err(401, '/api/profiles'))).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(authProvider.checkError(err(403, '/api/profiles'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(err(401, '/api/me'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(err(401, '/api/auth/local', 'POST'))).resolves.toBeUndefined();
  });
});
