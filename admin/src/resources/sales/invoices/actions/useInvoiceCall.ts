import { useLocale, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { saveFile } from '@/providers/http';
import { useApi } from '@/providers/useMe';
import { formatMoney } from '@/components/money';
import { refusalText } from './invoiceActions';

/** The invoice actions a button runs at once or after a confirmation; the others open their dialog. */
export type InvoiceCall = 'pdf' | 'ubl' | 'paymentLink' | 'refund' | 'send';

/**
 * Runs one of the invoice's direct actions: a file saved, or the server's step with a short confirmation
 * and the page read again. `refusal` says why the last one was refused, in the user's language.
 */
export const useInvoiceCall = (record: RaRecord | undefined) => {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const locale = useLocale();
  const id = String(record?.id ?? '');
  const CALLS: Record<InvoiceCall, () => Promise<unknown>> = {
    pdf: async () => saveFile(await api.invoicePdf(id), `${record?.serial || id}.pdf`),
    ubl: async () => saveFile(await api.invoiceUbl(id), `${record?.serial || id}.xml`),
    paymentLink: async () => {
      await api.invoicePaymentLink(id);
      notify('app.invoices.payment_link.done', { type: 'info' });
      refresh();
    },
    refund: async () => {
      await api.invoiceRefund(id);
      notify('app.invoices.refund.done', {
        type: 'info',
        messageArgs: { amount: formatMoney(record?.refundDue, record?.currency, locale) },
      });
      refresh();
    },
    send: async () => {
      const { data } = await api.invoiceSend(id);
      notify('app.invoices.send.done', {
        type: 'info',
        messageArgs: { to: [...(data?.to ?? []), ...(data?.bcc ?? [])].join(', ') },
      });
      refresh();
    },
  };
  return useExplainedMutation((call: InvoiceCall) => CALLS[call](), {
    explain: (error) => refusalText(error, translate),
  });
};
