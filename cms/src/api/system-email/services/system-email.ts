/**
 * System e-mails (service `api::system-email.system-email`, docs/system-emails.md). The catalogue and its
 * defaults are `SYSTEM_EMAILS` of @newsroom/config; this service keeps the administrators' overrides (one row per
 * key and language, nothing stored for a default) and renders: `renderSystemEmail` is what every sender calls,
 * the override of the language when there is one, else the default.
 * - `save`: 400 for the field rules, 422 `system_email_unknown_fields` (naming them) or `system_email_sections`;
 * - `reset`: deletes the override, so the default applies again;
 * - `preview`/`sendPreview`: the saved or the given (unsaved) texts with the catalogue's sample values.
 */
import { errors } from '@strapi/utils';
import {
  renderTemplate,
  sampleValues,
  systemEmailInputFailures,
  systemEmailOf,
  isSystemEmailLanguage,
  templateFailure,
  SYSTEM_EMAILS,
  SYSTEM_EMAIL_LANGUAGES,
  type SystemEmailDefinition,
  type SystemEmailLanguage,
  type SystemEmailText,
} from '@newsroom/config';
import { UnavailableError, UnprocessableError, isUniqueViolation, refuseFields } from '../../../services/errors';
import { SYSTEM_EMAIL_UNIQUE_INDEX } from '../indexes';
import type { Row, Strapi, WithStrapi } from '../../../strapi-types';

const UID = 'api::system-email.system-email';
const FIELDS = ['key', 'language', 'subject', 'body', 'updatedAt'];

export type RenderedMail = { subject: string; text: string; html: string };
type Override = { subject: string; body: string; updatedAt: string };

/** The HTML part of a text mail: every line escaped, a line that is a URL made a link. */
export const htmlFromText = (text: string) =>
  `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333">${text
    .split('\n')
    .map((line) => line.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!))
    .map((line) => (/^https?:\/\//.test(line) ? `<a href="${line}">${line}</a>` : line))
    .join('<br>')}</div>`;

const definitionOf = (key: unknown): SystemEmailDefinition => {
  const definition = systemEmailOf(key);
  if (!definition) throw new errors.NotFoundError('This system e-mail does not exist.', { code: 'not_found' });
  return definition;
};
const languageOf = (language: unknown): SystemEmailLanguage => {
  if (!isSystemEmailLanguage(language))
    throw new errors.NotFoundError('System e-mails exist in nl and en only.', { code: 'not_found' });
  return language;
};

/** Renders texts already checked: the subject on one line (a value with a line break would break the header). */
export function renderTexts(texts: SystemEmailText, values: Record<string, unknown>): RenderedMail {
  const subject = renderTemplate(texts.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const text = renderTemplate(texts.body, values);
  return { subject, text, html: htmlFromText(text) };
}

async function overrideOf(strapi: Strapi, key: string, language: SystemEmailLanguage): Promise<Row | null> {
  return strapi.db.query(UID).findOne({ where: { key, language }, select: FIELDS });
}

/**
 * The mail a sender sends: the stored override of `key` in `language`, else the catalogue's default. Unknown keys
 * are a programming error (thrown); a row that no longer passes the rules (a field dropped from the catalogue)
 * falls back to the default, so a sender never mails a broken text.
 */
export async function renderSystemEmail(
  strapi: Strapi,
  key: string,
  language: SystemEmailLanguage,
  values: Record<string, unknown>,
): Promise<RenderedMail> {
  const definition = systemEmailOf(key);
  if (!definition) throw new Error(`Unknown system e-mail "${key}"`);
  const names = definition.fields.map((field) => field.name);
  const row = await overrideOf(strapi, key, language);
  const usable = row && !templateFailure(row.subject, names) && !templateFailure(row.body, names);
  return renderTexts(usable ? { subject: row.subject, body: row.body } : definition.defaults[language], values);
}

/** Field rules (400), then the merge fields of both texts (422 naming every unknown field). */
function checked(definition: SystemEmailDefinition, input: unknown): SystemEmailText {
  const failures = systemEmailInputFailures(input);
  if (failures.length) refuseFields(failures);
  const { subject, body } = input as SystemEmailText;
  const names = definition.fields.map((field) => field.name);
  const unknown = new Set<string>();
  for (const text of [subject, body]) {
    const failure = templateFailure(text, names);
    if (failure?.code === 'system_email_unknown_fields') failure.fields.forEach((name) => unknown.add(name));
    else if (failure)
      throw new UnprocessableError(`The section {{#${failure.field}}} is not closed properly.`, {
        code: failure.code,
        params: { field: failure.field },
      });
  }
  if (unknown.size)
    throw new UnprocessableError(`Unknown merge fields: ${[...unknown].join(', ')}.`, {
      code: 'system_email_unknown_fields',
      fields: [...unknown],
      params: { fields: [...unknown].join(', ') },
    });
  return { subject: subject.trim(), body };
}

export default ({ strapi }: WithStrapi) => {
  const rows = () => strapi.db.query(UID);

  const present = (definition: SystemEmailDefinition, overrides: Row[]) => ({
    key: definition.key,
    name: definition.name,
    trigger: definition.trigger,
    fields: definition.fields,
    languages: Object.fromEntries(
      SYSTEM_EMAIL_LANGUAGES.map((language) => {
        const row = overrides.find((o) => o.key === definition.key && o.language === language);
        const override: Override | null = row
          ? { subject: row.subject, body: row.body, updatedAt: new Date(row.updatedAt).toISOString() }
          : null;
        return [language, { default: definition.defaults[language], override }];
      }),
    ),
  });

  const service = {
    /** Every system e-mail with, per language, its default and its override (null: the default is used). */
    async list() {
      const overrides = (await rows().findMany({ select: FIELDS })) as Row[];
      return SYSTEM_EMAILS.map((definition) => present(definition, overrides));
    },

    async get(key: string) {
      const definition = definitionOf(key);
      return present(definition, (await rows().findMany({ where: { key }, select: FIELDS })) as Row[]);
    },

    async save(key: string, language: string, input: unknown) {
      const definition = definitionOf(key);
      const lang = languageOf(language);
      const data = checked(definition, input);
      const write = async () => {
        const found = await overrideOf(strapi, key, lang);
        if (found) await rows().update({ where: { key, language: lang }, data });
        else await rows().create({ data: { key, language: lang, ...data } });
      };
      try {
        await write();
      } catch (error) {
        // Two saves at once: the other made the row; this one replaces its texts.
        if (!isUniqueViolation(error, SYSTEM_EMAIL_UNIQUE_INDEX)) throw error;
        await write();
      }
      return service.get(key);
    },

    /** Back to the default: the override is deleted (nothing to delete is fine, the answer is the same). */
    async reset(key: string, language: string) {
      definitionOf(key);
      const lang = languageOf(language);
      await rows().deleteMany({ where: { key, language: lang } });
      return service.get(key);
    },

    /** Renders with the sample values: the texts sent along (unsaved edits), else what is in use now. */
    async preview(key: string, language: string, input?: unknown): Promise<RenderedMail> {
      const definition = definitionOf(key);
      const lang = languageOf(language);
      const given = input && typeof input === 'object' && Object.keys(input).length ? input : null;
      if (given) return renderTexts(checked(definition, given), sampleValues(definition));
      return renderSystemEmail(strapi, key, lang, sampleValues(definition));
    },

    /** The preview to the signed-in staff member's own address (marked as a preview in the subject). */
    async sendPreview(key: string, language: string, input: unknown, to: string) {
      const mail = await service.preview(key, language, input);
      try {
        await strapi
          .plugin('email')
          .service('email')
          .send({ to, subject: `[Voorbeeld] ${mail.subject}`, text: mail.text, html: mail.html });
      } catch (error) {
        strapi.log.warn(`System e-mail preview failed: ${(error as Error).message}`);
        throw new UnavailableError('Voorbeeld e-mail verzenden mislukt. Probeer het later opnieuw.', {
          code: 'preview_failed',
        });
      }
      return { sent: 1, to };
    },
  };
  return service;
};
