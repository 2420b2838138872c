import { customerDisplayName } from '@newsroom/config';
import { relationFilters } from '@/components/lists/ReferenceFilter';

/** The channel and customer filters of the order and invoice lists, labelled with the list's own field names. */
export const channelAndCustomerFilters = (resource: 'sales/orders' | 'sales/invoices') =>
  relationFilters(`resources.${resource}.fields`, [
    { key: 'channel', field: 'channel', reference: 'sales/channels', sx: { minWidth: 220 } },
    {
      key: 'customer',
      field: 'customer',
      reference: 'sales/customers',
      optionText: (record) => customerDisplayName(record),
      sx: { minWidth: 260 },
    },
  ]);
