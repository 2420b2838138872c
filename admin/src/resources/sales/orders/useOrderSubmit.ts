import { useCallback, useState } from 'react';
import { useNotify, useRedirect, useSaveContext, useTranslate, type RaRecord, type SaveHandler } from 'react-admin';
import { useCreatedNotice } from '@/components/useCreatedNotice';
import { ApiError, toFieldErrors } from '@/providers/apiError';
import { orderApi } from '@/providers/orderApi';
import { issueText } from '@/providers/validationMessages';
import { conflictText, soldOutLineErrors } from './orderConflicts';
import { toOrderInput } from './orderPayload';

/**
 * onSubmit of the create form: the server's 400s land on their inputs (`lines.2.quantity` too) in the
 * user's language with the typed values kept; a 409 (sold out, sale closed, numbers used up) becomes
 * a readable message above the save button, and "sold out" also marks the line's quantity.
 * The status is the server's: "paid" on the form creates the order and then runs the pay action (so it
 * needs the right to pay); if that is refused the order stays pending and a warning says why.
 */
export const useOrderSubmit = () => {
  const { save } = useSaveContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyCreated = useCreatedNotice('sales/orders');
  const [conflict, setConflict] = useState<string | null>(null);
  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      setConflict(null);
      let failure: unknown;
      await (save as SaveHandler<Record<string, unknown>>)(toOrderInput(values), {
        onSuccess: async (order: RaRecord) => {
          notifyCreated(order);
          if (values.status === 'PAID') {
            await orderApi.orderAction(String(order.id), 'pay').catch((error: unknown) =>
              notify('app.orders.pay_after_create_failed', {
                type: 'warning',
                messageArgs: { reason: error instanceof Error ? error.message : '' },
              }),
            );
          }
          redirect('show', 'sales/orders', order.id);
        },
        onError: (error: unknown) => {
          failure = error;
        },
      });
      if (!(failure instanceof ApiError)) return undefined;
      if (failure.issues.length > 0) return toFieldErrors(failure.issues, (issue) => issueText(issue, translate));
      if (failure.status === 409) {
        setConflict(conflictText(failure, translate));
        return soldOutLineErrors(failure, values.lines, translate);
      }
      return undefined;
    },
    [save, translate, notify, redirect, notifyCreated],
  );
  return { onSubmit, conflict };
};
