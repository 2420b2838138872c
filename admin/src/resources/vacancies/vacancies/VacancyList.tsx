import { VACANCY_STATUSES } from '@newsroom/config';
import { DataTable, FunctionField, NullableBooleanInput, SelectInput, useTranslate } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { relationFilters } from '@/components/lists/ReferenceFilter';
import { translatedChoices } from '@/components/lists/translatedChoices';

/** Filters by status, highlighted, employer and category; `q` searches title, location and employer. */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={translatedChoices('app.vacancies.statuses', VACANCY_STATUSES)}
    alwaysOn
  />,
  <NullableBooleanInput key="highlighted" source="highlighted" />,
  ...relationFilters('resources.vacancies.fields', [
    { key: 'employer', field: 'employer', reference: 'sales/customers' },
    { key: 'category', field: 'categories', reference: 'vacancies/categories' },
  ]),
];

const StatusLabel = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <>{translate(`app.vacancies.statuses.${status}`, { _: status })}</>;
};

/** `/vacancies`: every customer's vacancies, newest publication first. */
export const VacancyList = () => (
  <ConsoleList
    texts="vacancies"
    filters={filters}
    sort={{ field: 'publishFrom', order: 'DESC' }}
    actions={<CreateActions />}
    queryOptions={{ meta: { populate: ['employer'] } }}
  >
    <ListTable texts="vacancies" keyColumns={['title', 'employer', 'status', 'publishUntil']} rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="employer" disableSort>
        <FunctionField source="employer" render={(r) => r.expanded?.employer?.name ?? ''} />
      </DataTable.Col>
      <DataTable.Col source="location" />
      <DataTable.Col source="status">
        <FunctionField source="status" render={(r) => <StatusLabel status={r.status} />} />
      </DataTable.Col>
      <BooleanColumn source="highlighted" />
      <DateTimeColumn source="publishFrom" />
      <DateTimeColumn source="publishUntil" />
    </ListTable>
  </ConsoleList>
);
