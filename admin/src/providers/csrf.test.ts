import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf';

describe('readCsrfToken', () => {
  it('reads the plain cookie over HTTP', () => {
    expect(readCsrfToken('a=1; nb_csrf=abc%3D; b=2')).toBe('abc=');
  });

  it('prefers the __Host- cookie the server sets over HTTPS, whatever the order', () => {
    expect(readCsrfToken('nb_csrf=old; __Host-nb_csrf=new')).toBe('new');
    expect(readCsrfToken('__Host-nb_csrf=new; nb_csrf=old')).toBe('new');
  });

  it('finds nothing without either cookie', () => {
    expect(readCsrfToken('nb_session=x; other=y')).toBeUndefined();
  });
});

describe('csrfToken', () => {
  it('reads the cookie until an API host hands a token over, then echoes that one', async () => {
    const { csrfToken, rememberCsrfToken } = await import('./csrf');
    document.cookie = 'nb_csrf=from-cookie';
    expect(csrfToken()).toBe('from-cookie');
    rememberCsrfToken(null);
    expect(csrfToken()).toBe('from-cookie');
    rememberCsrfToken('handed');
    expect(csrfToken()).toBe('handed');
    document.cookie = 'nb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
