import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_SALES_PERIOD } from '@newsroom/config';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGES } from '@/registry/resources';
import { formatMoney } from '@/components/money';
import { pickChannel, useRevenue } from '../sales/useRevenue';

/** This period's revenue of the default channel, with a way to the sales overview (users with the revenue permission). */
export const RevenueCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending } = useRevenue(DEFAULT_SALES_PERIOD);
  const channel = data ? pickChannel(data.channels) : undefined;
  return (
    <Card data-testid="revenue-widget">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.sales_dashboard.widget_title')}
        </Typography>
        {isPending && <LinearProgress sx={{ mt: 2 }} />}
        {data && !channel && (
          <Typography color="text.secondary">{translate('app.sales_dashboard.empty_title')}</Typography>
        )}
        {channel && (
          <>
            <Typography variant="h4" component="p" sx={{ mt: 1 }} data-testid="revenue-widget-total">
              {formatMoney(channel.total, channel.currency, locale)}
            </Typography>
            <Typography color="text.secondary">
              {translate('app.sales_dashboard.widget_text', {
                period: translate(`app.sales_dashboard.periods.${DEFAULT_SALES_PERIOD}`),
                channel: channel.name,
                orders: translate('app.sales_dashboard.widget_orders', { smart_count: channel.orders }),
              })}
            </Typography>
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={PAGES.salesOverview.route}>
          {translate('app.sales_dashboard.widget_link')}
        </Button>
      </CardActions>
    </Card>
  );
};
