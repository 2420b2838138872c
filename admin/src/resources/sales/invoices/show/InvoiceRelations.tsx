import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay } from '@/resources/sales/customers/tabs/formatDay';
import { formatMoney } from '@/components/money';
import { invoiceExpanded, isCreditNote } from '../invoiceRecord';

const showPath = (documentId: unknown) => `/sales/invoices/${encodeURIComponent(String(documentId))}/show`;

/** A credit note links to the invoice it corrects; an invoice lists its credit notes. */
export const InvoiceRelations = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const { creditOf, creditNotes } = invoiceExpanded(record);
  if (isCreditNote(record)) {
    return creditOf?.documentId ? (
      <Typography variant="body2" data-testid="credit-of">
        {translate('app.invoices.credit_of')}{' '}
        <Link component={RouterLink} to={showPath(creditOf.documentId)}>
          {creditOf.serial || creditOf.documentId}
        </Link>
      </Typography>
    ) : null;
  }
  if (!creditNotes?.length)
    return <Typography color="text.secondary">{translate('app.invoices.no_credit_notes')}</Typography>;
  return (
    <>
      {creditNotes.map((note) => (
        <Typography key={String(note.documentId)} variant="body2" data-testid="credit-note-link">
          <Link component={RouterLink} to={showPath(note.documentId)}>
            {note.serial || note.documentId}
          </Link>
          {` · ${formatDay(note.invoiceDate, locale)} · ${formatMoney(-Math.abs(Number(note.total ?? 0)), note.currency ?? record.currency, locale)}`}
        </Typography>
      ))}
    </>
  );
};
