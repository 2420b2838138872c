// Web push (en): /push, the devices that accept push with the overview's counts, a test push and the snippet
// websites use to register browsers (docs/push.md).
export const menu = { push: 'Push', push_overview: 'Overview', push_campaigns: 'Campaigns' };

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
  'push/campaigns': {
    name: 'Push campaign |||| Push campaigns',
    fields: {
      q: 'Search',
      name: 'Name',
      type: 'Kind of campaign',
      status: 'Status',
      segment: 'Segment',
      pushTitle: 'Title',
      pushBody: 'Text',
      pushUrl: 'Link (opens on a click)',
      pushImage: 'Image',
      schedule: 'When',
      scheduledAt: 'Scheduled for',
      messagesPerSecond: 'Messages per second',
      utmSource: 'utm_source',
      utmMedium: 'utm_medium',
      utmContent: 'utm_content',
      recipientCount: 'Devices',
      sentCount: 'Delivered',
      startedAt: 'Started',
      completedAt: 'Completed',
      updatedAt: 'Changed',
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
  push_campaigns: {
    title: 'Push campaigns',
    empty_title: 'No push campaigns yet',
    empty_text:
      'A push campaign sends a notification (title, text, link and image) to the registered devices of a segment’s profiles. ' +
      'Devices appear under Push > Overview once a website registers browsers.',
    no_match: 'No push campaigns match this search.',
    preview: 'Preview (each browser shows it in its own way)',
    preview_title: 'Title of the notification',
    preview_body: 'The text appears here.',
    url_help: 'An https link, opened when the reader clicks the notification; clicks are counted.',
    image_help: 'An https link to an image, or the address of an image in the file manager (/uploads/...).',
    test: 'Test push',
    test_title: 'Send this push to one device',
    test_help: 'The campaign’s title, text, link and image go to the chosen device only; nothing is counted.',
    test_device: 'Device',
    test_no_devices: 'No device is registered yet.',
    results: {
      title: 'Results',
      sent: 'Sent',
      delivered: 'Delivered',
      clicked: 'Clicked',
      removed: 'Removed (gone)',
      failed: 'Refused',
      help:
        'Sent: posted to the device’s push service. Delivered: the push service accepted it and hands it to the browser ' +
        'when it is online. Clicked: devices whose reader opened the link (once each). Removed: the push service ' +
        'no longer knows the device, so it was deleted (the token may have expired).',
    },
    overview: {
      title: 'Push campaigns',
      all: 'All push campaigns',
      total: 'Campaigns',
      sending: 'Sending',
      scheduled: 'Scheduled',
      completed: 'Sent',
      latest: 'Latest push campaigns',
      none: 'No push campaigns yet.',
    },
  },
};

export const errorCodes = {
  push_title_required: 'A push campaign needs a title.',
  push_body_required: 'A push campaign needs a text.',
  push_url_https: 'The link must start with https://.',
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
