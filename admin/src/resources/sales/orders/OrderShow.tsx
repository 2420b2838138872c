import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditButton, TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { InvoiceFromOrderButton } from '@/resources/sales/invoices/actions/InvoiceFromOrderButton';
import { formatMoney } from '../money';
import { OrderActions } from './OrderActions';
import { OrderDetails } from './OrderDetails';
import { OrderHistory } from './OrderHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderParties } from './OrderParties';
import { expandedOf, ORDER_POPULATE } from './orderRecord';
import { OrderStatusChip, OrderTypeLabel } from './OrderStatusChip';

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
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {/* "Bestelling 000042" is the page title in the shell already: once is enough. */}
            <OrderStatusChip status={record.status} size="medium" />
            <Typography color="text.secondary">
              <OrderTypeLabel type={record.type} />
              {expandedOf(record).channel?.name ? ` · ${String(expandedOf(record).channel?.name)}` : ''}
            </Typography>
          </Stack>
          <Typography variant="h5" component="p" data-testid="order-summary-total">
            {formatMoney(record.total, record.currency, locale)}
          </Typography>
        </Stack>
        <OrderActions />
      </CardContent>
    </Card>
  );
};

const Block = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
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
      <Block title="app.orders.section_lines">
        <OrderLinesTable />
      </Block>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block title="app.orders.section_customer">
            <OrderParties />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block title="app.orders.section_texts">
            <OrderDetails />
          </Block>
        </Grid>
      </Grid>
      <Block title="app.orders.history">
        <OrderHistory />
      </Block>
    </Stack>
  </Show>
);
