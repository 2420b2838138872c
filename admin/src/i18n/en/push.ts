// Web push (en): /push, the devices that accept push with the overview's counts, a test push and the snippet
// websites use to register browsers (docs/push.md).
export const menu = { push: 'Push', push_overview: 'Overview' };

export const resources = {
  push: {
    name: 'Device |||| Devices',
    fields: {
      q: 'Search',
      endpoint: 'Push service',
      profile: 'Profile',
      userAgent: 'Browser',
      language: 'Language',
      createdAt: 'Registered',
      lastSuccessAt: 'Last delivered',
      failureCount: 'Failures',
    },
  },
};

export const screens = {
  push: {
    title: 'Push',
    empty_title: 'No devices yet',
    empty_text:
      'A device appears here once a visitor allows notifications on the website and the website registers the browser. ' +
      'Add this to the website (with a service worker that shows the notification):',
    no_match: 'No devices match this search.',
    counts: {
      devices: 'Devices',
      withProfile: 'With a profile',
      addedLast7Days: 'Added in the last 7 days',
      removedLast30Days: 'Removed as unreachable in 30 days',
      failing: 'Last send failed',
    },
    anonymous: 'Anonymous',
    linked: 'Linked to a profile',
    actions: 'Actions',
    failures: '%{smart_count} failure |||| %{smart_count} failures',
    send_test: 'Send test',
    test_title: 'Send a test push',
    test_help: 'The notification goes to this device only.',
    test_fields: { title: 'Title', body: 'Text', url: 'Link (opens on a click)' },
    test_default_title: 'Test notification',
    test_send: 'Send',
    test_result: {
      delivered: 'Delivered to the push service (%{status}).',
      gone: 'The push service no longer knows this device (%{status}): the token may have expired. The device was removed.',
      transient: 'The push service is busy or unreachable (%{status}). Try again later.',
      failed: 'The push service refused the message (%{status}).',
    },
    no_status: 'no answer',
    delete: 'Delete',
    delete_title: 'Delete this device?',
    delete_text: 'It no longer gets push messages, until the website registers the browser again.',
    deleted: 'Device deleted',
  },
};

export const errorCodes = {
  push_subscription_invalid: 'This is not a browser push subscription.',
  push_endpoint_invalid: 'The endpoint must be the https address of a push service.',
  push_endpoint_too_long: 'The endpoint may be at most %{max} characters.',
  push_key_p256dh: 'The subscription’s p256dh key is not a valid browser key.',
  push_key_auth: 'The subscription’s auth key is not valid.',
  push_locale_invalid: 'The language must be a code such as nl or en-GB.',
  push_url_invalid: 'The link must start with https:// or http://.',
  push_image_invalid: 'The image must be an https link.',
  push_payload_too_large: 'The message is too long to send (at most %{max} bytes together).',
  push_subscription_not_writable: 'Devices are registered by the website; they cannot be created or changed here.',
};
