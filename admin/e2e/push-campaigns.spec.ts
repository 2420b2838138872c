import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { WEBSITE_WORKER } from '../src/resources/push/websiteSnippet';
import { adminApi, EDITOR, signIn } from './fixtures';

// Journey of issue #22 "Push": a push campaign made in the console reaches a browser's service worker and becomes
// a notification. Headless Chromium cannot subscribe for real (pushManager.subscribe answers "AbortError:
// Registration failed - permission denied", even with the notification permission granted, and its push service,
// FCM, is not reachable from here; see docs/push.md "The journey"). So a page in Chromium registers a real service
// worker (the website worker of the /push page's snippet, websiteSnippet.ts), makes what a subscription is (a P-256
// ECDH key pair and a 16-byte auth secret, with WebCrypto) and registers it through the public API, signed in as a
// reader, with an endpoint on a local push service; marketing sends the campaign from the console; the page decrypts
// the message that service received (RFC 8291 aes128gcm, WebCrypto), and the test hands the plaintext to the worker
// as a push event (DevTools' ServiceWorker.deliverPushMessage), whose handler shows the notification.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };
/** Where the reader's page finds the website's worker (answered by the test, not the CMS). */
const WORKER_PATH = '/e2e-website-sw.js';
const EVERYONE = ['LEAD', 'ACCOUNT', 'CUSTOMER', 'SUBSCRIBER', 'CUSTOMER_NO_ACCOUNT', 'SUBSCRIBER_NO_ACCOUNT'];

/** The local push service: answers 201 and keeps each message's encrypted body and headers. */
async function startPushService() {
  const received: { path: string; body: string; authorization: string; encoding: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: String(req.url),
        body: Buffer.concat(chunks).toString('base64'),
        authorization: String(req.headers.authorization ?? ''),
        encoding: String(req.headers['content-encoding'] ?? ''),
      });
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** In the page: a subscription's keys made with WebCrypto, kept on `window`, registered with the reader's token. */
async function subscribeInPage(page: Page, endpoint: string, jwt: string) {
  return page.evaluate(
    async ({ endpoint, jwt }) => {
      const b64u = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      (window as unknown as { push: object }).push = { pair, publicKey, auth };
      const res = await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({
          subscription: { endpoint, expirationTime: null, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } },
          locale: 'nl',
        }),
      });
      return res.status;
    },
    { endpoint, jwt },
  );
}

/** In the page: RFC 8291 + RFC 8188 (one aes128gcm record) with WebCrypto; the message's plaintext. */
async function decryptInPage(page: Page, base64Body: string): Promise<string> {
  return page.evaluate(async (base64Body) => {
    const { pair, publicKey, auth } = (
      window as unknown as { push: { pair: CryptoKeyPair; publicKey: Uint8Array; auth: Uint8Array } }
    ).push;
    const body = Uint8Array.from(atob(base64Body), (c) => c.charCodeAt(0));
    const salt = body.slice(0, 16);
    const idlen = body[20];
    const serverKey = body.slice(21, 21 + idlen);
    const cipher = body.slice(21 + idlen);
    const hmac = async (key: Uint8Array, data: Uint8Array) =>
      new Uint8Array(
        await crypto.subtle.sign(
          'HMAC',
          await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
          data,
        ),
      );
    const join = (...parts: Uint8Array[]) => {
      const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of parts) out.set(p, (at += p.length) - p.length);
      return out;
    };
    const text = (s: string) => new TextEncoder().encode(s);
    const server = await crypto.subtle.importKey('raw', serverKey, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    const shared = new Uint8Array(
      await crypto.subtle.deriveBits({ name: 'ECDH', public: server }, pair.privateKey, 256),
    );
    const ikm = await hmac(
      await hmac(auth, shared),
      join(text('WebPush: info\0'), publicKey, serverKey, new Uint8Array([1])),
    );
    const prk = await hmac(salt, ikm);
    const cek = (await hmac(prk, join(text('Content-Encoding: aes128gcm\0'), new Uint8Array([1])))).slice(0, 16);
    const nonce = (await hmac(prk, join(text('Content-Encoding: nonce\0'), new Uint8Array([1])))).slice(0, 12);
    const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
    const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, cipher));
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return new TextDecoder().decode(padded.slice(0, end));
  }, base64Body);
}

/**
 * The website's service worker, registered for real in the reader's page: its script is answered by the test on the
 * CMS's origin (a worker must be same-origin with its page). Returns the registration's id from DevTools, which
 * deliverPushMessage needs.
 */
async function registerWorker(context: BrowserContext, page: Page) {
  await context.route(`**${WORKER_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: WEBSITE_WORKER }),
  );
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  // What the worker throws (a refused showNotification, say) would otherwise be seen nowhere.
  const errors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => errors.push(errorMessage.errorMessage));
  await cdp.send('ServiceWorker.enable');
  const scope = await page.evaluate(async (path) => {
    await navigator.serviceWorker.register(path);
    return (await navigator.serviceWorker.ready).scope;
  }, WORKER_PATH);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  return { cdp, errors, origin: new URL(scope).origin, registrationId: registrations.get(scope)! };
}

/** The notifications the worker's registration shows (title, body and the data it was given). */
const notificationsIn = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: String((n.data as { url?: string } | null)?.url ?? ''),
    })),
  );

test('a push campaign made in the console reaches a browser service worker as a notification', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const push = await startPushService();
  try {
    const id = crypto.randomBytes(3).toString('hex');
    const { api } = await adminApi(baseURL!);
    const segment = await api.post('/api/segments', {
      data: {
        data: {
          name: `Push ${id}`,
          rules: { type: 'group', op: 'AND', rules: [{ type: 'profileType', values: EVERYONE }] },
        },
      },
    });
    expect(segment.status(), await segment.text()).toBe(201);

    // The reader's browser: a subscription for the reader's profile, with its endpoint on the local push service.
    const readerToken = await (
      await (
        await request.newContext({ baseURL })
      ).post('/api/auth/local', {
        data: { identifier: EDITOR.email, password: EDITOR.password },
      })
    ).json();
    const readerContext = await browser.newContext();
    // A website asks for this before it subscribes; without it the worker's showNotification is refused.
    await readerContext.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    const reader = await readerContext.newPage();
    await reader.goto('/api/push/public-key');
    const worker = await registerWorker(readerContext, reader);
    expect(await subscribeInPage(reader, `${push.url}/push/reader-${id}`, readerToken.jwt)).toBe(201);

    // Marketing makes the push campaign in the console and sends it.
    await signIn(page, MARKETING);
    await page.goto('/push/campaigns');
    // The demo's sent push campaign is under "Verzonden".
    await page.getByTestId('campaign-tab-sent').click();
    await expect(page.getByText('Push: uitslag verkiezingen')).toBeVisible();
    await page.goto('/push/campaigns/create');
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Push ${id}`);
    await page.getByRole('combobox', { name: /^Segment/ }).fill(`Push ${id}`);
    await page.getByRole('option', { name: `Push ${id}` }).click();
    await page.getByTestId('push-title').fill('Uitslag binnen');
    await page.getByTestId('push-body').fill('Bekijk de uitslagen per gemeente');
    await page.getByTestId('push-url').fill('https://krant.example/uitslagen');
    await expect(page.getByTestId('push-preview-title')).toHaveText('Uitslag binnen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/push\/campaigns\/[^/]+\/show$/);
    await page.getByTestId('campaign-action-send').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, nu verzenden' }).click();
    await expect(page.getByTestId('push-results-delivered')).toHaveText('1', { timeout: 30_000 });
    await expect(page.getByTestId('push-results-sent')).toHaveText('1');

    // The push service got one encrypted, VAPID-signed message for the reader's endpoint; the browser reads it.
    const mine = push.received.filter((r) => r.path === `/push/reader-${id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0].encoding).toBe('aes128gcm');
    expect(mine[0].authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const message = await decryptInPage(reader, mine[0].body);
    expect(JSON.parse(message)).toMatchObject({ title: 'Uitslag binnen', body: 'Bekijk de uitslagen per gemeente' });
    // The browser hands it to the website's worker as a push event; its handler shows the notification.
    expect(await notificationsIn(reader)).toEqual([]);
    await worker.cdp.send('ServiceWorker.deliverPushMessage', {
      origin: worker.origin,
      registrationId: worker.registrationId,
      data: message,
    });
    // The worker's errors polled along, so a failure shows why no notification came. A busy machine may take a
    // while to start the worker for the event.
    await expect
      .poll(async () => ({ shown: (await notificationsIn(reader)).length, errors: worker.errors }), {
        timeout: 30_000,
      })
      .toEqual({ shown: 1, errors: [] });
    const [shown] = await notificationsIn(reader);
    expect(shown).toMatchObject({ title: 'Uitslag binnen', body: 'Bekijk de uitslagen per gemeente' });
    expect(shown.url).toContain('/api/engagement/click/');

    // /push shows the campaign with its results.
    await page.goto('/push');
    await expect(page.getByTestId('push-latest-campaigns')).toContainText(`Push ${id}`);
  } finally {
    await push.stop();
  }
});
