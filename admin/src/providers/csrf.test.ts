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
