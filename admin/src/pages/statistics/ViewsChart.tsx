import { BarChart } from '@/components/charts/BarChart';
import type { ContentReport } from '@newsroom/config';

interface ViewsChartProps {
  series: ContentReport['series'];
  bucket: ContentReport['bucket'];
  locale: string;
  /** Accessible name, e.g. "Weergaven per dag". */
  title: string;
  /** Accessible description, e.g. the total and the dates. */
  description: string;
  /** "12 weergaven" for a bar's tooltip. */
  viewsText: (views: number) => string;
}

/** Page views over time: the console's bar chart with one bar per hour, day or month. */
export const ViewsChart = ({ series, bucket, locale, title, description, viewsText }: ViewsChartProps) => (
  <BarChart
    points={series.map((point) => ({ start: point.start, value: point.views }))}
    bucket={bucket}
    locale={locale}
    title={title}
    description={description}
    valueText={viewsText}
    testId="views-chart"
  />
);
