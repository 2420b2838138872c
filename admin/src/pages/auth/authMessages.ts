import { ApiError } from '@/providers/apiError';

/** Translation key for a failed login (SPEC section 8: never a toast for the 400s, always in the form). */
export const loginErrorKey = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 400) {
    if (error.code === 'email_not_confirmed') return 'app.auth.login.email_not_confirmed';
    if (error.code === 'invalid_credentials') return 'app.auth.login.invalid_credentials';
  }
  if (error instanceof ApiError && error.status === 429) return 'app.auth.login.rate_limited';
  return 'app.auth.login.unknown_error';
};

export const resetErrorKey = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'app.auth.reset.failed';
  if (error.code === 'invalid_code') return 'app.auth.reset.invalid_code';
  // The server answers too many wrong codes with 429 (code attempt_limit).
  if (error.code === 'attempt_limit' || error.status === 429) return 'app.auth.reset.attempt_limit';
  return 'app.auth.reset.failed';
};

/** Forgot-password always answers neutrally, except when the server says to slow down. */
export const forgotResultKey = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 ? 'app.auth.forgot.limit' : 'app.auth.forgot.sent';
