/**
 * Tickets (issue #21, docs/events.md "Tickets" and "At the door"): what staff may change, the ticket
 * number, the door code (QR content) and the scan results, shared by the CMS and the console.
 */
import { rules, type Rule } from './validation';

/** Everything on a ticket is the server's except the holder's names and e-mail. */
export const TICKET_EDITABLE = ['firstName', 'lastName', 'email'] as const;
export const TICKET_SERVER_OWNED = [
  'number',
  'event',
  'session',
  'product',
  'order',
  'orderLine',
  'customer',
  'profile',
  'revoked',
  'revokedAt',
  'releasedAt',
  'scanned',
  'scannedAt',
  'secretHash',
  'history',
] as const;

/**
 * A ticket's number: `<order serial>-<line>-<seat>` (line and seat from 1), e.g. `000123-1-2`. Readable on the
 * phone and the guest list, unique because an order serial is (a unique index on the number is the
 * "once per order line and seat" guard). It is not secret: the door code's signature is.
 */
export function ticketNumber(orderSerial: string, lineIndex: number, seat: number): string {
  return `${orderSerial}-${lineIndex + 1}-${seat}`;
}

export const TICKET_NUMBER_PATTERN = /^[0-9A-Za-z]{1,20}-\d{1,3}-\d{1,5}$/;

/** The door code: `<number>.<signature>` (signature 22 base64url characters); null when it has not that shape. */
export function parseDoorCode(code: unknown): { number: string; signature: string } | null {
  if (typeof code !== 'string') return null;
  const trimmed = code.trim();
  if (trimmed.length > 80) return null;
  const dot = trimmed.lastIndexOf('.');
  if (dot < 1) return null;
  const number = trimmed.slice(0, dot);
  const signature = trimmed.slice(dot + 1);
  if (!TICKET_NUMBER_PATTERN.test(number) || !/^[A-Za-z0-9_-]{22}$/.test(signature)) return null;
  return { number, signature };
}

export const SCAN_RESULTS = ['OK', 'ALREADY_SCANNED', 'REVOKED', 'UNKNOWN', 'WRONG_EVENT'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** The refusal code of each scan result but OK (the API's `details.code`). */
export const SCAN_CODES: Record<Exclude<ScanResult, 'OK'>, string> = {
  ALREADY_SCANNED: 'already_scanned',
  REVOKED: 'ticket_revoked',
  UNKNOWN: 'ticket_unknown',
  WRONG_EVENT: 'wrong_event',
};

/** Guest list: the fixed columns, then the optional ones staff choose. */
export const GUEST_LIST_COLUMNS = ['number', 'name', 'buyer', 'scanned'] as const;
export const GUEST_LIST_OPTIONAL_COLUMNS = ['email', 'session', 'order', 'scannedAt'] as const;
export type GuestListColumn = (typeof GUEST_LIST_COLUMNS)[number] | (typeof GUEST_LIST_OPTIONAL_COLUMNS)[number];

/** The chosen optional columns from `columns=email,session`, unknown names dropped, in the fixed order. */
export function guestListColumns(value: unknown): GuestListColumn[] {
  const asked = new Set(
    (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '').split(',').map((c) => c.trim()),
  );
  return [...GUEST_LIST_COLUMNS, ...GUEST_LIST_OPTIONAL_COLUMNS.filter((c) => asked.has(c))];
}

/** Profiles made for ticket holders carry this source. */
export const TICKET_PROFILE_SOURCE = 'ticket';

/** The holder's fields staff may edit. */
export const TICKET_RULES: Record<string, Rule[]> = {
  firstName: [rules.plainText, rules.maxLength(100)],
  lastName: [rules.plainText, rules.maxLength(100)],
  email: [rules.email, rules.maxLength(255)],
};
