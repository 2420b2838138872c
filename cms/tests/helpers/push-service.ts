/**
 * A local push service (what FCM, Mozilla's autopush or Apple's web push are to a real browser) for the push
 * tests: plain HTTP on 127.0.0.1 (the CMS accepts `http://` loopback endpoints only in tests or with
 * PUSH_ALLOW_INSECURE_ENDPOINTS), one endpoint path per made-up browser. It records every request, checks its
 * VAPID `Authorization: vapid t=<JWT>, k=<public key>` (ES256 signature, audience, expiry, subject) and its
 * `Content-Encoding: aes128gcm`, and decrypts the message with the browser's private key (RFC 8291), so a test
 * reads what the service worker would get. Each path answers 201 unless told otherwise (404, 410, 429, 500 ...).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushJson = { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } };

export type PushRequest = {
  path: string;
  answered: number;
  authorization: string;
  contentEncoding: string;
  ttl: number | null;
  urgency: string | null;
  /** The VAPID header checked: the JWT's signature against `k`, its audience, expiry and subject. */
  vapid: { valid: boolean; publicKey: string; aud?: string; sub?: string; exp?: number; problem?: string };
  /** The decrypted message (parsed JSON), or null when it could not be decrypted. */
  message: Record<string, unknown> | null;
};

type Browser = { ecdh: crypto.ECDH; auth: Buffer };

const b64u = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 with RFC 8188's aes128gcm: salt(16) rs(4) idlen(1) keyid(65) ciphertext+tag, one record. */
export function decryptAes128gcm(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const serverKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const shared = browser.ecdh.computeSecret(serverKey);
  const browserKey = browser.ecdh.getPublicKey();
  const prkKey = hmac(browser.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The `vapid t=..., k=...` header: an ES256 JWT signed by the key in `k` (65 bytes, uncompressed P-256). */
export function checkVapid(header: string, origin: string, now = Date.now()): PushRequest['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) return { valid: false, publicKey: '', problem: 'not a vapid header' };
  const [, token, publicKey] = match;
  const [head, claims, signature] = token.split('.');
  const key = Buffer.from(publicKey, 'base64url');
  const verified = (() => {
    try {
      const jwk = { kty: 'EC', crv: 'P-256', x: b64u(key.subarray(1, 33)), y: b64u(key.subarray(33)) };
      return crypto.verify(
        'sha256',
        Buffer.from(`${head}.${claims}`),
        { key: crypto.createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
    } catch {
      return false;
    }
  })();
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, any>;
  const problem = !verified
    ? 'bad signature'
    : alg !== 'ES256'
      ? `alg ${alg}`
      : aud !== origin
        ? `audience ${aud}`
        : !(exp * 1000 > now && exp * 1000 <= now + 24 * 3600_000 + 60_000)
          ? `expiry ${exp}`
          : !/^(mailto:|https:)/.test(String(sub))
            ? `subject ${sub}`
            : undefined;
  return { valid: !problem, publicKey, aud, sub, exp, ...(problem ? { problem } : {}) };
}

export type PushStandIn = {
  url: string;
  requests: PushRequest[];
  /** A new made-up browser: its PushSubscription JSON, with an endpoint on this service at /push/<name>. */
  browser(name: string): PushJson;
  /** What /push/<name> answers from now on (201 by default). */
  answer(name: string, status: number): void;
  /** How many requests /push/<name> received. */
  count(name: string): number;
  stop(): Promise<void>;
};

export async function startPushService(): Promise<PushStandIn> {
  const browsers = new Map<string, Browser>();
  const statuses = new Map<string, number>();
  const requests: PushRequest[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = String(req.url ?? '');
      const name = path.replace(/^\/push\//, '');
      const answered = statuses.get(name) ?? 201;
      const body = Buffer.concat(chunks);
      const browser = browsers.get(name);
      const message = (() => {
        try {
          return browser ? (JSON.parse(decryptAes128gcm(body, browser)) as Record<string, unknown>) : null;
        } catch {
          return null;
        }
      })();
      requests.push({
        path,
        answered,
        authorization: String(req.headers.authorization ?? ''),
        contentEncoding: String(req.headers['content-encoding'] ?? ''),
        ttl: req.headers.ttl == null ? null : Number(req.headers.ttl),
        urgency: req.headers.urgency == null ? null : String(req.headers.urgency),
        vapid: checkVapid(String(req.headers.authorization ?? ''), origin),
        message,
      });
      res.statusCode = answered;
      if (answered === 429) res.setHeader('Retry-After', '30');
      res.end(answered >= 400 ? 'stand-in refusal' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    browser(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(name, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${name}`,
        expirationTime: null,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    answer: (name, status) => void statuses.set(name, status),
    count: (name) => requests.filter((r) => r.path === `/push/${name}`).length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
