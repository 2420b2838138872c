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
