import type { ResourceProps } from 'react-admin';
import { CampaignCreate } from './form/CampaignCreate';
import { CampaignEdit } from './form/CampaignEdit';
import { CampaignList } from './list/CampaignList';
import { CampaignShow } from './show/CampaignShow';

/** `/mail/campaigns`: e-mail campaigns (SPEC 3 "Campaign"); statuses change through the page's actions. */
export const campaignsResource: Omit<ResourceProps, 'name'> = {
  list: CampaignList,
  create: CampaignCreate,
  show: CampaignShow,
  edit: CampaignEdit,
};
