import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { INVOICE_TABS, isTabFilter, tabOf, withTab, type InvoiceTab } from './invoiceTabs';

/**
 * Openstaand, Gesloten, Concepten and Verlopen. A tab sets the list's status filter (and for expired,
 * the due date before today); a filter that no tab would set (an old link, yesterday's "today") is put
 * right, so the list always matches the tab that is shown.
 */
export const InvoiceTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const tab = tabOf(filterValues);
  const choose = (next: InvoiceTab) => setFilters(withTab(filterValues, next), displayedFilters);

  useEffect(() => {
    if (!isTabFilter(filterValues)) choose(tab);
    // Only the tab's own filters matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterValues.status, filterValues.dueDate_lt]);

  return (
    <Tabs
      value={tab}
      onChange={(_, next: InvoiceTab) => choose(next)}
      variant="scrollable"
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="invoice-tabs"
    >
      {INVOICE_TABS.map((key) => (
        <Tab key={key} value={key} label={translate(`app.invoices.tabs.${key}`)} data-testid={`invoice-tab-${key}`} />
      ))}
    </Tabs>
  );
};
