import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_HOST_META, apiBaseOf, apiUrl } from './apiBase';

describe('apiBaseOf (SPEC 7: the first label of the page host plus the API host)', () => {
  it('is empty without an API host: the console calls its own origin', () => {
    expect(apiBaseOf('https:', 'krant.example.nl', '')).toBe('');
    expect(apiBaseOf('https:', 'krant.example.nl', '  ')).toBe('');
  });

  it("takes the page's first label as the tenant", () => {
    expect(apiBaseOf('https:', 'krant.example.nl', 'api.example.nl')).toBe('https://krant.api.example.nl');
    expect(apiBaseOf('https:', 'Blad.Example.NL', 'API.example.nl')).toBe('https://blad.api.example.nl');
  });

  it("keeps the API host's port and the page's protocol, not the page's port", () => {
    expect(apiBaseOf('http:', 'krant.example.nl', 'api.example.nl:8443')).toBe('http://krant.api.example.nl:8443');
  });
});

describe('apiUrl', () => {
  const base = 'https://krant.api.example.nl';

  it('puts API paths on the tenant API host', () => {
    expect(apiUrl('/api/me', base)).toBe('https://krant.api.example.nl/api/me');
    expect(apiUrl('/uploads/cover.jpg', base)).toBe('https://krant.api.example.nl/uploads/cover.jpg');
  });

  it('leaves absolute URLs, protocol-relative URLs and empty values alone', () => {
    expect(apiUrl('https://bucket.s3.example.com/a.jpg', base)).toBe('https://bucket.s3.example.com/a.jpg');
    expect(apiUrl('//cdn.example.com/a.jpg', base)).toBe('//cdn.example.com/a.jpg');
    expect(apiUrl(undefined, base)).toBeUndefined();
    expect(apiUrl(null, base)).toBeNull();
  });

  it('changes nothing without a base (the default, same-origin console)', () => {
    expect(apiUrl('/api/me', '')).toBe('/api/me');
    expect(apiUrl('/api/me')).toBe('/api/me');
  });
});

describe('a console with an API host in index.html', () => {
  afterEach(() => {
    document.head.querySelector(`meta[name="${API_HOST_META}"]`)?.remove();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("calls the tenant's API host with credentials and echoes the CSRF token the API host hands over", async () => {
    const meta = document.createElement('meta');
    meta.name = API_HOST_META;
    meta.content = 'api.example.nl:8443';
    document.head.append(meta);
    vi.resetModules();
    const { API_BASE } = await import('./apiBase');
    const { request } = await import('./http');
    const tenant = window.location.hostname.split('.')[0];
    expect(API_BASE).toBe(`${window.location.protocol}//${tenant}.api.example.nl:8443`);

    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { headers: { 'X-CSRF-Token': 'handed-token' } });
    });
    await request('/api/me');
    await request('/api/profiles', { method: 'POST', body: { data: {} } });

    expect(calls.map((c) => c.url)).toEqual([`${API_BASE}/api/me`, `${API_BASE}/api/profiles`]);
    expect(calls.every((c) => c.init.credentials === 'include')).toBe(true);
    expect((calls[1].init.headers as Record<string, string>)['X-CSRF-Token']).toBe('handed-token');
  });
});
