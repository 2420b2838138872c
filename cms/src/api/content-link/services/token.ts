/**
 * The token of a preview or share link: `<content documentId>~<link id>~<HMAC-SHA256>`, signed under the app
 * keys (the first signs; any verifies, so keys can rotate). The MAC covers the item, so a token cannot be
 * pointed at another item; the link row decides whether it is still valid (revoked, expired).
 */
import crypto from 'node:crypto';

export type TokenParts = { documentId: string; publicId: string };

const PART = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * Not a dot: the console's public page is /shared/{token}, and a path whose last segment has a dot is taken
 * for a missing static file. `~` is URL-safe and never part of base64url.
 */
const SEPARATOR = '~';

const mac = (key: string, { documentId, publicId }: TokenParts) =>
  crypto.createHmac('sha256', key).update(`content-link:${documentId}:${publicId}`).digest('base64url');

export const newPublicId = (): string => crypto.randomBytes(16).toString('base64url');

export function signLink(keys: readonly string[], parts: TokenParts): string {
  if (!keys.length) throw new Error('APP_KEYS is empty: content links cannot be signed');
  return [parts.documentId, parts.publicId, mac(keys[0], parts)].join(SEPARATOR);
}

/** The parts a token names when its signature holds under one of the keys; null when malformed or forged. */
export function readLink(keys: readonly string[], token: unknown): TokenParts | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const pieces = token.split(SEPARATOR);
  if (pieces.length !== 3 || !pieces.every((piece) => PART.test(piece))) return null;
  const [documentId, publicId, sent] = pieces;
  const parts = { documentId, publicId };
  const given = Buffer.from(sent);
  const valid = keys.some((key) => {
    const expected = Buffer.from(mac(key, parts));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  return valid ? parts : null;
}
