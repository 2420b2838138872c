import Alert from '@mui/material/Alert';
import { CAMPAIGN_EDITABLE_STATUSES, type CampaignStatus } from '@newsroom/config';
import { useRecordContext, useTranslate } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { CampaignForm } from '../../engagement/campaigns/form/CampaignForm';
import { CampaignInputs } from '../../engagement/campaigns/form/CampaignInputs';

/** Drafts only, as for e-mail: a campaign that was scheduled or sent says so instead of a form the server refuses. */
const EditableOnly = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!CAMPAIGN_EDITABLE_STATUSES.includes(record.status as CampaignStatus))
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="campaign-not-editable">
        {translate('app.campaigns.not_editable', { status: translate(`app.campaigns.status.${record.status}`) })}
      </Alert>
    );
  return (
    <CampaignForm>
      <CampaignInputs channels={['PUSH']} />
    </CampaignForm>
  );
};

export const PushCampaignEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="show" mutationMode="pessimistic">
      <EditableOnly />
    </Edit>
  </UnsavedChangesScope>
);
