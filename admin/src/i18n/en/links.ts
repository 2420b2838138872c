/** English: saved filters on every list, and preview and share links of content. */
export const savedFilterScreens = {
  saved_filters: {
    button: 'Saved filters',
    empty: 'No saved filters for this list yet',
    save_current: 'Save current filter...',
    save_title: 'Save filter',
    name: 'Name',
    name_help: 'At most %{max} characters; only you see your saved filters.',
    replaces: 'You already have a filter with this name: it will be replaced.',
    saved: 'Filter "%{name}" saved',
    deleted: 'Filter "%{name}" deleted',
    delete: 'Delete filter "%{name}"',
  },
};

export const contentLinkScreens = {
  content_links: {
    title: 'Preview & share',
    text: 'A link lets someone without an account read this item, also before it is published. A preview link is valid for 7 days; for a share link you choose how long.',
    make_preview: 'Make preview link',
    make_share: 'Make share link',
    expiry: 'Valid for',
    expiries: {
      UNLIMITED: 'Unlimited',
      '1Y': '1 year',
      '30D': '30 days',
      '7D': '7 days',
      '1D': '1 day',
      '12H': '12 hours',
    },
    kinds: { PREVIEW: 'Preview link', SHARE: 'Share link' },
    until: 'Valid until %{date}',
    no_end: 'No end date',
    none: 'No valid links for this language version yet.',
    copy: 'Copy',
    copied: 'Link copied',
    copy_failed: 'Copying did not work; select the link and copy it yourself.',
    open: 'Open',
    revoke: 'Revoke',
    revoke_title: 'Revoke link?',
    revoke_text: 'Whoever has this link can no longer open the item. This cannot be undone.',
    revoked: 'Link revoked',
    made: 'Link made',
  },
  shared: {
    kinds: { PREVIEW: 'Preview', SHARE: 'Shared item' },
    statuses: {
      UNPUBLISHED: 'Not published',
      PLANNED: 'Planned for %{date}',
      PUBLISHED: 'Published',
    },
    until: 'This link is valid until %{date}.',
    no_end: 'This link has no end date.',
    body: 'Text of the item',
    not_found_title: 'This link does not work',
    not_found_text: 'The link has expired, was revoked or is incomplete. Ask whoever sent it for a new one.',
    failed: 'The item could not be loaded. Please try again later.',
    loading: 'Loading item',
  },
};

export const linkErrorCodes = {
  saved_filter_limit: 'A list keeps at most %{max} filters: delete one first.',
  content_link_limit: 'An item has at most %{max} valid links: revoke one first.',
};
