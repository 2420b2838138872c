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
import { Button, Confirm, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { actionFor } from '@/registry/resources';
import { saveFile } from '@/providers/http';
import { useAllowedActions, useApi } from '@/providers/useMe';
import { CreditNoteDialog } from './CreditNoteDialog';
import { emailList } from '@newsroom/config';
import {
  INVOICE_ACTION_PERMISSIONS,
  eInvoiceNoteKey,
  possibleInvoiceActions,
  refusalText,
  type InvoiceAction,
} from './invoiceActions';
import { invoiceExpanded } from '../invoiceRecord';
import { formatMoney } from '@/resources/sales/money';
import { PaymentDialog } from './PaymentDialog';
import { PreviewEmailDialog } from './PreviewEmailDialog';

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
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = useAllowedActions();
  const locale = useLocale();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<InvoiceAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!record) return null;
  const id = String(record.id);
  const actions = possibleInvoiceActions(record).filter((action) =>
    allowed.includes(actionFor('sales/invoices', INVOICE_ACTION_PERMISSIONS[action]) ?? ''),
  );
  const customer = record.snapshot?.customer ?? invoiceExpanded(record).customer;
  const recipients = [...emailList(customer?.emailFinancial), ...emailList(record.recipients)];
  const noteKey = eInvoiceNoteKey(record);

  const run = async (action: InvoiceAction, call: () => Promise<unknown>) => {
    setBusy(action);
    setRefusal(null);
    try {
      await call();
    } catch (error) {
      setRefusal(refusalText(error, translate));
    } finally {
      setBusy(null);
    }
  };
  const download = (action: 'pdf' | 'ubl') =>
    run(action, async () =>
      saveFile(
        await (action === 'pdf' ? api.invoicePdf(id) : api.invoiceUbl(id)),
        `${record.serial || id}.${action === 'pdf' ? 'pdf' : 'xml'}`,
      ),
    );
  const CLICKS: Record<InvoiceAction, () => void> = {
    pdf: () => void download('pdf'),
    ubl: () => void download('ubl'),
    previewEmail: () => setDialog('previewEmail'),
    send: () => setDialog('send'),
    payment: () => setDialog('payment'),
    creditNote: () => setDialog('creditNote'),
    refund: () => setDialog('refund'),
    paymentLink: () =>
      void run('paymentLink', async () => {
        await api.invoicePaymentLink(id);
        notify('app.invoices.payment_link.done', { type: 'info' });
        refresh();
      }),
  };
  const refund = () => {
    setDialog(null);
    void run('refund', async () => {
      await api.invoiceRefund(id);
      notify('app.invoices.refund.done', {
        type: 'info',
        messageArgs: { amount: formatMoney(record.refundDue, record.currency, locale) },
      });
      refresh();
    });
  };
  const send = () => {
    setDialog(null);
    void run('send', async () => {
      const { data } = await api.invoiceSend(id);
      notify('app.invoices.send.done', {
        type: 'info',
        messageArgs: { to: [...(data?.to ?? []), ...(data?.bcc ?? [])].join(', ') },
      });
      refresh();
    });
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
              disabled={!!busy}
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
        loading={busy === 'send'}
        title="app.invoices.send.title"
        content={recipients.length ? 'app.invoices.send.text' : 'app.invoices.send.text_unknown'}
        translateOptions={{ serial: record.serial ?? '', to: recipients.join(', ') }}
        confirm="app.invoices.send.yes"
        onConfirm={send}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'refund'}
        loading={busy === 'refund'}
        title="app.invoices.refund.title"
        content="app.invoices.refund.text"
        translateOptions={{
          serial: record.serial ?? '',
          amount: formatMoney(record.refundDue, record.currency, locale),
        }}
        confirm="app.invoices.refund.yes"
        onConfirm={refund}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
