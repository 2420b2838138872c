import type { PasswordReset } from '@newsroom/config';
import { request } from './http';

/** Signing in and out, and the public password and confirmation pages (/api/auth, /api/account). */
export const authApi = {
  login: (email: string, password: string) =>
    request<unknown>('/api/auth/local', { method: 'POST', body: { identifier: email, password } }),
  // Logging out must always end on /login, so a failure here is not the user's concern.
  logout: () => request<unknown>('/api/auth/logout', { method: 'POST', silent: true }),
  forgotPassword: (email: string) => request<unknown>('/api/auth/forgot-password', { method: 'POST', body: { email } }),
  /** Public: the code of the confirmation e-mail (an account's, or its new address's); silent, the page explains a refusal itself. */
  confirmAccount: (code: string) =>
    request<{ ok: boolean; emailChanged?: boolean }>('/api/account/confirm', {
      method: 'POST',
      body: { code },
      silent: true,
    }),
  resetPassword: (input: PasswordReset) =>
    request<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
};
