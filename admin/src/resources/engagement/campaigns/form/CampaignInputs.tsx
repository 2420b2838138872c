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

/** Name, audience and message, sender, schedule, rate and UTM tracking (SPEC 3 "Campaign"). */
export const CampaignInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    <Section titleKey="app.campaigns.form.audience" />
    <ReferenceByName source="segment" reference="mail/segments" />
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
