/**
 * Placeholders in a prepared message and their per-recipient filling. A placeholder is
 * `NR<nonce>_<KIND>_<arg>_` (letters, digits and underscores only, so MJML, the CSS inliner and the HTML
 * sanitiser leave it alone). Filling is one `replace` pass per stage: a value put in is never scanned again,
 * so a recipient's name that looks like a placeholder or a template expression stays text.
 */
import crypto from 'node:crypto';

export type TokenKind = 'MF' | 'L' | 'OPEN' | 'VIEW' | 'UNSUB' | 'T' | 'ART';

export const newNonce = () => crypto.randomBytes(8).toString('hex');

export const tokenOf = (nonce: string, kind: TokenKind, arg: string | number = '') => `NR${nonce}_${kind}_${arg}_`;

export const tokenPattern = (nonce: string, kinds?: readonly TokenKind[]) =>
  new RegExp(`NR${nonce}_(${kinds ? kinds.join('|') : '[A-Z]+'})_([A-Za-z0-9]*)_`, 'g');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
