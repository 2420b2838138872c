// Sales: selling entities (channels). SPEC.md sections 3 "Channel", 4 "Channel", 5 "Invoicing and sales", 9.
// Shared by the CMS (authority) and the console (comfort: the same checks before the server's).
import { VACANCY_OPTIONS } from './vacancy';
import { isValidIBAN } from 'ibantools';
import { checkVAT, countries as vatCountries } from 'jsvat';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from './profile';
import { rules, validateFields, type Rule, type RuleResult } from './validation';
import { PEPPOL_ID_RULES, peppolIdFailures } from './einvoice';
import { isValidCreditorId } from './sepa';

/** SPEC section 9: XBT, EUR, USD. */
export const CURRENCIES = ['EUR', 'USD', 'XBT'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';
/**
 * What the payment provider (Mollie) can collect. It takes many currencies, EUR and USD among them;
 * no bitcoin. A channel in XBT cannot switch payments through the provider on.
 */
export const PAYMENT_PROVIDER_CURRENCIES: readonly Currency[] = ['EUR', 'USD'];

export const INVOICE_SERIAL_PREFIX_MAX = 5;
export const INVOICE_SERIAL_LENGTH_MIN = 1;
export const INVOICE_SERIAL_LENGTH_MAX = 10;
export const INVOICE_SERIAL_LENGTH_DEFAULT = 5;
export const INVOICE_PAYMENT_TERM_MAX_DAYS = 365;

/** What a new channel has for fields left out (the schema's defaults; the server's rules and the console's form both use them). */
export const CHANNEL_DEFAULTS = {
  country: DEFAULT_COUNTRY,
  currency: DEFAULT_CURRENCY,
  invoiceSerialLength: INVOICE_SERIAL_LENGTH_DEFAULT,
  invoiceStartWithSerial: 1,
  invoiceContinuedSerial: true,
  invoiceDefaultTax: 21,
  invoiceDefaultPaymentTerm: 14,
  isDefault: false,
  paymentProviderEnabled: false,
  isActive: true,
};

/** Serial length caps the numbers: 3 digits give at most 999 (per year, or in total when the serial continues). */
export const serialCapacity = (length: number) => 10 ** Math.max(0, Math.floor(length)) - 1;

/**
 * Fields that no longer change once the channel has issued its first invoice: the numbering (or numbers
 * would repeat or skip), the currency (amounts of issued invoices are in it) and the legal identity
 * printed on them, including the country (it decides which postcode, VAT and KvK rules the identity
 * passed). Name, the rest of the address, contact, bank account, defaults, logo, colour and flags still
 * change: they only affect invoices issued afterwards, and issued ones keep their own copy.
 */
export const CHANNEL_FROZEN_FIELDS = [
  'invoiceSerialPrefix',
  'invoiceSerialLength',
  'invoiceStartWithSerial',
  'invoiceContinuedSerial',
  'currency',
  'company',
  'coc',
  'vat',
  'country',
] as const;

/** Set when the channel issues its first invoice (it freezes the fields above): refused in a request. */
export const CHANNEL_SERVER_OWNED = ['invoicingStartedAt'] as const;

const empty = (v: unknown) => v === undefined || v === null || v === '';
const fail = (code: string, params?: Record<string, string | number>): RuleResult => ({ code, params });

/** Spaces, dots and dashes out, upper case: "NL91 ABNA 0417.1643-00" → "NL91ABNA0417164300". */
export const compactCode = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s.-]/g, '').toUpperCase() : v);

/**
 * ISO 13616 by ibantools: the country's length and account format (its BBAN), and the mod 97 check digits.
 * Spaces, dots and dashes and lower case are allowed in the input.
 */
export function isValidIban(value: unknown): boolean {
  const iban = compactCode(value);
  return typeof iban === 'string' && isValidIBAN(iban);
}

/** Dutch Chamber of Commerce (KvK) number: 8 digits. */
export const isValidCoc = (value: unknown) =>
  typeof value === 'string' && /^[0-9]{8}$/.test(compactCode(value) as string);

/** The VAT numbers a customer or channel may have: EU member states (Greece as EL) and Northern Ireland (XI). */
const VAT_PREFIXES = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)/;

/**
 * A VAT number with its country's format and check digits, by jsvat: for NL both the old number (the
 * RSIN or BSN passing the eleven-test, "B01"-style suffix) and the sole traders' btw-identificatienummer
 * (mod 97 over the whole number), for the other member states each one's own checksum. Northern Ireland's
 * XI numbers follow the United Kingdom's rules.
 */
export function isValidVat(value: unknown): boolean {
  const vat = compactCode(value);
  if (typeof vat !== 'string' || !VAT_PREFIXES.test(vat)) return false;
  return checkVAT(vat.startsWith('XI') ? `GB${vat.slice(2)}` : vat, vatCountries).isValid;
}

const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;

export const salesRules = {
  iban: (v: unknown) => (empty(v) || isValidIban(v) ? null : fail('iban')),
  coc: (v: unknown) => (empty(v) || isValidCoc(v) ? null : fail('coc')),
  vat: (v: unknown) => (empty(v) || isValidVat(v) ? null : fail('vat')),
  color: (v: unknown) => (empty(v) || HEX_COLOR_RE.test(String(v)) ? null : fail('color')),
  /** Addresses one per line (or separated by commas), each a valid e-mail. */
  emails: (v: unknown) => {
    if (empty(v)) return null;
    const list = String(v)
      .split(/[\n,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = list.find((e) => rules.email(e));
    return bad ? fail('emails', { value: bad }) : null;
  },
  country: (v: unknown) => (empty(v) || COUNTRY_CODES.includes(String(v).toUpperCase()) ? null : fail('country')),
  /** The SEPA creditor identifier direct debits are collected under (EPC262-08 check digits). */
  creditorId: (v: unknown) => (empty(v) || isValidCreditorId(v) ? null : fail('creditorId')),
};

/**
 * Reminders: days relative to the due date ("-3,7,21": three days before, then a week and three weeks
 * after), at most REMINDER_STEPS_MAX, in increasing order. Empty: no reminders.
 */
export const REMINDER_STEPS_MAX = 6;
export const REMINDER_DAYS_RANGE = { min: -60, max: 365 } as const;
export const DEFAULT_REMINDER_DAYS = '-3,7,21';

export function reminderDays(value: unknown): number[] | null {
  if (value == null || String(value).trim() === '') return [];
  const parts = String(value)
    .split(',')
    .map((p) => p.trim());
  if (parts.length > REMINDER_STEPS_MAX || parts.some((p) => !/^[-+]?\d{1,3}$/.test(p))) return null;
  const days = parts.map(Number);
  const inRange = days.every((d) => d >= REMINDER_DAYS_RANGE.min && d <= REMINDER_DAYS_RANGE.max);
  const increasing = days.every((d, i) => i === 0 || d > days[i - 1]);
  return inRange && increasing ? days : null;
}

export const reminderDaysRule: Rule = (value) =>
  reminderDays(value)
    ? null
    : {
        code: 'reminderDays',
        params: { max: REMINDER_STEPS_MAX, min: REMINDER_DAYS_RANGE.min, maxDay: REMINDER_DAYS_RANGE.max },
      };

/** Field rules of a channel; the rules across fields are in channelFailures. */
export const CHANNEL_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(100)],
  company: [rules.required, rules.maxLength(200)],
  street: [rules.maxLength(200)],
  houseNumber: [rules.maxLength(10)],
  houseNumberSuffix: [rules.maxLength(10)],
  city: [rules.maxLength(100)],
  country: [salesRules.country],
  coc: [salesRules.coc],
  vat: [salesRules.vat],
  iban: [salesRules.iban],
  creditorId: [salesRules.creditorId],
  website: [rules.url],
  email: [rules.email],
  ...PEPPOL_ID_RULES,
  currency: [rules.required, rules.oneOf(CURRENCIES)],
  invoiceSerialPrefix: [rules.maxLength(INVOICE_SERIAL_PREFIX_MAX)],
  invoiceSerialLength: [
    rules.required,
    rules.integer,
    rules.minValue(INVOICE_SERIAL_LENGTH_MIN),
    rules.maxValue(INVOICE_SERIAL_LENGTH_MAX),
  ],
  invoiceStartWithSerial: [rules.required, rules.integer, rules.minValue(1)],
  invoiceDefaultTax: [rules.numeric, rules.minValue(0), rules.maxValue(100)],
  invoiceDefaultPaymentTerm: [rules.integer, rules.minValue(0), rules.maxValue(INVOICE_PAYMENT_TERM_MAX_DAYS)],
  invoiceColor: [salesRules.color],
  invoiceBcc: [salesRules.emails],
  invoiceReminderDays: [reminderDaysRule],
};

export type ChannelFailure = { path: string[]; code: string; params?: Record<string, string | number> };

/**
 * Every rule of a channel as it will be stored (the existing record merged with the change): the
 * field rules, the postcode for the country, the start serial within the capacity, and payments
 * through the provider only in a currency it collects.
 */
export function channelFailures(channel: Record<string, unknown>): ChannelFailure[] {
  const failures: ChannelFailure[] = validateFields(channel, CHANNEL_RULES);
  const failed = new Set(failures.map((f) => f.path[0]));
  if (!failed.has('peppolScheme') && !failed.has('peppolId')) failures.push(...peppolIdFailures(channel));
  const postcode = rules.postcode(channel.country || DEFAULT_COUNTRY)(channel.postcode);
  if (postcode) failures.push({ path: ['postcode'], ...postcode });
  if (!failed.has('invoiceSerialLength') && !failed.has('invoiceStartWithSerial')) {
    const capacity = serialCapacity(Number(channel.invoiceSerialLength));
    if (Number(channel.invoiceStartWithSerial) > capacity)
      failures.push({ path: ['invoiceStartWithSerial'], code: 'serialCapacity', params: { max: capacity } });
  }
  if (
    channel.paymentProviderEnabled === true &&
    !failed.has('currency') &&
    !PAYMENT_PROVIDER_CURRENCIES.includes(channel.currency as Currency)
  ) {
    failures.push({
      path: ['paymentProviderEnabled'],
      code: 'providerCurrency',
      params: { currency: String(channel.currency), currencies: PAYMENT_PROVIDER_CURRENCIES.join(', ') },
    });
  }
  if (channel.isDefault === true && channel.isActive === false)
    failures.push({ path: ['isActive'], code: 'defaultInactive' });
  return failures;
}

/** SPEC section 3 "Product". */
export const PRODUCT_TYPES = ['PRODUCT', 'VACANCY', 'SUBSCRIPTION', 'VACANCY_OPTION', 'TICKET'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const RECURRENCE_UNITS = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'] as const;
export const INVOICE_MODES = ['NONE', 'INVOICE', 'DRAFT'] as const;
/** Prices are whole cents; a product costs at most a million euros. */
export const PRICE_MAX_CENTS = 100_000_000;
export const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const PRODUCT_CATEGORY_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(100)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  description: [rules.maxLength(1000)],
};

export const PRODUCT_RULES: Record<string, Rule[]> = {
  type: [rules.required, rules.oneOf(PRODUCT_TYPES)],
  name: [rules.required, rules.maxLength(200)],
  description: [rules.maxLength(10_000)],
  price: [rules.required, rules.integer, rules.minValue(0), rules.maxValue(PRICE_MAX_CENTS)],
  taxPercentage: [rules.required, rules.numeric, rules.minValue(0), rules.maxValue(100)],
  minPurchase: [rules.integer, rules.minValue(1)],
  maxPurchase: [rules.integer, rules.minValue(1)],
  sku: [(v: unknown) => (empty(v) || SKU_RE.test(String(v)) ? null : fail('sku'))],
  recurrenceCount: [rules.integer, rules.minValue(1), rules.maxValue(1000)],
  recurrenceUnit: [rules.oneOf(RECURRENCE_UNITS)],
  invoiceMode: [rules.oneOf(INVOICE_MODES)],
  maxVacancies: [rules.integer, rules.minValue(0)],
  vacancyOption: [rules.oneOf(VACANCY_OPTIONS)],
  stock: [rules.integer, rules.minValue(0)],
  magazineId: [rules.maxLength(100)],
};

/**
 * Every rule of a product as it will be stored (existing record merged with the change). Relations
 * come as counts (`tagsBirthCount`), dates as ISO strings. Per type: a subscription needs its
 * recurrence, invoice mode and at least one access tag for new subscribers; a ticket needs a sale
 * window that ends after it begins, and a stock.
 */
export function productFailures(product: Record<string, unknown>): ChannelFailure[] {
  const failures: ChannelFailure[] = validateFields(product, PRODUCT_RULES);
  const failed = new Set(failures.map((f) => f.path[0]));
  const min = Number(product.minPurchase ?? 1);
  if (
    !failed.has('minPurchase') &&
    !failed.has('maxPurchase') &&
    !empty(product.maxPurchase) &&
    Number(product.maxPurchase) < min
  ) {
    failures.push({ path: ['maxPurchase'], code: 'minValue', params: { min } });
  }
  if (product.type === 'SUBSCRIPTION') {
    for (const field of ['recurrenceCount', 'recurrenceUnit', 'invoiceMode'])
      if (!failed.has(field) && empty(product[field])) failures.push({ path: [field], code: 'required' });
    if (!(Number(product.tagsBirthCount) > 0))
      failures.push({ path: ['tagsBirth'], code: 'atLeastOneTag', params: { min: 1 } });
  }
  if (product.type === 'TICKET') {
    for (const field of ['ticketSaleBeginsAt', 'ticketSaleEndsAt', 'stock'])
      if (!failed.has(field) && empty(product[field])) failures.push({ path: [field], code: 'required' });
    const begins = Date.parse(String(product.ticketSaleBeginsAt ?? ''));
    const ends = Date.parse(String(product.ticketSaleEndsAt ?? ''));
    if (!empty(product.ticketSaleBeginsAt) && Number.isNaN(begins))
      failures.push({ path: ['ticketSaleBeginsAt'], code: 'date' });
    if (!empty(product.ticketSaleEndsAt) && Number.isNaN(ends))
      failures.push({ path: ['ticketSaleEndsAt'], code: 'date' });
    if (!Number.isNaN(begins) && !Number.isNaN(ends) && ends <= begins)
      failures.push({ path: ['ticketSaleEndsAt'], code: 'saleWindow' });
  }
  return failures;
}

/** Price in cents as the console shows it: € 1.234,50 (nl) or €1,234.50 (en). */
export const formatCents = (cents: number, currency: string = DEFAULT_CURRENCY, locale = 'nl-NL') =>
  currency === 'XBT'
    ? `₿ ${(cents / 100).toLocaleString(locale, { minimumFractionDigits: 2 })}`
    : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
