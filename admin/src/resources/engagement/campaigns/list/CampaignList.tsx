import { DataTable, NumberField, useGetList, useListContext } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { CampaignStatusChip } from '../CampaignStatusChip';
import { ChannelChip } from './ChannelChip';
import { CampaignTabs } from './CampaignTabs';
import { tabOf, withTab } from './campaignTabs';

// The tabs are the status filter; the search looks in name and subject. Push campaigns have their own list
// (/push/campaigns): a fixed filter the user does not see or clear.
export const MAIL_CHANNELS = { channel: ['EMAIL', 'SMS'] };
const filters = [<ListSearchInput key="q" source="q" alwaysOn />];

/** Nothing in this tab: with no campaigns at all, what a campaign is; else what the tab holds. */
const NoCampaigns = () => {
  const { filterValues } = useListContext();
  const any = useGetList('mail/campaigns', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: MAIL_CHANNELS,
  });
  if (any.total === 0)
    return (
      <EmptyState titleKey="app.campaigns.empty_title" textKey="app.campaigns.empty_text" testId="campaigns-empty" />
    );
  return (
    <EmptyState
      titleKey={`app.campaigns.no_match_${tabOf(filterValues.status)}`}
      textKey="app.campaigns.no_match_text"
      testId="campaigns-no-match"
    />
  );
};

/** /mail/campaigns: campaigns by status group, with search, a status filter, sorting and pages. */
export const CampaignList = () => (
  <ConsoleList
    filters={filters}
    filter={MAIL_CHANNELS}
    filterDefaultValues={withTab({}, 'drafts')}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    actions={<CreateActions />}
    empty={false}
  >
    <CampaignTabs />
    <ListTable texts="campaigns" keyColumns={['name', 'status', 'scheduledAt']} rowClick="show" empty={<NoCampaigns />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="channel" render={(record) => <ChannelChip channel={record.channel} />} />
      <DataTable.Col source="status" render={(record) => <CampaignStatusChip status={record.status} />} />
      <DateTimeColumn source="scheduledAt" />
      <DataTable.Col source="recipientCount" align="right">
        <NumberField source="recipientCount" />
      </DataTable.Col>
      <DateTimeColumn source="completedAt" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);
