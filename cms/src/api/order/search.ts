import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { idsOfCustomersNamed } from '../customer/search';
import { idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::order.order';
const SERIAL: SearchIndex = { name: 'orders_serial_search_idx', uid: UID, attributes: ['serial'] };

/** Orders in the top-bar search: the start of the number (newest first), or the start of the customer's name. */
export const orderSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'order',
  action: 'api::order.order.find',
  indexes: [SERIAL],
  async search(q, limit) {
    const ids = idsMatching([prefixIds(strapi, SERIAL, q, limit, 'desc'), idsOfCustomersNamed(strapi, UID, q, limit)]);
    const rows = await rowsByIds(strapi, UID, ['documentId', 'serial', 'status', 'createdAt'], ids, {
      customerName: true,
      newestFirst: true,
      limit,
    });
    return rows.map((row) => ({
      type: 'order',
      id: row.documentId,
      title: row.serial,
      subtitle: [row.customerName, new Date(row.createdAt).toISOString().slice(0, 10)].filter(Boolean).join(' · '),
      status: row.status,
      url: `/sales/orders/${row.documentId}/show`,
    }));
  },
});
