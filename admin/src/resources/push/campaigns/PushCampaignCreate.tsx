import { DEFAULT_MESSAGES_PER_SECOND, ENGAGEMENT_SETTINGS_DEFAULTS, type EngagementSettings } from '@newsroom/config';
import { Create } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { useSite } from '@/providers/SiteContext';
import { CampaignForm } from '../../engagement/campaigns/form/CampaignForm';
import { CampaignInputs } from '../../engagement/campaigns/form/CampaignInputs';

/** The channel is push (not offered as a choice); no template or sender, the engagement settings' rate. */
export const PushCampaignCreate = () => {
  const settings = {
    ...ENGAGEMENT_SETTINGS_DEFAULTS,
    ...(useSite().config as { engagement?: Partial<EngagementSettings> } | undefined)?.engagement,
  };
  const defaults = {
    channel: 'PUSH',
    type: 'STANDARD',
    schedule: 'IMMEDIATE',
    messagesPerSecond: settings.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND,
    utmSource: 'push',
    utmMedium: 'push',
  };
  return (
    <UnsavedChangesScope>
      <Create redirect="show">
        <CampaignForm defaultValues={defaults}>
          <CampaignInputs channels={['PUSH']} />
        </CampaignForm>
      </Create>
    </UnsavedChangesScope>
  );
};
