import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { useApi } from '@/providers/useMe';
import { formatDay } from '../customers/tabs/formatDay';
import { SectionCard } from '../ShowCards';
import { ScrollTable } from '@/components/ScrollTable';

const READ = ['subscriptions'] as const;
const COLUMNS = ['product', 'status', 'startDate', 'nextPaymentDate'] as const;

/**
 * The subscriptions a subscription order's lines made (once paid or invoiced), each linking to the
 * customer's page where they are activated and ended. Shown to users who may read subscriptions.
 */
export const OrderSubscriptions = () => {
  const record = useRecordContext();
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const permitted = useCanAccessActions('sales/customers', READ);
  const documentId = String(record?.documentId ?? record?.id ?? '');
  const may = record?.type === 'SUBSCRIPTION' && !!permitted?.includes('subscriptions');
  const list = useQuery({
    queryKey: ['order-subscriptions', documentId],
    queryFn: async () => (await api.orderSubscriptions(documentId)).data,
    enabled: may && !!documentId,
    retry: false,
  });
  if (!may) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.subscriptions.${key}`, options);
  return (
    <SectionCard title="app.subscriptions.title" testId="order-subscriptions">
      {list.data?.length === 0 && <Typography color="text.secondary">{t('order_none')}</Typography>}
      {!!list.data?.length && (
        <ScrollTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`fields.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((s) => (
                <TableRow key={s.documentId}>
                  <TableCell>
                    {s.customer ? (
                      <Link component={RouterLink} to={`/sales/customers/${encodeURIComponent(s.customer.documentId)}`}>
                        {s.product?.name ?? ''}
                      </Link>
                    ) : (
                      (s.product?.name ?? '')
                    )}
                  </TableCell>
                  <TableCell>{t(`statuses.${s.status}`, { _: s.status })}</TableCell>
                  <TableCell>{formatDay(s.startDate, locale)}</TableCell>
                  <TableCell>{formatDay(s.nextPaymentDate, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </SectionCard>
  );
};
