import { DataTable, useLocaleState } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { formatCount } from './LiveCount';

/** The last count in the user's number format (12.345 in Dutch); empty until first counted. */
const LastCount = ({ value }: { value: unknown }) => {
  const [locale] = useLocaleState();
  return typeof value === 'number' ? formatCount(value, locale) : '';
};

const filters = [<ListSearchInput key="q" source="q" alwaysOn />];

/** `/mail/segments`: search by name, sorted by name or last change, 25 a page. */
export const SegmentList = () => (
  <ConsoleList
    texts="segments"
    filters={filters}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    actions={<CreateActions />}
  >
    <ListTable texts="segments" keyColumns={['name', 'lastCount', 'updatedAt']} rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="description" disableSort />
      <DataTable.Col source="lastCount" render={(record) => <LastCount value={record.lastCount} />} />
      <DateTimeColumn source="lastCountedAt" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);
