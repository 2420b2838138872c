/** Zone groups (SPEC 3): a group that a bundle runs in is not deleted (409 zone_group_in_use); its zones stay. */
import { factories } from '@strapi/strapi';
import { ConflictError, refuseFields } from '../../../services/errors';
import type { Row } from '../../../strapi-types';

export const MARKETING_ZONE_GROUP_UID = 'api::marketing-zone-group.marketing-zone-group';

export default factories.createCoreService(MARKETING_ZONE_GROUP_UID, ({ strapi }) => ({
  async prepareWrite({ data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    if (typeof input.name !== 'string') return input;
    input.name = input.name.trim();
    const taken = await strapi.db.query(MARKETING_ZONE_GROUP_UID).findOne({
      where: { name: { $eqi: input.name }, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    });
    if (taken) refuseFields([{ path: ['name'], code: 'unique' }]);
    return input;
  },

  async assertDeletable(documentId: string | undefined) {
    if (!documentId) return;
    const bundles = await strapi.db
      .query('api::marketing-bundle.marketing-bundle')
      .findMany({ where: { zoneGroup: { documentId } }, select: ['name'] });
    if (bundles.length)
      throw new ConflictError(
        `Bundle(s) ${bundles.map((b: Row) => b.name).join(', ')} run in this zone group: move or delete them first.`,
        { code: 'zone_group_in_use', bundles: bundles.map((b: Row) => b.name) },
      );
  },
}));
