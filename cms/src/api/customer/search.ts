import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::customer.customer';

/** The customer's name as shown (company, else contact): also how invoices and orders are found by customer. */
export const CUSTOMER_NAME: SearchIndex = {
  name: 'customers_display_name_search_idx',
  uid: UID,
  attributes: ['displayName'],
};
/** Customers named by `q` whose orders or invoices a search shows: the first few only, a name is specific. */
export const CUSTOMERS_PER_NAME = 5;

const INDEXES: SearchIndex[] = [
  CUSTOMER_NAME,
  {
    name: 'customers_debtor_id_search_idx',
    uid: UID,
    attributes: ['debtorId'],
    sqliteIndex: 'customers_debtor_id_lower_uq',
  },
  { name: 'customers_email_search_idx', uid: UID, attributes: ['email'] },
];

/**
 * SQL for the ids of the rows of `uid` (orders, invoices) linked through its `customer` relation to a customer
 * whose name starts with `q`, newest first: a part for `idsMatching`.
 */
export function idsOfCustomersNamed(strapi: Core.Strapi, uid: string, q: string, limit: number) {
  const join = (strapi.db.metadata.get(uid) as any).attributes.customer.joinTable;
  const customers = prefixIds(strapi, CUSTOMER_NAME, q, CUSTOMERS_PER_NAME);
  return {
    sql:
      `SELECT "${join.joinColumn.name}" AS "id" FROM "${join.name}" WHERE "${join.inverseJoinColumn.name}" IN ` +
      `(SELECT "id" FROM (${customers.sql}) "named") ORDER BY "${join.joinColumn.name}" DESC LIMIT ${limit}`,
    bindings: customers.bindings,
  };
}

/** Customers in the top-bar search: the start of the name, the debtor id or the e-mail address. */
export const customerSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'customer',
  action: 'api::customer.customer.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'displayName', 'debtorId', 'email'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'customer',
        id: row.documentId,
        title: row.displayName || row.email || row.debtorId || '',
        subtitle: [row.debtorId, row.email].filter(Boolean).join(' · '),
        url: `/sales/customers/${row.documentId}`,
      })),
      limit,
    );
  },
});
