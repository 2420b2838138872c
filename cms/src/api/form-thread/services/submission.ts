/**
 * The public submission API (docs/forms.md "Public API"): a website posts a form's values (JSON, or
 * multipart with files) and each accepted submission opens a thread.
 * - Spam: the hidden honeypot field (FORM_HONEYPOT_FIELD) filled, or an unknown or inactive form, is answered
 *   exactly like an accepted submission and nothing is stored; the route is throttled per client
 *   (middlewares/ingestion-limits.ts, 429) and its body capped (413).
 * - Validation: the shared `submissionFailures` (the console's builder preview uses the same), answered as
 *   400 with each field's message in the submitter's language (nl unless `language` is `en`). That answer
 *   names only the form's own fields, never anything about a person.
 * - Files: one per file field, at most FORM_LIMITS.fileMaxBytes, judged by the upload policy (use `form`),
 *   stored as private files (not in the media library, not under /uploads; staff download them from the thread).
 * - The submitter: the profile with that e-mail address (any case), else a new LEAD (source `form`).
 */
import { errors } from '@strapi/utils';
import {
  FORM_HONEYPOT_FIELD,
  FORM_LIMITS,
  FORM_PROFILE_SOURCE,
  normaliseSubmission,
  submissionFailures,
  submissionMessage,
  submitterEmailField,
  type FieldFailure,
  type FormField,
} from '@newsroom/config';
import { allowedLabel, check, type UploadFile } from '../../../services/upload-policy';
import { markPrivate } from '../../../services/private-files';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import { dbModel } from '../../../services/db-model';
import { entry } from '../../order/services/history';
import { langOfThread, type Lang } from './texts';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::form-thread.form-thread';
const PROFILE = 'api::profile.profile';

type IncomingFile = UploadFile & { size?: number };
const firstFile = (value: unknown): IncomingFile | null =>
  (Array.isArray(value) ? value[0] : value) && typeof value === 'object'
    ? ((Array.isArray(value) ? value[0] : value) as IncomingFile)
    : null;

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

export default ({ strapi }: WithStrapi) => {
  /** The profile of an address, or a new LEAD with the names the form asked for. */
  async function profileFor(email: string, values: Row, language: Lang): Promise<number> {
    const p = dbModel(strapi, PROFILE);
    const find = () =>
      strapi.db
        .connection(p.table)
        .first('id')
        .whereRaw('lower(??) = ?', [p.column('email'), email]);
    const found = await find();
    if (found) return Number(found.id);
    const [first, ...rest] = String(values.name ?? '')
      .trim()
      .split(/\s+/);
    try {
      const created = await strapi.documents(PROFILE).create({
        data: {
          email,
          firstName: text(values.firstName, 100) ?? text(first, 100),
          lastName: text(values.lastName, 100) ?? text(rest.join(' '), 100),
          type: 'LEAD',
          source: FORM_PROFILE_SOURCE,
          language: language.toUpperCase(),
        } as any,
      });
      invalidateProfileReads(strapi);
      return Number((created as Row).id);
    } catch (error) {
      const again = await find(); // the same address submitted twice at once
      if (again) return Number(again.id);
      throw error;
    }
  }

  function refuse(failures: FieldFailure[], fields: FormField[], lang: Lang): never {
    const list = failures.map((f) => ({
      path: f.path.map(String),
      code: f.code,
      message: submissionMessage(f, fields, lang),
      params: f.params ?? {},
    }));
    throw new errors.ValidationError(list.map((e) => e.message).join(' '), {
      code: list.length === 1 ? list[0].code : 'invalid_fields',
      errors: list,
    });
  }

  return {
    /** What a website needs to draw the form, or null (404) for an unknown or inactive one. */
    async definition(slug: unknown) {
      const form = await strapi.service('api::form.form').activeBySlug(slug);
      if (!form) return null;
      return {
        name: form.name,
        slug: form.slug,
        description: form.description ?? null,
        successMessage: form.successMessage ?? null,
        fields: form.fields,
        honeypot: FORM_HONEYPOT_FIELD,
        fileMaxBytes: FORM_LIMITS.fileMaxBytes,
        fileTypes: allowedLabel('form'),
      };
    },

    /** Accepts a submission (or silently drops spam); refuses only invalid values (400). */
    async submit(slug: unknown, body: Row, files: Record<string, unknown>): Promise<void> {
      const lang = langOfThread(body?.language);
      const honeypot = body?.[FORM_HONEYPOT_FIELD] ?? body?.values?.[FORM_HONEYPOT_FIELD];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) return;
      const form = await strapi.service('api::form.form').activeBySlug(slug);
      if (!form) return;
      const fields = form.fields as FormField[];
      const given: Row = body?.values && typeof body.values === 'object' ? body.values : (body ?? {});
      const values: Row = { ...given };
      const attached: { field: FormField; file: IncomingFile }[] = [];
      const failures: FieldFailure[] = [];
      for (const field of fields.filter((f) => f.type === 'file')) {
        const file = firstFile(files?.[field.key]);
        delete values[field.key];
        if (!file || !file.size) continue;
        values[field.key] = String(file.originalFilename ?? file.name ?? 'file');
        if (file.size > FORM_LIMITS.fileMaxBytes) {
          failures.push({
            path: [field.key],
            code: 'fileTooLarge',
            params: { maxMb: FORM_LIMITS.fileMaxBytes / 1048576 },
          });
          continue;
        }
        try {
          const verdict = await check(file, 'form');
          Object.assign(file, { detectedMimeType: verdict.mime, mimetype: verdict.mime });
          attached.push({ field, file });
        } catch (error) {
          if (!(error instanceof errors.ValidationError)) throw error;
          failures.push({ path: [field.key], code: 'file_type_not_allowed', params: { types: allowedLabel('form') } });
        }
      }
      failures.push(...submissionFailures(fields, values));
      if (failures.length) refuse(failures, fields, lang);

      const stored = normaliseSubmission(fields, values);
      const email = String(stored[submitterEmailField(fields)!.key]);
      const consents = fields
        .filter((f) => f.type === 'consent' && stored[f.key] === true)
        .map((f) => ({ key: f.key, text: f.consentText, at: new Date().toISOString() }));
      const uploaded: Row[] = [];
      try {
        for (const { field, file } of attached) {
          const [row] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: file });
          uploaded.push(row);
          stored[field.key] = { fileId: row.id, name: row.name };
        }
        await markPrivate(
          strapi,
          uploaded.map((f) => Number(f.id)),
        );
        const profile = await profileFor(email, stored, lang);
        const name = text(stored.name, 200) ?? text([stored.firstName, stored.lastName].filter(Boolean).join(' '), 200);
        const now = new Date().toISOString();
        await strapi.documents(UID).create({
          data: {
            form: form.id,
            profile,
            email,
            name,
            language: lang,
            status: 'open',
            values: stored,
            consents,
            files: uploaded.map((f) => f.id),
            messages: [],
            lastMessageAt: now,
            history: [
              {
                ...entry(null, 'submitted', { note: `submitted through form ${form.name}` }),
                by: { id: null, name: email },
              },
            ],
          } as any,
        });
      } catch (error) {
        for (const file of uploaded)
          await strapi
            .plugin('upload')
            .service('upload')
            .remove(file)
            .catch(() => undefined);
        throw error;
      }
    },

    /** The files of a thread (for the download route): the one named, or null. */
    async fileOf(documentId: string, fileId: string) {
      const thread = await strapi.db
        .query(UID)
        .findOne({ where: { documentId }, select: ['id'], populate: { files: true } });
      return (thread?.files ?? []).find((f: Row) => String(f.id) === fileId || f.documentId === fileId) ?? null;
    },
  };
};
