import { Create } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { InvoiceForm } from './InvoiceForm';

/** /sales/invoices/create: a new draft (customer, channel, addressee, lines, terms, texts), saved or finalised. */
export const InvoiceCreate = () => (
  <UnsavedChangesScope>
    <Create title="app.invoices.create_title">
      <InvoiceForm edit={false} />
    </Create>
  </UnsavedChangesScope>
);
