import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextInput, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { useApiMutation } from '@/components/useApiMutation';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import type { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import type { MagazineSync } from '@/providers/magazineSyncApi';
import { useApi } from '@/providers/useMe';
import { Row } from '../FormGrid';
import { checkedInputs } from '../checkedInputs';
import { customerChecks as checks } from './customerValidators';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';

const Checked = checkedInputs(checks);
const PERMISSIONS = ['magazineSyncs', 'magazineSyncRetry'] as const;

/** The customer's link as a whole: failed when a task failed, pending while one waits, else in sync. */
export const linkStatus = (tasks: MagazineSync[]) =>
  tasks.some((t) => t.status === 'failed') ? 'failed' : tasks.some((t) => t.status === 'pending') ? 'pending' : 'done';
const COLOR = { failed: 'error', pending: 'warning', done: 'success' } as const;

/**
 * The customer's magazine platform link (Aboland, SPEC 2's two subscription-magazine customer variants;
 * docs/subscriptions.md "Magazine platform (Aboland)"):
 * - linked (the platform has tasks for this customer): magazine and subscriber number read-only, as the
 *   platform answered them, the link's status and every task with its attempts, last error and, for a
 *   failed one, a retry;
 * - not linked: what makes the link, and both numbers editable by hand (an existing subscriber).
 */
export const MagazineLinkSection = () => {
  const record = useRecordContext();
  const customerId = record?.id ? String(record.id) : '';
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const permitted = useCanAccessActions('sales/customers', PERMISSIONS) ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.customers.magazine.${key}`, options);
  const queryKey = ['customer-magazine-syncs', customerId];
  const tasks = useQuery({
    queryKey,
    queryFn: async () => (await api.customerMagazineSyncs(customerId)).data,
    enabled: !!customerId && permitted.includes('magazineSyncs'),
    retry: false,
  });
  const retry = useApiMutation((task: MagazineSync) => api.magazineSyncRetry(task.documentId), {
    onSuccess: ({ data }) => {
      setRefusal(null);
      notify(
        data.status === 'done' ? 'app.customers.magazine.retried_done' : 'app.customers.magazine.retried_pending',
        {
          type: data.status === 'done' ? 'info' : 'warning',
        },
      );
      queryClient.invalidateQueries({ queryKey });
    },
    onError: (failed) => setRefusal(errorText(failed as ApiError, translate)),
  });

  const list = tasks.data ?? [];
  if (!list.length)
    return (
      <Box data-testid="magazine-unlinked">
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('unlinked_help')}
        </Alert>
        <Row>
          <Checked.Text source="abolandMagazineId" />
          <Checked.Text source="abolandSubscriptionNumber" />
        </Row>
      </Box>
    );

  const status = linkStatus(list);
  return (
    <Box data-testid="magazine-linked" sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('linked_help')}
      </Alert>
      <Row>
        <TextInput source="abolandMagazineId" readOnly fullWidth helperText="app.customers.magazine.read_only" />
        <TextInput
          source="abolandSubscriptionNumber"
          readOnly
          fullWidth
          helperText="app.customers.magazine.read_only"
        />
      </Row>
      <Box sx={{ my: 1 }}>
        <Chip color={COLOR[status]} label={t(`link_status.${status}`)} data-testid="magazine-status" />
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="magazine-refusal">
          {refusal}
        </Alert>
      )}
      <ScrollTable>
        <Table size="small" data-testid="magazine-tasks">
          <TableHead>
            <TableRow>
              {['createdAt', 'action', 'subscription', 'status', 'attempts', 'lastError'].map((column) => (
                <TableCell key={column}>{t(`fields.${column}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((task) => (
              <TableRow key={task.documentId} data-testid={`magazine-task-${task.documentId}`}>
                <TableCell>{formatDateTime(task.createdAt, locale)}</TableCell>
                <TableCell>{`${t(`actions.${task.action}`)} ${task.magazineId}`}</TableCell>
                <TableCell>{task.subscription?.product?.name ?? ''}</TableCell>
                <TableCell>
                  {t(`statuses.${task.status}`)}
                  {task.status === 'pending' && task.nextAttemptAt && task.attempts > 0
                    ? ` · ${t('next_attempt', { at: formatDateTime(task.nextAttemptAt, locale) })}`
                    : ''}
                  {task.status === 'done' && task.subscriptionNumber ? ` · ${task.subscriptionNumber}` : ''}
                </TableCell>
                <TableCell>{task.attempts}</TableCell>
                <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{task.lastError ?? ''}</TableCell>
                <TableCell align="right">
                  {task.status === 'failed' && permitted.includes('magazineSyncRetry') && (
                    <TextButton
                      label="app.customers.magazine.retry"
                      onClick={() => retry.run(task)}
                      disabled={retry.busy}
                      data-testid="magazine-retry"
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Box>
  );
};
