import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '@/components/money';
import { SummaryCard } from '@/resources/sales/ShowCards';
import { InvoiceActions } from '../actions/InvoiceActions';
import { invoiceExpanded, isCreditNote, signedAmount } from '../invoiceRecord';
import { CreditNoteChip, InvoiceStatusChip } from '../InvoiceStatusChip';
import { PaymentLinkBox } from '../actions/PaymentLinkBox';

const Amount = ({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) => (
  <Box>
    <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
      {label}
    </Typography>
    <Typography variant={strong ? 'h6' : 'body1'} component="p" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/** Number, kind, status and channel at a glance; total, paid, credited and open; what can be done next. */
export const InvoiceSummary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const money = (cents: unknown) => formatMoney(signedAmount(record, cents) ?? 0, record.currency, locale);
  const field = (name: string) => translate(`resources.sales/invoices.fields.${name}`);
  const channel = record.snapshot?.channel?.name ?? invoiceExpanded(record).channel?.name;
  return (
    <SummaryCard
      chips={
        <>
          {/* "Factuur DK000061" is the page title in the shell already: once is enough. */}
          <CreditNoteChip record={record} size="medium" />
          <InvoiceStatusChip record={record} size="medium" />
          {channel && <Typography color="text.secondary">{String(channel)}</Typography>}
        </>
      }
    >
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Amount label={field('total')} value={money(record.total)} strong testId="invoice-total" />
        {!isCreditNote(record) && <Amount label={field('paid')} value={money(record.paid)} testId="invoice-paid" />}
        {!isCreditNote(record) && (
          <Amount label={field('credited')} value={money(record.credited)} testId="invoice-credited" />
        )}
        {!isCreditNote(record) && (
          <Amount label={field('openAmount')} value={money(record.openAmount)} strong testId="invoice-open" />
        )}
        {Number(record.refundDue ?? 0) > 0 && (
          <Amount label={field('refundDue')} value={money(record.refundDue)} strong testId="invoice-refund-due" />
        )}
      </Stack>
      <InvoiceActions />
      <PaymentLinkBox />
    </SummaryCard>
  );
};
