import { useRecordContext, useTranslate } from 'react-admin';
import { titleKeyOf } from '../invoiceRecord';

/** "Factuur DK000042", "Creditnota DK000043" or "Conceptfactuur". */
export const InvoiceTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  // The test id only once the record is there: "the title" is then the invoice's, never an empty placeholder.
  if (!record) return null;
  return <span data-testid="invoice-title">{translate(titleKeyOf(record), { serial: record.serial ?? '' })}</span>;
};
