import { scheduleState } from '@newsroom/config';
import Chip from '@mui/material/Chip';
import { DataTable, NullableBooleanInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { marketingResource } from '../marketingResource';
import { audienceChoices, ContentInputs, typeChoices } from './ContentInputs';
import { fieldsOfType } from './TypeFields';

const TypeText = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.type ? <>{translate(`app.marketingContent.types.${record.type}`)}</> : null;
};

/** Planned, running or ended by its schedule now; inactive content runs nowhere. */
export const StateChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const state =
    record.active === false ? 'INACTIVE' : scheduleState({ startsAt: record.startsAt, endsAt: record.endsAt });
  const color = state === 'RUNNING' ? 'success' : state === 'PLANNED' ? 'info' : 'default';
  return <Chip size="small" color={color} label={translate(`app.marketingContent.states.${state}`)} />;
};

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The current type's fields only; blanks become empty values the server reads as "none". */
const transform = (values: Record<string, unknown>) => ({
  ...values,
  fields: fieldsOfType(values.type, values.fields),
  startsAt: blankToNull(values.startsAt),
  endsAt: blankToNull(values.endsAt),
  capCount: blankToNull(values.capCount),
  capDays: blankToNull(values.capDays),
  leadAccessHours: blankToNull(values.leadAccessHours),
  audienceTag: values.audience === 'TAG' ? values.audienceTag : null,
});

/** `/marketing/content`: images, videos, web alerts, HTML, popups and newsletter sign-ups with their schedule. */
export const marketingContentResource = marketingResource({
  texts: 'marketingContent',
  filters: [
    <ListSearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
    <SelectInput key="audience" source="audience" choices={audienceChoices} />,
    <NullableBooleanInput key="active" source="active" />,
  ],
  keyColumns: ['name', 'type', 'state'],
  Inputs: ContentInputs,
  defaultValues: {
    active: true,
    audience: 'EVERYONE',
    type: 'IMAGE',
    fields: {},
    pages: [],
    categories: [],
    devices: [],
  },
  transform,
  columns: [
    <DataTable.Col key="name" source="name" />,
    <DataTable.Col key="type" source="type">
      <TypeText />
    </DataTable.Col>,
    <DataTable.Col key="state" source="state" label="app.marketingContent.state" disableSort>
      <StateChip />
    </DataTable.Col>,
    <BooleanColumn key="active" source="active" />,
    <DateTimeColumn key="startsAt" source="startsAt" />,
    <DateTimeColumn key="endsAt" source="endsAt" />,
  ],
});
