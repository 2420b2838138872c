// The bucket and number formatting moved to the shared chart (components/charts), also used by the sales dashboard.
export { bucketLabel, bucketName, formatNumber, labelEvery, niceMax } from '@/components/charts/buckets';

const tag = (locale: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');

export const formatShare = (views: number, total: number, locale: string): string =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    total > 0 ? views / total : 0,
  );
