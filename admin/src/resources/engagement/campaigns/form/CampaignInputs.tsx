import Typography from '@mui/material/Typography';
import { DEFAULT_MESSAGES_PER_SECOND, MAX_MESSAGES_PER_SECOND } from '@newsroom/config';
import {
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  TextInput,
  email,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ReferenceByName } from '@/components/ReferenceByNameInputs';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { AbInputs } from './AbInputs';
import { SmsInputs } from './SmsInputs';
import { PushInputs } from './PushInputs';

const CHANNELS = ['EMAIL', 'SMS', 'PUSH'].map((id) => ({ id, name: `app.campaigns.channel.${id}` }));
const TYPES = ['STANDARD', 'AB'].map((id) => ({ id, name: `app.campaigns.type.${id}` }));

const SCHEDULES = [
  { id: 'IMMEDIATE', name: 'app.campaigns.schedule.IMMEDIATE' },
  { id: 'SCHEDULED', name: 'app.campaigns.schedule.SCHEDULED' },
];

const Section = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(titleKey)}
    </Typography>
  );
};

/** The date and time only when the campaign is scheduled. */
const ScheduleInputs = () => {
  const schedule = useWatch({ name: 'schedule' });
  return (
    <>
      <RadioButtonGroupInput source="schedule" choices={SCHEDULES} validate={required()} />
      {schedule === 'SCHEDULED' && <ZonedDateTimeInput source="scheduledAt" validate={required()} />}
    </>
  );
};

/** The e-mail message: template, sender and subject. */
const EmailInputs = () => (
  <>
    <ReferenceByName source="template" reference="mail/emailtemplates" />
    <Section titleKey="app.campaigns.form.sender" />
    <TextInput source="fromName" validate={maxLength(120)} fullWidth />
    <TextInput
      source="fromEmail"
      validate={[email(), maxLength(255)]}
      helperText="app.campaigns.form.from_help"
      fullWidth
    />
    <TextInput source="subject" validate={maxLength(255)} helperText="app.campaigns.form.subject_help" fullWidth />
  </>
);

/** Standard or A/B test: A/B tests are for e-mail. */
const TypeInput = () => {
  const channel = useWatch({ name: 'channel' }) ?? 'EMAIL';
  return channel === 'EMAIL' ? <RadioButtonGroupInput source="type" choices={TYPES} validate={required()} /> : null;
};

const AbTestInputs = () => {
  const channel = useWatch({ name: 'channel' }) ?? 'EMAIL';
  const type = useWatch({ name: 'type' });
  return channel === 'EMAIL' && type === 'AB' ? <AbInputs /> : null;
};

/** The message's inputs for the chosen channel. */
const MessageInputs = () => {
  const channel = useWatch({ name: 'channel' }) ?? 'EMAIL';
  // Each channel's inputs (channel-specific components are added here).
  if (channel === 'EMAIL') return <EmailInputs />;
  if (channel === 'SMS') return <SmsInputs />;
  if (channel === 'PUSH') return <PushInputs />;
  return null;
};

/** Name, channel, audience and message, sender, schedule, rate and UTM tracking (SPEC 3 "Campaign"). */
export const CampaignInputs = ({ channels = ['EMAIL', 'SMS'] }: { channels?: string[] }) => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    {channels.length > 1 && (
      <RadioButtonGroupInput
        source="channel"
        choices={CHANNELS.filter((c) => channels.includes(c.id))}
        validate={required()}
      />
    )}
    <TypeInput />
    <Section titleKey="app.campaigns.form.audience" />
    <ReferenceByName source="segment" reference="mail/segments" />
    <MessageInputs />
    <AbTestInputs />
    <Section titleKey="app.campaigns.form.sending" />
    <ScheduleInputs />
    <NumberInput
      source="messagesPerSecond"
      min={1}
      max={MAX_MESSAGES_PER_SECOND}
      validate={[minValue(1), maxValue(MAX_MESSAGES_PER_SECOND)]}
      helperText="app.campaigns.form.rate_help"
      placeholder={String(DEFAULT_MESSAGES_PER_SECOND)}
    />
    <Section titleKey="app.campaigns.form.tracking" />
    <TextInput source="utmSource" validate={maxLength(100)} />
    <TextInput source="utmMedium" validate={maxLength(100)} />
    <TextInput source="utmContent" validate={maxLength(100)} />
  </>
);
