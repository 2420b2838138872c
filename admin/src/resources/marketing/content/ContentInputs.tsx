import {
  MARKETING_AUDIENCES,
  MARKETING_CAP_MAX_COUNT,
  MARKETING_CAP_MAX_DAYS,
  MARKETING_CONTENT_TYPES,
  MARKETING_DEVICES,
  POPUP_DEFAULT_CAP,
} from '@newsroom/config';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { TypeFields } from './TypeFields';

export const typeChoices = translatedChoices('app.marketingContent.types', MARKETING_CONTENT_TYPES);
export const audienceChoices = translatedChoices('app.marketingContent.audiences', MARKETING_AUDIENCES);
const deviceChoices = translatedChoices('app.marketingContent.devices', MARKETING_DEVICES);
const leadChoices = translatedChoices('app.marketingContent.lead_access', ['ALWAYS', 'HOURS']);

const Heading = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(text)}
    </Typography>
  );
};

/** A new popup starts with SPEC's example cap (once per 7 days) unless a cap was typed. */
const PopupCapDefault = () => {
  const { setValue, getValues } = useFormContext();
  const type = useWatch({ name: 'type' });
  useEffect(() => {
    if (type !== 'POPUP' || getValues('capCount') || getValues('capDays')) return;
    setValue('capCount', POPUP_DEFAULT_CAP.capCount, { shouldDirty: true });
    setValue('capDays', POPUP_DEFAULT_CAP.capDays, { shouldDirty: true });
  }, [type, getValues, setValue]);
  return null;
};

const AudienceDetails = () => {
  const audience = useWatch({ name: 'audience' });
  const leadAccess = useWatch({ name: 'leadAccess' });
  if (audience === 'TAG')
    return (
      <TextInput
        source="audienceTag"
        validate={[required(), maxLength(120)]}
        helperText="app.marketingContent.audience_tag_help"
      />
    );
  if (audience !== 'LEADS') return null;
  return (
    <>
      <SelectInput source="leadAccess" choices={leadChoices} />
      {leadAccess === 'HOURS' && <NumberInput source="leadAccessHours" validate={[required(), minValue(1)]} step={1} />}
    </>
  );
};

/** A marketing content: its type's own fields, schedule, targeting and frequency cap (docs/marketing.md). */
export const ContentInputs = ({ create }: { create: boolean }) => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    <SelectInput source="type" choices={typeChoices} validate={required()} />
    <BooleanInput source="active" helperText="app.marketingContent.active_help" />
    {create && <PopupCapDefault />}
    <TypeFields />
    <Heading text="app.marketingContent.schedule" />
    <ZonedDateTimeInput source="startsAt" helperText="app.marketingContent.starts_help" />
    <ZonedDateTimeInput source="endsAt" helperText="app.marketingContent.ends_help" />
    <Heading text="app.marketingContent.targeting" />
    <SelectInput source="audience" choices={audienceChoices} validate={required()} />
    <AudienceDetails />
    <TextArrayInput source="pages" helperText="app.marketingContent.pages_help" fullWidth />
    <TextArrayInput source="categories" helperText="app.marketingContent.categories_help" fullWidth />
    <CheckboxGroupInput source="devices" choices={deviceChoices} helperText="app.marketingContent.devices_help" />
    <Heading text="app.marketingContent.cap" />
    <NumberInput
      source="capCount"
      validate={[minValue(1), maxValue(MARKETING_CAP_MAX_COUNT)]}
      step={1}
      helperText="app.marketingContent.cap_help"
    />
    <NumberInput source="capDays" validate={[minValue(1), maxValue(MARKETING_CAP_MAX_DAYS)]} step={1} />
  </>
);
