/**
 * A per-client rate limiter for public endpoints (fixed window per key, in process memory: with several processes
 * each counts its own window, README "Several processes"; the sign-in throttle is the one shared). Keys are what the caller chooses, normally the client
 * IP (`ctx.request.ip`: the socket address, or X-Forwarded-For only with TRUST_PROXY), so one client's flood
 * fills only its own window and never refuses another client.
 */
import crypto from 'node:crypto';
import { cookieNames } from './session-cookies';
import type { Ctx } from '../strapi-types';

export type RateRule = { max: number; windowMs: number };
export type Decision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Keys kept before expired windows are swept; a flood of new keys cannot grow memory without bound. */
const SWEEP_AT = 50_000;

export function createRateLimiter(rule: RateRule) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    // Still full (a spread-out flood): forget the oldest windows, which only lets those clients start over.
    for (const key of windows.keys()) {
      if (windows.size <= SWEEP_AT / 2) break;
      windows.delete(key);
    }
  };
  return {
    rule,
    take(key: string, now = Date.now()): Decision {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size >= SWEEP_AT) sweep(now);
        w = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, w);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      if (w.count >= rule.max) return { allowed: false, remaining: 0, retryAfterSeconds };
      w.count += 1;
      return { allowed: true, remaining: rule.max - w.count, retryAfterSeconds };
    },
    size: () => windows.size,
  };
}

/** Strapi's error shape, so clients read these refusals like any other. */
export function refuse(
  ctx: Ctx,
  status: 413 | 429,
  code: string,
  message: string,
  params: Record<string, number> = {},
) {
  ctx.status = status;
  ctx.body = {
    data: null,
    error: {
      status,
      name: status === 429 ? 'TooManyRequestsError' : 'PayloadTooLargeError',
      message,
      details: { code, params },
    },
  };
}

/**
 * The client: its IP, and its credential when it sends one, so signed-in users behind one office address do
 * not share a window. A made-up credential buys a fresh window but is refused (401) before anything is stored.
 */
export function clientKey(ctx: Ctx): string {
  const credential = ctx.request.header.authorization || ctx.cookies.get(cookieNames(ctx).session);
  return credential
    ? `${ctx.request.ip}|${crypto.createHash('sha256').update(String(credential)).digest('base64url').slice(0, 16)}`
    : ctx.request.ip;
}

/** 429 with Retry-After when the client's window is full; true when the request may go on. */
export function admit(ctx: Ctx, limiter: ReturnType<typeof createRateLimiter>, key: string = clientKey(ctx)): boolean {
  const decision = limiter.take(key);
  ctx.set('RateLimit-Policy', `${limiter.rule.max};w=${Math.round(limiter.rule.windowMs / 1000)}`);
  if (decision.allowed) return true;
  ctx.set('Retry-After', String(decision.retryAfterSeconds));
  refuse(
    ctx,
    429,
    'rate_limited',
    `Too many requests from this client; try again in ${decision.retryAfterSeconds} seconds.`,
    { seconds: decision.retryAfterSeconds },
  );
  return false;
}

/** 413 when the declared body is larger than the endpoint takes (checked before the body is read). */
export function bodyFits(ctx: Ctx, maxBytes: number): boolean {
  const declared = Number(ctx.request.header['content-length'] ?? 0);
  if (!(declared > maxBytes)) return true;
  refuse(ctx, 413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`, { bytes: maxBytes });
  return false;
}
