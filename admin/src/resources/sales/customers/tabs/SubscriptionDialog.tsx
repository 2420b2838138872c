import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { amsterdamDay } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { ActionDialog, type DialogFrame } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { errorText } from '@/providers/errorText';
import { ApiError } from '@/providers/apiError';
import type { Subscription } from '@/providers/subscriptionApi';
import { useApi } from '@/providers/useMe';
import { formatDay } from './formatDay';

export type SubscriptionDialogKind = 'add' | 'activate' | 'activate-now' | 'end';

type Props = DialogFrame & {
  kind: SubscriptionDialogKind;
  customerId: string;
  subscription?: Subscription;
  onDone: () => void;
};

const PAYMENT_METHODS = ['CREDIT', 'DIRECT_DEBIT'] as const;

/**
 * One dialog for the tab's four steps: add a subscription (product, payment method), activate from a date
 * (today or later), activate now (a confirmation), end on a date. The server's refusal (a second active
 * subscription of the same kind, a date in the past) shows in the dialog in the user's language.
 */
export const SubscriptionDialog = ({ kind, customerId, subscription, onDone, ...frame }: Props) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const api = useApi();
  const [day, setDay] = useState('');
  const [product, setProduct] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<string>('CREDIT');
  const [refusal, setRefusal] = useState<string | null>(null);
  const products = useQuery({
    queryKey: ['subscription-products'],
    queryFn: async () => (await api.subscriptionProducts()).data,
    enabled: frame.open && kind === 'add',
    retry: false,
  });
  const name = subscription?.product?.name ?? '';
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.subscriptions.${key}`, options);

  const reset = () => {
    setDay(amsterdamDay());
    setProduct('');
    setPaymentMethod('CREDIT');
    setRefusal(null);
  };

  const { run, busy } = useApiMutation(
    async () => {
      if (kind === 'add') return (await api.subscriptionAdd({ customer: customerId, product, paymentMethod })).data;
      const data: Record<string, string> =
        kind === 'activate' ? { startDate: day } : kind === 'end' ? { endDate: day } : {};
      return (await api.subscriptionAction(subscription!.documentId, kind, data)).data;
    },
    {
      onSuccess: (answer) => {
        const today = amsterdamDay();
        const date = formatDay(day, locale);
        const message =
          kind === 'add'
            ? 'done_add'
            : kind === 'end'
              ? answer.status === 'ENDED'
                ? 'done_end'
                : 'done_planned_end'
              : answer.status === 'ACTIVE' || day <= today
                ? 'done_activate'
                : 'done_planned';
        notify(`app.subscriptions.${message}`, { type: 'info', messageArgs: { date } });
        frame.onClose();
        onDone();
      },
      onError: (error) =>
        setRefusal(error instanceof ApiError ? errorText(error, translate) : String((error as Error)?.message)),
    },
  );

  const titles: Record<SubscriptionDialogKind, string> = {
    add: t('add_title'),
    activate: t('activate_title', { product: name }),
    'activate-now': t('activate_now_title', { product: name }),
    end: t('end_title', { product: name }),
  };
  const labels: Record<SubscriptionDialogKind, string> = {
    add: 'app.subscriptions.add',
    activate: 'app.subscriptions.activate',
    'activate-now': 'app.subscriptions.activate_now',
    end: 'app.subscriptions.end',
  };

  return (
    <ActionDialog
      {...frame}
      onOpen={reset}
      title={titles[kind]}
      maxWidth="xs"
      testId="subscription-dialog"
      refusal={refusal ? { text: refusal, testId: 'subscription-refused' } : null}
      action={{
        label: labels[kind],
        onClick: () => {
          setRefusal(null);
          run();
        },
        color: kind === 'end' ? 'warning' : 'primary',
        testId: 'subscription-confirm',
      }}
      busy={busy}
    >
      {kind === 'add' && (
        <>
          <DialogContentText sx={{ mb: 2 }}>{t('add_help')}</DialogContentText>
          <TextField
            select
            fullWidth
            label={t('product')}
            value={product}
            onChange={(event) => setProduct(event.target.value)}
            inputProps={{ 'data-testid': 'subscription-product' }}
            sx={{ mb: 2 }}
          >
            {(products.data ?? []).map((option) => (
              <MenuItem key={option.documentId} value={option.documentId}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t('payment_method')}
            value={paymentMethod}
            onChange={(event) => setPaymentMethod(event.target.value)}
          >
            {PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {t(`payment_methods.${method}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {kind === 'activate-now' && <DialogContentText>{t('activate_now_text')}</DialogContentText>}
      {(kind === 'activate' || kind === 'end') && (
        <>
          <DialogContentText sx={{ mb: 2 }}>{t(kind === 'end' ? 'end_help' : 'activate_help')}</DialogContentText>
          <TextField
            type="date"
            fullWidth
            label={t(kind === 'end' ? 'end_date' : 'start_date')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            InputLabelProps={{ shrink: true }}
            inputProps={{ 'data-testid': 'subscription-day', ...(kind === 'activate' ? { min: amsterdamDay() } : {}) }}
          />
        </>
      )}
    </ActionDialog>
  );
};
