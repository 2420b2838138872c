/**
 * The signed links engagement mail carries: view in browser, unsubscribe (RFC 8058 one-click too), the
 * open pixel, click redirects and the list opt-in confirmation. A token is `<kind>.<parts>.<HMAC>` under the
 * app keys (the first signs, any verifies, so keys rotate); a click token signs its target URL too, so a
 * link can never be turned into an open redirect.
 */
import crypto from 'node:crypto';
import type { Strapi } from '../strapi-types';
import { publicUrlOf } from './payments';

export const LINK_KINDS = ['view', 'unsubscribe', 'open', 'click', 'confirm'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** What a token names: numeric ids (campaign and recipient, or list and profile) and, for clicks, the URL. */
export type LinkParts = { kind: LinkKind; ids: number[]; url?: string };

const mac = (key: string, kind: string, ids: string, url: string) =>
  crypto.createHmac('sha256', key).update(`engagement:${kind}:${ids}:${url}`).digest('base64url').slice(0, 32);

export function signLinkToken(keys: readonly string[], { kind, ids, url = '' }: LinkParts): string {
  if (!keys.length) throw new Error('APP_KEYS is empty: engagement links cannot be signed');
  const idPart = ids.map((id) => Math.trunc(id).toString(36)).join('-');
  return `${kind}.${idPart}.${mac(keys[0], kind, idPart, url)}`;
}

/** The parts when the signature holds under one of the keys (for a click: with the URL it came with); else null. */
export function readLinkToken(keys: readonly string[], token: unknown, url = ''): LinkParts | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [kind, idPart, sent, ...rest] = token.split('.');
  if (rest.length || !LINK_KINDS.includes(kind as LinkKind) || !/^[0-9a-z]+(-[0-9a-z]+)*$/.test(idPart ?? ''))
    return null;
  const given = Buffer.from(sent ?? '');
  const valid = keys.some((key) => {
    const expected = Buffer.from(mac(key, kind, idPart, url));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (!valid) return null;
  return { kind: kind as LinkKind, ids: idPart.split('-').map((id) => parseInt(id, 36)), ...(url ? { url } : {}) };
}

/** Absolute URLs of the public engagement routes (PUBLIC_URL, else this server). */
export function engagementLinks(strapi: Strapi) {
  return linksUnder(
    (): string[] => strapi.config.get('server.app.keys') ?? [],
    () => `${publicUrlOf(strapi)}/api/engagement`,
  );
}

/**
 * The same links with the keys and the address read once: what a campaign run signs its messages with (a
 * handful of links per message, thousands of messages; the configuration does not change under a run).
 */
export function engagementLinksFixed(strapi: Strapi) {
  const keys: string[] = strapi.config.get('server.app.keys') ?? [];
  const base = `${publicUrlOf(strapi)}/api/engagement`;
  return linksUnder(
    () => keys,
    () => base,
  );
}

function linksUnder(keys: () => string[], base: () => string) {
  const token = (parts: LinkParts) => signLinkToken(keys(), parts);
  return {
    keys,
    view: (campaignId: number, recipientId: number) =>
      `${base()}/view/${token({ kind: 'view', ids: [campaignId, recipientId] })}`,
    unsubscribe: (campaignId: number, recipientId: number) =>
      `${base()}/unsubscribe/${token({ kind: 'unsubscribe', ids: [campaignId, recipientId] })}`,
    open: (campaignId: number, recipientId: number) =>
      `${base()}/open/${token({ kind: 'open', ids: [campaignId, recipientId] })}.gif`,
    click: (campaignId: number, recipientId: number, url: string) =>
      `${base()}/click/${token({ kind: 'click', ids: [campaignId, recipientId], url })}?url=${encodeURIComponent(url)}`,
    confirm: (listId: number, profileId: number) =>
      `${base()}/lists/confirm/${token({ kind: 'confirm', ids: [listId, profileId] })}`,
    read: (token: unknown, url = '') => readLinkToken(keys(), token, url),
  };
}
