/**
 * Bundles (SPEC 3): a set of marketing contents with weights (1-100), shown in one zone or in every zone of a
 * group (exactly one of the two), rotated by weight. Every content named must exist.
 */
import { factories } from '@strapi/strapi';
import { bundleItemFailures, type FieldFailure } from '@newsroom/config';
import { refuseFields, UnprocessableError } from '../../../services/errors';
import type { Row } from '../../../strapi-types';

export const MARKETING_BUNDLE_UID = 'api::marketing-bundle.marketing-bundle';
const CONTENT_UID = 'api::marketing-content.marketing-content';

/** What a relation input does: 'set' (a target given), 'clear' (null, set: [] or a disconnect) or 'keep'. */
export function relationInput(value: unknown): 'set' | 'clear' | 'keep' {
  if (value === undefined) return 'keep';
  if (value === null || value === '') return 'clear';
  if (typeof value === 'string' || typeof value === 'number') return 'set';
  if (typeof value === 'object') {
    const v = value as Row;
    const list = (x: unknown) => (Array.isArray(x) ? x : x ? [x] : []);
    if ('set' in v) return list(v.set).length ? 'set' : 'clear';
    if (list(v.connect).length) return 'set';
    if (list(v.disconnect).length) return 'clear';
    if ('documentId' in v || 'id' in v) return 'set';
  }
  return 'keep';
}

export default factories.createCoreService(MARKETING_BUNDLE_UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    if (action === 'create' && input.items === undefined) input.items = [];
    if ('items' in input) {
      const failures: FieldFailure[] = bundleItemFailures(input.items);
      if (!failures.length && input.items.length) {
        const ids = input.items.map((item: Row) => item.content);
        const found = new Set(
          (
            await strapi.db.query(CONTENT_UID).findMany({ where: { documentId: { $in: ids } }, select: ['documentId'] })
          ).map((row: Row) => row.documentId),
        );
        ids.forEach((id: string, index: number) => {
          if (!found.has(id)) failures.push({ path: ['items', index, 'content'], code: 'notFound' });
        });
      }
      if (failures.length) refuseFields(failures);
      input.items = input.items.map((item: Row) => ({ content: item.content, weight: item.weight }));
    }
    const zone = relationInput(input.zone);
    const group = relationInput(input.zoneGroup);
    if (action === 'create' || zone !== 'keep' || group !== 'keep') {
      const current: Row =
        action === 'update' && documentId
          ? ((await strapi.db.query(MARKETING_BUNDLE_UID).findOne({
              where: { documentId },
              populate: { zone: { select: ['id'] }, zoneGroup: { select: ['id'] } },
            })) ?? {})
          : {};
      const hasZone = zone === 'set' || (zone === 'keep' && !!current.zone);
      const hasGroup = group === 'set' || (group === 'keep' && !!current.zoneGroup);
      if (hasZone === hasGroup)
        throw new UnprocessableError('A bundle runs in one zone or in one zone group: choose exactly one of the two.', {
          code: 'bundle_placement',
        });
    }
    return input;
  },
}));
