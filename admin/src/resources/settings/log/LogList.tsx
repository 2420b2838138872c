import { DataTable } from 'react-admin';
import { SavedFiltersToolbar } from '@/components/saved-filters/SavedFilters';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { logFilters } from './LogFilters';
import { OutboxStatusField } from './OutboxStatusField';

/** Outgoing e-mails kept in the outbox (Settings → Logs). */
export const LogList = () => (
  <ConsoleList
    texts="log"
    filters={logFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<SavedFiltersToolbar />}
  >
    <ListTable texts="log" keyColumns={['subject', 'status', 'to', 'createdAt']} rowClick="show">
      <DataTable.Col source="to" />
      <DataTable.Col source="subject" />
      <DateTimeColumn source="createdAt" />
      <DataTable.Col source="status">
        <OutboxStatusField />
      </DataTable.Col>
    </ListTable>
  </ConsoleList>
);
