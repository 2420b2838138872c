import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::partner.partner';
const INDEXES: SearchIndex[] = [
  { name: 'partners_name_search_idx', uid: UID, attributes: ['name'] },
  { name: 'partners_city_search_idx', uid: UID, attributes: ['city'] },
];

/** Partners in the top-bar search: the start of the name or the city. */
export const partnerSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'partner',
    action: 'api::partner.partner.find',
    uid: UID,
    indexes: INDEXES,
    select: ['name', 'city'],
    hit: (row) => ({
      title: row.name || '',
      subtitle: row.city || '',
      url: `/partners/${row.documentId}`,
    }),
  });
