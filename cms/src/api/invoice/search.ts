import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { idsOfCustomersNamed } from '../customer/search';
import { idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::invoice.invoice';
const SERIAL: SearchIndex = { name: 'invoices_serial_search_idx', uid: UID, attributes: ['serial'] };

/**
 * Invoices and credit notes in the top-bar search: the start of the number ("DK00006" finds DK000060 to DK000069,
 * newest first), or the start of the customer's name (that customer's newest invoices, drafts too).
 */
export const invoiceSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'invoice',
  action: 'api::invoice.invoice.find',
  indexes: [SERIAL],
  async search(q, limit) {
    const ids = idsMatching([prefixIds(strapi, SERIAL, q, limit, 'desc'), idsOfCustomersNamed(strapi, UID, q, limit)]);
    const rows = await rowsByIds(strapi, UID, ['documentId', 'serial', 'status', 'invoiceDate'], ids, {
      customerName: true,
      newestFirst: true,
      limit,
    });
    return rows.map((row) => ({
      type: 'invoice',
      id: row.documentId,
      // A draft has no number yet: its customer names it (the status says it is a draft).
      title: row.serial || row.customerName || '',
      subtitle: [row.serial ? row.customerName : null, dateOf(row.invoiceDate)].filter(Boolean).join(' · '),
      status: row.status,
      url: `/sales/invoices/${row.documentId}/show`,
    }));
  },
});

/** A date column as YYYY-MM-DD (SQLite keeps the text, PostgreSQL answers a Date at local midnight). */
function dateOf(value: unknown): string | null {
  if (!value) return null;
  if (value instanceof Date)
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}
