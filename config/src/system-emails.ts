/**
 * System e-mails (issue #23, docs/system-emails.md): every mail the product sends by itself, by key, with its
 * merge fields and its default subject and body per language. Administrators may store an override per key and
 * language (`system-email` content type); senders render through `renderSystemEmail`, override else default.
 *
 * The markup is plain text with `{{field}}` merge fields and Mustache-style sections: `{{#field}}…{{/field}}` is
 * kept when the field has a value, `{{^field}}…{{/field}}` when it has none. A line holding only a section tag
 * disappears with its line break, so sections can sit on lines of their own. Values are inserted as text in one
 * pass (a value is never read as markup); the HTML part escapes the whole text and links lines that are a URL.
 *
 * The definitions live in one file per area (account, sales, site, support), joined here in the catalogue's order.
 */
import { hasRefusedCharacters, type FieldFailure } from './validation';
import { ACCOUNT_EMAILS } from './system-emails-account';
import { SALES_EMAILS } from './system-emails-sales';
import { SITE_EMAILS } from './system-emails-site';
import { SUPPORT_EMAILS } from './system-emails-support';
import { SYSTEM_EMAIL_LANGUAGES, type SystemEmailDefinition, type SystemEmailLanguage } from './system-emails-fields';

export {
  SYSTEM_EMAIL_LANGUAGES,
  type SystemEmailDefinition,
  type SystemEmailField,
  type SystemEmailLanguage,
  type SystemEmailText,
} from './system-emails-fields';
export const SYSTEM_EMAIL_SUBJECT_MAX = 200;
export const SYSTEM_EMAIL_BODY_MAX = 10000;

export const SYSTEM_EMAILS: SystemEmailDefinition[] = [
  ...ACCOUNT_EMAILS,
  ...SALES_EMAILS,
  ...SITE_EMAILS,
  ...SUPPORT_EMAILS,
];

export type SystemEmailKey = string;
const BY_KEY = new Map(SYSTEM_EMAILS.map((d) => [d.key, d]));
export const systemEmailOf = (key: unknown): SystemEmailDefinition | undefined =>
  typeof key === 'string' ? BY_KEY.get(key) : undefined;
export const isSystemEmailLanguage = (value: unknown): value is SystemEmailLanguage =>
  SYSTEM_EMAIL_LANGUAGES.includes(value as SystemEmailLanguage);

const TAG = /\{\{\s*([#^/]?)\s*([A-Za-z][A-Za-z0-9_]*)?\s*\}\}/g;
const STANDALONE = /^[ \t]*(\{\{\s*[#^/]\s*[A-Za-z][A-Za-z0-9_]*\s*\}\})[ \t]*\r?\n/gm;

export type SystemEmailFailure =
  { code: 'system_email_unknown_fields'; fields: string[] } | { code: 'system_email_sections'; field: string };

/** The merge-field problems of a subject or body: unknown names (all of them), else the first unbalanced section. */
export function templateFailure(text: string, known: string[]): SystemEmailFailure | null {
  const unknown = new Set<string>();
  const open: string[] = [];
  let unbalanced: string | null = null;
  for (const [, kind, name = ''] of text.matchAll(TAG)) {
    if (!known.includes(name)) unknown.add(name || '(leeg)');
    else if (kind === '#' || kind === '^') open.push(name);
    else if (kind === '/' && open.pop() !== name) unbalanced ??= name;
  }
  if (unknown.size) return { code: 'system_email_unknown_fields', fields: [...unknown] };
  if (unbalanced || open.length) return { code: 'system_email_sections', field: unbalanced ?? open[open.length - 1] };
  return null;
}

/** Renders a checked template: sections first (innermost name pair by name), then the values, in one pass. */
export function renderTemplate(text: string, values: Record<string, unknown>): string {
  const has = (name: string) => String(values[name] ?? '').trim() !== '';
  const SECTION = /\{\{\s*([#^])\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}([\s\S]*?)\{\{\s*\/\s*\2\s*\}\}/g;
  let out = text.replace(STANDALONE, '$1');
  for (let guard = 0; guard < 50 && /\{\{\s*[#^]/.test(out); guard++) {
    const next = out.replace(SECTION, (_, kind: string, name: string, inner: string) =>
      (kind === '#') === has(name) ? inner : '',
    );
    if (next === out) break;
    out = next;
  }
  return out.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The sample values of an e-mail's merge fields (previews). */
export const sampleValues = (definition: SystemEmailDefinition): Record<string, string> =>
  Object.fromEntries(definition.fields.map((field) => [field.name, field.sample]));

/** The field rules of an override (400): both texts required, within their limits, a subject on one line. */
export function systemEmailInputFailures(input: unknown): FieldFailure[] {
  const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const failures: FieldFailure[] = [];
  for (const [name, max] of [
    ['subject', SYSTEM_EMAIL_SUBJECT_MAX],
    ['body', SYSTEM_EMAIL_BODY_MAX],
  ] as const) {
    const value = data[name];
    if (typeof value !== 'string' || !value.trim()) failures.push({ path: [name], code: 'required' });
    else if (value.length > max) failures.push({ path: [name], code: 'maxLength', params: { max } });
    else if (hasRefusedCharacters(value, name === 'body')) failures.push({ path: [name], code: 'control_characters' });
  }
  return failures;
}
