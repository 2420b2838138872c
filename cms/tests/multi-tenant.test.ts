/**
 * SPEC 7's multi-tenant option (docs/multi-tenant.md): with CONSOLE_ORIGINS, a console on another origin calls this
 * API with credentials: CORS for the allowed console origins only (a `*` label must be this API host's tenant), the
 * CSRF token handed in a response header, the double submit still required.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchConsoleOrigin, parseConsoleOrigins } from '../src/services/console-origins';
import { latestMail } from './helpers/answers';
import { ADMIN, startApp, type TestApp } from './helpers/app';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: any };

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await startApp({
    CONSOLE_ORIGINS: 'http://*.example.nl:1490, https://beheer.example.org',
    CONSOLE_URL: 'http://krant.example.nl:1490/',
  });
  port = Number(new URL(app.url).port);
});
afterAll(() => app?.stop());

/** A request as a browser on `origin` sends it to the tenant's API host (the Host header names the tenant). */
const send = (
  method: string,
  path: string,
  { host, origin, cookie, headers = {}, body }: Record<string, any> & { headers?: Record<string, string> },
) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          ...(origin ? { origin } : {}),
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const KRANT_API = 'krant.api.example.nl:1491';
const KRANT_CONSOLE = 'http://krant.example.nl:1490';

const cookiesOf = (answer: Answer) => {
  const jar = new Map<string, string>();
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
};

/** The link of the newest reset mail to the administrator (mails may go out just after the answer). */
const resetLink = async () => {
  const asked = await send('POST', '/api/auth/forgot-password', { host: KRANT_API, body: { email: ADMIN.email } });
  expect(asked.status).toBe(200);
  for (let tries = 0; tries < 50; tries += 1) {
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\?code=/.exec(
      String((await latestMail(app, ADMIN.email))?.text),
    )?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
};

const signIn = async (origin = KRANT_CONSOLE) => {
  const answer = await send('POST', '/api/auth/local', {
    host: KRANT_API,
    origin,
    body: { identifier: ADMIN.email, password: ADMIN.password },
  });
  expect(answer.status).toBe(200);
  const jar = cookiesOf(answer);
  return { answer, jar, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
};

describe('CONSOLE_ORIGINS rules', () => {
  const rules = parseConsoleOrigins('http://*.example.nl:1490, https://beheer.example.org');

  it('takes one label in place of *, and only the tenant of the API host', () => {
    expect(matchConsoleOrigin(rules, 'http://krant.example.nl:1490', 'krant.api.example.nl')).toBe(
      'http://krant.example.nl:1490',
    );
    expect(matchConsoleOrigin(rules, 'http://blad.example.nl:1490', 'krant.api.example.nl')).toBe('');
    expect(matchConsoleOrigin(rules, 'http://x.krant.example.nl:1490', 'x.api.example.nl')).toBe('');
    expect(matchConsoleOrigin(rules, 'http://example.nl:1490', 'example.api.example.nl')).toBe('');
  });

  it('needs the same protocol and port; an exact entry matches that origin on any API host', () => {
    expect(matchConsoleOrigin(rules, 'https://krant.example.nl:1490', 'krant.api.example.nl')).toBe('');
    expect(matchConsoleOrigin(rules, 'http://krant.example.nl', 'krant.api.example.nl')).toBe('');
    expect(matchConsoleOrigin(rules, 'https://beheer.example.org', 'blad.api.example.nl')).toBe(
      'https://beheer.example.org',
    );
    expect(matchConsoleOrigin(rules, 'null', 'krant.api.example.nl')).toBe('');
  });

  it('refuses a malformed entry by name, and is empty when unset', () => {
    expect(() => parseConsoleOrigins('krant.example.nl')).toThrow(/CONSOLE_ORIGINS: "krant.example.nl"/);
    expect(() => parseConsoleOrigins('https://*.*.example.nl')).toThrow(/is not an origin/);
    expect(() => parseConsoleOrigins('https://example.nl/path')).toThrow(/is not an origin/);
    expect(parseConsoleOrigins(undefined)).toEqual([]);
    expect(parseConsoleOrigins(' , ')).toEqual([]);
  });
});

describe('CORS for consoles on other origins', () => {
  const preflight = (origin: string, host = KRANT_API) =>
    send('OPTIONS', '/api/tags', {
      host,
      origin,
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    });

  it("lets the tenant's console send the CSRF header with credentials", async () => {
    const answer = await preflight(KRANT_CONSOLE);
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(KRANT_CONSOLE);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(String(answer.headers['access-control-allow-headers'])).toMatch(/X-CSRF-Token/i);
  });

  it("gives another tenant's console and any other origin no credentials, only the public API", async () => {
    for (const origin of ['http://blad.example.nl:1490', 'https://evil.example.com', 'http://krant.example.nl:1499']) {
      const answer = await preflight(origin);
      // Without Allow-Credentials the browser neither sends the cookie nor shows a credentialed answer.
      expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
    const signedIn = await signIn();
    const read = await send('GET', '/api/me', { host: KRANT_API, origin: 'https://evil.example.com', ...signedIn });
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['x-csrf-token']).toBeUndefined();
    // A website on its own origin still reads the public API without credentials (page views, delivery, comments).
    const website = await send('GET', '/api/delivery/contents', { host: KRANT_API, origin: 'https://www.krant.nl' });
    expect(website.headers['access-control-allow-origin']).toBe('https://www.krant.nl');
    expect(website.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('the session and the CSRF token of a console on another origin', () => {
  it('sets host-only SameSite=Lax cookies and hands the CSRF token in a header the console may read', async () => {
    const { answer, jar } = await signIn();
    expect(answer.headers['access-control-allow-origin']).toBe(KRANT_CONSOLE);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/X-CSRF-Token/i);
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/Content-Disposition/i);
    expect(answer.headers['x-csrf-token']).toEqual(expect.any(String));
    expect(answer.headers['x-csrf-token']).toBe(jar.get('nb_csrf'));
    const session = (answer.headers['set-cookie'] ?? []).find((line) => line.startsWith('nb_session='))!;
    expect(session).toMatch(/samesite=lax/i);
    expect(session).toMatch(/httponly/i);
    expect(session).not.toMatch(/domain=/i);
  });

  it('hands the current token again with every answer to the console, e.g. /api/me after a reload', async () => {
    const { jar, cookie } = await signIn();
    const me = await send('GET', '/api/me', { host: KRANT_API, origin: KRANT_CONSOLE, cookie });
    expect(me.status).toBe(200);
    expect(me.headers['x-csrf-token']).toEqual(expect.any(String));
    expect(me.headers['x-csrf-token']).toBe(jar.get('nb_csrf'));
    const anonymous = await send('GET', '/api/me', { host: KRANT_API, origin: KRANT_CONSOLE });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['x-csrf-token']).toBeUndefined();
  });

  it('refuses a mutating call without the token or with another, readable by the console; takes the handed one', async () => {
    const { answer, cookie } = await signIn();
    const token = String(answer.headers['x-csrf-token']);
    const tag = { data: { name: 'Alleen krant', slug: `alleen-krant-${Date.now()}` } };
    const base = { host: KRANT_API, origin: KRANT_CONSOLE, cookie, body: tag };

    const missing = await send('POST', '/api/tags', base);
    expect(missing.status).toBe(403);
    expect(missing.body.error.details.code).toBe('csrf');
    expect(missing.headers['access-control-allow-origin']).toBe(KRANT_CONSOLE);

    const other = await send('POST', '/api/tags', { ...base, headers: { 'x-csrf-token': 'x'.repeat(token.length) } });
    expect(other.status).toBe(403);
    expect(other.body.error.details.code).toBe('csrf');

    const made = await send('POST', '/api/tags', { ...base, headers: { 'x-csrf-token': token } });
    expect(made.status).toBe(201);
    expect(made.body.data.name).toBe('Alleen krant');
  });

  it('lets a refusal from the API (a 400) reach the console with its CORS headers', async () => {
    const { answer, cookie } = await signIn();
    const bad = await send('POST', '/api/tags', {
      host: KRANT_API,
      origin: KRANT_CONSOLE,
      cookie,
      headers: { 'x-csrf-token': String(answer.headers['x-csrf-token']) },
      body: { data: { name: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe(KRANT_CONSOLE);
    expect(bad.headers['access-control-allow-credentials']).toBe('true');
  });

  it("links e-mailed console pages to the tenant's console (CONSOLE_URL), not to the API host", async () => {
    expect(await resetLink()).toBe('http://krant.example.nl:1490/reset-password?code=');
  });

  it('signing out clears the cookies and hands no token', async () => {
    const { cookie, answer } = await signIn();
    const out = await send('POST', '/api/auth/logout', {
      host: KRANT_API,
      origin: KRANT_CONSOLE,
      cookie,
      headers: { 'x-csrf-token': String(answer.headers['x-csrf-token']) },
    });
    expect(out.status).toBeLessThan(300);
    expect(out.headers['x-csrf-token']).toBeUndefined();
    expect((out.headers['set-cookie'] ?? []).some((line) => /^nb_session=;/.test(line))).toBe(true);
  });
});

describe('without CONSOLE_ORIGINS (the default)', () => {
  beforeAll(async () => {
    await app.stop();
    delete process.env.CONSOLE_ORIGINS;
    delete process.env.CONSOLE_URL;
    app = await startApp();
    port = Number(new URL(app.url).port);
  });

  it('hands no CSRF token in a header and keeps the cookie double submit', async () => {
    const { answer, cookie } = await signIn();
    expect(answer.headers['x-csrf-token']).toBeUndefined();
    const me = await send('GET', '/api/me', { host: KRANT_API, origin: KRANT_CONSOLE, cookie });
    expect(me.status).toBe(200);
    expect(me.headers['x-csrf-token']).toBeUndefined();
    const refused = await send('POST', '/api/tags', {
      host: KRANT_API,
      origin: KRANT_CONSOLE,
      cookie,
      body: { data: { name: 'Zonder token', slug: `zonder-token-${Date.now()}` } },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('csrf');
  });

  it('links e-mailed console pages to this server', async () => {
    const link = await resetLink();
    expect(link).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/reset-password\?code=$/);
  });
});
