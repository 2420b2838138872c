import { AMSTERDAM_TIME_ZONE } from '@newsroom/config';

/** Dates are stored in UTC and shown in Europe/Amsterdam (DESIGN). */
export const TIME_ZONE = AMSTERDAM_TIME_ZONE;

export const formatDateTime = (value: unknown, locale: string): string => {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
};

export const dateFieldOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE } as const;
export const dateLocales = (locale: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');
