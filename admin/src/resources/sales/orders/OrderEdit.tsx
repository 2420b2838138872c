import Alert from '@mui/material/Alert';
import { ORDER_RULES } from '@newsroom/config';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { checksOf } from '@/components/validators';
import { Row, Section } from '../FormGrid';
import { AddresseeInputs } from './AddresseeInputs';
import { ORDER_POPULATE } from './orderRecord';
import { OrderTitle } from './OrderShow';

const checks = checksOf(ORDER_RULES);

/**
 * The fields that may still change (cms order service EDITABLE); the data provider sends only the
 * ones changed (areas.ts `updatable`). The payment time only while the order is pending.
 */
const OrderEditInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const pending = record?.status === 'PENDING';
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="order-fixed-notice">
        {translate('app.orders.fixed_notice')}
      </Alert>
      <Section title="app.orders.section_texts" />
      <Row>
        <TextInput source="reference" validate={checks('reference')} fullWidth />
        <TextInput source="email" validate={checks('email')} fullWidth />
        <TextInput source="paymentLink" validate={checks('paymentLink')} fullWidth />
        <ZonedDateTimeInput
          source="paymentDueAt"
          disabled={!pending}
          helperText={pending ? false : 'app.orders.due_fixed'}
          fullWidth
        />
      </Row>
      <TextInput source="customerComment" validate={checks('customerComment')} multiline minRows={2} fullWidth />
      <TextInput source="notes" validate={checks('notes')} multiline minRows={3} fullWidth />
      <Section title="app.orders.addressee.title" />
      <AddresseeInputs />
    </>
  );
};

/** /sales/orders/{documentId}: the editable details of an order; no delete (orders are cancelled, never deleted). */
export const OrderEdit = () => (
  <UnsavedChangesScope>
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      title={<OrderTitle titleKey="app.orders.edit_title" testId="order-edit-title" />}
      queryOptions={{ meta: { populate: ORDER_POPULATE } }}
      mutationOptions={{ meta: { populate: ORDER_POPULATE } }}
    >
      <ResourceForm testId="order-edit-form">
        <OrderEditInputs />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);
