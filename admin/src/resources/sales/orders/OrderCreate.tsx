import Alert from '@mui/material/Alert';
import { CURRENCIES, customerDisplayName, ORDER_RULES, ORDER_TYPES, rules } from '@newsroom/config';
import { AutocompleteInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Create } from '@/components/RecordPages';
import { useWatch } from 'react-hook-form';
import { TrackUnsavedChanges, UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { check, checksOf } from '@/components/validators';
import { Row, Section } from '../FormGrid';
import { AddresseeFromCustomer } from '../useAddresseeFromCustomer';
import { AddresseeInputs } from './AddresseeInputs';
import { OrderChannelInput } from './OrderChannelInput';
import { OrderLinesInput } from './OrderLinesInput';
import { customerOrAddressee } from './orderPayload';
import { ORDER_POPULATE } from './orderRecord';
import { OrderTotalsPreview } from './OrderTotalsPreview';
import { useOrderSubmit } from './useOrderSubmit';

const checks = checksOf(ORDER_RULES);
const choices = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `app.orders.${group}.${id}` }));

/** SPEC section 5: "Without a selected customer, a new one is created automatically." */
const NewCustomerNote = () => {
  const translate = useTranslate();
  const customer = useWatch({ name: 'customer' });
  return (
    <Alert severity="info" sx={{ mb: 1, width: '100%' }} data-testid="new-customer-note">
      {translate(customer ? 'app.orders.addressee_optional' : 'app.orders.new_customer')}
    </Alert>
  );
};

const OrderCreateForm = () => {
  const { onSubmit, conflict } = useOrderSubmit();
  return (
    <SimpleForm
      onSubmit={onSubmit}
      defaultValues={{ status: 'PENDING', lines: [], addressee: { country: 'NL' } }}
      data-testid="order-form"
      sx={{ maxWidth: 960 }}
    >
      <TrackUnsavedChanges />
      <Section title="app.orders.section_order" />
      <Row>
        <SelectInput
          source="currency"
          choices={CURRENCIES.map((id) => ({ id, name: id }))}
          validate={[check(rules.required), ...checks('currency')]}
          helperText="app.orders.currency_help"
          fullWidth
        />
        <OrderChannelInput />
        <SelectInput
          source="type"
          choices={choices('types', ORDER_TYPES)}
          emptyText="app.orders.type_inferred"
          helperText="app.orders.type_help"
          fullWidth
        />
        <SelectInput
          source="status"
          choices={choices('statuses', ['PENDING', 'PAID'])}
          validate={checks('status')}
          helperText="app.orders.status_help"
          fullWidth
        />
      </Row>

      <Section title="app.orders.section_customer" />
      <Row>
        <ReferenceInput source="customer" reference="sales/customers">
          <AutocompleteInput
            optionText={(record) => customerDisplayName(record)}
            validate={customerOrAddressee}
            helperText="app.orders.customer_help"
            fullWidth
          />
        </ReferenceInput>
        <TextInput source="email" validate={checks('email')} fullWidth />
      </Row>
      <NewCustomerNote />
      <AddresseeFromCustomer />
      <AddresseeInputs />

      <Section title="app.orders.section_lines" />
      <OrderLinesInput />
      <OrderTotalsPreview />

      <Section title="app.orders.section_texts" />
      <Row>
        <TextInput source="reference" validate={checks('reference')} fullWidth />
        <ZonedDateTimeInput source="paymentDueAt" fullWidth />
      </Row>
      <TextInput source="customerComment" validate={checks('customerComment')} multiline minRows={2} fullWidth />
      <TextInput source="notes" validate={checks('notes')} multiline minRows={2} fullWidth />
      {conflict && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }} data-testid="order-conflict">
          {conflict}
        </Alert>
      )}
    </SimpleForm>
  );
};

/** /sales/orders/create: currency first, then customer or a new one, the lines with a live total. */
export const OrderCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="show" title="app.orders.create_title" mutationOptions={{ meta: { populate: ORDER_POPULATE } }}>
      <OrderCreateForm />
    </Create>
  </UnsavedChangesScope>
);
