import type { Core } from '@strapi/strapi';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from './prefix';
import type { SearchProvider, SearchResult } from './search';

type Row = Record<string, any>;

export type PrefixProviderSpec = {
  type: string;
  action: string;
  uid: string;
  /** The fields whose start the query matches, one index each (see ./prefix.ts). */
  indexes: SearchIndex[];
  /** The attributes `hit` reads (documentId is always read). */
  select: string[];
  /** The hit's title, subtitle, status and console path for a row. */
  hit: (row: Row) => Omit<SearchResult, 'type' | 'id'>;
};

/**
 * The provider most kinds are: rows whose indexed fields start with the query (the look-ups united, one range scan
 * each), read by id and shown by title. Kinds that rank or join differently (content, orders, invoices, customers,
 * profiles, campaigns) write their own `search`.
 */
export const prefixSearchProvider = (strapi: Core.Strapi, spec: PrefixProviderSpec): SearchProvider => ({
  type: spec.type,
  action: spec.action,
  indexes: spec.indexes,
  async search(q, limit) {
    const ids = idsMatching(spec.indexes.map((field) => prefixIds(strapi, field, q, limit)));
    const rows: Row[] = await rowsByIds(strapi, spec.uid, ['documentId', ...spec.select], ids);
    return byTitle(
      rows.map((row) => ({ type: spec.type, id: row.documentId, ...spec.hit(row) })),
      limit,
    );
  },
});
