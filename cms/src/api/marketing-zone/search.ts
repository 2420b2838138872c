import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::marketing-zone.marketing-zone';
const INDEXES: SearchIndex[] = [
  { name: 'marketing_zones_name_search_idx', uid: UID, attributes: ['name'] },
  { name: 'marketing_zones_key_search_idx', uid: UID, attributes: ['key'] },
];

/** Marketing zones in the top-bar search: the start of the name or of the key the websites ask for. */
export const marketingZoneSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'marketingZone',
    action: 'api::marketing-zone.marketing-zone.find',
    uid: UID,
    indexes: INDEXES,
    select: ['name', 'key', 'width', 'height'],
    hit: (row) => ({
      title: row.name || row.key || '',
      subtitle: [row.key, row.width && row.height ? `${row.width}×${row.height}` : ''].filter(Boolean).join(' · '),
      url: `/marketing/zones/${row.documentId}`,
    }),
  });
