import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::vacancy.vacancy';
const INDEXES: SearchIndex[] = [
  { name: 'vacancies_title_search_idx', uid: UID, attributes: ['title'] },
  { name: 'vacancies_location_search_idx', uid: UID, attributes: ['location'] },
  { name: 'vacancies_slug_search_idx', uid: UID, attributes: ['slug'], sqliteIndex: 'vacancies_slug_lower_uq' },
];

/** Vacancies in the top-bar search: the start of the title, the location or the slug. */
export const vacancySearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'vacancy',
  action: 'api::vacancy.vacancy.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'title', 'location', 'status'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'vacancy',
        id: row.documentId,
        title: row.title || '',
        subtitle: row.location || '',
        status: row.status,
        url: `/vacancies/${row.documentId}`,
      })),
      limit,
    );
  },
});
