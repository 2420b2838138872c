import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::product.product';
const INDEXES: SearchIndex[] = [
  { name: 'products_name_search_idx', uid: UID, attributes: ['name'] },
  { name: 'products_sku_search_idx', uid: UID, attributes: ['sku'], sqliteIndex: 'products_sku_lower_uq' },
];

/** Products in the top-bar search: the start of the name or the SKU. */
export const productSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'product',
  action: 'api::product.product.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'sku', 'type'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'product',
        id: row.documentId,
        title: row.name || row.sku || '',
        subtitle: [row.sku, row.type].filter(Boolean).join(' · '),
        url: `/sales/products/${row.documentId}`,
      })),
      limit,
    );
  },
});
