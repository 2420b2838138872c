/**
 * Content rules: validation and derived fields on every write (through the document middleware
 * registered in src/index.ts, so REST, GraphQL and the Strapi panel obey them), bulk status
 * changes, scheduled publishing with catch-up, and the access preview.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { contentFailures, derivedFields, type Failure } from './rules';
import { sanitizeBody } from './html';
import { canRead, sampleReaders } from './access';

const UID = 'api::content.content';
const { ValidationError, NotFoundError } = errors;

const refuse = (failures: Failure[]) => {
  throw new ValidationError('Some fields are not valid', {
    code: 'invalid_fields',
    errors: failures.map((f) => ({ ...f, message: f.code })),
  });
};

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Checks and completes the data of a create or update; called by the document middleware. */
  async prepareWrite({
    action,
    data,
    documentId,
    locale,
  }: {
    action: 'create' | 'update';
    data: Record<string, any>;
    documentId?: string;
    locale?: string;
  }) {
    const now = new Date();
    const existing =
      action === 'update' && documentId
        ? await strapi.db.query(UID).findOne({ where: { documentId, locale: locale ?? 'nl' } })
        : null;
    const changed = new Set(Object.keys(data ?? {}));
    const merged = {
      type: 'ARTICLE',
      status: 'UNPUBLISHED',
      access: 'EVERYONE',
      leadAccess: 'ALWAYS',
      ...(existing ?? {}),
      ...data,
    };
    const derived = derivedFields(merged, now);
    const record = { ...merged, ...derived };
    const failures = contentFailures(record, now, changed);
    if (!failures.some((f) => f.path[0] === 'slug') && (changed.has('slug') || !existing)) {
      const taken = await strapi.db.query(UID).count({
        where: {
          slug: record.slug,
          locale: locale ?? record.locale ?? 'nl',
          ...(documentId ? { documentId: { $ne: documentId } } : {}),
        },
      });
      if (taken) failures.push({ path: ['slug'], code: 'slug_taken' });
    }
    if (failures.length) refuse(failures);
    const next = { ...data, ...derived };
    if ('body' in next) next.body = sanitizeBody(next.body);
    if (next.status && next.status !== 'PLANNED' && !changed.has('publishAt'))
      next.publishAt = record.status === 'PLANNED' ? record.publishAt : null;
    return next;
  },

  /** Applies `change` to each listed document in one transaction: all of them or none. */
  async forEachDocument(documentIds: unknown, locale: string, change: (documentId: string) => Promise<unknown>) {
    if (!Array.isArray(documentIds) || documentIds.length === 0 || documentIds.length > 500) {
      throw new ValidationError('documentIds must list 1 to 500 items', { code: 'document_ids_required' });
    }
    return strapi.db.transaction(async () => {
      for (const documentId of documentIds.map(String)) {
        const found = await strapi.documents(UID).findOne({ documentId, locale, fields: ['id'] });
        if (!found) throw new NotFoundError(`Content ${documentId} not found`, { code: 'not_found', documentId });
        await change(documentId);
      }
      return documentIds.length;
    });
  },

  /** Publishes or unpublishes several items at once: all of them or none. */
  async bulkStatus(documentIds: unknown, status: unknown, locale = 'nl') {
    if (status !== 'PUBLISHED' && status !== 'UNPUBLISHED')
      throw new ValidationError('status must be PUBLISHED or UNPUBLISHED', { code: 'invalid_status' });
    return this.forEachDocument(documentIds, locale, (documentId: string) =>
      strapi.documents(UID).update({ documentId, locale, data: { status } as any }),
    );
  },

  async bulkDelete(documentIds: unknown, locale = 'nl') {
    return this.forEachDocument(documentIds, locale, (documentId: string) =>
      strapi.documents(UID).delete({ documentId, locale }),
    );
  },

  /**
   * Publishes planned items whose time has come (their publication date is the planned time) and
   * unpublishes items past their end. Runs every minute and at start, so a missed run catches up.
   * Each row changes only if it is still in the state we read, so two runs never clash.
   */
  async runSchedule(now = new Date()) {
    const rows = strapi.db.query(UID);
    let published = 0;
    for (;;) {
      const due = await rows.findMany({
        where: { status: 'PLANNED', publishAt: { $lte: now } },
        select: ['id', 'publishAt', 'publicationDate'],
        limit: 200,
      });
      if (!due.length) break;
      await strapi.db.transaction(async () => {
        for (const row of due) {
          const { count } = await rows.updateMany({
            where: { id: row.id, status: 'PLANNED' },
            data: { status: 'PUBLISHED', publicationDate: row.publicationDate ?? row.publishAt },
          });
          published += count;
        }
      });
    }
    const { count: unpublished } = await rows.updateMany({
      where: { status: 'PUBLISHED', unpublishAt: { $lte: now } },
      data: { status: 'UNPUBLISHED', unpublishAt: null },
    });
    return { published, unpublished };
  },

  async accessPreview(documentId: string, locale = 'nl') {
    const item = await strapi.db
      .query(UID)
      .findOne({ where: { documentId, locale }, select: ['access', 'accessTag', 'leadAccess', 'leadAccessHours'] });
    if (!item) throw new NotFoundError('Content not found', { code: 'not_found' });
    const now = new Date();
    return Object.entries(sampleReaders(item, now)).map(([reader, sample]) => ({
      reader,
      ...canRead(item, sample, now),
    }));
  },
}));
