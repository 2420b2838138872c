import { customerDisplayName, type OrderStatus } from '@newsroom/config';

/** Reading an order brings its parties along: the customer and channel (relations) and the addressee (component). */
export const ORDER_POPULATE = ['customer', 'channel', 'addressee'];
export const ORDER_LIST_POPULATE = ['customer', 'channel'];

export type OrderLine = {
  product?: string;
  productType?: string;
  sku?: string | null;
  description?: string;
  quantity: number;
  unitPrice: number;
  taxPercentage: number;
  amount: number;
};
export type HistoryEntry = {
  at: string;
  by?: { id: number | null; name: string };
  action: string;
  from?: string;
  to?: string;
  note?: string;
  amount?: number;
};
export type Addressee = Partial<
  Record<
    | 'salutation'
    | 'firstName'
    | 'lastName'
    | 'company'
    | 'street'
    | 'houseNumber'
    | 'houseNumberSuffix'
    | 'postcode'
    | 'city'
    | 'country',
    string | null
  >
>;

/** The populated relations the data provider keeps under `expanded` (the record itself holds documentIds). */
export const expandedOf = (record: Record<string, any> | undefined) =>
  (record?.expanded ?? {}) as { customer?: Record<string, unknown> | null; channel?: Record<string, unknown> | null };

export const customerNameOf = (record: Record<string, any> | undefined) => {
  const customer = expandedOf(record).customer;
  return customer
    ? (customer as { displayName?: string }).displayName ||
        customerDisplayName(customer as { name?: string; contact?: string })
    : '';
};

export const statusOf = (record: Record<string, any> | undefined) => record?.status as OrderStatus | undefined;
