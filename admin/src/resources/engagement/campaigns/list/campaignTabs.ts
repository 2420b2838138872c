import { CAMPAIGN_STATUS_GROUPS, type CampaignStatusGroup } from '@newsroom/config';

/** The list's tabs: drafts, scheduled, sending and sent (config CAMPAIGN_STATUS_GROUPS). */
export const CAMPAIGN_TABS = Object.keys(CAMPAIGN_STATUS_GROUPS) as CampaignStatusGroup[];

const statusList = (status: unknown): string[] =>
  Array.isArray(status) ? status.map(String) : status ? [String(status)] : [];

/** The tab whose statuses hold every status in the filter; drafts when none or no tab does. */
export const tabOf = (status: unknown): CampaignStatusGroup => {
  const list = statusList(status);
  if (!list.length) return 'drafts';
  return (
    CAMPAIGN_TABS.find((tab) => list.every((s) => (CAMPAIGN_STATUS_GROUPS[tab] as readonly string[]).includes(s))) ??
    'drafts'
  );
};

export const hasStatusFilter = (status: unknown) => statusList(status).length > 0;

/** The list filter of a tab, other filters kept. */
export const withTab = (filter: Record<string, unknown>, tab: CampaignStatusGroup) => ({
  ...filter,
  status: [...CAMPAIGN_STATUS_GROUPS[tab]],
});

/** Which tab a campaign in this status is listed under (a link back from its page). */
export const groupOf = (status: string): CampaignStatusGroup | undefined =>
  CAMPAIGN_TABS.find((tab) => (CAMPAIGN_STATUS_GROUPS[tab] as readonly string[]).includes(status));
