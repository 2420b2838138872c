/**
 * Zones (SPEC 3): a key the websites use (lower-case letters, digits and dashes, unique), a size in pixels. A
 * zone that a bundle runs in is not deleted (409 zone_in_use).
 */
import { factories } from '@strapi/strapi';
import { ZONE_KEY } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import type { Row } from '../../../strapi-types';

export const MARKETING_ZONE_UID = 'api::marketing-zone.marketing-zone';

export default factories.createCoreService(MARKETING_ZONE_UID, ({ strapi }) => ({
  async prepareWrite({ data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    if (!('key' in input)) return input;
    input.key = typeof input.key === 'string' ? input.key.trim().toLowerCase() : input.key;
    if (typeof input.key !== 'string' || !ZONE_KEY.test(input.key)) refuseFields([{ path: ['key'], code: 'slug' }]);
    const taken = await strapi.db
      .query(MARKETING_ZONE_UID)
      .findOne({ where: { key: input.key, ...(documentId ? { documentId: { $ne: documentId } } : {}) } });
    if (taken) refuseFields([{ path: ['key'], code: 'unique' }]);
    return input;
  },

  async assertDeletable(documentId: string | undefined) {
    if (!documentId) return;
    const bundles = await strapi.db
      .query('api::marketing-bundle.marketing-bundle')
      .findMany({ where: { zone: { documentId } }, select: ['name'] });
    if (bundles.length)
      throw new ConflictError(
        `Bundle(s) ${bundles.map((b: Row) => b.name).join(', ')} run in this zone: move or delete them first.`,
        { code: 'zone_in_use', bundles: bundles.map((b: Row) => b.name) },
      );
  },
}));
