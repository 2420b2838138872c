import { AMSTERDAM_TIME_ZONE } from '@newsroom/config';

/** A calendar date ('2026-03-01', or the day of a timestamp) as the user reads it; '' when there is none. */
export const formatDay = (value: unknown, locale: string): string => {
  if (!value) return '';
  const text = String(value);
  // A bare date is a day, not a moment: show it as written, whatever the time zone.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00Z`) : new Date(text);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeZone: AMSTERDAM_TIME_ZONE,
  }).format(date);
};
