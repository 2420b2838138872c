import InvoiceIcon from '@mui/icons-material/RequestQuoteOutlined';
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
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
  const [busy, setBusy] = useState(false);
  const allowed = useAllowedActions().includes('api::invoice.invoice.create');
  if (!record || !allowed || ['CANCELLED', 'EXPIRED'].includes(String(record.status))) return null;
  const make = async () => {
    setBusy(true);
    try {
      const { data } = await api.invoiceFromOrder(String(record.id));
      notify('app.invoices.from_order_done', { type: 'info', messageArgs: { serial: record.serial ?? '' } });
      navigate(`/sales/invoices/${encodeURIComponent(String(data.documentId))}`);
    } catch {
      // The transport has toasted the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="app.invoices.from_order"
      onClick={() => void make()}
      disabled={busy}
      data-testid="order-make-invoice"
    >
      <InvoiceIcon />
    </Button>
  );
};
