import { DataTable, TextInput, maxLength, required } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { marketingResource } from '../marketingResource';

const ZoneGroupInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    <TextInput source="description" validate={maxLength(500)} multiline minRows={2} fullWidth />
  </>
);

/** `/marketing/zone-groups`: zones placed together, so one bundle runs in all of them. */
export const zoneGroupsResource = marketingResource({
  texts: 'marketingZoneGroups',
  filters: [<ListSearchInput key="q" source="q" alwaysOn />],
  keyColumns: ['name', 'description'],
  Inputs: ZoneGroupInputs,
  columns: [<DataTable.Col key="name" source="name" />, <DataTable.Col key="description" source="description" />],
});
