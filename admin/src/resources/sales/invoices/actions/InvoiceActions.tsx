import CreditIcon from '@mui/icons-material/AssignmentReturnOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import PreviewIcon from '@mui/icons-material/PreviewOutlined';
import RefundIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { CreditNoteDialog } from './CreditNoteDialog';
import { emailList } from '@newsroom/config';
import {
  INVOICE_ACTION_NAMES,
  INVOICE_ACTION_PERMISSIONS,
  eInvoiceNoteKey,
  possibleInvoiceActions,
  type InvoiceAction,
} from './invoiceActions';
import { invoiceExpanded } from '../invoiceRecord';
import { formatMoney } from '@/components/money';
import { PaymentDialog } from './PaymentDialog';
import { PreviewEmailDialog } from './PreviewEmailDialog';
import { useInvoiceCall, type InvoiceCall } from './useInvoiceCall';

const ICONS: Record<InvoiceAction, ReactElement> = {
  pdf: <DownloadIcon />,
  ubl: <DownloadIcon />,
  previewEmail: <PreviewIcon />,
  send: <SendIcon />,
  payment: <PaymentIcon />,
  creditNote: <CreditIcon />,
  paymentLink: <LinkIcon />,
  refund: <RefundIcon />,
};
type Dialog = 'previewEmail' | 'send' | 'payment' | 'creditNote' | 'refund' | null;

/** The buttons of a final invoice or credit note for what its state allows and the user may do. */
export const InvoiceActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const [dialog, setDialog] = useState<Dialog>(null);
  const permitted = useCanAccessActions('sales/invoices', INVOICE_ACTION_NAMES);
  const { run, busy, refusal } = useInvoiceCall(record);
  if (!record) return null;
  const actions = possibleInvoiceActions(record).filter((action) =>
    permitted?.includes(INVOICE_ACTION_PERMISSIONS[action]),
  );
  const customer = record.snapshot?.customer ?? invoiceExpanded(record).customer;
  const recipients = [...emailList(customer?.emailFinancial), ...emailList(record.recipients)];
  const noteKey = eInvoiceNoteKey(record);
  const start = (call: InvoiceCall) => {
    setDialog(null);
    run(call);
  };
  const CLICKS: Record<InvoiceAction, () => void> = {
    pdf: () => start('pdf'),
    ubl: () => start('ubl'),
    previewEmail: () => setDialog('previewEmail'),
    send: () => setDialog('send'),
    payment: () => setDialog('payment'),
    creditNote: () => setDialog('creditNote'),
    refund: () => setDialog('refund'),
    paymentLink: () => start('paymentLink'),
  };

  return (
    <>
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="invoice-actions">
          {actions.map((action) => (
            <Button
              key={action}
              label={`app.invoices.actions.${action === 'paymentLink' && record.paymentLink ? 'paymentLinkAgain' : action}`}
              variant={action === 'payment' ? 'contained' : 'outlined'}
              color={action === 'creditNote' ? 'warning' : 'primary'}
              disabled={busy}
              onClick={CLICKS[action]}
              data-testid={`invoice-action-${action}`}
            >
              {ICONS[action]}
            </Button>
          ))}
        </Stack>
      )}
      {noteKey && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="invoice-einvoice-note">
          {translate(noteKey)}
        </Alert>
      )}
      {refusal && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="invoice-action-refused">
          {refusal}
        </Alert>
      )}
      <PreviewEmailDialog record={record} open={dialog === 'previewEmail'} onClose={() => setDialog(null)} />
      <PaymentDialog record={record} open={dialog === 'payment'} onClose={() => setDialog(null)} />
      <CreditNoteDialog record={record} open={dialog === 'creditNote'} onClose={() => setDialog(null)} />
      <Confirm
        isOpen={dialog === 'send'}
        loading={busy}
        title="app.invoices.send.title"
        content={recipients.length ? 'app.invoices.send.text' : 'app.invoices.send.text_unknown'}
        translateOptions={{ serial: record.serial ?? '', to: recipients.join(', ') }}
        confirm="app.invoices.send.yes"
        onConfirm={() => start('send')}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'refund'}
        loading={busy}
        title="app.invoices.refund.title"
        content="app.invoices.refund.text"
        translateOptions={{
          serial: record.serial ?? '',
          amount: formatMoney(record.refundDue, record.currency, locale),
        }}
        confirm="app.invoices.refund.yes"
        onConfirm={() => start('refund')}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
