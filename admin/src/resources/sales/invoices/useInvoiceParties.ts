import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The channel chosen in the invoice form: its currency, default VAT and default payment term. */
export const useInvoiceChannel = () => {
  const channelId = useWatch({ name: 'channel' }) as string | undefined;
  const { data } = useGetOne('sales/channels', { id: channelId ?? '' }, { enabled: !!channelId });
  return channelId ? data : undefined;
};

/** The customer chosen in the invoice form, with its addresses (for the addressee) and IBAN and VAT number (for the rules). */
export const useInvoiceCustomer = () => {
  const customerId = useWatch({ name: 'customer' }) as string | undefined;
  const { data } = useGetOne('sales/customers', { id: customerId ?? '', meta: { populate: ['addresses'] } }, { enabled: !!customerId });
  return customerId ? data : undefined;
};
