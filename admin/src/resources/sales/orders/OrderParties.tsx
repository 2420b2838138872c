import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { customerNameOf, expandedOf, type Addressee } from './orderRecord';

export const addressLines = (a: Addressee, salutation: string) =>
  [
    [salutation, a.firstName, a.lastName].filter(Boolean).join(' '),
    a.company,
    [a.street, [a.houseNumber, a.houseNumberSuffix].filter(Boolean).join('')].filter(Boolean).join(' '),
    [a.postcode, a.city].filter(Boolean).join('  '),
    a.country && a.country !== 'NL' ? a.country : '',
  ].filter((line) => line && line.trim());

/** Who the order is for: the customer (a link to its screen), the e-mail address and the addressee. */
export const OrderParties = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const customer = expandedOf(record).customer;
  const addressee = (record.addressee ?? {}) as Addressee;
  const salutation =
    addressee.salutation && addressee.salutation !== 'X'
      ? translate(`app.orders.salutations.${addressee.salutation}`)
      : '';
  const lines = addressLines(addressee, salutation);
  return (
    <>
      <Typography variant="overline" color="text.secondary" component="p">
        {translate('resources.sales/orders.fields.customer')}
      </Typography>
      {customer?.documentId ? (
        <Link
          component={RouterLink}
          to={`/sales/customers/${encodeURIComponent(String(customer.documentId))}`}
          data-testid="order-customer"
        >
          {customerNameOf(record) || String(customer.documentId)}
        </Link>
      ) : (
        <Typography>{translate('app.orders.no_value')}</Typography>
      )}
      {record.email && <Typography variant="body2">{record.email}</Typography>}
      <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {translate('app.orders.addressee.title')}
      </Typography>
      {lines.length ? (
        lines.map((line, i) => (
          <Typography key={i} variant="body2" data-testid="addressee-line">
            {line}
          </Typography>
        ))
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.orders.no_addressee')}
        </Typography>
      )}
    </>
  );
};
