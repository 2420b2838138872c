import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/components/charts/buckets';
import type { RevenueChannel } from '@/providers/orderApi';
import { formatMoney } from '@/components/money';

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography variant="overline" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="h5" component="p" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/** The channel's revenue and orders of the period, and its open orders now. */
export const RevenueFigures = ({ channel, locale }: { channel: RevenueChannel; locale: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={4} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
      <Figure
        label={translate('app.sales_dashboard.revenue')}
        value={formatMoney(channel.total, channel.currency, locale)}
        testId="revenue-total"
      />
      <Figure
        label={translate('app.sales_dashboard.orders')}
        value={formatNumber(channel.orders, locale)}
        testId="revenue-orders"
      />
      <Figure
        label={translate('app.sales_dashboard.open')}
        value={translate('app.sales_dashboard.open_value', {
          count: formatNumber(channel.open.count, locale),
          amount: formatMoney(channel.open.amount, channel.currency, locale),
        })}
        testId="revenue-open"
      />
    </Stack>
  );
};
