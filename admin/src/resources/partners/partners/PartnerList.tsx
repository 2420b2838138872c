import { DataTable, FunctionField } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { relationFilters } from '@/components/lists/ReferenceFilter';

/** `q` searches name, city and e-mail; a filter by category. */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  ...relationFilters('resources.partners.fields', [
    { key: 'category', field: 'categories', reference: 'partners/categories' },
  ]),
];

/** `/partners`: the organisations the newsroom works with, by name. */
export const PartnerList = () => (
  <ConsoleList
    texts="partners"
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<CreateActions />}
    queryOptions={{ meta: { populate: ['categories'] } }}
  >
    <ListTable texts="partners" keyColumns={['name', 'city', 'categories']} rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="city" />
      <DataTable.Col source="email" />
      <DataTable.Col source="categories" disableSort>
        <FunctionField
          source="categories"
          render={(r) => (r.expanded?.categories ?? []).map((c: { name: string }) => c.name).join(', ')}
        />
      </DataTable.Col>
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);
