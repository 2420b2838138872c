import { DataTable, NumberField, SelectInput, type ResourceProps } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { MailListInputs, visibilityChoices } from './MailListInputs';
import { MailListShow } from './MailListShow';
import { VisibilityChip } from './VisibilityChip';

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="visibility" source="visibility" choices={visibilityChoices} alwaysOn />,
];

const MailListList = () => (
  <ConsoleList texts="mailLists" filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<CreateActions />}>
    <ListTable texts="mailLists" keyColumns={['name', 'visibility', 'memberCount']} rowClick="show">
      <DataTable.Col source="name" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="visibility">
        <VisibilityChip />
      </DataTable.Col>
      <DataTable.NumberCol source="memberCount">
        <NumberField source="memberCount" />
      </DataTable.NumberCol>
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);

/** The server keeps the member count; sending it back would be refused. */
const withoutServerFields = ({ memberCount: _ignored, ...values }: Record<string, unknown>) => values;

const MailListCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="show">
      <ResourceForm testId="mail-list-form" defaultValues={{ visibility: 'PRIVATE' }} transform={withoutServerFields}>
        <MailListInputs create />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const MailListEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="show" mutationMode="pessimistic">
      <ResourceForm edit testId="mail-list-form" transform={withoutServerFields}>
        <MailListInputs create={false} />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/mail/lists`: public and private mailing lists, their members and the website subscribe form. */
export const mailListsResource: Omit<ResourceProps, 'name'> = {
  list: MailListList,
  create: MailListCreate,
  edit: MailListEdit,
  show: MailListShow,
};
