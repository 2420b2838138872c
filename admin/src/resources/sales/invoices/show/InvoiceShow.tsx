import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { Navigate } from 'react-router-dom';
import { OrderHistory } from '@/resources/sales/orders/OrderHistory';
import { OrderLinesTable } from '@/resources/sales/orders/OrderLinesTable';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceParties } from './InvoiceParties';
import { INVOICE_POPULATE, isCreditNote, isDraft } from '../invoiceRecord';
import { InvoiceRelations } from './InvoiceRelations';
import { InvoiceSummary } from './InvoiceSummary';
import { InvoiceTitle } from './InvoiceTitle';

const HISTORY_WORDS = {
  statuses: 'app.invoices.statuses',
  actions: 'app.invoices.history_actions',
  testId: 'invoice-history',
};

const Block = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** A final invoice or credit note, read-only; a draft opens in its form instead. */
const InvoicePage = () => {
  const record = useRecordContext();
  if (!record) return null;
  if (isDraft(record)) return <Navigate to={`/sales/invoices/${encodeURIComponent(String(record.id))}`} replace />;
  return (
    <Stack spacing={2}>
      <InvoiceSummary />
      <Block title="app.invoices.sections.lines">
        <OrderLinesTable columns="app.invoices.columns" negative={isCreditNote(record)} />
      </Block>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Block title="app.invoices.sections.parties">
            <InvoiceParties />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Block title="app.invoices.sections.details">
            <InvoiceDetails />
          </Block>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Block
            title={isCreditNote(record) ? 'app.invoices.sections.original' : 'app.invoices.sections.credit_notes'}
            testId="invoice-relations"
          >
            <InvoiceRelations />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Block title="app.orders.history">
            <OrderHistory words={HISTORY_WORDS} />
          </Block>
        </Grid>
      </Grid>
    </Stack>
  );
};

/** /sales/invoices/{documentId}/show. */
export const InvoiceShow = () => (
  <Show
    component="div"
    title={<InvoiceTitle />}
    actions={false}
    queryOptions={{ meta: { populate: INVOICE_POPULATE } }}
  >
    <InvoicePage />
  </Show>
);
