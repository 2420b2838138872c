import Box from '@mui/material/Box';
import { Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { EmptyState } from '../../../../components/EmptyState';
import { useAllowedActions } from '../../../../providers/useMe';
import { InvoiceDataTable } from '../../invoices/InvoiceDataTable';
import { INVOICE_LIST_POPULATE } from '../../invoices/invoiceRecord';

/** The customer's invoices and credit notes (drafts too), newest first, with the columns of the invoice list. */
export const CustomerInvoicesTab = () => {
  const record = useRecordContext();
  const allowed = useAllowedActions().includes('api::invoice.invoice.find');
  if (!record) return null;
  if (!allowed) return <EmptyState titleKey="app.customers.invoices.forbidden" testId="customer-invoices-forbidden" />;
  return (
    <Box sx={{ width: '100%' }} data-testid="customer-invoices">
      <ReferenceManyField
        reference="sales/invoices"
        target="customer.documentId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        queryOptions={{ meta: { populate: INVOICE_LIST_POPULATE } }}
      >
        <InvoiceDataTable empty={<EmptyState titleKey="app.customers.invoices.empty_title" textKey="app.customers.invoices.empty_text" testId="customer-invoices-empty" />} />
      </ReferenceManyField>
    </Box>
  );
};
