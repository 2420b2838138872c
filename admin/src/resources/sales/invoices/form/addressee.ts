import { ADDRESSEE_FIELDS } from '@newsroom/config';

// One list of an addressee's fields for the console and the CMS (config/src/customer.ts).
export { ADDRESSEE_FIELDS };

// Filled in by default, so on their own they are no address.
const DEFAULTED = ['country', 'salutation'];

type Values = Record<string, unknown>;
const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** Whether anything but the defaulted country and salutation was typed in the addressee. */
export const hasAddressee = (addressee: unknown) =>
  !!addressee &&
  typeof addressee === 'object' &&
  ADDRESSEE_FIELDS.some((f) => !DEFAULTED.includes(f) && filled((addressee as Values)[f]));

/** The addressee a customer gives: its default billing address (else its first), else just its name. */
export const addresseeOfCustomer = (customer: Values | undefined): Values | null => {
  if (!customer) return null;
  const addresses = (Array.isArray(customer.addresses) ? customer.addresses : []) as Values[];
  const address = addresses.find((a) => a?.defaultBilling) ?? addresses[0];
  if (address) return Object.fromEntries(ADDRESSEE_FIELDS.map((f) => [f, address[f] ?? (f === 'country' ? 'NL' : '')]));
  return {
    company: customer.name ?? '',
    firstName: '',
    lastName: customer.name ? '' : (customer.contact ?? ''),
    country: 'NL',
  };
};
