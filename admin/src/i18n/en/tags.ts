// The tag manager (en): /settings/tags, content tags and profile tags per kind (docs/tags.md).
export const menu = { settings_tags: 'Tag manager' };

export const screens = {
  tag_manager: {
    title: 'Tag manager',
    intro:
      'Every tag in one place: content tags and the profile tags of each kind. Rename them, merge duplicates (everything the one tag had moves to the other) or delete them. You always see where a tag is used.',
    families_label: 'Kind of tags',
    families: {
      content: 'Content tags',
      ACCESS: 'Access tags',
      EVENT: 'Event tags',
      INTEREST: 'Interests',
    },
    fields: {
      name: 'Name',
      slug: 'Slug',
      usage: 'Usage',
      created: 'Created',
      places: 'Used by',
      actions: 'Actions',
      limit: 'Maximum number of tags per kind',
    },
    rows: '%{from}-%{to} of %{count}',
    unused: 'This tag is not used anywhere.',
    empty: 'No tags of this kind yet',
    empty_search: 'No tags found',
    empty_text: 'Tags are made while editing content, profiles and products, or by an import.',
    load_failed: 'The tags could not be loaded.',
    retry: 'Try again',
    rename: 'Rename',
    merge: 'Merge',
    delete: 'Delete',
    rename_title: 'Rename "%{name}"',
    slug_help: 'Lower-case letters, digits and hyphens; unique.',
    slug_access_help: 'Content and marketing naming this access tag by its slug move to the new slug.',
    renamed: 'The tag was renamed.',
    merge_title: 'Merge "%{name}"',
    merge_intro: 'Pick the tag "%{name}" merges into. Only tags of the same kind can be merged.',
    merge_target: 'Merge into',
    merge_pick_first: 'Pick the tag to merge into first.',
    no_targets: 'No other tags of this kind',
    merge_moves: 'This moves:',
    merge_moves_to: 'This moves to "%{name}":',
    merge_warning: '"%{name}" is deleted afterwards. Whatever had both tags keeps one. This cannot be undone.',
    merged: 'The tags were merged.',
    delete_title: 'Delete "%{name}"',
    delete_intro: 'The tag is removed from:',
    delete_rules:
      'Rules depend on this tag (product access, segments, e-mail templates, access to content or marketing). Merge it into another tag instead of deleting it.',
    deleted: 'The tag was deleted.',
    limit_used: '%{used} of %{limit}',
    limit_change: 'Change the maximum',
    limit_title: 'Maximum number of tags',
    limit_help: 'Counts per kind: content tags, and profile tags of each kind separately.',
    limit_range: 'Choose a whole number from %{min} to %{max}.',
    limit_saved: 'The maximum was saved.',
    places: {
      content_tags: '%{smart_count} content item |||| %{smart_count} content items',
      event_tags: '%{smart_count} event |||| %{smart_count} events',
      event_attendeeTag: '%{smart_count} event (attendees) |||| %{smart_count} events (attendees)',
      profile_tags: '%{smart_count} profile |||| %{smart_count} profiles',
      customer_tags: '%{smart_count} customer |||| %{smart_count} customers',
      product_tags: '%{smart_count} product |||| %{smart_count} products',
      product_tagsBirth: '%{smart_count} product grants this access |||| %{smart_count} products grant this access',
      product_tagsWill:
        '%{smart_count} product takes this access away |||| %{smart_count} products take this access away',
      campaign_automation_tag: '%{smart_count} automation |||| %{smart_count} automations',
      segment_rules: '%{smart_count} segment |||| %{smart_count} segments',
      email_template_design: '%{smart_count} e-mail template |||| %{smart_count} e-mail templates',
      saved_filter_query: '%{smart_count} saved filter |||| %{smart_count} saved filters',
      content_accessTag:
        '%{smart_count} content item only for this tag |||| %{smart_count} content items only for this tag',
      marketing_content_audienceTag:
        '%{smart_count} marketing item for this tag |||| %{smart_count} marketing items for this tag',
    },
  },
};

export const errorCodes = {
  tag_limit: 'The maximum of %{limit} tags of this kind is reached. Raise it in the tag manager or merge tags.',
  tag_slug_taken: 'Another tag already has this slug.',
  tag_merge_family: 'A tag can only be merged into a tag of the same kind.',
  tag_merge_self: 'A tag cannot be merged into itself.',
  tag_in_rules: 'Rules depend on this tag. Merge it into another tag instead of deleting it.',
  tag_family_invalid: 'Unknown kind of tag.',
};
