import { DEFAULT_MESSAGES_PER_SECOND, ENGAGEMENT_SETTINGS_DEFAULTS, type EngagementSettings } from '@newsroom/config';
import { Create } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { useSite } from '@/providers/SiteContext';
import { CampaignForm } from './CampaignForm';
import { CampaignInputs } from './CampaignInputs';

/** A new campaign starts from the engagement settings' sender and rate, sent at once and tagged as a newsletter. */
export const CampaignCreate = () => {
  const settings = {
    ...ENGAGEMENT_SETTINGS_DEFAULTS,
    ...(useSite().config as { engagement?: Partial<EngagementSettings> } | undefined)?.engagement,
  };
  const defaults = {
    channel: 'EMAIL',
    type: 'STANDARD',
    schedule: 'IMMEDIATE',
    fromName: settings.defaultFromName || '',
    fromEmail: settings.defaultFromEmail || '',
    messagesPerSecond: settings.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND,
    utmSource: 'newsletter',
    utmMedium: 'email',
  };
  return (
    <UnsavedChangesScope>
      <Create redirect="show">
        <CampaignForm defaultValues={defaults}>
          <CampaignInputs />
        </CampaignForm>
      </Create>
    </UnsavedChangesScope>
  );
};
