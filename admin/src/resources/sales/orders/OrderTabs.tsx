import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { hasStatusFilter, tabOf, TAB_STATUSES, type OrderTab } from './orderTabs';

/**
 * "Open" (pending, paid) and "Gesloten" (closed, cancelled, expired). A tab sets the list's status
 * filter; the status filter narrows it to one status of the tab, and clearing that returns to the tab.
 */
export const OrderTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const tab = tabOf(filterValues.status);
  const lastTab = useRef<OrderTab>(tab);
  const choose = (next: OrderTab) => setFilters({ ...filterValues, status: [...TAB_STATUSES[next]] }, displayedFilters);

  useEffect(() => {
    if (hasStatusFilter(filterValues.status)) lastTab.current = tab;
    else choose(lastTab.current);
    // Only a change of the status filter matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(filterValues.status)]);

  return (
    <Tabs
      value={tab}
      onChange={(_, next: OrderTab) => choose(next)}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="order-tabs"
    >
      <Tab value="open" label={translate('app.orders.tabs.open')} />
      <Tab value="closed" label={translate('app.orders.tabs.closed')} />
    </Tabs>
  );
};
