import { DataTable, NumberField, useGetList, useListContext } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { CampaignStatusChip } from '../../engagement/campaigns/CampaignStatusChip';
import { CampaignTabs } from '../../engagement/campaigns/list/CampaignTabs';
import { tabOf, withTab } from '../../engagement/campaigns/list/campaignTabs';

export const RESOURCE = 'push/campaigns';
/** Only push campaigns: a fixed filter the user does not see or clear. */
export const PUSH_ONLY = { channel: 'PUSH' };

const filters = [<ListSearchInput key="q" source="q" alwaysOn />];

/** Nothing in this tab: with no push campaign at all, what one is and what it needs; else what the tab holds. */
const NoPushCampaigns = () => {
  const { filterValues } = useListContext();
  const any = useGetList(RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: PUSH_ONLY,
  });
  if (any.total === 0)
    return (
      <EmptyState
        titleKey="app.push_campaigns.empty_title"
        textKey="app.push_campaigns.empty_text"
        testId="push-campaigns-empty"
      />
    );
  return (
    <EmptyState
      titleKey={`app.campaigns.no_match_${tabOf(filterValues.status)}`}
      textKey="app.campaigns.no_match_text"
      testId="push-campaigns-no-match"
    />
  );
};

/** /push/campaigns: push campaigns by status group (the e-mail list's tabs), with search, sorting and pages. */
export const PushCampaignList = () => (
  <ConsoleList
    title="app.push_campaigns.title"
    filters={filters}
    filter={PUSH_ONLY}
    filterDefaultValues={withTab({}, 'drafts')}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    actions={<CreateActions />}
    empty={false}
  >
    <CampaignTabs />
    <ListTable
      texts="push_campaigns"
      keyColumns={['name', 'status', 'scheduledAt']}
      rowClick="show"
      empty={<NoPushCampaigns />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="pushTitle" />
      <DataTable.Col source="status" render={(record) => <CampaignStatusChip status={record.status} />} />
      <DateTimeColumn source="scheduledAt" />
      <DataTable.Col source="recipientCount" align="right">
        <NumberField source="recipientCount" />
      </DataTable.Col>
      <DataTable.Col source="sentCount" align="right">
        <NumberField source="sentCount" />
      </DataTable.Col>
      <DateTimeColumn source="completedAt" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);
