import { cronFailure, type CronFailure } from '@newsroom/config';
import { dateLocales, TIME_ZONE } from '@/components/formatDate';
import { validationKey } from '@/providers/validationMessages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The language describeCron speaks: the console's, Dutch unless English. */
export const cronLanguage = (locale: string): 'nl' | 'en' => (locale === 'en' ? 'en' : 'nl');

/** A run's moment in Europe/Amsterdam with its weekday: "maandag 30 november 2026 om 08:00". */
export const formatRunDate = (value: Date | string, locale: string): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocales(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
};

/**
 * Why an expression is not a schedule, in the user's language: the shared rule's text (the server's code on
 * the field `cron`, app.validation.codes) after the name of the field it is about ("Uur: ...").
 */
export const cronFailureText = (failure: CronFailure, translate: Translate): string => {
  const text = translate(validationKey(failure.code), { ...failure.params, _: failure.code });
  const field = failure.params?.field;
  return field ? `${translate(`app.triggers.cron_field.${field}`, { _: String(field) })}: ${text}` : text;
};

/** The input's rule: a blank field is `required`'s to report, anything else must be a schedule. */
export const cronRule = (translate: Translate) => (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const failure = cronFailure(value);
  return failure ? cronFailureText(failure, translate) : undefined;
};

/** The chips that fill the field (SPEC examples: a weekly letter, a daily one, working days, a monthly one). */
export const CRON_PRESETS = [
  { key: 'weekly_monday', cron: '0 8 * * 1' },
  { key: 'daily', cron: '0 7 * * *' },
  { key: 'weekdays', cron: '0 7 * * 1-5' },
  { key: 'monthly_first', cron: '30 6 1 * *' },
] as const;
