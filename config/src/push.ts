// Web push (issue #22, docs/push.md): the rules for a browser's push subscription (what a website registers),
// the message of a push, and the words both halves share. Pure: the console and the CMS run the same checks
// (the CMS adds what needs crypto: that p256dh is a point on P-256).
import type { FieldFailure } from './validation';

export const PUSH_LIMITS = {
  /** The longest endpoint URL stored (push services' URLs are about 200 to 500 characters). */
  endpointMax: 2048,
  userAgentMax: 300,
  localeMax: 16,
  /** Decoded key sizes (RFC 8291): the browser's P-256 public key, uncompressed, and its authentication secret. */
  p256dhBytes: 65,
  authBytes: 16,
  titleMax: 120,
  bodyMax: 500,
  urlMax: 2048,
  /**
   * The largest message (JSON, UTF-8): push services take 4096 bytes of encrypted body, and aes128gcm with one
   * record adds 86 bytes of header, a 16-byte tag and a 1-byte padding delimiter.
   */
  payloadMaxBytes: 3993,
} as const;

/** Set only by the public registration and the sending (never by a request's `data`). */
export const PUSH_SUBSCRIPTION_SERVER_OWNED = [
  'endpoint',
  'p256dh',
  'auth',
  'profile',
  'userAgent',
  'language',
  'expiresAt',
  'lastSuccessAt',
  'lastFailureAt',
  'lastStatus',
  'failureCount',
] as const;

/**
 * What a send came to, by the push service's answer: 2xx delivered; 404/410 gone (the subscription is deleted);
 * 429 and 5xx, or no answer at all, transient (try again later); anything else failed (a bad request, a VAPID
 * key the service does not accept).
 */
export const PUSH_RESULTS = ['delivered', 'gone', 'transient', 'failed'] as const;
export type PushResult = (typeof PUSH_RESULTS)[number];

export function pushResultOf(status: number | null): PushResult {
  if (status === null) return 'transient';
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'transient';
  return 'failed';
}

/** The log's actions of type `push`. */
export const PUSH_LOG_ACTIONS = {
  /** The push service said the address is gone (404/410): the subscription was deleted. */
  gone: 'subscription_removed',
  /** The website removed its own subscription (`POST /api/push/subscriptions/remove`). */
  unsubscribed: 'subscription_unsubscribed',
  /** Staff deleted it in the console. */
  deleted: 'subscription_deleted',
  /** Staff sent a test push. */
  test: 'test_sent',
} as const;

/** A push message as the service worker receives it (JSON). */
export type PushMessage = { title: string; body?: string; url?: string; image?: string };

export type EndpointPolicy = {
  /** `http://127.0.0.1`, `localhost` or `[::1]` endpoints (a local stand-in): only in tests or when switched on. */
  allowInsecureLoopback: boolean;
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isIpLiteral = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
const isLocalName = (host: string) =>
  !host.includes('.') || /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i.test(host);

/**
 * Why an endpoint is not one we send to, or null. Push services give https URLs on their own public host names;
 * refusing IP literals, local names and other ports keeps a registration from pointing the sender inside the
 * network. Printable ASCII only, so the stored URL is the one requested.
 */
export function pushEndpointFailure(
  value: unknown,
  policy: EndpointPolicy,
): { code: string; params?: Record<string, number> } | null {
  if (typeof value !== 'string' || !value) return { code: 'push_endpoint_invalid' };
  if (value.length > PUSH_LIMITS.endpointMax)
    return { code: 'push_endpoint_too_long', params: { max: PUSH_LIMITS.endpointMax } };
  if (!/^[\x21-\x7e]+$/.test(value)) return { code: 'push_endpoint_invalid' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { code: 'push_endpoint_invalid' };
  }
  if (url.username || url.password) return { code: 'push_endpoint_invalid' };
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:')
    return policy.allowInsecureLoopback && LOOPBACK.has(host) ? null : { code: 'push_endpoint_invalid' };
  if (url.protocol !== 'https:') return { code: 'push_endpoint_invalid' };
  if (policy.allowInsecureLoopback && LOOPBACK.has(host)) return null;
  if (isIpLiteral(host) || isLocalName(host) || (url.port && url.port !== '443'))
    return { code: 'push_endpoint_invalid' };
  return null;
}

/** The decoded length of a base64url value (padding allowed), or null when it is not base64url. */
export function base64urlBytes(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1 || (bare.length !== value.length && value.length % 4 !== 0)) return null;
  return Math.floor((bare.length * 3) / 4);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A website's registration `{subscription: PushSubscriptionJSON, locale?}`: the endpoint, p256dh (65 bytes, an
 * uncompressed point: its first byte 0x04 is base64url `B`), auth (16 bytes), expirationTime (null or a time in
 * ms) and an optional locale such as `nl` or `en-GB`.
 */
export function pushSubscriptionFailures(body: unknown, policy: EndpointPolicy): FieldFailure[] {
  const record = isRecord(body) ? body : {};
  const subscription = record.subscription;
  if (!isRecord(subscription)) return [{ path: ['subscription'], code: 'push_subscription_invalid' }];
  const failures: FieldFailure[] = [];
  const endpoint = pushEndpointFailure(subscription.endpoint, policy);
  if (endpoint) failures.push({ path: ['subscription', 'endpoint'], ...endpoint });
  const keys = isRecord(subscription.keys) ? subscription.keys : {};
  const p256dh = keys.p256dh;
  if (base64urlBytes(p256dh) !== PUSH_LIMITS.p256dhBytes || !String(p256dh).startsWith('B'))
    failures.push({ path: ['subscription', 'keys', 'p256dh'], code: 'push_key_p256dh' });
  if (base64urlBytes(keys.auth) !== PUSH_LIMITS.authBytes)
    failures.push({ path: ['subscription', 'keys', 'auth'], code: 'push_key_auth' });
  const expiration = subscription.expirationTime;
  if (expiration != null && !(typeof expiration === 'number' && Number.isFinite(expiration) && expiration > 0))
    failures.push({ path: ['subscription', 'expirationTime'], code: 'push_subscription_invalid' });
  const locale = record.locale;
  if (locale != null && !(typeof locale === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(locale)))
    failures.push({ path: ['locale'], code: 'push_locale_invalid' });
  return failures;
}

const httpUrl = (value: string, secureOnly: boolean) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!secureOnly && url.protocol === 'http:');
  } catch {
    return false;
  }
};

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** A push message's rules: a title, short texts, an http(s) link, an https image, and small enough to send. */
export function pushMessageFailures(message: unknown): FieldFailure[] {
  const m = isRecord(message) ? message : {};
  const failures: FieldFailure[] = [];
  const text = (field: string, max: number, required = false) => {
    const value = m[field];
    if (value == null || value === '') {
      if (required) failures.push({ path: [field], code: 'required' });
    } else if (typeof value !== 'string') failures.push({ path: [field], code: 'text' });
    else if (value.length > max) failures.push({ path: [field], code: 'maxLength', params: { max } });
  };
  text('title', PUSH_LIMITS.titleMax, true);
  text('body', PUSH_LIMITS.bodyMax);
  text('url', PUSH_LIMITS.urlMax);
  text('image', PUSH_LIMITS.urlMax);
  if (typeof m.url === 'string' && m.url && !failures.some((f) => f.path[0] === 'url') && !httpUrl(m.url, false))
    failures.push({ path: ['url'], code: 'push_url_invalid' });
  if (typeof m.image === 'string' && m.image && !failures.some((f) => f.path[0] === 'image') && !httpUrl(m.image, true))
    failures.push({ path: ['image'], code: 'push_image_invalid' });
  if (!failures.length && bytesOf(JSON.stringify(pushMessageOf(m))) > PUSH_LIMITS.payloadMaxBytes)
    failures.push({ path: ['body'], code: 'push_payload_too_large', params: { max: PUSH_LIMITS.payloadMaxBytes } });
  return failures;
}

/** The message as sent: only its four fields, empty ones left out. */
export function pushMessageOf(message: Record<string, unknown>): PushMessage {
  const out: PushMessage = { title: String(message.title ?? '') };
  for (const field of ['body', 'url', 'image'] as const)
    if (typeof message[field] === 'string' && message[field]) out[field] = message[field] as string;
  return out;
}

/** The English message of a push failure code (the API's `message`; the console translates by code). */
export function pushFailureMessage(failure: FieldFailure): string {
  const p = failure.params ?? {};
  switch (failure.code) {
    case 'push_subscription_invalid':
      return 'Send the browser’s PushSubscription as JSON: {subscription: {endpoint, expirationTime, keys: {p256dh, auth}}}.';
    case 'push_endpoint_invalid':
      return 'The endpoint must be the https URL the browser’s push service gave.';
    case 'push_endpoint_too_long':
      return `The endpoint may be at most ${p.max} characters.`;
    case 'push_key_p256dh':
      return 'keys.p256dh must be the browser’s P-256 public key: 65 bytes, base64url.';
    case 'push_key_auth':
      return 'keys.auth must be the 16-byte authentication secret, base64url.';
    case 'push_locale_invalid':
      return 'locale must be a language code such as nl or en-GB.';
    case 'push_url_invalid':
      return 'The link must start with https:// or http://.';
    case 'push_image_invalid':
      return 'The image must be an https link.';
    case 'push_payload_too_large':
      return `The message is too long to send: at most ${p.max} bytes together.`;
    case 'required':
      return `${String(failure.path[failure.path.length - 1])} is a required field.`;
    case 'maxLength':
      return `${String(failure.path[failure.path.length - 1])} must be at most ${p.max} characters.`;
    default:
      return `${String(failure.path[failure.path.length - 1])} is not valid.`;
  }
}
