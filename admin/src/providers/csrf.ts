export const CSRF_COOKIE = 'nb_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

/** Double-submit CSRF: the server sets a readable cookie, we echo it in a header. */
export const readCsrfToken = (cookie: string = document.cookie): string | undefined => {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};

export const isMutating = (method: string): boolean =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
