// System e-mails (en): /settings/emails, every e-mail the product sends by itself (docs/system-emails.md).
export const menu = { settings_emails: 'System e-mails' };

export const screens = {
  system_emails: {
    title: 'System e-mails',
    intro:
      'Every e-mail the product sends by itself, editable per language. An e-mail you do not change uses its default text.',
    search: 'Search',
    filter: 'Show',
    filter_all: 'All e-mails',
    filter_changed: 'Changed',
    filter_default: 'Default only',
    name: 'E-mail',
    trigger: 'Sent when',
    languages: 'Languages',
    changed: 'changed',
    default: 'default',
    per_page: 'Per page',
    empty_title: 'No e-mails found',
    empty_text: 'No system e-mail matches this search or filter. Change them to see more.',
    load_failed: 'The system e-mails could not be loaded.',
    retry: 'Try again',
    back: 'Back to the system e-mails',
    sent_when: 'Sent when',
    language_nl: 'Dutch',
    language_en: 'English',
    subject: 'Subject',
    body: 'Text',
    markup_help:
      'Plain text. {{field}} fills in a merge field; {{#field}}…{{/field}} shows text only when the field has a value, {{^field}}…{{/field}} only when it is empty.',
    fields: 'Merge fields',
    fields_help: 'Click a field to insert it where the cursor is.',
    preview: 'Preview (with sample values)',
    save: 'Save',
    saved: 'The e-mail has been saved.',
    send_preview: 'Send preview to me',
    preview_sent: 'The preview was sent to %{to}.',
    reset: 'Reset to default',
    reset_title: 'Reset to the default text?',
    reset_text: 'The changed text in %{language} is deleted; from then on the default text is sent.',
    reset_done: 'The default text is used again.',
    failed: 'That did not work. Please try again.',
  },
};

export const errorCodes = {
  system_email_unknown_fields: 'Unknown merge fields: %{fields}. Use only the fields from the list.',
  system_email_sections: 'The block {{#%{field}}} or {{^%{field}}} is not closed properly with {{/%{field}}}.',
};
