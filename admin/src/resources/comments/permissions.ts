/** users-permissions actions of the moderation routes (cms/src/extensions/comments). */
export const COMMENT_ACTIONS = {
  list: 'plugin::comments.admin.findAll',
  count: 'plugin::comments.admin.count',
  approve: 'plugin::comments.admin.approveComment',
  reject: 'plugin::comments.admin.rejectComment',
  approveMany: 'plugin::comments.admin.approveMany',
  rejectMany: 'plugin::comments.admin.rejectMany',
} as const;

export type Decision = 'approve' | 'reject';
export const COMMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
