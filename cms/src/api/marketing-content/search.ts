import type { Core } from '@strapi/strapi';
import { scheduleState } from '@newsroom/config';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::marketing-content.marketing-content';
const INDEXES: SearchIndex[] = [{ name: 'marketing_contents_name_search_idx', uid: UID, attributes: ['name'] }];

/** Marketing content in the top-bar search: the start of its name; the status is its state now (as the overview). */
export const marketingContentSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'marketingContent',
    action: 'api::marketing-content.marketing-content.find',
    uid: UID,
    indexes: INDEXES,
    select: ['name', 'active', 'startsAt', 'endsAt'],
    hit: (row) => ({
      title: row.name || '',
      status: row.active ? scheduleState(row) : 'INACTIVE',
      url: `/marketing/content/${row.documentId}`,
    }),
  });
