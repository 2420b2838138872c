/**
 * Products (SPEC section 3 "Product"). Rules for every write path (document service, see
 * bootstrap/document-rules.ts): the field and per-type rules of @newsroom/config on the product as it
 * will be stored, a unique SKU whatever its case (also under concurrent writes: unique index), and the
 * access tags for new subscribers (`tagsBirth`) fixed once the product exists: subscriptions sold with
 * them must keep granting what was promised; a ticket's event and session fit (./ticket-event.ts).
 * `bulkPublish` publishes or withdraws many, all or nothing.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { productFailures, type FieldFailure } from '@newsroom/config';
import { isUniqueViolation, refuseFields } from '../../../services/errors';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { ticketEventFailures } from './ticket-event';

const UID = 'api::product.product';
const BULK_MAX = 1000;

type Row = Record<string, any>;

/** The ids or documentIds a relation input names, when it replaces the whole list; null for connect/disconnect. */
function relationList(value: unknown): (string | number)[] | null {
  const idOf = (item: any) => (item && typeof item === 'object' ? (item.documentId ?? item.id) : item);
  if (Array.isArray(value)) return value.map(idOf);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.set)) return v.set.map(idOf);
    if ((Array.isArray(v.connect) && v.connect.length) || (Array.isArray(v.disconnect) && v.disconnect.length))
      return null;
    return [];
  }
  return value === null || value === undefined ? [] : [idOf(value)];
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    if ('sku' in input) input.sku = typeof input.sku === 'string' && input.sku.trim() ? input.sku.trim() : null;
    if (typeof input.type === 'string') input.type = input.type.trim().toUpperCase();
    const existing =
      action === 'update'
        ? await strapi.db
            .query(UID)
            .findOne({ where: { documentId }, populate: { tagsBirth: { select: ['id', 'documentId'] } } })
        : null;
    if (action === 'update' && !existing) return input; // Strapi answers 404

    const failures: FieldFailure[] = [];
    let tagsBirthCount: number;
    if (existing) {
      tagsBirthCount = existing.tagsBirth?.length ?? 0;
      if ('tagsBirth' in input) {
        const wanted = relationList(input.tagsBirth);
        const current = new Set((existing.tagsBirth ?? []).flatMap((t: Row) => [String(t.id), t.documentId]));
        const same =
          wanted !== null && wanted.length === tagsBirthCount && wanted.every((id) => current.has(String(id)));
        if (!same) failures.push({ path: ['tagsBirth'], code: 'notEditable' });
        delete input.tagsBirth;
      }
    } else {
      tagsBirthCount = relationList(input.tagsBirth)?.length ?? input.tagsBirth?.connect?.length ?? 0;
    }
    const { tagsBirth: _tags, ...scalars } = existing ?? {};
    failures.push(
      ...productFailures({
        type: 'PRODUCT',
        price: 0,
        taxPercentage: 21,
        minPurchase: 1,
        ...scalars,
        ...input,
        tagsBirthCount,
      }),
    );
    const type = String(input.type ?? existing?.type ?? 'PRODUCT');
    failures.push(...(await ticketEventFailures(strapi, input, existing?.id ?? null, type)));
    if (!failures.some((f) => f.path[0] === 'sku') && input.sku) {
      const taken = await strapi.db
        .query(UID)
        .count({ where: { sku: { $eqi: input.sku }, ...(documentId ? { documentId: { $ne: documentId } } : {}) } });
      if (taken) failures.push({ path: ['sku'], code: 'unique' });
    }
    if (failures.length) refuseFields(failures);
    return input;
  },

  /** Two concurrent writes of one SKU: the loser gets the same 400 as the check above. */
  async guardUniqueSku<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEXES.productSku.name)) refuseFields([{ path: ['sku'], code: 'unique' }]);
      throw error;
    }
  },

  /** Publishes (or withdraws) the products, all or nothing: an unknown id is 404 and nothing changes. */
  async bulkPublish(documentIds: unknown, published: unknown) {
    if (
      !Array.isArray(documentIds) ||
      !documentIds.length ||
      documentIds.length > BULK_MAX ||
      documentIds.some((id) => typeof id !== 'string')
    ) {
      throw new errors.ValidationError(`documentIds must be a list of 1 to ${BULK_MAX} document ids.`, {
        code: 'invalid_ids',
      });
    }
    if (typeof published !== 'boolean')
      throw new errors.ValidationError('published must be true or false.', { code: 'invalid_published' });
    const ids = [...new Set(documentIds as string[])];
    return strapi.db.transaction(async () => {
      const found = await strapi.db
        .query(UID)
        .findMany({ where: { documentId: { $in: ids } }, select: ['documentId'] });
      if (found.length !== ids.length) {
        const known = new Set(found.map((p) => p.documentId));
        throw new errors.NotFoundError(`Unknown products: ${ids.filter((id) => !known.has(id)).join(', ')}.`, {
          code: 'not_found',
        });
      }
      await strapi.db
        .query(UID)
        .updateMany({ where: { documentId: { $in: ids } }, data: { published, updatedAt: new Date() } });
      return { count: ids.length, published };
    });
  },
}));
