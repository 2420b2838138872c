import { BooleanInput, DataTable, type ResourceProps } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { FormInputs } from './FormInputs';

const filters = [<ListSearchInput key="q" source="q" alwaysOn />, <BooleanInput key="active" source="active" />];

const FormList = () => (
  <ConsoleList texts="forms" filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<CreateActions />}>
    <ListTable texts="forms" keyColumns={['name', 'active']} rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="slug" />
      <BooleanColumn source="active" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);

const NEW_FORM = {
  active: true,
  fields: [
    { key: 'name', label: 'Naam', type: 'text', required: true },
    { key: 'email', label: 'E-mail', type: 'email', required: true },
    { key: 'message', label: 'Bericht', type: 'longText', required: true },
  ],
};

const FormCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="edit">
      <ResourceForm testId="form-form" defaultValues={NEW_FORM}>
        <FormInputs create />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const FormEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect={false} mutationMode="pessimistic">
      <ResourceForm edit testId="form-form">
        <FormInputs create={false} />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/forms`: the forms websites show, built field by field. */
export const formsResource: Omit<ResourceProps, 'name'> = {
  list: FormList,
  create: FormCreate,
  edit: FormEdit,
};
