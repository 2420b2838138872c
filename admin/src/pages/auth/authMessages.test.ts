import { describe, expect, it } from 'vitest';
import { ApiError } from '@/providers/apiError';
import { forgotResultKey, loginErrorKey, resetErrorKey } from './authMessages';

const apiError = (status: number, code?: string, url = '/api/auth/local') =>
  new ApiError({ status, name: 'E', message: 'm', details: code ? { code } : {}, url, method: 'POST' });

describe('auth screen messages', () => {
  it('login: the two 400 codes, throttling and everything else', () => {
    expect(loginErrorKey(apiError(400, 'email_not_confirmed'))).toBe('app.auth.login.email_not_confirmed');
    expect(loginErrorKey(apiError(400, 'invalid_credentials'))).toBe('app.auth.login.invalid_credentials');
    expect(loginErrorKey(apiError(400, 'blocked'))).toBe('app.auth.login.unknown_error');
    expect(loginErrorKey(apiError(429))).toBe('app.auth.login.rate_limited');
    expect(loginErrorKey(new TypeError('x'))).toBe('app.auth.login.unknown_error');
  });

  it('reset: invalid code, attempt limit (400 or 429), else the generic failure', () => {
    expect(resetErrorKey(apiError(400, 'invalid_code'))).toBe('app.auth.reset.invalid_code');
    expect(resetErrorKey(apiError(400, 'attempt_limit'))).toBe('app.auth.reset.attempt_limit');
    expect(resetErrorKey(apiError(429, 'attempt_limit'))).toBe('app.auth.reset.attempt_limit');
    expect(resetErrorKey(apiError(400, 'password_too_short'))).toBe('app.auth.reset.failed');
    expect(resetErrorKey(apiError(500))).toBe('app.auth.reset.failed');
  });

  it('forgot password: neutral "sent" unless the limit is exceeded', () => {
    expect(forgotResultKey(null)).toBe('app.auth.forgot.sent');
    expect(forgotResultKey(apiError(400, 'email_required'))).toBe('app.auth.forgot.sent');
    expect(forgotResultKey(apiError(500))).toBe('app.auth.forgot.sent');
    expect(forgotResultKey(apiError(429))).toBe('app.auth.forgot.limit');
  });
});
