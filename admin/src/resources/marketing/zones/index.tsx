import { ZONE_KEY, ZONE_SIZE_MAX } from '@newsroom/config';
import {
  AutocompleteInput,
  DataTable,
  NumberInput,
  ReferenceInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useRecordContext,
} from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { relationFilters } from '@/components/lists/ReferenceFilter';
import { marketingResource } from '../marketingResource';

const size = [required(), minValue(1), maxValue(ZONE_SIZE_MAX)];

const ZoneInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    <TextInput
      source="key"
      validate={[required(), maxLength(64), regex(ZONE_KEY, 'app.validation.codes.slug')]}
      helperText="app.marketingZones.key_help"
      fullWidth
    />
    <NumberInput source="width" validate={size} step={1} helperText="app.marketingZones.pixels" />
    <NumberInput source="height" validate={size} step={1} helperText="app.marketingZones.pixels" />
    <ReferenceInput source="group" reference="marketing/zone-groups">
      <AutocompleteInput optionText="name" fullWidth />
    </ReferenceInput>
    <TextInput source="description" validate={maxLength(500)} multiline minRows={2} fullWidth />
  </>
);

const Size = () => {
  const record = useRecordContext();
  return record ? <>{`${record.width} × ${record.height}`}</> : null;
};

const GroupName = () => {
  const record = useRecordContext();
  return <>{(record?.expanded as { group?: { name?: string } } | undefined)?.group?.name ?? ''}</>;
};

/** `/marketing/zones`: the named placements of the websites, with their size and group. */
export const zonesResource = marketingResource({
  texts: 'marketingZones',
  filters: [
    <ListSearchInput key="q" source="q" alwaysOn />,
    ...relationFilters('resources.marketing/zones.fields', [
      { key: 'group', field: 'group', reference: 'marketing/zone-groups' },
    ]),
  ],
  keyColumns: ['name', 'key', 'width'],
  Inputs: ZoneInputs,
  columns: [
    <DataTable.Col key="name" source="name" />,
    <DataTable.Col key="key" source="key" />,
    <DataTable.Col key="width" source="width" label="app.marketingZones.size">
      <Size />
    </DataTable.Col>,
    <DataTable.Col key="group" source="group" disableSort>
      <GroupName />
    </DataTable.Col>,
  ],
});
