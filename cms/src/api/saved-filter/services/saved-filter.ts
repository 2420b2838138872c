/**
 * Saved filters: named list queries kept per user. Every read and write is scoped to the owner, so
 * another user's filter is "not found" (404), never "forbidden": its existence is not revealed.
 * Saving under a name the user already has on that list replaces that filter.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  SAVED_FILTER_RESOURCE_PATTERN,
  SAVED_FILTERS_PER_LIST,
  savedFilterFailures,
  type SavedFilterInput,
  type SavedFilterQuery,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { textFailures } from '../../../services/text-input';

const UID = 'api::saved-filter.saved-filter';
const FIELDS = ['documentId', 'name', 'resource', 'query', 'createdAt', 'updatedAt'];

type Row = { documentId: string; name: string; resource: string; query: SavedFilterQuery };
export type SavedFilter = { id: string; name: string; resource: string; query: SavedFilterQuery };

const present = (row: Row): SavedFilter => ({
  id: row.documentId,
  name: row.name,
  resource: row.resource,
  query: row.query,
});

/** Only the keys the console applies are kept; anything else sent along is dropped. */
const cleanQuery = (query: SavedFilterQuery): SavedFilterQuery => ({
  filter: query.filter,
  ...(query.sort ? { sort: { field: query.sort.field, order: query.sort.order } } : {}),
  ...(query.perPage ? { perPage: query.perPage } : {}),
  ...(query.displayedFilters ? { displayedFilters: query.displayedFilters } : {}),
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const owned = (userId: number) => ({ owner: { id: userId } });
  return {
    async listOf(userId: number, resource?: string): Promise<SavedFilter[]> {
      if (resource !== undefined && !SAVED_FILTER_RESOURCE_PATTERN.test(resource))
        refuseFields([{ path: ['resource'], code: 'invalid' }]);
      const found = await rows().findMany({
        where: { ...owned(userId), ...(resource ? { resource } : {}) },
        select: FIELDS,
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      });
      return (found as Row[]).map(present);
    },

    async save(userId: number, input: unknown): Promise<SavedFilter> {
      const failures = savedFilterFailures(input);
      if (failures.length) refuseFields(failures);
      const { resource, name, query } = input as SavedFilterInput;
      const data = { resource, name: name.trim(), query: cleanQuery(query) };
      // The rule every write through the document service gets: no control characters or bidi overrides.
      const refused = textFailures(strapi.components as never, strapi.contentType(UID) as never, data);
      if (refused.length) refuseFields(refused);
      return strapi.db.transaction(async () => {
        const same = await rows().findOne({
          where: { ...owned(userId), resource, name: data.name },
          select: ['id'],
        });
        if (same) {
          const updated = await rows().update({ where: { id: same.id }, data: { query: data.query }, select: FIELDS });
          return present(updated as Row);
        }
        const count = await rows().count({ where: { ...owned(userId), resource } });
        if (count >= SAVED_FILTERS_PER_LIST)
          throw new ConflictError(`A list keeps at most ${SAVED_FILTERS_PER_LIST} saved filters; delete one first.`, {
            code: 'saved_filter_limit',
            max: SAVED_FILTERS_PER_LIST,
          });
        const created = await rows().create({ data: { ...data, owner: userId }, select: FIELDS });
        return present(created as Row);
      });
    },

    async remove(userId: number, documentId: string): Promise<void> {
      const mine = await rows().findOne({ where: { ...owned(userId), documentId }, select: ['id'] });
      if (!mine) throw new errors.NotFoundError('Saved filter not found', { code: 'not_found' });
      await rows().delete({ where: { id: mine.id } });
    },
  };
};
