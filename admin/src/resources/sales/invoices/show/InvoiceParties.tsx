import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { addressLines } from '@/resources/sales/orders/OrderParties';
import type { Addressee } from '@/resources/sales/orders/orderRecord';
import { customerNameOf, invoiceExpanded } from '../invoiceRecord';

type Party = Record<string, any>;

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="overline" color="text.secondary" component="p">
    {children}
  </Typography>
);
const Lines = ({ lines, testId }: { lines: Array<string | null | undefined | false>; testId?: string }) => (
  <>
    {lines.filter(Boolean).map((line, i) => (
      <Typography key={i} variant="body2" data-testid={testId}>
        {line}
      </Typography>
    ))}
  </>
);

/**
 * Who issues the invoice and to whom, as they were when it was finalised (the snapshot), so later
 * changes to the channel or customer do not rewrite an issued invoice; the live records otherwise.
 */
export const InvoiceParties = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const expanded = invoiceExpanded(record);
  const channel = (record.snapshot?.channel ?? expanded.channel ?? {}) as Party;
  const customer = (record.snapshot?.customer ?? expanded.customer ?? {}) as Party;
  const addressee = (record.addressee ?? record.snapshot?.addressee ?? {}) as Addressee;
  const salutation =
    addressee.salutation && addressee.salutation !== 'X'
      ? translate(`app.orders.salutations.${addressee.salutation}`)
      : '';
  const label = (key: string, value: unknown) =>
    value ? `${translate(`app.invoices.party.${key}`)}: ${String(value)}` : null;
  const customerId = expanded.customer?.documentId;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }} data-testid="invoice-seller">
        <Heading>{translate('app.invoices.party.from')}</Heading>
        <Typography sx={{ fontWeight: 600 }}>{channel.company || channel.name}</Typography>
        <Lines
          lines={[
            ...addressLines({ ...channel, company: null } as Addressee, ''),
            label('coc', channel.coc),
            label('vat', channel.vat),
            label('iban', channel.iban),
            channel.email,
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} data-testid="invoice-buyer">
        <Heading>{translate('app.invoices.party.to')}</Heading>
        {customerId ? (
          <Link
            component={RouterLink}
            to={`/sales/customers/${encodeURIComponent(String(customerId))}`}
            sx={{ fontWeight: 600 }}
            data-testid="invoice-customer"
          >
            {customerNameOf(record) || String(customerId)}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{customerNameOf(record) || translate('app.orders.no_value')}</Typography>
        )}
        {/* The addressee's company is usually the customer's name, already shown above. */}
        <Lines
          lines={addressLines(
            addressee.company === customerNameOf(record) ? { ...addressee, company: null } : addressee,
            salutation,
          )}
          testId="addressee-line"
        />
        <Lines
          lines={[
            label('debtor', customer.debtorId),
            label('vat', customer.vatin),
            label('email', customer.emailFinancial || customer.email),
          ]}
        />
      </Grid>
    </Grid>
  );
};
