/**
 * The reply link in a staff reply (docs/forms.md): `<thread id>.<issued, days since epoch>.<HMAC>` under the
 * app keys (the first signs, any verifies). It names one thread and expires FORM_REPLY_LINK_DAYS after the
 * reply that carried it; the page behind it lets the submitter answer without an account.
 */
import crypto from 'node:crypto';
import { FORM_REPLY_LINK_DAYS } from '@newsroom/config';
import { publicUrlOf } from '../../../services/payments';
import type { Strapi } from '../../../strapi-types';

const DAY_MS = 86_400_000;
const mac = (key: string, body: string) =>
  crypto.createHmac('sha256', key).update(`form-reply:${body}`).digest('base64url').slice(0, 32);

export function signReplyToken(keys: readonly string[], threadId: number, now = Date.now()): string {
  if (!keys.length) throw new Error('APP_KEYS is empty: reply links cannot be signed');
  const body = `${threadId.toString(36)}.${Math.floor(now / DAY_MS).toString(36)}`;
  return `${body}.${mac(keys[0], body)}`;
}

/** The thread id when the token is genuine and not expired; else null. */
export function readReplyToken(keys: readonly string[], token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const [id, day, sent, ...rest] = token.split('.');
  if (rest.length || !/^[0-9a-z]+$/.test(id ?? '') || !/^[0-9a-z]+$/.test(day ?? '')) return null;
  const body = `${id}.${day}`;
  const given = Buffer.from(sent ?? '');
  const valid = keys.some((key) => {
    const expected = Buffer.from(mac(key, body));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (!valid) return null;
  if (Math.floor(now / DAY_MS) - parseInt(day, 36) > FORM_REPLY_LINK_DAYS) return null;
  return parseInt(id, 36);
}

export const replyLinks = (strapi: Strapi) => {
  const keys = (): string[] => strapi.config.get('server.app.keys') ?? [];
  const urlOf = (token: string) => `${publicUrlOf(strapi)}/api/forms/replies/${token}`;
  return {
    token: (threadId: number) => signReplyToken(keys(), threadId),
    urlOf,
    url: (threadId: number) => urlOf(signReplyToken(keys(), threadId)),
    read: (token: unknown) => readReplyToken(keys(), token),
  };
};
