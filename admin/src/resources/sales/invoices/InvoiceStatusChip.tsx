import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { isCreditNote, isExpired, type InvoiceRecord } from './invoiceRecord';

const COLORS: Record<string, ChipProps['color']> = {
  DRAFT: 'default',
  PENDING: 'warning',
  CLOSED: 'success',
  EXPIRED: 'error',
};

/** Concept, openstaand (verlopen once past its due date) or gesloten. */
export const InvoiceStatusChip = ({ record, size = 'small' }: { record?: InvoiceRecord; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  if (!record?.status) return null;
  const status = isExpired(record) ? 'EXPIRED' : String(record.status);
  return (
    <Chip
      size={size}
      color={COLORS[status] ?? 'default'}
      label={translate(`app.invoices.statuses.${status}`, { _: status })}
      data-testid="invoice-status"
    />
  );
};

/** "Creditnota" next to the number of a credit note. */
export const CreditNoteChip = ({ record, size = 'small' }: { record?: InvoiceRecord; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  if (!isCreditNote(record)) return null;
  return (
    <Chip
      size={size}
      color="secondary"
      variant="outlined"
      label={translate('app.invoices.credit_note')}
      data-testid="credit-note-chip"
    />
  );
};
