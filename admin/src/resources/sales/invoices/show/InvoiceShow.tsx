import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { Navigate } from 'react-router-dom';
import { OrderHistory } from '@/resources/sales/orders/OrderHistory';
import { OrderLinesTable } from '@/resources/sales/orders/OrderLinesTable';
import { SectionCard, SectionRow } from '@/resources/sales/ShowCards';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceDirectDebits } from './InvoiceDirectDebits';
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

/** A final invoice or credit note, read-only; a draft opens in its form instead. */
const InvoicePage = () => {
  const record = useRecordContext();
  if (!record) return null;
  if (isDraft(record)) return <Navigate to={`/sales/invoices/${encodeURIComponent(String(record.id))}`} replace />;
  return (
    <Stack spacing={2}>
      <InvoiceSummary />
      <InvoiceDirectDebits invoice={record} />
      <SectionCard title="app.invoices.sections.lines">
        <OrderLinesTable columns="app.invoices.columns" negative={isCreditNote(record)} />
      </SectionCard>
      <SectionRow
        sections={[
          { title: 'app.invoices.sections.parties', width: 7, content: <InvoiceParties /> },
          { title: 'app.invoices.sections.details', width: 5, content: <InvoiceDetails /> },
        ]}
      />
      <SectionRow
        sections={[
          {
            title: isCreditNote(record) ? 'app.invoices.sections.original' : 'app.invoices.sections.credit_notes',
            width: 5,
            testId: 'invoice-relations',
            content: <InvoiceRelations />,
          },
          { title: 'app.orders.history', width: 7, content: <OrderHistory words={HISTORY_WORDS} /> },
        ]}
      />
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
