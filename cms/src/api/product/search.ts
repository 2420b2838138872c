import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::product.product';
const INDEXES: SearchIndex[] = [
  { name: 'products_name_search_idx', uid: UID, attributes: ['name'] },
  { name: 'products_sku_search_idx', uid: UID, attributes: ['sku'], sqliteIndex: 'products_sku_lower_uq' },
];

/** Products in the top-bar search: the start of the name or the SKU. */
export const productSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'product',
    action: 'api::product.product.find',
    uid: UID,
    indexes: INDEXES,
    select: ['name', 'sku', 'type'],
    hit: (row) => ({
      title: row.name || row.sku || '',
      subtitle: [row.sku, row.type].filter(Boolean).join(' · '),
      url: `/sales/products/${row.documentId}`,
    }),
  });
