import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::marketing-zone.marketing-zone';
const INDEXES: SearchIndex[] = [
  { name: 'marketing_zones_name_search_idx', uid: UID, attributes: ['name'] },
  { name: 'marketing_zones_key_search_idx', uid: UID, attributes: ['key'] },
];

/** Marketing zones in the top-bar search: the start of the name or of the key the websites ask for. */
export const marketingZoneSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'marketingZone',
  action: 'api::marketing-zone.marketing-zone.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'key', 'width', 'height'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'marketingZone',
        id: row.documentId,
        title: row.name || row.key || '',
        subtitle: [row.key, row.width && row.height ? `${row.width}×${row.height}` : ''].filter(Boolean).join(' · '),
        url: `/marketing/zones/${row.documentId}`,
      })),
      limit,
    );
  },
});
