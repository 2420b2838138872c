import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::vacancy.vacancy';
const INDEXES: SearchIndex[] = [
  { name: 'vacancies_title_search_idx', uid: UID, attributes: ['title'] },
  { name: 'vacancies_location_search_idx', uid: UID, attributes: ['location'] },
  { name: 'vacancies_slug_search_idx', uid: UID, attributes: ['slug'], sqliteIndex: 'vacancies_slug_lower_uq' },
];

/** Vacancies in the top-bar search: the start of the title, the location or the slug. */
export const vacancySearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'vacancy',
    action: 'api::vacancy.vacancy.find',
    uid: UID,
    indexes: INDEXES,
    select: ['title', 'location', 'status'],
    hit: (row) => ({
      title: row.title || '',
      subtitle: row.location || '',
      status: row.status,
      url: `/vacancies/${row.documentId}`,
    }),
  });
