import { DEFAULT_CURRENCY, formatCents } from '@newsroom/config';

export const numberLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** An amount in cents as the console shows it, in the given currency: € 1.234,50. */
export const formatMoney = (cents: unknown, currency: string | null | undefined, locale: string) =>
  formatCents(Number(cents ?? 0), currency || DEFAULT_CURRENCY, numberLocale(locale));

/** Whole units for chart axes and bar labels, where cents are noise: € 1.235. */
export const formatMoneyRounded = (cents: number, currency: string | null | undefined, locale: string) => {
  const code = currency || DEFAULT_CURRENCY;
  const units = Math.round(cents / 100);
  if (code === 'XBT') return `₿ ${units.toLocaleString(numberLocale(locale))}`;
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'currency',
    currency: code,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(units);
};

/**
 * An amount in cents as it stands in a money input, in the user's locale without the currency sign:
 * nl 2495 → "24,95" and 123450 → "1234,50"; en "24.95". Empty for no amount.
 */
export const formatAmountInput = (cents: unknown, locale: string): string => {
  if (cents === null || cents === undefined || cents === '' || !Number.isFinite(Number(cents))) return '';
  const text = (Number(cents) / 100).toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
};

/**
 * What a person typed in a money input, in cents; null when empty, NaN when it is no amount.
 * Dutch: the comma is the decimal mark ("24,95", "1.234,50"); a dot is read as the decimal mark too when there
 * is no comma and at most two digits follow it ("24.95", as pasted from elsewhere), else it groups thousands
 * ("1.234" is 1234). English: the dot is the decimal mark and commas group thousands ("1,234.50").
 * Spaces and a currency sign are ignored; at most two decimals.
 */
export const parseAmountInput = (typed: unknown, locale: string): number | null => {
  const text = String(typed ?? '')
    .replace(/[\s\u00a0€$₿]|EUR|USD|XBT/gi, '')
    .trim();
  if (!text) return null;
  let normal: string;
  if (locale === 'en') normal = text.replace(/,(?=\d{3}(\D|$))/g, '');
  else if (text.includes(',')) normal = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  else normal = /^-?\d+\.\d{1,2}$/.test(text) ? text : text.replace(/\.(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(normal)) return Number.NaN;
  return Math.round(Number(normal) * 100);
};
