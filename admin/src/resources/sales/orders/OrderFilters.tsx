import { customerDisplayName, ORDER_TYPES } from '@newsroom/config';
import { AutocompleteInput, ReferenceInput, SelectInput, useListContext } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { tabOf, TAB_STATUSES } from './orderTabs';

const field = (name: string) => `resources.sales/orders.fields.${name}`;

/** The statuses of the current tab; the tab's whole set shows as "no status chosen". */
const StatusFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { filterValues } = useListContext();
  const choices = TAB_STATUSES[tabOf(filterValues.status)].map((id) => ({ id, name: `app.orders.statuses.${id}` }));
  return (
    <SelectInput
      source={source}
      choices={choices}
      format={(value: unknown) => (Array.isArray(value) ? '' : (value ?? ''))}
    />
  );
};

/** Search on number and reference (areas.ts), status within the tab, type, channel and customer. */
export const orderFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    choices={ORDER_TYPES.map((id) => ({ id, name: `app.orders.types.${id}` }))}
    alwaysOn
  />,
  <ReferenceInput key="channel" source="channel.documentId" reference="sales/channels" label={field('channel')}>
    <AutocompleteInput optionText="name" label={field('channel')} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="customer" source="customer.documentId" reference="sales/customers" label={field('customer')}>
    <AutocompleteInput
      optionText={(record) => customerDisplayName(record)}
      label={field('customer')}
      sx={{ minWidth: 260 }}
    />
  </ReferenceInput>,
];
