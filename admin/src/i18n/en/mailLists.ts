// Engagement: mailLists (en).
export const menu = { mail_lists: 'Lists' };

export const resources = {
  'mail/lists': {
    name: 'List |||| Lists',
    fields: {
      q: 'Search',
      name: 'Name',
      slug: 'Slug',
      description: 'Description',
      visibility: 'Visibility',
      confirmationSubject: 'Subject of the confirmation e-mail',
      memberCount: 'Members',
      updatedAt: 'Updated',
    },
  },
};

export const screens = {
  mailLists: {
    empty_title: 'No lists yet',
    empty_text:
      'A list holds profiles who receive mail together. Public lists take subscriptions from your websites with a confirmation e-mail; private lists are filled by staff.',
    no_match: 'No lists match these filters.',
    visibility: { PUBLIC: 'Public', PRIVATE: 'Private' },
    visibility_help: 'Public lists can be subscribed to from a website.',
    confirmation_subject_help: 'Empty: "Confirm your subscription to {list name}".',
    member_count: '%{smart_count} confirmed member |||| %{smart_count} confirmed members',
    members: {
      title: 'Members',
      search: 'Search by e-mail or name',
      status: 'Status',
      all_statuses: 'All statuses',
      statuses: { pending: 'Awaiting confirmation', confirmed: 'Confirmed' },
      sources: { staff: 'Added by staff', segment: 'From a segment', import: 'Imported', subscribe: 'Website' },
      fields: { member: 'Member', status: 'Status', source: 'Source', requestedAt: 'Since' },
      empty_title: 'No members yet',
      empty_text: 'Add profiles, everyone in a segment, or import a file of e-mail addresses.',
      no_match: 'No members match this search.',
      load_failed: 'The members could not be loaded.',
      add_profiles: 'Add profiles',
      add_segment: 'Add from segment',
      add_import: 'Import file',
      add: 'Add',
      profiles: 'Profiles',
      segment: 'Segment',
      segment_help: 'Everyone the segment matches now becomes a confirmed member.',
      no_segments: 'No segments found',
      added: '%{smart_count} member added |||| %{smart_count} members added',
      remove: 'Remove from list',
      remove_title: 'Remove member?',
      remove_text: '%{email} will no longer receive mail sent to this list.',
      removed: '%{email} removed from the list',
    },
    import: {
      help: 'A CSV or XLSX file with a column "E-mail" (or addresses in the first column), at most %{max} rows. Unknown addresses become new leads.',
      choose: 'Choose file',
      run: 'Import',
      done: 'Close',
      summary:
        '%{rows} rows read: %{added} added, %{alreadyMembers} already members, %{createdProfiles} new profiles, %{refusedCount} refused.',
      refused_email: 'Line %{line}: "%{value}" is not an e-mail address',
      refused_duplicate: 'Line %{line}: %{value} appears earlier in the file',
    },
    snippet: {
      title: 'Subscribe from a website',
      help: 'Websites post an e-mail address (and optionally firstName, lastName, language) as JSON to this address. The answer is always 202, so nobody can find out who is subscribed; the person receives an e-mail with a confirmation link.',
      example: 'Example form:',
      private: 'This list is private: it takes no subscriptions from websites.',
    },
  },
};

export const errorCodes = {
  list_limit: 'The maximum of %{limit} lists has been reached.',
  profiles_required: 'Choose at least one profile.',
  too_many_profiles: 'Add at most %{max} profiles at once.',
  profile_not_found: 'These profiles no longer exist: %{profiles}.',
  segment_required: 'Choose a segment.',
  segment_rules_invalid: 'The segment’s rules are not valid; correct the segment first.',
  segment_not_found: 'This segment no longer exists.',
  no_email_column: 'The file needs a column "E-mail" (or addresses in its first column).',
  too_many_rows: 'A list import takes at most %{max} rows.',
  invalid_status: 'Unknown member status.',
};
