/** English: comment moderation (/comments). */
export const menu = { comments: 'Comments' };

export const resources = {
  comments: {
    name: 'Comment |||| Comments',
    fields: {
      q: 'Search',
      content: 'Comment',
      author: 'Reader',
      item: 'Article',
      createdAt: 'Posted',
      approvalStatus: 'Status',
    },
  },
};

export const screens = {
  comments: {
    statuses: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' },
    reasons: { BAD_LANGUAGE: 'Bad language', DISCRIMINATION: 'Discrimination', OTHER: 'Other' },
    all_statuses: 'All statuses',
    only_reported: 'Reported only',
    actions: 'Moderation',
    approve: 'Approve',
    reject: 'Reject',
    bulk_approve: 'Approve',
    bulk_reject: 'Reject',
    approved: 'Comment approved |||| %{smart_count} comments approved',
    rejected: 'Comment rejected |||| %{smart_count} comments rejected',
    status_change_failed: 'Reaction status change failed. %{message}',
    reply_to: 'Reply to: "%{text}"',
    item_missing: 'Deleted item',
    shortcuts: 'Shortcuts in a row: A = approve, R = reject, J/K = next/previous.',
    empty_title: 'No comments yet',
    empty_text: "Readers' comments on the website appear here. Pending comments head the queue.",
    no_match_title: 'Nothing to moderate',
    no_match_text: 'No comments match these filters. Choose another status or widen the search.',
    open_reports: '1 open report by a reader |||| %{smart_count} open reports by readers',
    show_reported: 'Show reported comments',
    badge: '%{pending} pending, %{reports} reports',
  },
};
