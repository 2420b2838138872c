/** English: resource names, fields and the screens of the resources. */
export const resources = {
  'settings/log': {
    name: 'Log |||| Logs',
    fields: {
      q: 'Search',
      to: 'To',
      subject: 'Subject',
      status: 'Status',
      transport: 'Transport',
      error: 'Error',
      createdAt: 'Created',
      text: 'Text version',
      html: 'HTML version',
    },
  },
};

export const screens = {
  profile_types: {
    LEAD: 'Lead',
    ACCOUNT: 'Account',
    CUSTOMER: 'Customer',
    SUBSCRIBER: 'Subscriber',
    CUSTOMER_NO_ACCOUNT: 'Customer without account',
    SUBSCRIBER_NO_ACCOUNT: 'Subscriber without account',
  },
  outbox_status: { stored: 'Stored', sent: 'Sent', failed: 'Failed' },
  log: {
    empty_title: 'No outgoing e-mails yet',
    empty_text:
      'E-mails the system sends (for example confirmations and password resets) are stored here with their status.',
    no_match: 'No e-mails match your search.',
    no_html: 'This e-mail has no HTML version.',
    no_text: 'This e-mail has no text version.',
  },
  account: {
    title: 'My account',
    profile: 'Profile',
    social: 'Social media',
    settings: 'Settings',
    saved: 'Your profile has been saved.',
    avatar: 'Avatar',
    avatar_choose: 'Choose a picture',
    avatar_uploaded: 'Your avatar has been updated.',
    password: 'Change password',
    password_current: 'Current password',
    password_new: 'New password',
    password_repeat: 'Repeat new password',
    password_submit: 'Change password',
    password_changed: 'Your password has been changed.',
  },
};
