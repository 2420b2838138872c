import type { ResourceProps } from 'react-admin';
import { PushCampaignCreate } from './PushCampaignCreate';
import { PushCampaignEdit } from './PushCampaignEdit';
import { PushCampaignList } from './PushCampaignList';
import { PushCampaignShow } from './PushCampaignShow';

/**
 * `/push/campaigns` (SPEC 2, docs/push.md): the campaigns whose channel is push, on the campaigns API with the
 * same actions and statuses as e-mail; the form is the campaign form with the channel fixed to push.
 */
export const pushCampaignsResource: Omit<ResourceProps, 'name'> = {
  list: PushCampaignList,
  create: PushCampaignCreate,
  edit: PushCampaignEdit,
  show: PushCampaignShow,
};
