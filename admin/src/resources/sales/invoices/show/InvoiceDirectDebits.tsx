import { lazy, Suspense } from 'react';
import type { RaRecord } from 'react-admin';

// Loaded only on an invoice paid by direct debit: the others' pages stay as light as before.
const DirectDebits = lazy(() => import('./DirectDebitCard').then((m) => ({ default: m.InvoiceDirectDebits })));

/** The direct-debit card of an invoice paid by mandate (nothing for other invoices and credit notes). */
export const InvoiceDirectDebits = ({ invoice }: { invoice: RaRecord }) =>
  invoice.paymentMethod === 'DIRECT_DEBIT' && invoice.kind !== 'CREDIT_NOTE' ? (
    <Suspense fallback={null}>
      <DirectDebits invoice={invoice} />
    </Suspense>
  ) : null;
