import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CampaignStatusGroup } from '@newsroom/config';
import { useEffect, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { CAMPAIGN_TABS, hasStatusFilter, tabOf, withTab } from './campaignTabs';

/**
 * Concepten, Gepland, Bezig and Verzonden. A tab sets the list's status filter; the status filter narrows it to
 * one status of the tab, and clearing that returns to the tab.
 */
export const CampaignTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const tab = tabOf(filterValues.status);
  const lastTab = useRef<CampaignStatusGroup>(tab);
  const choose = (next: CampaignStatusGroup) => setFilters(withTab(filterValues, next), displayedFilters);

  useEffect(() => {
    if (hasStatusFilter(filterValues.status)) lastTab.current = tab;
    else choose(lastTab.current);
    // Only a change of the status filter matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(filterValues.status)]);

  return (
    <Tabs
      value={tab}
      onChange={(_, next: CampaignStatusGroup) => choose(next)}
      variant="scrollable"
      // On a phone the arrows show that "Verzonden" is further to the right.
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="campaign-tabs"
    >
      {CAMPAIGN_TABS.map((key) => (
        <Tab key={key} value={key} label={translate(`app.campaigns.tabs.${key}`)} data-testid={`campaign-tab-${key}`} />
      ))}
    </Tabs>
  );
};
