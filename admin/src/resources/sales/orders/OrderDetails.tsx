import Link from '@mui/material/Link';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { DetailItem } from '../DetailItem';

const DATES = ['createdAt', 'paymentDueAt', 'paidAt', 'closedAt', 'cancelledAt', 'expiredAt', 'stockReleasedAt'];

/** Reference, payment link, the order's dates (Amsterdam time) and its texts; empty ones are left out. */
export const OrderDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const label = (field: string) => translate(`resources.sales/orders.fields.${field}`);
  return (
    <>
      {record.reference && <DetailItem label={label('reference')}>{record.reference}</DetailItem>}
      {record.paymentLink && (
        <DetailItem label={label('paymentLink')}>
          <Link href={record.paymentLink} target="_blank" rel="noopener noreferrer">
            {record.paymentLink}
          </Link>
        </DetailItem>
      )}
      {DATES.filter((field) => record[field]).map((field) => (
        <DetailItem key={field} label={label(field)}>
          {formatDateTime(record[field], locale)}
        </DetailItem>
      ))}
      {record.customerComment && <DetailItem label={label('customerComment')}>{record.customerComment}</DetailItem>}
      {record.notes && (
        <DetailItem label={label('notes')} testId="order-notes">
          {record.notes}
        </DetailItem>
      )}
    </>
  );
};
