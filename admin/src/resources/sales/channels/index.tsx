import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  List,
  SelectInput,
  useLocale,
  type ResourceProps,
} from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { Create, Edit } from '@/components/RecordPages';
import { CHANNEL_DEFAULTS, CURRENCIES } from '@newsroom/config';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ChannelInputs } from './ChannelInputs';

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={CURRENCIES.map((id) => ({ id, name: id }))} alwaysOn />,
  <BooleanInput key="isActive" source="isActive" />,
];

const ChannelList = () => {
  const locale = useLocale();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<CreateActions />}
      empty={
        <EmptyState titleKey="app.channels.empty_title" textKey="app.channels.empty_text" testId="channels-empty" />
      }
    >
      <ResponsiveDataTable
        keyColumns={['name', 'currency', 'isActive', 'company']}
        rowClick="edit"
        bulkActionButtons={false}
        empty={<EmptyState titleKey="app.channels.no_match" testId="channels-no-match" />}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="company" />
        <DataTable.Col source="currency" />
        <DataTable.Col source="invoiceSerialPrefix" />
        <DataTable.Col source="isDefault">
          <BooleanField source="isDefault" looseValue />
        </DataTable.Col>
        <DataTable.Col source="isActive">
          <BooleanField source="isActive" looseValue />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};

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
