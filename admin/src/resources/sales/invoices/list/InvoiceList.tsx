import { List, useGetList, useListContext } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { BankCollectionActions } from './BankCollectionActions';
import { EmptyState } from '@/components/EmptyState';
import { InvoiceDataTable } from './InvoiceDataTable';
import { invoiceFilters } from './InvoiceFilters';
import { INVOICE_LIST_POPULATE } from '../invoiceRecord';
import { InvoiceTabs } from './InvoiceTabs';
import { tabFilter, tabOf, TAB_KEYS } from './invoiceTabs';
import { SerialUsageAlerts } from '../form/SerialUsageAlerts';

/**
 * Nothing in this tab. With no invoices at all: what invoices are and how to make one. Else what the
 * tab holds; with a search or filter on top of the tab, that loosening it may help.
 */
const NoInvoices = () => {
  const { filterValues } = useListContext();
  const any = useGetList('sales/invoices', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  if (any.total === 0)
    return <EmptyState titleKey="app.invoices.empty_title" textKey="app.invoices.empty_text" testId="invoices-empty" />;
  const tab = tabOf(filterValues);
  const filtered = Object.keys(filterValues).some((key) => !(TAB_KEYS as readonly string[]).includes(key));
  return (
    <EmptyState
      titleKey={`app.invoices.no_match.${tab}`}
      textKey={filtered ? 'app.invoices.no_match.filtered' : `app.invoices.no_match.${tab}_text`}
      testId="invoices-no-match"
    />
  );
};

/** /sales/invoices: pending, closed, draft and expired invoices with search, filters, sorting and pages; above them, channels running out of invoice numbers. */
export const InvoiceList = () => (
  <List
    filters={invoiceFilters}
    filterDefaultValues={tabFilter('pending')}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
    actions={
      <CreateActions>
        <BankCollectionActions />
      </CreateActions>
    }
    queryOptions={{ meta: { populate: INVOICE_LIST_POPULATE } }}
  >
    <SerialUsageAlerts />
    <InvoiceTabs />
    <InvoiceDataTable empty={<NoInvoices />} />
  </List>
);
