import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SALES_PERIOD, SALES_PERIODS, type SalesPeriod } from '@newsroom/config';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { BarChart } from '@/components/charts/BarChart';
import { bucketName } from '@/components/charts/buckets';
import { ReportPeriodBar } from '@/components/charts/ReportPeriodBar';
import { EmptyState } from '@/components/EmptyState';
import { HeadingWithText } from '@/components/HeadingWithText';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import { resourceEntry } from '@/registry/resources';
import { useAllowedActions } from '@/providers/useMe';
import { formatMoney, formatMoneyRounded } from '@/components/money';
import { ChannelRevenueTable } from './ChannelRevenueTable';
import { OpenOrdersCard } from './OpenOrdersCard';
import { RevenueFigures } from './RevenueFigures';
import { pickChannel, useRevenue } from './useRevenue';

/** Every sales period, as buttons that wrap on a narrow screen; one row with the channel choice from md on. */
const PERIOD_BAR = {
  periods: Object.keys(SALES_PERIODS) as SalesPeriod[],
  catalog: 'app.sales_dashboard',
  rowFrom: 'md',
  wrap: true,
} as const;

/**
 * /sales and /sales/overview: revenue per channel over a period (1 week to 1 year, Amsterdam days,
 * weeks or months), each channel in its own currency, with its open orders.
 */
export const SalesDashboardPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const allowed = useAllowedActions();
  const [period, setPeriod] = useState<SalesPeriod>(DEFAULT_SALES_PERIOD);
  const [chosen, setChosen] = useState<string | null>(null);
  const revenue = useRevenue(period);
  const report = revenue.data;
  const channel = report ? pickChannel(report.channels, chosen) : undefined;
  const canListOrders = allowed.includes(resourceEntry('sales/orders')!.permission);
  const money = (cents: number) => formatMoney(cents, channel?.currency, locale);

  return (
    <>
      <PageTitle titleKey="app.sales_dashboard.title" />
      <ReportPeriodBar {...PERIOD_BAR} value={period} onChange={setPeriod}>
        {report && report.channels.length > 0 && (
          <TextField
            select
            size="small"
            label={translate('app.sales_dashboard.channel')}
            value={channel?.documentId ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 240 }}
            data-testid="channel-select"
          >
            {report.channels.map((c) => (
              <MenuItem key={c.documentId} value={c.documentId}>
                {c.isDefault ? translate('app.sales_dashboard.default_channel', { name: c.name }) : c.name} ·{' '}
                {c.currency}
              </MenuItem>
            ))}
          </TextField>
        )}
      </ReportPeriodBar>

      {revenue.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {revenue.isError && (
        <LoadErrorAlert
          textKey="app.sales_dashboard.error"
          retryKey="app.sales_dashboard.retry"
          onRetry={() => void revenue.refetch()}
          testId="revenue-error"
        />
      )}
      {report && !channel && (
        <Card>
          <EmptyState
            titleKey="app.sales_dashboard.empty_title"
            textKey="app.sales_dashboard.empty_text"
            testId="revenue-empty"
          />
        </Card>
      )}
      {report && channel && (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <RevenueFigures channel={channel} locale={locale} />
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.sales_dashboard.revenue_help')} · {translate('app.sales_dashboard.time_zone')}
              </Typography>
              <BarChart
                points={report.starts.map((start, i) => ({ start, value: channel.series[i] ?? 0 }))}
                bucket={report.bucket}
                locale={locale}
                title={`${translate(`app.sales_dashboard.chart_title.${report.bucket}`)} (${channel.name})`}
                description={translate('app.sales_dashboard.chart_desc', {
                  amount: money(channel.total),
                  from: bucketName(report.starts[0], report.bucket, locale),
                  to: bucketName(report.starts[report.starts.length - 1], report.bucket, locale),
                })}
                valueText={money}
                axisText={(cents) => formatMoneyRounded(cents, channel.currency, locale)}
                testId="revenue-chart"
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <HeadingWithText
                titleKey="app.sales_dashboard.channels_title"
                textKey="app.sales_dashboard.channels_help"
              />
              <ChannelRevenueTable
                channels={report.channels}
                selected={channel.documentId}
                locale={locale}
                onSelect={setChosen}
              />
            </CardContent>
          </Card>
          {canListOrders && <OpenOrdersCard channel={channel} />}
        </Stack>
      )}
    </>
  );
};
