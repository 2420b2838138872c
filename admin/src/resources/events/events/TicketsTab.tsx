import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@newsroom/config';
import { useGetList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/components/formatDate';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';
import { usePermitted } from '@/components/usePermitted';

const T = 'app.events.tickets';

/** The product list filtered on this event's ticket products. */
export const ticketProductsPath = (eventId: string) =>
  `/sales/products?filter=${encodeURIComponent(JSON.stringify({ type: 'TICKET', 'event.documentId': eventId }))}`;

/** "Tickets": the event's TICKET products; a link to them in the product list and a button to make one. */
export const TicketsTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const eventId = String(record?.id ?? '');
  const canRead = usePermitted('list', 'sales/products');
  const canCreate = usePermitted('create', 'sales/products');
  const { data } = useGetList(
    'sales/products',
    {
      filter: { type: 'TICKET', 'event.documentId': eventId },
      sort: { field: 'ticketSaleBeginsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    },
    { enabled: !!eventId && canRead },
  );
  const products = data ?? [];
  const sale = (p: Record<string, unknown>) =>
    `${formatDateTime(p.ticketSaleBeginsAt, locale)} – ${formatDateTime(p.ticketSaleEndsAt, locale)}`;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {canCreate && (
          <TextButton
            label={`${T}.create`}
            variant="outlined"
            onClick={() =>
              navigate('/sales/products/create', { state: { record: { type: 'TICKET', event: eventId } } })
            }
            data-testid="ticket-product-create"
          />
        )}
        {canRead && <TextButton label={`${T}.show_all`} onClick={() => navigate(ticketProductsPath(eventId))} />}
      </Stack>
      {products.length === 0 ? (
        <EmptyState titleKey={`${T}.empty_title`} textKey={`${T}.empty_text`} testId="event-tickets-empty" />
      ) : (
        <ScrollTable>
          <Table size="small" data-testid="event-tickets">
            <TableHead>
              <TableRow>
                {['name', 'price', 'stock', 'sale', 'published'].map((field) => (
                  <TableCell key={field}>{translate(`${T}.fields.${field}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/sales/products/${p.id}`}>
                      {p.name}
                    </Link>
                  </TableCell>
                  <TableCell>{formatCents(Number(p.price ?? 0), 'EUR', locale === 'en' ? 'en-GB' : 'nl-NL')}</TableCell>
                  <TableCell>{p.stock ?? ''}</TableCell>
                  <TableCell>{sale(p)}</TableCell>
                  <TableCell>{translate(p.published ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </>
  );
};
