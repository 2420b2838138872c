import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::segment.segment';
const INDEXES: SearchIndex[] = [{ name: 'segments_name_search_idx', uid: UID, attributes: ['name'] }];

/** Segments in the top-bar search: the start of the name. */
export const segmentSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'segment',
  action: 'api::segment.segment.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'lastCount'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'segment',
        id: row.documentId,
        title: row.name || '',
        subtitle: row.lastCount === null || row.lastCount === undefined ? '' : String(row.lastCount),
        url: `/mail/segments/${row.documentId}`,
      })),
      limit,
    );
  },
});
