import { ORDER_TYPES } from '@newsroom/config';
import { SelectInput, useListContext } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { channelAndCustomerFilters } from '../channelAndCustomerFilters';
import { tabOf, TAB_STATUSES } from './orderTabs';

/** The statuses of the current tab; the tab's whole set shows as "no status chosen". */
const StatusFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { filterValues } = useListContext();
  const choices = translatedChoices('app.orders.statuses', TAB_STATUSES[tabOf(filterValues.status)]);
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
  <SelectInput key="type" source="type" choices={translatedChoices('app.orders.types', ORDER_TYPES)} alwaysOn />,
  ...channelAndCustomerFilters('sales/orders'),
];
