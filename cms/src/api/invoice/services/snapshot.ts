/**
 * What an invoice keeps of its channel and customer when it is finalised (SPEC section 4 "Invoice"):
 * a copy of the fields the document prints, so later edits of either change nothing on it.
 */
import { POSTAL_ADDRESS_FIELDS } from '@newsroom/config';
import type { Row } from '../../../strapi-types';

const CHANNEL_SNAPSHOT = [
  'name',
  'company',
  ...POSTAL_ADDRESS_FIELDS,
  'coc',
  'vat',
  'iban',
  'website',
  'email',
  'currency',
  'invoiceColor',
  'peppolScheme',
  'peppolId',
];
const CUSTOMER_SNAPSHOT = [
  'name',
  'contact',
  'displayName',
  'email',
  'emailFinancial',
  'debtorId',
  'coc',
  'vatin',
  'vatinType',
  'iban',
  'bic',
  'ibanAscription',
  'peppolScheme',
  'peppolId',
];

const pick = (row: Row | null, fields: string[]) =>
  row ? Object.fromEntries(fields.map((f) => [f, row[f] ?? null])) : null;
const withoutId = ({ id: _id, ...rest }: Row) => rest;

/** The direct-debit mandate the UBL names (Peppol R061): the latest one not revoked, else the debtor id, else the customer's id. */
const mandateReferenceOf = (customer: Row) =>
  [...(customer.mandates ?? [])].reverse().find((m: Row) => m.reference && !m.revokedAt)?.reference ??
  (customer.debtorId || customer.documentId);

/** The snapshot of a draft read with its channel (and logo), customer (addresses, mandates) and addressee. */
export const invoiceSnapshot = (invoice: Row) => ({
  channel: { ...pick(invoice.channel, CHANNEL_SNAPSHOT), invoiceLogo: invoice.channel.invoiceLogo?.url ?? null },
  customer: {
    ...pick(invoice.customer, CUSTOMER_SNAPSHOT),
    addresses: (invoice.customer.addresses ?? []).map(withoutId),
    mandateReference: mandateReferenceOf(invoice.customer),
  },
  addressee: invoice.addressee ? withoutId(invoice.addressee) : null,
});
