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
  'creditorId',
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

/**
 * The snapshot of a draft read with its channel (and logo), customer (addresses) and addressee. A
 * DIRECT_DEBIT invoice also keeps what it is collected under (issue #19): the customer's active mandate
 * (reference, signature date, the debited IBAN and BIC) and the channel's creditor identifier.
 */
export const invoiceSnapshot = (invoice: Row, mandate: Row | null = null) => ({
  channel: { ...pick(invoice.channel, CHANNEL_SNAPSHOT), invoiceLogo: invoice.channel.invoiceLogo?.url ?? null },
  customer: {
    ...pick(invoice.customer, CUSTOMER_SNAPSHOT),
    addresses: (invoice.customer.addresses ?? []).map(withoutId),
    mandateReference: mandate?.reference ?? null,
  },
  addressee: invoice.addressee ? withoutId(invoice.addressee) : null,
  directDebit:
    invoice.paymentMethod === 'DIRECT_DEBIT' && mandate
      ? {
          mandateId: mandate.id,
          mandateReference: mandate.reference,
          signatureDate: mandate.signatureDate,
          creditorId: invoice.channel.creditorId ?? null,
          iban: mandate.iban,
          bic: mandate.bic ?? null,
        }
      : null,
});
