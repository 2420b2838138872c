import type { ApiError } from './apiError';

const pathOf = (url: string) => url.split('?')[0];

/**
 * SPEC section 8: every API error is toasted except a 400 from the login call and a 404 from a
 * slug look-up. Two more are not errors to the user: the 401 of the session probe (GET /api/me
 * answers "not signed in") and calls marked silent (page-view statistics and version polling,
 * whose failures the spec says to ignore).
 */
export const shouldToast = (error: ApiError, options: { silent?: boolean } = {}): boolean => {
  if (options.silent) return false;
  const path = pathOf(error.url);
  if (error.status === 400 && path.endsWith('/api/auth/local')) return false;
  if (error.status === 404 && error.url.includes('/slugs/')) return false;
  if (error.status === 401 && path.endsWith('/api/me') && error.method === 'GET') return false;
  return true;
};
