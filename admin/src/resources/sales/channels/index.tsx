import { BooleanField, BooleanInput, CreateButton, DataTable, DateField, Edit, Create, List, SelectInput, TopToolbar, useLocale, type ResourceProps } from 'react-admin';
import { CURRENCIES, DEFAULT_COUNTRY, DEFAULT_CURRENCY, INVOICE_SERIAL_LENGTH_DEFAULT } from '@newsroom/config';
import { EmptyState } from '../../../components/EmptyState';
import { dateFieldOptions, dateLocales } from '../../../components/formatDate';
import { ListSearchInput } from '../../../components/ListSearchInput';
import { ResourceForm } from '../../../components/ResourceForm';
import { UnsavedChangesScope } from '../../../components/UnsavedChanges';
import { usePermitted } from '../../../components/usePermitted';
import { ChannelInputs } from './ChannelInputs';

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="currency" source="currency" choices={CURRENCIES.map((id) => ({ id, name: id }))} alwaysOn />,
  <BooleanInput key="isActive" source="isActive" />,
];

const ListActions = () => {
  const canCreate = usePermitted('create');
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
};

const ChannelList = () => {
  const locale = useLocale();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<ListActions />}
      empty={<EmptyState titleKey="app.channels.empty_title" textKey="app.channels.empty_text" testId="channels-empty" />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyState titleKey="app.channels.no_match" testId="channels-no-match" />}>
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
      </DataTable>
    </List>
  );
};

const NEW_CHANNEL = {
  country: DEFAULT_COUNTRY,
  currency: DEFAULT_CURRENCY,
  invoiceSerialLength: INVOICE_SERIAL_LENGTH_DEFAULT,
  invoiceStartWithSerial: 1,
  invoiceContinuedSerial: true,
  invoiceDefaultTax: 21,
  invoiceDefaultPaymentTerm: 14,
  isActive: true,
};

/** The server owns this field; sending it back would be refused. */
const withoutServerFields = ({ invoicingStartedAt: _ignored, ...values }: Record<string, unknown>) => values;

const ChannelCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="list">
      <ResourceForm testId="channel-form" defaultValues={NEW_CHANNEL} transform={withoutServerFields}>
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
  recordRepresentation: 'name',
};
