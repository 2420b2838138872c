import { useEffect, useRef } from 'react';
import { useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ADDRESSEE_FIELDS, addresseeOfCustomer, hasAddressee } from './invoices/form/addressee';

type Values = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
/** Whether the addressee is still exactly what was filled in from a customer (the user has not typed in it). */
const sameAddressee = (current: unknown, filled: Values) =>
  ADDRESSEE_FIELDS.every((field) => text((current as Values | undefined)?.[field]) === text(filled[field]));

/**
 * The customer chosen in an order or invoice form fills the addressee with its billing address (else its name),
 * which stays editable. Choosing another customer replaces an addressee that was filled in this way, never one
 * the user typed or changed; the customer a saved record opened with leaves the record's own addressee alone.
 */
export const useAddresseeFromCustomer = () => {
  const { getValues, setValue } = useFormContext();
  const customerId = useWatch({ name: 'customer' }) as string | number | null | undefined;
  // The same query as the invoice form's customer look-up (useInvoiceParties): one request for both.
  const { data: customer } = useGetOne(
    'sales/customers',
    { id: customerId ?? '', meta: { populate: ['addresses'] } },
    { enabled: !!customerId, retry: false },
  );
  const openedWith = useRef(customerId);
  const handled = useRef<unknown>(customerId);
  const filled = useRef<Values | null>(null);

  useEffect(() => {
    if (!customerId || !customer || String(customer.id) !== String(customerId)) return;
    if (String(handled.current) === String(customerId)) return;
    handled.current = customerId;
    if (String(openedWith.current) === String(customerId) && !filled.current) return;
    const address = addresseeOfCustomer(customer);
    const current = getValues('addressee') as Values | undefined;
    const untouched = !hasAddressee(current) || (filled.current !== null && sameAddressee(current, filled.current));
    if (!address || !untouched) return;
    filled.current = address;
    setValue('addressee', { ...(current ?? {}), ...address }, { shouldDirty: true });
  }, [customer, customerId, getValues, setValue]);
};

/** For forms that have no component of their own to call the hook in. */
export const AddresseeFromCustomer = () => {
  useAddresseeFromCustomer();
  return null;
};
