import InvoiceIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Button, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';

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
  // Nothing until the access check has answered, so the button never shows to who may not use it.
  const { canAccess } = useCanAccess({ resource: 'sales/invoices', action: 'create' });
  if (!record || !canAccess || ['CANCELLED', 'EXPIRED'].includes(String(record.status))) return null;
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
