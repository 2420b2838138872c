/**
 * Merge fields (`{firstName}`, `{lastName}`, `{fullName}`, `{email}`; see MERGE_FIELDS in
 * config/src/email-design.ts): at preparation each becomes a placeholder; per recipient the placeholder is
 * replaced by the recipient's value as data (HTML-escaped in the HTML part). Nothing is evaluated: a
 * template or profile value such as `{{constructor.constructor('return process')()}}` stays text.
 */
import { MERGE_FIELD_RE, type MergeField } from '@newsroom/config';
import { tokenOf } from './tokens';
import type { RecipientData } from './types';

export const withMergeTokens = (nonce: string, text: string) =>
  text.replace(MERGE_FIELD_RE, (_match, name: string) => tokenOf(nonce, 'MF', name));

/** Control characters and line breaks out (a subject is one header line). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const oneLine = (value: unknown) =>
  String(value ?? '')
    .replace(CONTROL, ' ')
    .trim();

export function mergeValue(recipient: RecipientData, field: string): string {
  const first = oneLine(recipient.firstName);
  const last = oneLine(recipient.lastName);
  switch (field as MergeField) {
    case 'firstName':
      return first;
    case 'lastName':
      return last;
    case 'fullName':
      return [first, last].filter(Boolean).join(' ') || oneLine(recipient.email);
    case 'email':
      return oneLine(recipient.email);
    default:
      return '';
  }
}
