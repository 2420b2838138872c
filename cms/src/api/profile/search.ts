import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::profile.profile';
const INDEXES: SearchIndex[] = [
  // "eric", "eric jans": the full name from its start; "jansen": the last name.
  { name: 'profiles_full_name_search_idx', uid: UID, attributes: ['firstName', 'lastName'] },
  { name: 'profiles_last_name_search_idx', uid: UID, attributes: ['lastName'] },
  // SQLite reads the unique lower(email) index; PostgreSQL needs one in byte order.
  { name: 'profiles_email_search_idx', uid: UID, attributes: ['email'], sqliteIndex: 'profiles_email_lower_uq' },
];

const nameOf = (row: { firstName?: string | null; lastName?: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

/** Profiles in the top-bar search: the start of the full name, the last name or the e-mail address. */
export const profileSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'profile',
  action: 'api::profile.profile.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'firstName', 'lastName', 'email'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'profile',
        id: row.documentId,
        title: nameOf(row) || row.email,
        subtitle: row.email,
        url: `/users/${row.documentId}/show`,
      })),
      limit,
    );
  },
});
