import type { OrderAction } from '@newsroom/config';
import { useState } from 'react';
import { useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { conflictText } from './orderConflicts';

/**
 * Runs an order action. Success: a short confirmation and the page reloads the order. Refusal (409:
 * someone changed the order meanwhile, or it is not due yet): `refusal` says why in the user's language.
 */
export const useOrderAction = (documentId: string) => {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const locale = useLocale();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (action: OrderAction) => {
    setBusy(action);
    setRefusal(null);
    try {
      await api.orderAction(documentId, action);
      notify(`app.orders.actions.done.${action}`, { type: 'info' });
      refresh();
    } catch (error) {
      const details = error instanceof ApiError ? error.details : {};
      setRefusal(
        conflictText(error, translate, {
          status: details.status
            ? translate(`app.orders.statuses.${details.status}`, { _: String(details.status) })
            : '',
          date: formatDateTime(details.paymentDueAt, locale),
        }),
      );
      refresh();
    } finally {
      setBusy(null);
    }
  };
  return { run, busy, refusal };
};
