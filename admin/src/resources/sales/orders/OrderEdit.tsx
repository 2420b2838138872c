import { ORDER_RULES } from '@newsroom/config';
import { useRecordContext } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { checksOf } from '@/components/validators';
import { checkedInputs } from '../checkedInputs';
import { Row, Section } from '../FormGrid';
import { FormNotice } from '../FormNotice';
import { AddresseeInputs } from './AddresseeInputs';
import { ORDER_POPULATE } from './orderRecord';
import { OrderTitle } from './OrderShow';

const Checked = checkedInputs(checksOf(ORDER_RULES));

/**
 * The fields that may still change (cms order service EDITABLE); the data provider sends only the
 * ones changed (areas.ts `updatable`). The payment time only while the order is pending.
 */
const OrderEditInputs = () => {
  const record = useRecordContext();
  const pending = record?.status === 'PENDING';
  return (
    <>
      <FormNotice text="app.orders.fixed_notice" testId="order-fixed-notice" />
      <Section title="app.orders.section_texts" />
      <Row>
        <Checked.Text source="reference" />
        <Checked.Text source="email" />
        <Checked.Text source="paymentLink" />
        <ZonedDateTimeInput
          source="paymentDueAt"
          disabled={!pending}
          helperText={pending ? false : 'app.orders.due_fixed'}
          fullWidth
        />
      </Row>
      <Checked.Text source="customerComment" multiline minRows={2} />
      <Checked.Text source="notes" multiline minRows={3} />
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
