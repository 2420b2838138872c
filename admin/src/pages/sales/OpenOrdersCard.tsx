import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/components/formatDate';
import type { RevenueChannel } from '@/providers/orderApi';
import { formatMoney } from '@/components/money';
import { customerNameOf } from '@/resources/sales/orders/orderRecord';
import { OrderStatusChip } from '@/resources/sales/orders/OrderStatusChip';
import { tabFilter } from '@/resources/sales/orders/orderTabs';

const SHOWN = 5;

/** The list's URL with the open tab and this channel's filter (shown in the filter bar). */
export const openOrdersLink = (channel: string) =>
  `/sales/orders?filter=${encodeURIComponent(JSON.stringify(tabFilter('open', { channel: { documentId: channel } })))}&displayedFilters=${encodeURIComponent(JSON.stringify({ 'channel.documentId': true }))}`;

/** The newest open orders (pending or paid) of the channel, and a link to all of them in the orders list. */
export const OpenOrdersCard = ({ channel }: { channel: RevenueChannel }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending } = useGetList('sales/orders', {
    filter: tabFilter('open', { channel: { documentId: channel.documentId } }),
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
    meta: { populate: ['customer'] },
  });
  return (
    <Card data-testid="open-orders">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.sales_dashboard.open_orders_title')} · {channel.name}
        </Typography>
        {isPending && <LinearProgress sx={{ mt: 2 }} />}
        {!isPending && !data?.length && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.sales_dashboard.open_orders_none')}
          </Typography>
        )}
        <List dense>
          {(data ?? []).map((order) => (
            <ListItemButton
              key={order.id}
              component={Link}
              to={`/sales/orders/${encodeURIComponent(String(order.id))}/show`}
              data-testid="open-order"
            >
              <ListItemText
                primary={`${order.serial} · ${customerNameOf(order)}`}
                secondary={`${formatMoney(order.total, order.currency, locale)} · ${formatDateTime(order.createdAt, locale)}`}
              />
              <OrderStatusChip status={order.status} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button component={Link} to={openOrdersLink(channel.documentId)}>
          {translate('app.sales_dashboard.all_open_orders')}
        </Button>
      </CardActions>
    </Card>
  );
};
