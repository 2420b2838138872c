import { useRecordContext, useTranslate } from 'react-admin';
import { titleKeyOf } from '../invoiceRecord';

/** "Factuur DK000042", "Creditnota DK000043" or "Conceptfactuur". */
export const InvoiceTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate(titleKeyOf(record), { serial: record.serial ?? '' }) : ''}</>;
};
