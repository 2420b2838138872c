import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useGetList,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { InvoiceDataTable } from '@/resources/sales/invoices/list/InvoiceDataTable';
import { INVOICE_LIST_POPULATE } from '@/resources/sales/invoices/invoiceRecord';
import { formatMoney } from '@/components/money';

/**
 * What the customer paid too much and has not had back yet (the invoices' `refundDue`), per currency:
 * channels may invoice in different currencies, so amounts are never added across them.
 */
export const CustomerOwedBack = ({ customerId }: { customerId: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useGetList('sales/invoices', {
    filter: { 'customer.documentId': customerId, refundDue_gt: 0 },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const owed = (data ?? []).filter((invoice) => Number(invoice.refundDue ?? 0) > 0);
  if (!owed.length) return null;
  const perCurrency = new Map<string, number>();
  for (const invoice of owed)
    perCurrency.set(
      String(invoice.currency ?? 'EUR'),
      (perCurrency.get(String(invoice.currency ?? 'EUR')) ?? 0) + Number(invoice.refundDue ?? 0),
    );
  const amount = [...perCurrency].map(([currency, cents]) => formatMoney(cents, currency, locale)).join(' + ');
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="customer-owed-back">
      {translate('app.customers.invoices.owed_back', { amount, smart_count: owed.length })}
    </Alert>
  );
};

/** The customer's invoices and credit notes (drafts too), newest first, with the columns of the invoice list. */
export const CustomerInvoicesTab = () => {
  const record = useRecordContext();
  const { canAccess, isPending } = useCanAccess({ resource: 'sales/invoices', action: 'list' });
  // Nothing while the access check runs: neither the list nor the "not allowed" notice flashes.
  if (!record || isPending) return null;
  if (!canAccess)
    return <EmptyState titleKey="app.customers.invoices.forbidden" testId="customer-invoices-forbidden" />;
  return (
    <Box sx={{ width: '100%' }} data-testid="customer-invoices">
      <CustomerOwedBack customerId={String(record.id)} />
      <ReferenceManyField
        reference="sales/invoices"
        target="customer.documentId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        queryOptions={{ meta: { populate: INVOICE_LIST_POPULATE } }}
      >
        <InvoiceDataTable
          empty={
            <EmptyState
              titleKey="app.customers.invoices.empty_title"
              textKey="app.customers.invoices.empty_text"
              testId="customer-invoices-empty"
            />
          }
        />
      </ReferenceManyField>
    </Box>
  );
};
