import { customerDisplayName } from '@newsroom/config';
import { AutocompleteInput, DateInput, ReferenceInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';

const field = (name: string) => `resources.sales/invoices.fields.${name}`;

/** Search on number, reference and customer name (areas.ts), channel, customer and an invoice date range. */
export const invoiceFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
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
  <DateInput key="from" source="invoiceDate_gte" label="app.invoices.filters.from" />,
  <DateInput key="until" source="invoiceDate_lte" label="app.invoices.filters.until" />,
];
