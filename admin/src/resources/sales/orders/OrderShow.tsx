import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditButton, TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { InvoiceFromOrderButton } from '@/resources/sales/invoices/actions/InvoiceFromOrderButton';
import { formatMoney } from '@/components/money';
import { SectionCard, SectionRow, SummaryCard } from '../ShowCards';
import { OrderActions } from './OrderActions';
import { OrderDetails } from './OrderDetails';
import { OrderHistory } from './OrderHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderParties } from './OrderParties';
import { expandedOf, ORDER_POPULATE } from './orderRecord';
import { OrderStatusChip, OrderTypeLabel } from './OrderStatusChip';
import { OrderSubscriptions } from './OrderSubscriptions';

export const OrderTitle = ({
  titleKey = 'app.orders.title',
  testId = 'order-serial',
}: {
  titleKey?: string;
  testId?: string;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span data-testid={testId}>{translate(titleKey, { serial: record.serial ?? '' })}</span>;
};

const ShowActions = () => (
  <TopToolbar>
    <InvoiceFromOrderButton />
    <EditButton />
  </TopToolbar>
);

/** Number, status, type, channel and total at a glance, with what can be done next. */
const OrderSummary = () => {
  const record = useRecordContext();
  const locale = useLocale();
  if (!record) return null;
  return (
    <SummaryCard
      chips={
        <>
          {/* "Bestelling 000042" is the page title in the shell already: once is enough. */}
          <OrderStatusChip status={record.status} size="medium" />
          <Typography color="text.secondary">
            <OrderTypeLabel type={record.type} />
            {expandedOf(record).channel?.name ? ` · ${String(expandedOf(record).channel?.name)}` : ''}
          </Typography>
        </>
      }
      aside={
        <Typography variant="h5" component="p" data-testid="order-summary-total">
          {formatMoney(record.total, record.currency, locale)}
        </Typography>
      }
    >
      <OrderActions />
    </SummaryCard>
  );
};

/** /sales/orders/{documentId}/show: the order, its lines and totals, parties, details, history and actions. */
export const OrderShow = () => (
  <Show
    component="div"
    title={<OrderTitle />}
    actions={<ShowActions />}
    queryOptions={{ meta: { populate: ORDER_POPULATE } }}
  >
    <Stack spacing={2}>
      <OrderSummary />
      <SectionCard title="app.orders.section_lines">
        <OrderLinesTable />
      </SectionCard>
      <SectionRow
        sections={[
          { title: 'app.orders.section_customer', width: 6, content: <OrderParties /> },
          { title: 'app.orders.section_texts', width: 6, content: <OrderDetails /> },
        ]}
      />
      <OrderSubscriptions />
      <SectionCard title="app.orders.history">
        <OrderHistory />
      </SectionCard>
    </Stack>
  </Show>
);
