import { customerDisplayName } from '@newsroom/config';
import { useRecordContext, useTranslate } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { CUSTOMER_POPULATE } from './customerPayload';
import { CustomerForm } from './CustomerForm';

const EditTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <>
      {translate('app.customers.edit_title', {
        name: record ? customerDisplayName(record as { name?: string; contact?: string }) : '',
      })}
    </>
  );
};

/** /sales/customers/{documentId}: the tabbed customer; reads and saves with addresses, tags and logo, and stays after a save. */
export const CustomerEdit = () => (
  <UnsavedChangesScope>
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      title={<EditTitle />}
      queryOptions={{ meta: { populate: CUSTOMER_POPULATE } }}
      mutationOptions={{ meta: { populate: CUSTOMER_POPULATE } }}
    >
      <CustomerForm edit />
    </Edit>
  </UnsavedChangesScope>
);
