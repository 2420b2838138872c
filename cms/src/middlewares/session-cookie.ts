/**
 * Lets the console authenticate with the httpOnly session cookie: when a request has no
 * Authorization header, the cookie's token is passed on as a Bearer token, so the
 * users-permissions strategy (and its session check) does the rest.
 * Cookie-authenticated requests that change data must carry the CSRF double-submit header.
 */
import crypto from 'crypto';
import { cookieNames } from '../services/session-cookies';
import { allowedConsoleOrigin, consoleOriginsConfigured, CSRF_RESPONSE_HEADER } from '../services/console-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// These endpoints never act on an existing session, so a forged request gains nothing.
const NO_SESSION_PATHS = new Set([
  '/api/auth/local',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/account/confirm',
  '/api/customer-invitations/describe',
  '/api/customer-invitations/accept',
]);

// Links in e-mail and website forms (subscribe, confirm, unsubscribe incl. RFC 8058's one-click POST):
// signed or anonymous, never acting on a session, so a signed-in browser is not asked for a CSRF header.
// (/api/engagement/statistics is staff's and keeps the session.)
const PUBLIC_ENGAGEMENT = /^\/api\/engagement\/(lists|unsubscribe|view|open|click|webhooks)\//;
// The public forms (#20): a website's submissions, the reply page behind a staff reply's signed link, and
// the mail provider's inbound webhook (its own shared secret).
const PUBLIC_FORMS = /^\/api\/forms\/(public\/|replies\/|inbound\/?$)/;
const isPublicEngagement = (path: string) => PUBLIC_ENGAGEMENT.test(path) || PUBLIC_FORMS.test(path);

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

/**
 * A console on another origin (CONSOLE_ORIGINS) cannot read the API host's CSRF cookie: the token it must echo
 * comes in a response header, readable only by the allowed origins (CORS), never on a publicly cacheable answer.
 * The check stays the double submit above: header and cookie must be equal.
 */
function handCsrfToConsole(ctx, current: string | undefined) {
  const issued: string | undefined = ctx.state.csrfIssued;
  const token = issued ?? current;
  if (!token || !allowedConsoleOrigin(ctx)) return;
  if (/\bpublic\b/i.test(String(ctx.response.get('Cache-Control') ?? ''))) return;
  ctx.set(CSRF_RESPONSE_HEADER, token);
}

export default () => async (ctx, next) => {
  // Over HTTPS only the __Host- names count: a plain cookie there may have been planted by another origin.
  const names = cookieNames(ctx);
  const token = ctx.cookies.get(names.session);
  const usesCookie =
    token && !ctx.request.header.authorization && !NO_SESSION_PATHS.has(ctx.path) && !isPublicEngagement(ctx.path);
  if (usesCookie) {
    if (!SAFE_METHODS.has(ctx.method)) {
      const expected = ctx.cookies.get(names.csrf) || '';
      const sent = String(ctx.request.header['x-csrf-token'] || '');
      if (!expected || !sent || !sameToken(expected, sent)) {
        ctx.status = 403;
        ctx.body = {
          data: null,
          error: {
            status: 403,
            name: 'ForbiddenError',
            message: 'Missing or invalid CSRF token',
            details: { code: 'csrf' },
          },
        };
        return;
      }
    }
    ctx.request.header.authorization = `Bearer ${token}`;
  }
  const anonymous = !ctx.request.header.authorization;
  await next();
  if (consoleOriginsConfigured()) handCsrfToConsole(ctx, usesCookie ? ctx.cookies.get(names.csrf) : undefined);
  // Strapi answers 403 when the public role lacks an action; for a caller who is simply not
  // signed in, 401 is the honest answer (the console sends them to /login).
  if (anonymous && ctx.status === 403 && ctx.path.startsWith('/api/') && ctx.body?.error?.name === 'ForbiddenError') {
    ctx.status = 401;
    ctx.body = {
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
    };
  }
};
