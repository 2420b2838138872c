import { formatNumber } from '@/components/charts/buckets';

/** A rate (0..1) as a percentage with one decimal in the user's language: "42,5%". */
export const formatRate = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { style: 'percent', maximumFractionDigits: 1 }).format(
    rate,
  );

export { formatNumber };

/** Seconds left as "1 u 05 m", "4 m 10 s", "12 s" (units from the catalog). */
export const formatDuration = (seconds: number, unit: (key: 'h' | 'm' | 's') => string) => {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h) return `${h} ${unit('h')} ${String(m).padStart(2, '0')} ${unit('m')}`;
  if (m) return `${m} ${unit('m')} ${String(rest).padStart(2, '0')} ${unit('s')}`;
  return `${rest} ${unit('s')}`;
};
