import { useQuery } from '@tanstack/react-query';
import { useAllowedActions } from '@/providers/useMe';
import { useApi } from '@/providers/useMe';
import { COMMENT_ACTIONS } from './permissions';

/** A minute is fresh enough for a badge; moderation itself refreshes every query at once. */
const POLL_MS = 60_000;

/** The moderation counts behind the menu badge: comments waiting for a decision and open reader reports. */
export const useCommentCounts = () => {
  const api = useApi();
  const allowed = useAllowedActions().includes(COMMENT_ACTIONS.count);
  const { data } = useQuery({
    queryKey: ['comments', 'moderate', 'count'],
    queryFn: () => api.commentCounts(),
    enabled: allowed,
    refetchInterval: POLL_MS,
  });
  return allowed ? data?.data : undefined;
};
