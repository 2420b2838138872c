import { ExportBuilderButton } from '@/components/lists/ExportBuilderButton';
import { THREAD_STATUSES } from '@newsroom/config';
import { DataTable, SelectInput, TopToolbar, useRecordContext } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { ReferenceFilter } from '@/components/lists/ReferenceFilter';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { usePermitted } from '@/components/usePermitted';
import { ExportMenu } from './ExportMenu';
import { StatusChip } from './StatusChip';

export const statusChoices = translatedChoices('app.formThreads.statuses', THREAD_STATUSES);

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ReferenceFilter key="form" source="form.documentId" reference="forms" label="resources.forms/threads.fields.form" />,
];

const Actions = () => (
  <TopToolbar>
    {usePermitted('export') && <ExportMenu />}
    <ExportBuilderButton />
  </TopToolbar>
);

const Expanded = ({ field, name }: { field: string; name: string }) => {
  const record = useRecordContext();
  const value = (record?.expanded as Record<string, Record<string, unknown> | null> | undefined)?.[field];
  return <>{value ? String(value[name] ?? value.email ?? '') : ''}</>;
};

/** `/forms/threads`: every submission with its status, newest first; filters by status and form; export. */
export const ThreadList = () => (
  <ConsoleList
    texts="formThreads"
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<Actions />}
    queryOptions={{ meta: { populate: ['form', 'assignee'] } }}
  >
    <ListTable texts="formThreads" keyColumns={['createdAt', 'email', 'status']} rowClick="show">
      <DateTimeColumn source="createdAt" />
      <DataTable.Col source="form" disableSort>
        <Expanded field="form" name="name" />
      </DataTable.Col>
      <DataTable.Col source="email" />
      <DataTable.Col source="name" />
      <DataTable.Col source="status">
        <StatusChip />
      </DataTable.Col>
      <DataTable.Col source="assignee" disableSort>
        <Expanded field="assignee" name="username" />
      </DataTable.Col>
      <DateTimeColumn source="lastMessageAt" />
    </ListTable>
  </ConsoleList>
);
