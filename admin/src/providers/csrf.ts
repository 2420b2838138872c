export const CSRF_COOKIE = 'nb_csrf';
/** Over HTTPS the server names its cookies `__Host-nb_session`/`__Host-nb_csrf` (see the CMS's auth-session). */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Double-submit CSRF: the server sets a readable cookie, we echo it in a header. The `__Host-` one wins: a plain
 * `nb_csrf` left from before (or from plain HTTP) is not the one the server checks over HTTPS.
 */
export const readCsrfToken = (cookie: string = document.cookie): string | undefined => {
  const found = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE || name === SECURE_CSRF_COOKIE) found.set(name, decodeURIComponent(rest.join('=')));
  }
  return found.get(SECURE_CSRF_COOKIE) ?? found.get(CSRF_COOKIE);
};

export const isMutating = (method: string): boolean =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());

/**
 * A console on another origin than its API (docs/multi-tenant.md) cannot read the API host's cookie: the server
 * hands the token in the `X-CSRF-Token` response header instead, kept here for the next mutating call.
 */
let handed: string | undefined;

/** Keeps the token a response handed over (the header's value; nothing when absent). */
export const rememberCsrfToken = (value: string | null | undefined): void => {
  if (value) handed = value;
};

/** The token to echo: the one handed by the API host, else the readable cookie's. */
export const csrfToken = (): string | undefined => handed ?? readCsrfToken();
