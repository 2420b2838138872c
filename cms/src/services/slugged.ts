/**
 * Write rules of small named lists with a unique slug (profile tags, newsletters): field rules from
 * @newsroom/config, the slug lower-cased (suggested from the name when missing) and unique whatever
 * its case, also under concurrent writes (unique index, see bootstrap/indexes.ts).
 */
import { SLUG_MAX, slugify, validateFields, type FieldFailure, type Rule } from '@newsroom/config';
import { isUniqueViolation, refuseFields } from './errors';
import type { Strapi } from '../strapi-types';

type Row = Record<string, any>;

/** A `unique` failure on `slug` when another record of `uid` has it, whatever its case. */
export async function slugTaken(strapi: Strapi, uid: string, slug: string, documentId?: string) {
  const taken = await strapi.db
    .query(uid)
    .count({ where: { slug: { $eqi: slug }, ...(documentId ? { documentId: { $ne: documentId } } : {}) } });
  return taken ? [{ path: ['slug'], code: 'unique' } as FieldFailure] : [];
}

/** Two concurrent writes of one slug: the loser gets the same 400 as the check before the write. */
export const uniqueSlugGuard =
  (indexName: string) =>
  async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, indexName)) refuseFields([{ path: ['slug'], code: 'unique' }]);
      throw error;
    }
  };

export function sluggedService(strapi: Strapi, uid: string, fieldRules: Record<string, Rule[]>, indexName: string) {
  return {
    async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
      const input: Row = { ...(data ?? {}) };
      if (typeof input.slug === 'string') input.slug = input.slug.trim().toLowerCase();
      if (action === 'create' && !input.slug && typeof input.name === 'string')
        input.slug = slugify(input.name, SLUG_MAX);
      const fields =
        action === 'create'
          ? fieldRules
          : Object.fromEntries(Object.entries(fieldRules).filter(([field]) => field in input));
      const failures: FieldFailure[] = validateFields(input, fields);
      if (!failures.some((f) => f.path[0] === 'slug') && typeof input.slug === 'string' && input.slug)
        failures.push(...(await slugTaken(strapi, uid, input.slug, documentId)));
      if (failures.length) refuseFields(failures);
      return input;
    },

    guardUniqueSlug: uniqueSlugGuard(indexName),
  };
}
