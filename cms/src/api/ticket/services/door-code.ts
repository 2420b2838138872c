/**
 * The door code in a ticket's QR code (docs/events.md "At the door"): `<ticket number>.<signature>`, where the
 * signature is HMAC-SHA256(event key, `ticket:<number>`) cut to 22 base64url characters (132 bits), and the
 * event key is HMAC-SHA256(app key, `ticket-event:<event documentId>`).
 * - Offline: a door device given the event's key (GET /api/tickets/door-key/:event) checks any code of that
 *   event without the database; the key cannot sign tickets of another event, and the app keys never leave.
 * - Online: the server stores SHA-256 of the signature (`secretHash`) and compares it at scan, so a code is
 *   valid only for a ticket it made. Every app key verifies (rotation: the first signs).
 */
import crypto from 'node:crypto';
import { parseDoorCode } from '@newsroom/config';

const hmac = (key: string | Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest();

export const eventKey = (appKey: string, eventDocumentId: string) =>
  hmac(appKey, `ticket-event:${eventDocumentId}`).toString('base64url');

export const signatureOf = (key: string, number: string) =>
  hmac(Buffer.from(key, 'base64url'), `ticket:${number}`).toString('base64url').slice(0, 22);

export const hashOf = (signature: string) => crypto.createHash('sha256').update(signature).digest('hex');

/** The door code of a ticket under the first app key. */
export function doorCode(appKeys: readonly string[], eventDocumentId: string, number: string): string {
  if (!appKeys.length) throw new Error('APP_KEYS is empty: tickets cannot be signed');
  return `${number}.${signatureOf(eventKey(appKeys[0], eventDocumentId), number)}`;
}

/** Checks a code with an event key alone (what a door device does offline). */
export function checkOffline(key: string, code: unknown): string | null {
  const parsed = parseDoorCode(code);
  if (!parsed) return null;
  const expected = Buffer.from(signatureOf(key, parsed.number));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? parsed.number : null;
}
