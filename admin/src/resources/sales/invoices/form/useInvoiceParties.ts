import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The channel chosen in the invoice form: its currency, default VAT and default payment term. */
export const useInvoiceChannel = () => {
  const channelId = useWatch({ name: 'channel' }) as string | undefined;
  const { data } = useGetOne('sales/channels', { id: channelId ?? '' }, { enabled: !!channelId });
  return channelId ? data : undefined;
};

const useCustomerQuery = () => {
  const customerId = useWatch({ name: 'customer' }) as string | undefined;
  // A failure is said in the form at once (the console never retries; its tests' default client would).
  const query = useGetOne(
    'sales/customers',
    { id: customerId ?? '', meta: { populate: ['addresses'] } },
    { enabled: !!customerId, retry: false },
  );
  return { customerId, ...query };
};

/** The customer chosen in the invoice form, with its addresses (for the addressee) and IBAN and VAT number (for the rules). */
export const useInvoiceCustomer = () => {
  const { customerId, data } = useCustomerQuery();
  return customerId ? data : undefined;
};

/** Whether reading the chosen customer failed (SPEC section 8: the invoice form says so). */
export const useInvoiceCustomerFailed = () => {
  const { customerId, isError } = useCustomerQuery();
  return !!customerId && isError;
};
