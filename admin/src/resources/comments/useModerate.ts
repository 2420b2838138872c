import { useState } from 'react';
import { useNotify, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
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
  const [busy, setBusy] = useState(false);

  const moderate = async (decision: Decision, ids: Identifier[]) => {
    if (!ids.length || busy) return false;
    setBusy(true);
    try {
      const numeric = ids.map((id) => Number(id));
      await api.commentsModerate(decision, numeric);
      notify(`app.comments.${decision}d`, { type: 'info', messageArgs: { smart_count: ids.length } });
      unselectAll();
      refresh();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      notify('app.comments.status_change_failed', { type: 'error', messageArgs: { message } });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { moderate, busy };
};
