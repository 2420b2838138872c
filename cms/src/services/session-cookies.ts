/** The session and CSRF cookie names, and when they are Secure (README, Decisions: "Cookies over HTTPS"). */
export const SESSION_COOKIE = 'nb_session';
export const CSRF_COOKIE = 'nb_csrf';
/** The browser keeps a `__Host-` cookie only when it is Secure, has Path=/ and no Domain: no subdomain or
 * plain-HTTP page can plant or overwrite it. */
export const HOST_PREFIX = '__Host-';

type Ctx = any;

/**
 * Secure when the browser talks HTTPS: COOKIE_SECURE decides when set; otherwise the request came over HTTPS
 * (directly, or by X-Forwarded-Proto from a proxy trusted with TRUST_PROXY), or in production PUBLIC_URL is https.
 */
export function cookieSecure(ctx: Ctx): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE === 'true';
  if (ctx.secure) return true;
  return process.env.NODE_ENV === 'production' && /^https:\/\//i.test(process.env.PUBLIC_URL ?? '');
}

/** The cookie names for this request: `__Host-nb_session`/`__Host-nb_csrf` when Secure, else the plain names. */
export function cookieNames(ctx: Ctx) {
  const secure = cookieSecure(ctx);
  const prefix = secure ? HOST_PREFIX : '';
  return { secure, session: prefix + SESSION_COOKIE, csrf: prefix + CSRF_COOKIE };
}
