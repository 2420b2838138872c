import { DataTable, DateField, List, useGetList, useListContext, useLocale } from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { formatMoney } from '@/components/money';
import { orderFilters } from './OrderFilters';
import { OrderStatusChip, OrderTypeLabel } from './OrderStatusChip';
import { OrderTabs } from './OrderTabs';
import { customerNameOf, expandedOf, ORDER_LIST_POPULATE } from './orderRecord';
import { tabFilter, tabOf } from './orderTabs';

const field = (name: string) => `resources.sales/orders.fields.${name}`;

/**
 * Nothing in this tab: with no orders at all, what orders are and how to make one; else which
 * orders the tab holds, so the user knows to look in the other one or loosen a filter.
 */
const NoOrders = () => {
  const { filterValues } = useListContext();
  const any = useGetList('sales/orders', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  if (any.total === 0)
    return <EmptyState titleKey="app.orders.empty_title" textKey="app.orders.empty_text" testId="orders-empty" />;
  return (
    <EmptyState
      titleKey={`app.orders.no_match_${tabOf(filterValues.status)}`}
      textKey="app.orders.no_match_text"
      testId="orders-no-match"
    />
  );
};

const Money = ({ record }: { record: Record<string, any> }) => {
  const locale = useLocale();
  return <>{formatMoney(record.total, record.currency, locale)}</>;
};

/** /sales/orders: open and closed orders, newest first, with search, filters, sorting and pages. */
export const OrderList = () => {
  const locale = useLocale();
  return (
    <List
      filters={orderFilters}
      filterDefaultValues={tabFilter('open')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<CreateActions />}
      queryOptions={{ meta: { populate: ORDER_LIST_POPULATE } }}
    >
      <OrderTabs />
      <ResponsiveDataTable
        keyColumns={['serial', 'status', 'customer.displayName', 'total']}
        rowClick="show"
        bulkActionButtons={false}
        empty={<NoOrders />}
      >
        <DataTable.Col source="serial" />
        {/* Sorted by the customer's company name; a customer without one shows its contact person. */}
        <DataTable.Col
          source="customer.displayName"
          label={field('customer')}
          render={(record) => customerNameOf(record)}
        />
        <DataTable.Col source="type" render={(record) => <OrderTypeLabel type={record.type} />} />
        <DataTable.Col source="status" render={(record) => <OrderStatusChip status={record.status} />} />
        <DataTable.Col
          source="channel"
          label={field('channel')}
          disableSort
          render={(record) => String(expandedOf(record).channel?.name ?? '')}
        />
        <DataTable.Col source="total" align="right" render={(record) => <Money record={record} />} />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};
