import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../components/formatDate';

const DATES = ['createdAt', 'paymentDueAt', 'paidAt', 'closedAt', 'cancelledAt', 'expiredAt', 'stockReleasedAt'];

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Box sx={{ mb: 1.5 }} data-testid={testId}>
    <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </Typography>
  </Box>
);

/** Reference, payment link, the order's dates (Amsterdam time) and its texts; empty ones are left out. */
export const OrderDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const label = (field: string) => translate(`resources.sales/orders.fields.${field}`);
  return (
    <>
      {record.reference && <Item label={label('reference')}>{record.reference}</Item>}
      {record.paymentLink && (
        <Item label={label('paymentLink')}>
          <Link href={record.paymentLink} target="_blank" rel="noopener noreferrer">
            {record.paymentLink}
          </Link>
        </Item>
      )}
      {DATES.filter((field) => record[field]).map((field) => (
        <Item key={field} label={label(field)}>
          {formatDateTime(record[field], locale)}
        </Item>
      ))}
      {record.customerComment && <Item label={label('customerComment')}>{record.customerComment}</Item>}
      {record.notes && (
        <Item label={label('notes')} testId="order-notes">
          {record.notes}
        </Item>
      )}
    </>
  );
};
