/**
 * Forms (issue #20, docs/forms.md). Rules for every write path (document rules, ./document-rules.ts): the
 * definition's rules from `formFailures` (@newsroom/config, the console's builder checks the same), the
 * slug unique whatever its case, and a form that has threads is not deleted (409 `form_has_threads`:
 * deactivate it instead, so its submissions keep their form).
 */
import { factories } from '@strapi/strapi';
import { formFailures, slugify, type FieldFailure, type FormField } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import type { Row } from '../../../strapi-types';

const UID = 'api::form.form';
const THREAD = 'api::form-thread.form-thread';

/** A field as stored: only the builder's keys, trimmed. */
const cleanField = (f: Row): FormField => ({
  key: String(f.key ?? '').trim(),
  label: String(f.label ?? '').trim(),
  type: f.type,
  required: f.required === true,
  ...(Array.isArray(f.options) ? { options: f.options.map((o: unknown) => String(o ?? '').trim()) } : {}),
  ...(f.type === 'consent' ? { consentText: String(f.consentText ?? '').trim() } : {}),
  ...(typeof f.help === 'string' && f.help.trim() ? { help: f.help.trim() } : {}),
});

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    const existing = action === 'update' ? await strapi.db.query(UID).findOne({ where: { documentId } }) : null;
    if (action === 'update' && !existing) return input; // Strapi answers 404
    if (typeof input.name === 'string') input.name = input.name.trim();
    if (typeof input.slug === 'string') input.slug = input.slug.trim().toLowerCase();
    if (action === 'create' && !input.slug && typeof input.name === 'string') input.slug = slugify(input.name);
    const merged = { ...(existing ?? {}), ...input };
    const failures: FieldFailure[] = formFailures(merged);
    if (!failures.some((f) => f.path[0] === 'slug') && merged.slug) {
      const other = await strapi.db
        .query(UID)
        .findOne({ where: { slug: { $eqi: merged.slug }, ...(existing ? { id: { $ne: existing.id } } : {}) } });
      if (other) failures.push({ path: ['slug'], code: 'unique' });
    }
    if (failures.length) refuseFields(failures);
    if (Array.isArray(input.fields)) input.fields = input.fields.map((f: Row) => cleanField(f ?? {}));
    return input;
  },

  async assertDeletable(documentId: string | undefined) {
    const form = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id', 'name'] });
    if (!form) return;
    const threads = await strapi.db.query(THREAD).count({ where: { form: { id: form.id } } });
    if (threads)
      throw new ConflictError(
        `Form ${form.name} has ${threads} submissions and cannot be deleted; make it inactive instead.`,
        { code: 'form_has_threads', params: { count: threads } },
      );
  },

  /** An active form by its slug (the public API), or null. */
  async activeBySlug(slug: unknown): Promise<Row | null> {
    if (typeof slug !== 'string' || !slug || slug.length > 100) return null;
    const form = await strapi.db.query(UID).findOne({ where: { slug: slug.toLowerCase() } });
    return form && form.active !== false ? form : null;
  },
}));
