import { useRecordContext } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { Navigate } from 'react-router-dom';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { InvoiceForm } from './InvoiceForm';
import { INVOICE_POPULATE, isDraft } from '../invoiceRecord';
import { InvoiceTitle } from '../show/InvoiceTitle';

/** A final invoice or credit note never changes: its address opens its page instead. */
const DraftOnly = () => {
  const record = useRecordContext();
  if (!record) return null;
  if (!isDraft(record))
    return <Navigate to={`/sales/invoices/${encodeURIComponent(String(record.id))}/show`} replace />;
  return <InvoiceForm edit />;
};

/** /sales/invoices/{documentId}: the form of a draft. */
export const InvoiceEdit = () => (
  <UnsavedChangesScope>
    <Edit
      mutationMode="pessimistic"
      title={<InvoiceTitle />}
      actions={false}
      queryOptions={{ meta: { populate: INVOICE_POPULATE } }}
    >
      <DraftOnly />
    </Edit>
  </UnsavedChangesScope>
);
