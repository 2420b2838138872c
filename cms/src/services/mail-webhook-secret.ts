/**
 * The shared secret of the mail provider's webhooks (`MAIL_WEBHOOK_SECRET`, sent in the
 * `X-Mail-Webhook-Secret` header): the bounce and complaint webhook (docs/engagement-webhooks.md) and the
 * forms' inbound mail (docs/forms.md). An empty secret means the webhooks are off: every call is 401.
 */
import crypto from 'node:crypto';
import { MAIL_WEBHOOK_SECRET_HEADER } from '@newsroom/config';
import type { Ctx } from '../strapi-types';

/** Compared as SHA-256 digests in constant time, so neither the length nor a prefix leaks. */
export function secretMatches(given: string, expected = process.env.MAIL_WEBHOOK_SECRET ?? ''): boolean {
  if (!expected || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** True (and the 401 `webhook_secret` answer set) when the request lacks the right secret. */
export function refusedWithoutSecret(ctx: Ctx): boolean {
  if (secretMatches(String(ctx.get(MAIL_WEBHOOK_SECRET_HEADER) ?? ''))) return false;
  ctx.status = 401;
  ctx.body = {
    data: null,
    error: {
      status: 401,
      name: 'UnauthorizedError',
      message: 'Missing or invalid webhook secret',
      details: { code: 'webhook_secret' },
    },
  };
  return true;
}
