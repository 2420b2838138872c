import type { OrderAction } from '@newsroom/config';
import { useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { useExplainedMutation } from '@/components/useExplainedMutation';
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
  return useExplainedMutation((action: OrderAction) => api.orderAction(documentId, action), {
    onSuccess: (_order, action) => {
      notify(`app.orders.actions.done.${action}`, { type: 'info' });
      refresh();
    },
    explain: (error) => {
      const details = error instanceof ApiError ? error.details : {};
      return conflictText(error, translate, {
        status: details.status ? translate(`app.orders.statuses.${details.status}`, { _: String(details.status) }) : '',
        date: formatDateTime(details.paymentDueAt, locale),
      });
    },
    // Someone else may have changed the order: show it as it is now.
    onError: () => refresh(),
  });
};
