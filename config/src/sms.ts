/**
 * The SMS channel's rules (issue #22, docs/sms.md): phone numbers in E.164, the segment counter of GSM 03.38
 * (GSM-7) and UCS-2 messages, STOP replies, the longest message and the failure codes a send answers.
 * Shared by the CMS (the providers, the inbound webhook, the sender) and the console (the counter under
 * a message field).
 */

/** Longest message: 6 parts (918 GSM-7 characters, 402 UCS-2 units); a longer text is refused, not cut. */
export const SMS_MAX_PARTS = 6;

/** E.164: at most 15 digits after the `+` (country code included); the shortest numbers in use have 7. */
export const E164_MAX_DIGITS = 15;
export const E164_MIN_DIGITS = 7;

/** Why a message was not sent: the provider's `code`, the sender's recipient error. */
export const SMS_FAILURE_CODES = [
  'sms_phone_invalid', // the recipient is not a phone number in E.164
  'sms_text_empty', // nothing to send
  'sms_text_too_long', // more than SMS_MAX_PARTS parts
  'sms_originator_invalid', // the sender is neither 1-11 letters/digits nor a phone number
  'sms_opted_out', // the number replied STOP (sms_suppressions)
  'sms_rejected', // the gateway refused the message (4xx other than 401/403/429): sending it again fails again
  'sms_gateway_auth', // the gateway refused our key (401/403): every message fails until the configuration is fixed
  'sms_gateway_unavailable', // 429, 5xx, a timeout or no connection: try again later
] as const;
export type SmsFailureCode = (typeof SMS_FAILURE_CODES)[number];

/** The header the inbound webhook's shared secret comes in (or `?token=` in the URL, docs/sms.md). */
export const SMS_INBOUND_SECRET_HEADER = 'x-sms-inbound-secret';

// ---------------------------------------------------------------------------------------------------------
// Phone numbers

/**
 * Countries whose national numbers start with the trunk prefix 0 (dropped in E.164), with the shape of
 * their national significant number. Other countries are accepted in international form (+ or 00) with
 * E.164's length limits only.
 */
export const SMS_TRUNK_COUNTRIES: Record<string, { code: string; nsn: RegExp }> = {
  // 9 digits (06 mobile, 0XX landline, 085/088/091); 0800/0900/0906/0909 service numbers have 4-7 after the prefix.
  NL: { code: '31', nsn: /^(?:[1-9]\d{8}|(?:800|90[069])\d{4,7})$/ },
  BE: { code: '32', nsn: /^[1-9]\d{7,8}$/ },
  DE: { code: '49', nsn: /^[1-9]\d{5,12}$/ },
  AT: { code: '43', nsn: /^[1-9]\d{3,12}$/ },
  CH: { code: '41', nsn: /^[1-9]\d{8}$/ },
  FR: { code: '33', nsn: /^[1-9]\d{8}$/ },
  GB: { code: '44', nsn: /^[1-9]\d{8,9}$/ },
  IE: { code: '353', nsn: /^[1-9]\d{6,8}$/ },
};

const SEPARATORS = /[\s\-.()/]/g;
const ALLOWED = /^\+?[\d\s\-.()/]+$/;

/**
 * A phone number as entered, in E.164 (`+31612345678`), or null when it is none. National numbers (one
 * leading 0) are read in `defaultCountry` (one of SMS_TRUNK_COUNTRIES); other countries need `+` or `00`.
 * Spaces, dashes, dots, slashes and parentheses are ignored, and so is the trunk `(0)` of `+31 (0)6 ...`;
 * letters, other signs, a number without a prefix (`612345678`) and more than 15 digits are refused.
 */
export function normalisePhone(input: unknown, defaultCountry = 'NL'): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const raw = String(input).trim();
  if (!raw || raw.length > 40 || !ALLOWED.test(raw)) return null;
  const international = /^(\+|00)/.test(raw);
  let digits = (international ? raw.replace(/\(\s*0\s*\)/g, '') : raw).replace(SEPARATORS, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (international) return null;
  if (!/^\d+$/.test(digits)) return null;

  if (!international) {
    const country = SMS_TRUNK_COUNTRIES[defaultCountry.toUpperCase()];
    if (!country || !/^0[1-9]/.test(digits)) return null;
    const nsn = digits.slice(1);
    return country.nsn.test(nsn) ? fitE164(country.code + nsn) : null;
  }
  if (!/^[1-9]/.test(digits)) return null;
  const country = Object.values(SMS_TRUNK_COUNTRIES).find((c) => digits.startsWith(c.code));
  if (country) {
    // `+31 06...` happens (the trunk 0 kept after the country code): read as `+31 6...`.
    const nsn = digits.slice(country.code.length).replace(/^0/, '');
    return country.nsn.test(nsn) ? fitE164(country.code + nsn) : null;
  }
  return fitE164(digits);
}

const fitE164 = (digits: string) =>
  digits.length >= E164_MIN_DIGITS && digits.length <= E164_MAX_DIGITS ? `+${digits}` : null;

/** A number as gateways write it (MSISDN: E.164 without the `+`, `31612345678`) back in E.164, or null. */
export function msisdnToE164(msisdn: unknown): string | null {
  const value = typeof msisdn === 'number' ? String(msisdn) : typeof msisdn === 'string' ? msisdn.trim() : '';
  return /^[1-9]\d+$/.test(value) ? normalisePhone(`+${value}`) : normalisePhone(value);
}

/** E.164 without the `+`, as the gateway takes recipients. */
export const e164ToMsisdn = (e164: string) => e164.replace(/^\+/, '');

/**
 * A sender (originator): a phone number (up to 15 digits, optionally with `+`) or an alphanumeric name of
 * 1-11 letters, digits and spaces that is not only digits (the GSM limit of an alphanumeric sender).
 */
export function isSmsOriginator(from: unknown): boolean {
  if (typeof from !== 'string') return false;
  if (/^\+?[1-9]\d{2,14}$/.test(from)) return true;
  return /^[A-Za-z0-9 ]{1,11}$/.test(from) && /[A-Za-z]/.test(from) && from.trim() === from;
}

// ---------------------------------------------------------------------------------------------------------
// Segments

/** GSM 03.38's basic character set (3GPP TS 23.038 6.2.1), in table order, without the escape 0x1B. */
export const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table (6.2.1.1): each is sent as the escape 0x1B plus one septet, so it counts 2. */
export const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set([...GSM7_BASIC].filter((c) => c !== '\u001b'));
const EXTENSION = new Set([...GSM7_EXTENSION]);

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsSegments = {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (an extension character counts 2), UTF-16 units for UCS-2 (an emoji counts 2). */
  characters: number;
  /** Parts the message is sent in (0 for an empty text). */
  parts: number;
  /** Room in one part: 160 or 153 (GSM-7), 70 or 67 (UCS-2) once a message needs more than one. */
  perPart: number;
  /** What still fits in the last part before another part is needed. */
  remaining: number;
};

const LIMITS = { 'GSM-7': { single: 160, multi: 153 }, 'UCS-2': { single: 70, multi: 67 } } as const;

/** True when every character of the text is in GSM 03.38's basic or extension table. */
export const isGsm7 = (text: string) => [...text].every((c) => BASIC.has(c) || EXTENSION.has(c));

/**
 * The parts a text is sent in. GSM-7 when every character is in GSM 03.38, else UCS-2 for the whole text.
 * A multi-part message loses 7 septets (6 bytes) per part to its header; an extension character's two
 * septets, and an emoji's surrogate pair, are never split over two parts (as gateways split), so a part
 * may hold one unit less than `perPart`.
 */
export function smsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const weights = [...text].map((c) =>
    encoding === 'GSM-7' ? (EXTENSION.has(c) ? 2 : 1) : (c.codePointAt(0) ?? 0) > 0xffff ? 2 : 1,
  );
  const characters = weights.reduce((sum, w) => sum + w, 0);
  const { single, multi } = LIMITS[encoding];
  if (characters <= single)
    return { encoding, characters, parts: characters ? 1 : 0, perPart: single, remaining: single - characters };
  let parts = 1;
  let used = 0;
  for (const w of weights) {
    if (used + w > multi) {
      parts += 1;
      used = 0;
    }
    used += w;
  }
  return { encoding, characters, parts, perPart: multi, remaining: multi - used };
}

/** Why a text cannot be sent (`sms_text_empty`, `sms_text_too_long`), or null. */
export function smsTextFailure(text: unknown): SmsFailureCode | null {
  if (typeof text !== 'string' || !text.trim()) return 'sms_text_empty';
  return smsSegments(text).parts > SMS_MAX_PARTS ? 'sms_text_too_long' : null;
}

// ---------------------------------------------------------------------------------------------------------
// STOP replies

/** Replies that opt the number out, whatever their case and spacing (a trailing `.` or `!` is ignored). */
export const SMS_STOP_WORDS = ['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'AFMELDEN', 'STOPPEN'] as const;

/**
 * True when a reply is an opt-out: one of SMS_STOP_WORDS, or `STOP <keyword>` (one word, as a campaign's
 * "reply STOP NIEUWS" asks). Longer texts that merely contain "stop" are not.
 */
export function isStopReply(text: unknown): boolean {
  if (typeof text !== 'string' || text.length > 200) return false;
  const words = text
    .normalize('NFKC')
    .trim()
    .replace(/[.!]+$/, '')
    .trim()
    .toUpperCase()
    .split(/\s+/);
  const reply = words.join(' ');
  if ((SMS_STOP_WORDS as readonly string[]).includes(reply)) return true;
  return words.length === 2 && words[0] === 'STOP' && /^[\p{L}\p{N}_-]{1,30}$/u.test(words[1]);
}
