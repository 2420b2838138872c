import type { ResourceProps } from 'react-admin';
import { LegacyCampaignList } from './LegacyCampaignList';
import { LegacyCampaignShow } from './LegacyCampaignShow';

/** `/mail/legacy/campaigns`: completed campaigns older than `legacyAfterDays`, read-only. */
export const legacyCampaignsResource: Omit<ResourceProps, 'name'> = {
  list: LegacyCampaignList,
  show: LegacyCampaignShow,
};
