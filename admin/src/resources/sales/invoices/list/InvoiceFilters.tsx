import { DateInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { channelAndCustomerFilters } from '../../channelAndCustomerFilters';

/** Search on number, reference and customer name (areas.ts), channel, customer and an invoice date range. */
export const invoiceFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  ...channelAndCustomerFilters('sales/invoices'),
  <DateInput key="from" source="invoiceDate_gte" label="app.invoices.filters.from" />,
  <DateInput key="until" source="invoiceDate_lte" label="app.invoices.filters.until" />,
];
