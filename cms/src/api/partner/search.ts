import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::partner.partner';
const INDEXES: SearchIndex[] = [
  { name: 'partners_name_search_idx', uid: UID, attributes: ['name'] },
  { name: 'partners_city_search_idx', uid: UID, attributes: ['city'] },
];

/** Partners in the top-bar search: the start of the name or the city. */
export const partnerSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'partner',
  action: 'api::partner.partner.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'city'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'partner',
        id: row.documentId,
        title: row.name || '',
        subtitle: row.city || '',
        url: `/partners/${row.documentId}`,
      })),
      limit,
    );
  },
});
