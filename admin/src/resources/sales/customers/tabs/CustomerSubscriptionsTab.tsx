import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/components/formatDate';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { ApiError } from '@/providers/apiError';
import type { Subscription } from '@/providers/subscriptionApi';
import { useApi } from '@/providers/useMe';
import { formatDay } from './formatDay';
import { SubscriptionDialog, type SubscriptionDialogKind } from './SubscriptionDialog';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';

/** The tab's buttons and the access action behind each (registry: sales/customers `otherActions`). */
const PERMISSIONS = ['subscriptionAdd', 'subscriptionActivate', 'subscriptionActivateNow', 'subscriptionEnd'] as const;
const COLUMNS = ['product', 'status', 'startDate', 'endDate', 'nextPaymentDate', 'followUp'] as const;

/** What a subscription's status allows, as [dialog, permission]. */
const buttonsOf = (s: Subscription): [Exclude<SubscriptionDialogKind, 'add'>, (typeof PERMISSIONS)[number]][] =>
  s.status === 'PENDING'
    ? [
        ['activate', 'subscriptionActivate'],
        ['activate-now', 'subscriptionActivateNow'],
        ['end', 'subscriptionEnd'],
      ]
    : s.status === 'ACTIVE'
      ? [['end', 'subscriptionEnd']]
      : [];

const LABELS = { activate: 'activate', 'activate-now': 'activate_now', end: 'end' } as const;

/**
 * The customer's subscriptions (issue #19): status, product, start, end, next payment and follow-up, with
 * activate, activate now and end (each asks first and shows a refusal in the dialog), adding one, and each
 * subscription's history.
 */
export const CustomerSubscriptionsTab = () => {
  const record = useRecordContext();
  const customerId = String(record?.id ?? '');
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const permitted = useCanAccessActions('sales/customers', PERMISSIONS) ?? [];
  const [dialog, setDialog] = useState<{ kind: SubscriptionDialogKind; subscription?: Subscription } | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.subscriptions.${key}`, options);
  const list = useQuery({
    queryKey: ['customer-subscriptions', customerId],
    queryFn: async () => (await api.customerSubscriptions(customerId)).data,
    enabled: !!customerId,
    retry: false,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['customer-subscriptions', customerId] });

  const cell = (s: Subscription, column: (typeof COLUMNS)[number]) => {
    if (column === 'product') return s.product?.name ?? '';
    if (column === 'status') {
      const status = t(`statuses.${s.status}`, { _: s.status });
      return s.status === 'ENDED' && s.endReason
        ? `${status} (${t(`end_reasons.${s.endReason}`, { _: s.endReason })})`
        : status;
    }
    if (column === 'followUp')
      return s.followUp ? `${s.followUp.product?.name ?? ''} (${t(`statuses.${s.followUp.status}`)})` : '';
    return formatDay(s[column], locale);
  };

  const failure = list.error instanceof ApiError ? list.error : null;
  return (
    <Box sx={{ width: '100%' }} data-testid="customer-subscriptions">
      {permitted.includes('subscriptionAdd') && (
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
          <TextButton
            label="app.subscriptions.add"
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="subscription-add"
          />
        </Stack>
      )}
      {list.isPending && customerId && <LinearProgress />}
      {list.isError && (
        <Alert severity="error" data-testid="customer-subscriptions-failed">
          {failure?.status === 403
            ? t('forbidden')
            : t('failed', { error: list.error instanceof Error ? list.error.message : '' })}
        </Alert>
      )}
      {list.data?.length === 0 && (
        <EmptyState
          titleKey="app.subscriptions.empty_title"
          textKey="app.subscriptions.empty_text"
          testId="subscriptions-empty"
        />
      )}
      {!!list.data?.length && (
        <ScrollTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`fields.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((s) => (
                <Fragment key={s.documentId}>
                  <TableRow data-testid={`subscription-${s.documentId}`}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{cell(s, column)}</TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {buttonsOf(s)
                        .filter(([, permission]) => permitted.includes(permission))
                        .map(([kind]) => (
                          <TextButton
                            key={kind}
                            label={`app.subscriptions.${LABELS[kind]}`}
                            onClick={() => setDialog({ kind, subscription: s })}
                            data-testid={`subscription-${kind}`}
                          />
                        ))}
                      <TextButton
                        label="app.subscriptions.history"
                        onClick={() => setHistoryOf(historyOf === s.documentId ? null : s.documentId)}
                        data-testid="subscription-history"
                      />
                    </TableCell>
                  </TableRow>
                  {historyOf === s.documentId && (
                    <TableRow>
                      <TableCell colSpan={COLUMNS.length + 1}>
                        <List dense data-testid="subscription-history-list">
                          {(s.history ?? []).map((item, index) => (
                            <ListItem key={index} disableGutters>
                              <ListItemText
                                primary={`${formatDateTime(item.at, locale)} · ${t(`actions.${item.action}`, { _: item.action })}`}
                                secondary={[item.by?.id ? item.by.name : t('by_system'), item.note]
                                  .filter(Boolean)
                                  .join(' · ')}
                              />
                            </ListItem>
                          ))}
                        </List>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {dialog && (
        <SubscriptionDialog
          open
          onClose={() => setDialog(null)}
          kind={dialog.kind}
          subscription={dialog.subscription}
          customerId={customerId}
          onDone={reload}
        />
      )}
    </Box>
  );
};
