import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DEFAULT_CURRENCY, formatCents } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/components/formatDate';
import { ApiError } from '@/providers/apiError';
import type { CustomerOrder } from '@/providers/customerApi';
import { useApi } from '@/providers/useMe';
import { formatDay } from './formatDay';
import { ScrollTable } from '@/components/ScrollTable';

type Column = 'serial' | 'type' | 'product' | 'status' | 'total' | 'createdAt' | SubscriptionDate;
type SubscriptionDate = 'startDate' | 'endDate' | 'nextPaymentDate';
const ORDER_COLUMNS: Column[] = ['serial', 'type', 'product', 'status', 'total', 'createdAt'];
const SUBSCRIPTION_DATES: SubscriptionDate[] = ['startDate', 'endDate', 'nextPaymentDate'];

/** A subscription's dates may sit on the order or on a subscription part; the order API does not give them yet. */
const dateOf = (order: CustomerOrder, field: string) =>
  (order[field] ?? (order.subscription as Record<string, unknown> | undefined)?.[field]) as string | undefined;

/** Subscriptions show their dates when the orders carry any; the type column says nothing there. */
const columnsOf = (orders: CustomerOrder[], subscriptions: boolean): Column[] => {
  if (!subscriptions) return ORDER_COLUMNS;
  const dates = SUBSCRIPTION_DATES.filter((field) => orders.some((order) => dateOf(order, field)));
  return ['serial', 'product', 'status', ...dates, 'total', 'createdAt'];
};

const productsOf = (order: CustomerOrder) =>
  (Array.isArray(order.lines) ? (order.lines as Array<{ description?: string }>) : [])
    .map((line) => line.description)
    .filter(Boolean)
    .join(', ');

/** Why the list is not there: the order API missing (404), no permission (403), or something else. */
const FailureNotice = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const status = error instanceof ApiError ? error.status : 0;
  const key = status === 404 ? 'unavailable' : status === 403 || status === 401 ? 'forbidden' : 'failed';
  return (
    <Alert severity={key === 'failed' ? 'error' : 'info'} data-testid="customer-orders-failed">
      {translate(`app.customers.orders.${key}`, { error: error instanceof Error ? error.message : String(error) })}
    </Alert>
  );
};

/**
 * The customer's orders, read-only, newest first; with `type="SUBSCRIPTION"` its subscriptions (orders
 * of that type) with their dates. Each links to the order's own screen.
 */
export const CustomerOrdersTab = ({ type }: { type?: 'SUBSCRIPTION' }) => {
  const record = useRecordContext();
  const customerId = String(record?.id ?? '');
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const orders = useQuery({
    queryKey: ['customer-orders', customerId, type ?? 'all'],
    queryFn: async () => (await api.customerOrders(customerId, { type })).data,
    enabled: !!customerId,
    // The tab explains a failure in place; asking again would only delay that (e.g. no order API yet).
    retry: false,
  });
  const columns = columnsOf(orders.data ?? [], !!type);
  const empty = type ? 'subscriptions' : 'orders';

  const cell = (order: CustomerOrder, column: Column) => {
    if (column === 'serial')
      return (
        <Link
          component={RouterLink}
          to={`/sales/orders/${encodeURIComponent(order.documentId)}/show`}
          aria-label={`${translate('app.customers.orders.open')} ${order.serial ?? ''}`}
        >
          {order.serial || order.documentId}
        </Link>
      );
    if (column === 'product') return productsOf(order);
    if (column === 'type') return translate(`app.customers.orders.types.${order.type}`, { _: order.type ?? '' });
    if (column === 'status')
      return translate(`app.customers.orders.statuses.${order.status}`, { _: order.status ?? '' });
    if (column === 'total')
      return typeof order.total === 'number'
        ? formatCents(order.total, order.currency ?? DEFAULT_CURRENCY, locale === 'en' ? 'en-GB' : 'nl-NL')
        : '';
    if (column === 'createdAt') return formatDateTime(order.createdAt, locale);
    return formatDay(dateOf(order, column), locale);
  };

  return (
    <Box sx={{ width: '100%' }} data-testid={type ? 'customer-subscriptions' : 'customer-orders'}>
      {orders.isPending && customerId && <LinearProgress />}
      {orders.isError && <FailureNotice error={orders.error} />}
      {orders.data?.length === 0 && (
        <EmptyState
          titleKey={`app.customers.${empty}.empty_title`}
          textKey={`app.customers.${empty}.empty_text`}
          testId={`${empty}-empty`}
        />
      )}
      {!!orders.data?.length && (
        <ScrollTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`app.customers.orders.fields.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.map((order) => (
                <TableRow key={order.documentId}>
                  {columns.map((column) => (
                    <TableCell key={column}>{cell(order, column)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
};
