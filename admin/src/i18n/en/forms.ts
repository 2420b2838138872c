// Forms (en): the builder (/forms) and the submissions with their threads (/forms/threads).
export const menu = { forms: 'Forms', forms_all: 'All forms', forms_threads: 'Submissions' };

export const resources = {
  forms: {
    name: 'Form |||| Forms',
    fields: {
      q: 'Search',
      name: 'Name',
      slug: 'Slug',
      description: 'Description',
      active: 'Active',
      successMessage: 'Thank-you text',
      fields: 'Fields',
      updatedAt: 'Updated',
    },
  },
  'forms/threads': {
    name: 'Submission |||| Submissions',
    fields: {
      q: 'Search',
      createdAt: 'Received',
      form: 'Form',
      email: 'E-mail',
      name: 'Name',
      status: 'Status',
      assignee: 'Assigned to',
      lastMessageAt: 'Last message',
    },
  },
};

export const screens = {
  forms: {
    empty_title: 'No forms yet',
    empty_text:
      'Build a form (contact, request, registration) and put it on your websites; each submission opens a conversation with the submitter.',
    no_match: 'No forms match these filters.',
    types: {
      text: 'Text',
      longText: 'Long text',
      email: 'E-mail',
      phone: 'Phone',
      select: 'Select',
      checkboxes: 'Checkboxes',
      date: 'Date',
      file: 'File',
      consent: 'Consent',
    },
    field: {
      key: 'Key',
      key_help: 'Lower-case letters, digits and _; websites send the value under this name.',
      label: 'Label',
      type: 'Type',
      required: 'Required',
      options: 'Choices (one per line)',
      consentText: 'Consent text',
      help: 'Help text',
    },
    fields_help: "The first e-mail field is the submitter's address; replies go there. It must be required.",
    public_api: 'On your website',
    public_api_text:
      'Fetch the form with GET %{definition} and send submissions with POST %{submit} (JSON with "values", or multipart with files). Leave the hidden field "%{honeypot}" empty.',
  },
  formThreads: {
    empty_title: 'No submissions yet',
    empty_text: 'Submissions of forms on your websites appear here, each as a conversation with the submitter.',
    no_match: 'No submissions match these filters.',
    statuses: { open: 'Open', awaiting_reply: 'Awaiting reply', in_progress: 'In progress', closed: 'Closed' },
    answers: 'Answers',
    consent_given: 'Consent given: "%{text}"',
    messages: 'Messages',
    no_messages: 'No messages yet. A reply goes by e-mail to %{email}, with a link to answer.',
    outgoing: 'Sent by %{name}',
    incoming: 'Answer from the submitter',
    via: {
      form: 'through the form',
      'reply-link': 'through the reply link',
      'inbound-mail': 'by e-mail',
      console: 'from the back office',
    },
    reply: 'Reply',
    reply_label: 'Your reply to %{email}',
    reply_send: 'Send',
    reply_sent: 'Reply sent',
    reply_closed: 'Reopen the conversation to reply.',
    status: 'Status',
    status_change: 'Change status',
    status_changed: 'Status changed',
    status_failed: 'Changing the form status failed.',
    assign: 'Assign',
    assign_nobody: 'Nobody',
    assigned: 'Assignment saved',
    history: 'Log',
    file_download: 'Download',
    profile: 'View profile',
    export: { button: 'Export', csv: 'CSV', xlsx: 'Excel (XLSX)', done: 'Export downloaded' },
  },
};

export const validation = {
  formNeedsFields: 'A form needs at least one field.',
  formNeedsEmail: 'A form needs a required e-mail field: replies go to that address.',
  formOptions: 'Give at least one choice, each at most 200 characters.',
  fieldKey: 'Start with a lower-case letter; only a-z, 0-9 and _ (at most 40).',
  maxItems: 'At most %{max} items.',
  choice: 'Choose from the options.',
  consentRequired: 'Give your consent to continue.',
  text: 'This must be text.',
  fileTooLarge: 'The file is too large (at most %{maxMb} MB).',
};

export const errorCodes = {
  reply_mail_failed: 'The reply could not be sent by e-mail; nothing was saved. Try again later.',
  thread_transition: 'Changing the form status failed: %{from} to %{to} is not possible.',
  thread_closed: 'This conversation is closed; reopen it to reply.',
  form_has_threads: 'This form has submissions and cannot be deleted. Make it inactive.',
  invalid_payload: "The mail provider's message is incomplete or malformed (field %{field}).",
};
