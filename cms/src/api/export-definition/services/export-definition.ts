/**
 * Saved export definitions (issue #23, docs/exports.md): a user's named exports, each read and changed by its owner
 * only (another's is 404). The filter is the list's own filter values (as saved filters keep them); the console turns
 * it into the list's query when the export runs, so a definition follows the list's filters as they are.
 */
import { errors } from '@strapi/utils';
import { EXPORT_DEFINITIONS_MAX, exportDefinitionFailures } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { textFailures } from '../../../services/text-input';
import type { WithStrapi } from '../../../strapi-types';

const UID = 'api::export-definition.export-definition';
const FIELDS = ['documentId', 'name', 'kind', 'filter', 'columns', 'format', 'createdAt', 'updatedAt'];

const cleanFilter = (filter: unknown) =>
  filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : {};

export default ({ strapi }: WithStrapi) => {
  const rows = () => strapi.db.query(UID);
  const owned = (userId: number) => ({ owner: { id: userId } });

  const checked = (input: unknown) => {
    const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    if (
      data.filter !== undefined &&
      data.filter !== null &&
      (typeof data.filter !== 'object' || Array.isArray(data.filter))
    )
      refuseFields([{ path: ['filter'], code: 'export_filters' }]);
    const failures = exportDefinitionFailures({ ...data, format: data.format ?? 'csv' });
    if (failures.length) refuseFields(failures);
    const clean = {
      name: String(data.name).trim(),
      kind: data.kind as string,
      filter: cleanFilter(data.filter),
      columns: data.columns as string[],
      format: (data.format ?? 'csv') as string,
    };
    const refused = textFailures(strapi.components as never, strapi.contentType(UID as never) as never, clean);
    if (refused.length) refuseFields(refused);
    return clean;
  };

  const mine = async (userId: number, documentId: string) => {
    const row = await rows().findOne({ where: { ...owned(userId), documentId }, select: ['id'] });
    if (!row) throw new errors.NotFoundError('Export definition not found', { code: 'not_found' });
    return row;
  };

  const nameTaken = async (userId: number, name: string, exceptId?: number) => {
    const same = await rows().findOne({ where: { ...owned(userId), name }, select: ['id'] });
    if (same && same.id !== exceptId)
      throw new ConflictError('You already have an export with this name', { code: 'export_name_taken', name });
  };

  return {
    listOf: (userId: number) =>
      rows().findMany({ where: owned(userId), select: FIELDS, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),

    async create(userId: number, input: unknown) {
      const data = checked(input);
      return strapi.db.transaction(async () => {
        await nameTaken(userId, data.name);
        if ((await rows().count({ where: owned(userId) })) >= EXPORT_DEFINITIONS_MAX)
          throw new ConflictError(`You can keep at most ${EXPORT_DEFINITIONS_MAX} exports; delete one first.`, {
            code: 'export_definition_limit',
            max: EXPORT_DEFINITIONS_MAX,
          });
        return rows().create({ data: { ...data, owner: userId }, select: FIELDS });
      });
    },

    async update(userId: number, documentId: string, input: unknown) {
      const { id } = await mine(userId, documentId);
      const data = checked(input);
      await nameTaken(userId, data.name, id);
      return rows().update({ where: { id }, data, select: FIELDS });
    },

    async remove(userId: number, documentId: string) {
      const { id } = await mine(userId, documentId);
      await rows().delete({ where: { id } });
    },
  };
};
