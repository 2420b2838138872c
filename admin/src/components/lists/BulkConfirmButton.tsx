import { useState, type ReactElement } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';

export interface BulkConfirmButtonProps {
  /** Catalog keys of the button and of the question; the question gets smart_count = the selection's size. */
  label: string;
  title: string;
  content: string;
  icon: ReactElement;
  testId: string;
  /** Deleting and the like: a red button and a warning-coloured confirmation. */
  danger?: boolean;
  /** The call for the selected ids; resolves to how many changed (undefined: the whole selection). */
  call: (ids: string[]) => Promise<number | undefined>;
  /** The toast after success, with smart_count = how many changed. */
  doneMessage: string;
}

/**
 * A button of a list's bulk-actions bar that asks first, then runs one call for the selected rows: on
 * success it says how many changed, clears the selection and reloads the list; a refusal is toasted by the
 * transport and the selection stays for another try. The question closes either way.
 */
export const BulkConfirmButton = ({
  label,
  title,
  content,
  icon,
  testId,
  danger = false,
  call,
  doneMessage,
}: BulkConfirmButtonProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const ids = selectedIds.map(String);
  const { run, busy } = useApiMutation(call, {
    onSuccess: (count, sent) => {
      notify(doneMessage, { type: 'info', messageArgs: { smart_count: count ?? sent.length } });
      unselectAll();
      refresh();
    },
    onSettled: () => setOpen(false),
  });

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color={danger ? 'error' : 'primary'} data-testid={testId}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        translateOptions={{ smart_count: ids.length }}
        confirmColor={danger ? 'warning' : 'primary'}
        onConfirm={() => run(ids)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
