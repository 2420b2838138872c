import { TRIGGER_CAMPAIGN_STATUSES } from '@newsroom/config';
import { useEffect } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  maxLength,
  ReferenceInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { subscribeToApiErrors } from '@/providers/errorBus';
import { CronInput } from './CronInput';
import { CAMPAIGN_REFUSALS, triggerRefusalText } from './triggerRefusals';

/** Only drafts can be triggered (the statuses the server takes). */
const DRAFTS = { status: [...TRIGGER_CAMPAIGN_STATUSES] };

/**
 * A save refused because of the chosen campaign (not ready to send, not a draft, already triggered) is said
 * on the campaign input, in words about the campaign; the toast says it too.
 */
const CampaignRefusal = () => {
  const { setError } = useFormContext();
  const translate = useTranslate();
  useEffect(
    () =>
      subscribeToApiErrors((error) => {
        if (!/\/api\/campaign-triggers(\/|\?|$)/.test(error.url) || error.method === 'GET') return;
        if (error.code && CAMPAIGN_REFUSALS.includes(error.code))
          setError('campaign', { type: 'server', message: triggerRefusalText(error, translate) });
      }),
    [setError, translate],
  );
  return null;
};

/** Name, the campaign it runs, the schedule with its live help, one-off and on/off (SPEC 3 "Triggers"). */
export const TriggerInputs = () => (
  <>
    <CampaignRefusal />
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    <ReferenceInput
      source="campaign"
      reference="mail/campaigns"
      filter={DRAFTS}
      sort={{ field: 'updatedAt', order: 'DESC' }}
    >
      <AutocompleteInput optionText="name" validate={required()} helperText="app.triggers.campaign_help" fullWidth />
    </ReferenceInput>
    <CronInput />
    <BooleanInput source="executeOnce" helperText="app.triggers.execute_once_help" />
    <BooleanInput source="active" helperText="app.triggers.active_help" />
  </>
);
