import { useNotify, useRefresh, useTranslate, useUnselectAll, type Identifier } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';
import type { Decision } from './permissions';

/**
 * Approves or rejects comments by their numeric ids. On success the list and every query refresh,
 * so the menu badge follows at once; on failure the user sees "reaction status change failed"
 * and the selection stays for another try.
 */
export const useModerate = () => {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('comments');
  const translate = useTranslate();
  const { run, busy } = useApiMutation(
    ({ decision, ids }: { decision: Decision; ids: Identifier[] }) =>
      api.commentsModerate(
        decision,
        ids.map((id) => Number(id)),
      ),
    {
      onSuccess: (_, { decision, ids }) => {
        notify(`app.comments.${decision}d`, { type: 'info', messageArgs: { smart_count: ids.length } });
        unselectAll();
        refresh();
      },
      // The call is silent: this is the one toast, with the server's reason.
      refusal: (error) =>
        translate('app.comments.status_change_failed', { message: error instanceof Error ? error.message : '' }),
    },
  );

  const moderate = (decision: Decision, ids: Identifier[]) => {
    if (ids.length && !busy) run({ decision, ids });
  };
  return { moderate, busy };
};
