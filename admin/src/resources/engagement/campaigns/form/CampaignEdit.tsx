import Alert from '@mui/material/Alert';
import { CAMPAIGN_EDITABLE_STATUSES, type CampaignStatus } from '@newsroom/config';
import { useRecordContext, useTranslate } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { CampaignForm } from './CampaignForm';
import { CampaignInputs } from './CampaignInputs';

/** A campaign that has been scheduled or sent is not edited: say so instead of a form the server refuses. */
const EditableOnly = ({ channels }: { channels?: string[] }) => {
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
      <CampaignInputs channels={channels} />
    </CampaignForm>
  );
};

/** `channels`: the channels the form offers (push campaigns have their own screens, channel fixed). */
export const CampaignEdit = ({ channels }: { channels?: string[] }) => (
  <UnsavedChangesScope>
    <Edit redirect="show" mutationMode="pessimistic">
      <EditableOnly channels={channels} />
    </Edit>
  </UnsavedChangesScope>
);
