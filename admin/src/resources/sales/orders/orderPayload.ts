import { validationKey } from '@/providers/validationMessages';

// No status: a new order is PENDING; "paid" on the form is the pay action right after (useOrderSubmit).
const CREATE_FIELDS = [
  'currency',
  'channel',
  'type',
  'customer',
  'email',
  'reference',
  'notes',
  'customerComment',
  'paymentDueAt',
];
const LINE_FIELDS = ['product', 'quantity', 'unitPrice', 'taxPercentage', 'description'];
// Filled in by default, so on their own they are no address.
const DEFAULTED_ADDRESS_FIELDS = ['country', 'salutation'];

type Values = Record<string, unknown>;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
const pickFilled = (source: Values, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => !blank(source[f])).map((f) => [f, source[f]]));

/**
 * The create form's values as POST /api/orders takes them: empty fields left out (the server fills
 * in the product's price, tax and name, and the channel), the addressee only when something was typed
 * in it. Lines keep their positions, so the server's `lines.N.*` errors land on the right line.
 */
export const toOrderInput = (values: Values): Values => {
  const data: Values = pickFilled(values, CREATE_FIELDS);
  const address = pickFilled((values.addressee ?? {}) as Values, Object.keys((values.addressee ?? {}) as Values));
  if (Object.keys(address).some((f) => !DEFAULTED_ADDRESS_FIELDS.includes(f))) data.addressee = address;
  data.lines = ((values.lines ?? []) as Values[]).map((line) => pickFilled(line ?? {}, LINE_FIELDS));
  return data;
};

/** SPEC section 5: without a customer, the addressee's company or name makes a new one (the server's rule customerOrAddressee). */
export const customerOrAddressee = (value: unknown, all: Values) => {
  const addressee = (all?.addressee ?? {}) as Values;
  if (!blank(value) || !blank(addressee.company) || !blank(addressee.firstName) || !blank(addressee.lastName))
    return undefined;
  return { message: validationKey('customerOrAddressee'), args: { _: 'customerOrAddressee' } };
};

export const atLeastOneLine = (lines: unknown) =>
  Array.isArray(lines) && lines.length > 0
    ? undefined
    : { message: validationKey('atLeastOneLine'), args: { _: 'atLeastOneLine' } };
