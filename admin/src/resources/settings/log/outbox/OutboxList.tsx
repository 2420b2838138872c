import { DataTable, SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { SavedFiltersToolbar } from '@/components/saved-filters/SavedFilters';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { LogTabs } from '../LogTabs';
import { OutboxStatusField } from './OutboxStatusField';

const STATUSES = ['stored', 'sent', 'failed'].map((id) => ({ id, name: `app.outbox_status.${id}` }));

/** `q` searches recipient and subject (the registry's searchFields). */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
];

/** Outgoing e-mails kept in the outbox: the "Sent e-mails" tab of Settings → Logs (/settings/log/emails). */
export const OutboxList = () => (
  <>
    <LogTabs current="emails" />
    <ConsoleList
      texts="outbox"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<SavedFiltersToolbar />}
    >
      <ListTable texts="outbox" keyColumns={['subject', 'status', 'to', 'createdAt']} rowClick="show">
        <DataTable.Col source="to" />
        <DataTable.Col source="subject" />
        <DateTimeColumn source="createdAt" />
        <DataTable.Col source="status">
          <OutboxStatusField />
        </DataTable.Col>
      </ListTable>
    </ConsoleList>
  </>
);
