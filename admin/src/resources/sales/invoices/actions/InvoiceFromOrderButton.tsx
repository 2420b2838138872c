import InvoiceIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '@/components/useApiMutation';
import { useAllowedActions, useApi } from '@/providers/useMe';

/**
 * "Factuur maken" on an order's page: a draft invoice with the order's lines, customer, channel and
 * addressee, opened in its form to check before finalising. A refusal (cancelled or expired order) is
 * toasted in the user's language (app.errors.codes).
 */
export const InvoiceFromOrderButton = () => {
  const record = useRecordContext();
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const { run: make, busy } = useApiMutation((orderId: string) => api.invoiceFromOrder(orderId), {
    onSuccess: ({ data }) => {
      notify('app.invoices.from_order_done', { type: 'info', messageArgs: { serial: record?.serial ?? '' } });
      navigate(`/sales/invoices/${encodeURIComponent(String(data.documentId))}`);
    },
    // A refusal is toasted by the transport.
  });
  const allowed = useAllowedActions().includes('api::invoice.invoice.create');
  if (!record || !allowed || ['CANCELLED', 'EXPIRED'].includes(String(record.status))) return null;
  return (
    <Button
      label="app.invoices.from_order"
      onClick={() => make(String(record.id))}
      disabled={busy}
      data-testid="order-make-invoice"
    >
      <InvoiceIcon />
    </Button>
  );
};
