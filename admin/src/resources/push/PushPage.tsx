import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataTable, FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { DeleteDeviceButton } from './DeleteDeviceButton';
import { browserOf, hostOf } from './device';
import { PushCampaignsOverview } from './PushCampaignsOverview';
import { PushCounts } from './PushCounts';
import { PushEmpty } from './PushEmpty';
import { SendTestButton } from './SendTestButton';

const filters = [<ListSearchInput key="q" source="q" alwaysOn />];

const ProfileCell = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const profile = record.expanded?.profile as
    { documentId: string; firstName?: string; lastName?: string; email?: string } | undefined;
  // Roles that may not read profiles (marketing) only learn whether one is linked.
  if (!profile) return <>{translate(record.hasProfile ? 'app.push.linked' : 'app.push.anonymous')}</>;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
  return (
    <Link to={`/users/${profile.documentId}`} onClick={(event) => event.stopPropagation()}>
      {name}
    </Link>
  );
};

/**
 * `/push` (SPEC 2; docs/push.md): the overview's counts, the push campaigns with their results, and the devices websites registered, newest first,
 * searchable by push service address and browser; per device a test push and delete.
 */
export const PushPage = () => (
  <Stack>
    <PushCounts />
    <PushCampaignsOverview />
    <ConsoleList
      texts="push"
      title="app.push.title"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<PushEmpty />}
      queryOptions={{ meta: { populate: ['profile'] } }}
    >
      <ListTable
        texts="push"
        keyColumns={['endpoint', 'profile', 'lastSuccessAt', 'app.push.actions']}
        rowClick={false}
      >
        <DataTable.Col source="endpoint">
          <FunctionField
            source="endpoint"
            render={(r) => <span title={String(r.endpoint)}>{hostOf(r.endpoint)}</span>}
          />
        </DataTable.Col>
        <DataTable.Col source="profile" disableSort>
          <FunctionField source="profile" render={(r) => <ProfileCell record={r} />} />
        </DataTable.Col>
        <DataTable.Col source="userAgent">
          <FunctionField
            source="userAgent"
            render={(r) => <span title={String(r.userAgent ?? '')}>{browserOf(r.userAgent)}</span>}
          />
        </DataTable.Col>
        <DateTimeColumn source="createdAt" />
        <DateTimeColumn source="lastSuccessAt" />
        <DataTable.Col source="failureCount" />
        <DataTable.Col label="app.push.actions" disableSort>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <SendTestButton />
            <DeleteDeviceButton />
          </Box>
        </DataTable.Col>
      </ListTable>
    </ConsoleList>
  </Stack>
);
