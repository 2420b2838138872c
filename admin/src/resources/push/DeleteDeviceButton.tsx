import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { TextButton } from '@/components/TextButton';
import { usePermitted } from '@/components/usePermitted';
import { hostOf } from './device';
import { PUSH_OVERVIEW_KEY } from './PushCounts';

/** Deletes the row's device after asking (DELETE /api/push-subscriptions/:id; the server logs who). */
export const DeleteDeviceButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const allowed = usePermitted('delete', 'push');
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record || !allowed) return null;
  const id = String(record.documentId ?? record.id);
  return (
    <>
      <TextButton
        color="error"
        label="app.push.delete"
        data-testid={`push-delete-${id}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.push.delete_title')}
        content={`${translate('app.push.delete_text')} (${hostOf(record.endpoint)})`}
        confirm="app.push.delete"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove(
            'push',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('app.push.deleted', { type: 'success' });
                void queryClient.invalidateQueries({ queryKey: PUSH_OVERVIEW_KEY });
                refresh();
              },
              // The request's own toast says why.
              onError: () => setOpen(false),
            },
          )
        }
      />
    </>
  );
};
