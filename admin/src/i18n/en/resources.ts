/** English: resource names, fields and the screens of the resources. */
export const resources = {};

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
