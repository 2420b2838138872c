import { BooleanInput, DataTable, SelectInput, type ResourceProps } from 'react-admin';
import { Create, Edit } from '@/components/RecordPages';
import { CHANNEL_DEFAULTS, CURRENCIES } from '@newsroom/config';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ChannelInputs } from './ChannelInputs';

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={CURRENCIES.map((id) => ({ id, name: id }))} alwaysOn />,
  <BooleanInput key="isActive" source="isActive" />,
];

const ChannelList = () => (
  <ConsoleList texts="channels" filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<CreateActions />}>
    <ListTable texts="channels" keyColumns={['name', 'currency', 'isActive', 'company']} rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="company" />
      <DataTable.Col source="currency" />
      <DataTable.Col source="invoiceSerialPrefix" />
      <BooleanColumn source="isDefault" />
      <BooleanColumn source="isActive" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);

/** The server owns this field; sending it back would be refused. */
const withoutServerFields = ({ invoicingStartedAt: _ignored, ...values }: Record<string, unknown>) => values;

const ChannelCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm testId="channel-form" defaultValues={CHANNEL_DEFAULTS} transform={withoutServerFields}>
        <ChannelInputs />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const ChannelEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="list" mutationMode="pessimistic">
      <ResourceForm edit testId="channel-form" transform={withoutServerFields}>
        <ChannelInputs />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/sales/channels`: the selling entities (SPEC section 3 "Channel"). */
export const channelsResource: Omit<ResourceProps, 'name'> = {
  list: ChannelList,
  create: ChannelCreate,
  edit: ChannelEdit,
};
