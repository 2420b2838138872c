import Typography from '@mui/material/Typography';
import {
  AUTOMATION_EVENTS,
  AUTOMATION_EVENT_TARGET,
  AUTOMATION_MAX_DELAY_MINUTES,
  type AutomationEvent,
} from '@newsroom/config';
import { useEffect } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { subscribeToApiErrors } from '@/providers/errorBus';
import { automationRefusalText, CAMPAIGN_REFUSALS, delayText } from './automationText';

/** Only drafts can be sent by an automation (the statuses the server takes). */
const DRAFTS = { status: ['OPEN', 'PENDING_NEXT_RUN'] };

export const eventChoices = AUTOMATION_EVENTS.map((id) => ({ id, name: `app.automations.events.${id}` }));

/** A save refused because of the chosen campaign is said on the campaign input, in words about the campaign. */
const CampaignRefusal = () => {
  const { setError } = useFormContext();
  const translate = useTranslate();
  useEffect(
    () =>
      subscribeToApiErrors((error) => {
        if (!/\/api\/campaign-automations(\/|\?|$)/.test(error.url) || error.method === 'GET') return;
        if (error.code && CAMPAIGN_REFUSALS.includes(error.code))
          setError('campaign', { type: 'server', message: automationRefusalText(error, translate) });
      }),
    [setError, translate],
  );
  return null;
};

/** The list (LIST_SUBSCRIBED) or tag (TAG_ADDED) the event listens to; nothing for the other events. */
const TargetInput = () => {
  const event = useWatch({ name: 'event' }) as AutomationEvent | undefined;
  const needs = event ? AUTOMATION_EVENT_TARGET[event] : undefined;
  if (needs === 'list')
    return (
      <ReferenceInput source="list" reference="mail/lists" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={required()} helperText="app.automations.list_help" fullWidth />
      </ReferenceInput>
    );
  if (needs === 'tag')
    return (
      <ReferenceInput source="tag" reference="profile-tags" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" validate={required()} helperText="app.automations.tag_help" fullWidth />
      </ReferenceInput>
    );
  return null;
};

/** The delay as the user will read it in the list ("2 uur later"), under the number. */
const DelayWords = () => {
  const translate = useTranslate();
  const minutes = useWatch({ name: 'delayMinutes' });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }} data-testid="automation-delay-words">
      {delayText(minutes, translate)}
    </Typography>
  );
};

/** Started and sent so far (edit only; the server keeps them). */
const Counters = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.id) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }} data-testid="automation-counters">
      {translate('resources.mail/triggers/automations.fields.firedCount')}: {Number(record.firedCount ?? 0)} ·{' '}
      {translate('resources.mail/triggers/automations.fields.sentCount')}: {Number(record.sentCount ?? 0)}
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {translate('app.automations.counters_help')}
      </Typography>
    </Typography>
  );
};

/** Name, event (with its list or tag), delay, the campaign it sends and on/off. */
export const AutomationInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <CampaignRefusal />
      <Counters />
      <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
      <SelectInput
        source="event"
        choices={eventChoices}
        validate={required()}
        helperText="app.automations.event_help"
        fullWidth
      />
      <TargetInput />
      <NumberInput
        source="delayMinutes"
        min={0}
        max={AUTOMATION_MAX_DELAY_MINUTES}
        step={1}
        validate={[minValue(0), maxValue(AUTOMATION_MAX_DELAY_MINUTES)]}
        helperText={translate('app.automations.delay_help', { max: AUTOMATION_MAX_DELAY_MINUTES })}
      />
      <DelayWords />
      <ReferenceInput
        source="campaign"
        reference="mail/campaigns"
        filter={DRAFTS}
        sort={{ field: 'updatedAt', order: 'DESC' }}
      >
        <AutocompleteInput
          optionText="name"
          validate={required()}
          helperText="app.automations.campaign_help"
          fullWidth
        />
      </ReferenceInput>
      <BooleanInput source="active" helperText="app.automations.active_help" />
    </>
  );
};
