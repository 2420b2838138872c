import { CampaignEdit } from '../../engagement/campaigns/form/CampaignEdit';

/** Drafts only, as for e-mail; the channel stays push. */
export const PushCampaignEdit = () => <CampaignEdit channels={['PUSH']} />;
