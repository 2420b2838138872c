import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::campaign.campaign';
const NAME: SearchIndex = { name: 'campaigns_name_search_idx', uid: UID, attributes: ['name'] };

/** Campaigns in the top-bar search: the start of the name (deleted campaigns left out). */
export const campaignSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'campaign',
  action: 'api::campaign.campaign.find',
  indexes: [NAME],
  async search(q, limit) {
    const rows = await rowsByIds(
      strapi,
      UID,
      ['documentId', 'name', 'status', 'scheduledAt', 'channel'],
      prefixIds(strapi, NAME, q, limit + 5),
    );
    return byTitle(
      rows
        .filter((row) => row.status !== 'DELETED')
        .map((row) => ({
          type: 'campaign',
          id: row.documentId,
          title: row.name,
          subtitle: row.scheduledAt ? new Date(row.scheduledAt).toISOString().slice(0, 16).replace('T', ' ') : '',
          status: row.status,
          // A push campaign opens on its own screen (/push/campaigns).
          url: `/${row.channel === 'PUSH' ? 'push' : 'mail'}/campaigns/${row.documentId}/show`,
        })),
      limit,
    );
  },
});
