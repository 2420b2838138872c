/**
 * Inbound mail (docs/forms.md "The submitter's answer by e-mail"): the provider-neutral payload of
 * `POST /api/forms/inbound`, where its reply token is found, and the answer without the quoted history.
 * Pure: no database, no Strapi; the service `answerByMail` in form-thread.ts stores what this finds.
 */
import { errors } from '@strapi/utils';
import { EMAIL_RE, ruleMessage, type FieldFailure } from '@newsroom/config';

export type InboundMail = {
  messageId: string;
  from: string;
  to: string[];
  subject: string | null;
  text: string;
  html: string | null;
};

export const INBOUND_LIMITS = {
  messageId: 998,
  address: 320,
  recipients: 50,
  html: 256 * 1024,
  line: 400,
  tokens: 20,
} as const;

function refusePayload(field: string, code: string, params: Record<string, string | number> = {}): never {
  const failure: FieldFailure = { path: field ? [field] : [], code, params };
  const message = field ? ruleMessage(failure) : 'The body must be a JSON object.';
  throw new errors.ValidationError(`Invalid inbound mail: ${message}`, {
    code: 'invalid_payload',
    params: { field: field || 'body' },
    errors: [{ path: failure.path, code, message, params }],
  });
}

/** The address inside `Name <address>`, or the string itself; trimmed. */
export const addressOf = (value: string): string => (/<([^<>]*)>\s*$/.exec(value)?.[1] ?? value).trim();

/** The payload as documented, or 400 `invalid_payload` naming the field. */
export function parseInbound(body: unknown): InboundMail {
  if (!body || typeof body !== 'object' || Array.isArray(body)) refusePayload('', 'invalid_payload');
  const input = body as Record<string, unknown>;
  const text = (field: string, required: boolean, max = Infinity): string | null => {
    const value = input[field];
    if (value == null) return required ? refusePayload(field, 'required') : null;
    if (typeof value !== 'string') refusePayload(field, 'text');
    if (value.length > max) refusePayload(field, 'maxLength', { max });
    return value;
  };
  const messageId = text('messageId', true, INBOUND_LIMITS.messageId)!.trim();
  if (!messageId) refusePayload('messageId', 'required');
  const from = addressOf(text('from', true, INBOUND_LIMITS.address)!).toLowerCase();
  if (!EMAIL_RE.test(from)) refusePayload('from', 'email');
  const rawTo = input.to;
  const to = typeof rawTo === 'string' ? [rawTo] : rawTo;
  if (!Array.isArray(to) || !to.length)
    refusePayload('to', rawTo == null || Array.isArray(rawTo) ? 'required' : 'text');
  if (to.length > INBOUND_LIMITS.recipients) refusePayload('to', 'maxItems', { max: INBOUND_LIMITS.recipients });
  if (to.some((t) => typeof t !== 'string' || t.length > INBOUND_LIMITS.address)) refusePayload('to', 'text');
  return {
    messageId,
    from,
    to: (to as string[]).map(addressOf),
    subject: text('subject', false),
    text: text('text', true) ?? '',
    html: text('html', false),
  };
}

/** `FORM_INBOUND_ADDRESS` as local part and domain; null when it is empty (off) or not an address. */
export function inboundAddressOf(value: string | undefined): { local: string; domain: string } | null {
  const match = /^([^@\s+<>"]+)@([^@\s<>"]+\.[^@\s<>"]+)$/.exec((value ?? '').trim());
  return match ? { local: match[1], domain: match[2] } : null;
}

/** The Reply-To of a staff reply: `local+token@domain` (the token is URL-safe base64 and dots: a valid local part). */
export const plusAddress = (inbound: { local: string; domain: string }, token: string) =>
  `${inbound.local}+${token}@${inbound.domain}`;

// A reply token: `<id base36>.<day base36>.<32 characters of URL-safe base64>` (reply-link.ts).
const TOKEN = '[0-9a-z]+\\.[0-9a-z]+\\.[A-Za-z0-9_-]{32}';
const LINK_TOKEN = new RegExp(`/api/forms/replies/(${TOKEN})(?![A-Za-z0-9_-])`, 'g');

/**
 * The tokens a mail may carry, best first: the plus part of a `to` address at the inbound address (local
 * part and domain compared case-insensitively, the token as written), then the reply links in its text and
 * HTML (a quoted staff reply keeps its link); the first 20. Each is still to be verified.
 */
export function tokensOf(mail: InboundMail, inbound: { local: string; domain: string } | null): string[] {
  const found: string[] = [];
  if (inbound) {
    const prefix = `${inbound.local.toLowerCase()}+`;
    for (const address of mail.to) {
      const at = address.lastIndexOf('@');
      const local = address.slice(0, at);
      if (at < 0 || address.slice(at + 1).toLowerCase() !== inbound.domain.toLowerCase()) continue;
      if (local.toLowerCase().startsWith(prefix)) found.push(local.slice(prefix.length));
    }
  }
  for (const source of [mail.text, mail.html ?? ''])
    for (const match of source.matchAll(LINK_TOKEN)) found.push(match[1]);
  return [...new Set(found)].slice(0, INBOUND_LIMITS.tokens);
}

// A line that starts the quoted history or a signature: everything from it onward is left out.
const CUT_LINES = [
  /^--\s?$/, // the signature delimiter "-- " (some clients drop the space)
  /^-{2,}\s*(original message|oorspronkelijk bericht|origineel bericht|forwarded message|doorgestuurd bericht)\s*-{2,}$/i,
  /^_{10,}$/, // Outlook's rule above the quoted header block
];
const ATTRIBUTION = [
  /^on\s.+\swrote:$/i,
  /^op\s.+\sschreef\s?.*:$/i,
  /^le\s.+\sa écrit\s?:$/i,
  /^am\s.+\sschrieb\s.*:$/i,
];
const HEADER_START = /^\*?(van|from|de|von)\s?:\*?\s/i;
const HEADER_NEXT = /^\*?(verzonden|sent|datum|date|aan|to|onderwerp|subject|cc)\s?:\*?\s/i;

// Attribution and header lines are short; a longer line is text (and never fed to these patterns whole).
const isAttribution = (line: string) => line.length <= INBOUND_LIMITS.line && ATTRIBUTION.some((re) => re.test(line));

// Long text keeps tab and new lines; other control characters and bidi overrides are dropped (validation.ts).
// eslint-disable-next-line no-control-regex
const REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The answer without what was quoted: lines starting with `>` are left out, and everything from the first
 * attribution ("On … wrote:", "Op … schreef:", also when a client wraps it over two lines), "-----Original
 * Message-----", a "Van:/From:" header block or the signature delimiter "-- " onward. Trimmed.
 */
export function stripQuoted(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(REFUSED, '').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].trim();
    const next = (lines[i + 1] ?? '').trim();
    const short = line.length <= INBOUND_LIMITS.line;
    if ((short && CUT_LINES.some((re) => re.test(line))) || isAttribution(line)) break;
    if (short && /^(on|op)\s/i.test(line) && isAttribution(`${line} ${next}`)) break;
    if (short && HEADER_START.test(line) && lines.slice(i + 1, i + 5).some((l) => HEADER_NEXT.test(l.trim()))) break;
    if (line.startsWith('>')) continue;
    kept.push(lines[i].trimEnd());
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
// The quote's start: a <blockquote>, or the element whose class names Gmail's, Thunderbird's or Outlook's quote.
const QUOTE_START = /<blockquote\b|\b(?:gmail_quote|moz-cite-prefix|OutlookMessageHeader)\b/i;

/** The HTML without comments and the head, style, script and title elements (one pass; an unclosed one ends it). */
function withoutHidden(html: string): string {
  const opening = /<!--|<(head|style|script|title)\b/gi;
  const kept: string[] = [];
  let at = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    kept.push(html.slice(at, match.index));
    const closing = match[1] ? new RegExp(`</${match[1]}[^<>]*>`, 'gi') : /-->/g;
    closing.lastIndex = opening.lastIndex;
    const end = closing.exec(html);
    at = end ? closing.lastIndex : html.length;
    opening.lastIndex = at;
  }
  kept.push(html.slice(at));
  return kept.join('');
}

/**
 * Text of an HTML mail without its quoted part (from the first `<blockquote>` or Gmail's, Thunderbird's or
 * Outlook's quote block on): head, styles and scripts left out, blocks and breaks as new lines, tags dropped,
 * entities decoded. Only the first 256 KB are read (the answer comes before the quote) and every pattern is
 * linear, so a hostile mail costs no more than its size.
 */
export function textOfHtml(html: string): string {
  let body = html.slice(0, INBOUND_LIMITS.html);
  const quote = QUOTE_START.exec(body);
  if (quote)
    body = body.slice(0, quote[0].startsWith('<') ? quote.index : Math.max(0, body.lastIndexOf('<', quote.index)));
  return withoutHidden(body)
    .replace(/<br\b[^<>]*>|<\/(p|div|h[1-6]|li|tr|table)\s*>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/&#(\d{1,7});/g, (_m, n: string) => (Number(n) <= 0x10ffff ? String.fromCodePoint(Number(n)) : ''))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, n: string) =>
      parseInt(n, 16) <= 0x10ffff ? String.fromCodePoint(parseInt(n, 16)) : '',
    )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n');
}

/** The answer a mail carries: its text (its HTML as text when the text is empty), history and signature left out. */
export const answerOf = (mail: InboundMail): string =>
  stripQuoted(mail.text.trim() ? mail.text : textOfHtml(mail.html ?? ''));

/** At most `max` characters, never ending in half a surrogate pair; `shortened` says whether it was cut. */
export function cutTo(text: string, max: number): { text: string; shortened: boolean } {
  if (text.length <= max) return { text, shortened: false };
  let cut = text.slice(0, max);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: cut.trimEnd(), shortened: true };
}
