import { DEFAULT_CURRENCY, formatCents } from '@newsroom/config';

/** Cents in the API, euros (or the currency's units) in an input: 1250 ↔ 12.5. */
export const centsToUnits = (cents: unknown) =>
  cents === null || cents === undefined || cents === '' ? '' : Number(cents) / 100;
export const unitsToCents = (units: unknown) =>
  units === null || units === undefined || units === '' ? null : Math.round(Number(units) * 100);

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
