import { DataTable, DateField, List, useLocale } from 'react-admin';
import { SavedFiltersToolbar } from '@/components/saved-filters/SavedFilters';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { logFilters } from './LogFilters';
import { OutboxStatusField } from './OutboxStatusField';

/** Outgoing e-mails kept in the outbox (Settings → Logs). */
export const LogList = () => {
  const locale = useLocale();
  return (
    <List
      filters={logFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<SavedFiltersToolbar />}
      empty={<EmptyState titleKey="app.log.empty_title" textKey="app.log.empty_text" testId="log-empty" />}
    >
      <ResponsiveDataTable
        keyColumns={['subject', 'status', 'to', 'createdAt']}
        rowClick="show"
        bulkActionButtons={false}
        empty={<EmptyState titleKey="app.log.no_match" testId="log-no-match" />}
      >
        <DataTable.Col source="to" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <OutboxStatusField />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};
