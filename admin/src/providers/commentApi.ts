import { request } from './http';

/** Comment moderation (cms/src/extensions/comments): the menu badge's counts and approve/reject. */
export const commentApi = {
  // Comment moderation (cms/src/extensions/comments). Polled for the menu badge, so silent.
  commentCounts: () =>
    request<{ data: { pending: number; reports: number } }>('/api/comments/moderate/count', { silent: true }),
  /** The list says "reaction status change failed" itself, with the server's reason. */
  commentsModerate: (decision: 'approve' | 'reject', ids: number[]) =>
    ids.length === 1
      ? request<unknown>(`/api/comments/moderate/single/${ids[0]}/${decision}`, {
          method: 'PUT',
          body: {},
          silent: true,
        })
      : request<unknown>(`/api/comments/moderate/multiple/${decision}`, { method: 'PUT', body: { ids }, silent: true }),
};
