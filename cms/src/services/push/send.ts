/**
 * Sending one web push (docs/push.md): the message is encrypted for the browser (aes128gcm, RFC 8291) and signed
 * with the VAPID key (RFC 8292) by web-push's `sendNotification`, then the push service's answer is classified
 * (`pushResultOf` in @newsroom/config) and recorded on the subscription:
 * - delivered (2xx): `lastSuccessAt`, failures back to 0;
 * - gone (404/410): the subscription is deleted and the log says the push service answered that status, so the
 *   token may have expired (SPEC 8), in one transaction;
 * - transient (429, 5xx, no answer) and failed (anything else): `failureCount` + 1, `lastFailureAt`, `lastStatus`.
 *
 * `deliver` only talks to the push service; `record` only writes what came of it; `sendPush` does both. A campaign
 * sender can call `deliver` for many devices and `record` each outcome (or its own batched version of it).
 */
import https from 'node:https';
import net from 'node:net';
import webpush, { WebPushError } from 'web-push';
import {
  PUSH_LOG_ACTIONS,
  pushEndpointFailure,
  pushResultOf,
  type EndpointPolicy,
  type PushMessage,
  type PushResult,
} from '@newsroom/config';
import type { Strapi } from '../../strapi-types';
import { vapidDetails, type VapidDetails } from './keys';

export const PUSH_SUBSCRIPTION = 'api::push-subscription.push-subscription';

/** A stored subscription with its private keys (read with `strapi.db.query`, which keeps private fields). */
export type SendableSubscription = {
  id: number;
  documentId?: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The linked profile's id, for the log entry when it is gone. */
  profileId?: number | null;
};

export type SendOptions = {
  /** Seconds the push service keeps the message for an offline browser (default one day). */
  ttl?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (at most 32 base64url characters). */
  topic?: string;
  /** How long to wait for the push service (default 10 s). */
  timeoutMs?: number;
};

export type Delivery = {
  result: PushResult;
  /** The push service's HTTP status; null when it did not answer (or the send was not attempted). */
  status: number | null;
  /** Seconds the push service asked to wait (429/503 `Retry-After`), when it said. */
  retryAfter?: number | null;
  /** Why, in English, for logs: the service's answer or the error. */
  reason?: string;
};

export const DEFAULT_TTL_SECONDS = 24 * 3600;
const DEFAULT_TIMEOUT_MS = 10_000;

/** `http://` loopback endpoints (the tests' stand-in) only in tests or when switched on outside production. */
export function endpointPolicy(env: NodeJS.ProcessEnv = process.env): EndpointPolicy {
  return {
    allowInsecureLoopback:
      env.NODE_ENV === 'test' || (env.PUSH_ALLOW_INSECURE_ENDPOINTS === 'true' && env.NODE_ENV !== 'production'),
  };
}

/** One pool of kept-alive TLS connections for every push service (a campaign reuses them). */
const tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * web-push always opens TLS (`https.request`), whatever the endpoint's scheme; for an allowed `http://` loopback
 * endpoint this agent hands it a plain TCP socket instead, so the same `sendNotification` reaches the stand-in.
 */
class LoopbackAgent extends https.Agent {
  // The agent takes the socket returned here (its callback is only for sockets made later).
  createConnection(options: https.RequestOptions): net.Socket {
    return net.createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}
// Kept alive like the TLS pool: a campaign to the stand-in (tests, the benchmark) reuses its connections too.
const loopbackAgent = new LoopbackAgent({ keepAlive: true, maxSockets: 64 });

/** How long a signed VAPID JWT is valid (RFC 8292 allows at most 24 h) and how long one is reused. */
const VAPID_JWT_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3600_000;
const vapidHeaders = new Map<string, { authorization: string; until: number }>();

/**
 * The `Authorization: vapid t=<JWT>, k=<key>` header for one push service (the JWT's audience is its origin),
 * signed once and reused for an hour: signing an ES256 JWT per message cost about as much CPU as encrypting it
 * (docs/push.md "Benchmark"). The JWT itself stays valid 12 h, so a reused one never expires in flight.
 */
export function vapidAuthorization(vapid: VapidDetails, endpoint: string, now = Date.now()): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience}|${vapid.publicKey}|${vapid.subject}`;
  const cached = vapidHeaders.get(key);
  if (cached && cached.until > now) return cached.authorization;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + VAPID_JWT_SECONDS,
  );
  if (vapidHeaders.size > 1000) vapidHeaders.clear();
  vapidHeaders.set(key, { authorization: String(headers.Authorization), until: now + VAPID_REUSE_MS });
  return String(headers.Authorization);
}

const retryAfterOf = (headers: Record<string, unknown> | undefined): number | null => {
  const value = Number.parseInt(String(headers?.['retry-after'] ?? ''), 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** A network error (refused, reset, timed out, name not found) is transient; anything else web-push threw is not. */
const isNetworkError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && /^E[A-Z]+/.test(code)) || message === 'Socket timeout';
};

/** Sends one message to one browser and says what came of it; writes nothing. */
export async function deliver(
  vapid: VapidDetails,
  subscription: Pick<SendableSubscription, 'endpoint' | 'p256dh' | 'auth'>,
  message: PushMessage,
  options: SendOptions = {},
): Promise<Delivery> {
  const policy = endpointPolicy();
  const refused = pushEndpointFailure(subscription.endpoint, policy);
  if (refused) return { result: 'failed', status: null, reason: `endpoint refused: ${refused.code}` };
  const insecure = subscription.endpoint.startsWith('http:');
  try {
    const answer = await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        // Signed here once per push service and hour instead of per message (vapidAuthorization); no
        // `vapidDetails`, which would sign again (nothing calls web-push's global setVapidDetails).
        headers: { Authorization: vapidAuthorization(vapid, subscription.endpoint) },
        TTL: options.ttl ?? DEFAULT_TTL_SECONDS,
        urgency: options.urgency ?? 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        agent: insecure ? loopbackAgent : tlsAgent,
      },
    );
    return { result: 'delivered', status: answer.statusCode };
  } catch (error) {
    if (error instanceof WebPushError) {
      const status = Number(error.statusCode);
      return {
        result: pushResultOf(status),
        status,
        retryAfter: retryAfterOf(error.headers as Record<string, unknown>),
        reason: `${status} ${String(error.body ?? '').slice(0, 200)}`.trim(),
      };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { result: isNetworkError(error) ? 'transient' : 'failed', status: null, reason };
  }
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

/** The log's note when a push service calls an address gone (SPEC 8). */
export const goneNote = (status: number | null, endpoint: string) =>
  `The push service (${hostOf(endpoint)}) answered ${status ?? 'gone'}: the token may have expired. ` +
  'The push address was removed.';

/** Writes what came of a send on the subscription; a gone address is deleted with its log entry. */
export async function record(strapi: Strapi, subscription: SendableSubscription, delivery: Delivery): Promise<void> {
  const now = new Date();
  if (delivery.result === 'delivered') {
    await strapi.db.query(PUSH_SUBSCRIPTION).update({
      where: { id: subscription.id },
      data: { lastSuccessAt: now, failureCount: 0, lastStatus: delivery.status },
    });
    return;
  }
  if (delivery.result === 'gone') {
    await removeGone(strapi, subscription, delivery.status);
    return;
  }
  // Through Strapi's query layer (its date format; it joins a caller's transaction). One device gets one send at
  // a time, so reading the count first does not lose an increment in practice.
  const rows = strapi.db.query(PUSH_SUBSCRIPTION);
  const row = await rows.findOne({ where: { id: subscription.id }, select: ['failureCount'] });
  if (!row) return;
  await rows.update({
    where: { id: subscription.id },
    data: { failureCount: Number(row.failureCount ?? 0) + 1, lastFailureAt: now, lastStatus: delivery.status },
  });
}

/** Deletes a subscription whose push service answered 404/410 and logs it (type `push`); once, also when raced. */
export async function removeGone(strapi: Strapi, subscription: SendableSubscription, status: number | null) {
  await strapi.db.transaction(async () => {
    const deleted = await strapi.db.query(PUSH_SUBSCRIPTION).deleteMany({ where: { id: subscription.id } });
    if (!deleted?.count) return;
    await strapi.service('api::log-entry.log-entry').write({
      type: 'push',
      action: PUSH_LOG_ACTIONS.gone,
      subject: { type: 'push-subscription', id: subscription.documentId ?? String(subscription.id) },
      note: goneNote(status, subscription.endpoint),
      details: { status, host: hostOf(subscription.endpoint), profile: subscription.profileId ?? null },
    });
  });
}

/** Sends one message to one stored subscription and records the outcome: `sendPush(strapi, row, message, {ttl})`. */
export async function sendPush(
  strapi: Strapi,
  subscription: SendableSubscription,
  message: PushMessage,
  options: SendOptions = {},
): Promise<Delivery> {
  const delivery = await deliver(await vapidDetails(strapi), subscription, message, options);
  await record(strapi, subscription, delivery);
  return delivery;
}
