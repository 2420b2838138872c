// Engagement: event automations (/mail/triggers/automations): a campaign sent when something happens to a profile (en).
export const resources = {
  'mail/triggers/automations': {
    name: 'Automation |||| Automations',
    fields: {
      q: 'Search by name',
      name: 'Name',
      event: 'When',
      list: 'List',
      tag: 'Tag',
      delayMinutes: 'Delay (minutes)',
      campaign: 'Campaign',
      active: 'On',
      firedCount: 'Started',
      sentCount: 'Sent',
      createdAt: 'Created',
      updatedAt: 'Last changed',
    },
  },
};

export const screens = {
  automations: {
    tabs: { schedules: 'Schedules', automations: 'Automations' },
    empty_title: 'No automations yet',
    empty_text:
      'An automation sends a campaign by itself when something happens to a profile: it subscribes to a list, gets a tag, is created or pays an order. Each profile gets the message once per automation, at once or after a delay.',
    no_match: 'No automations match these filters.',
    create: 'New automation',
    active_filter: 'Switched on',
    event_filter: 'Event',
    events: {
      LIST_SUBSCRIBED: 'Subscribes to a list',
      TAG_ADDED: 'Gets a tag',
      PROFILE_CREATED: 'Is created',
      ORDER_PAID: 'Pays an order',
    },
    event_of: {
      LIST_SUBSCRIBED: 'Subscribes to “%{target}”',
      TAG_ADDED: 'Gets the tag “%{target}”',
    },
    delay: {
      none: 'At once',
      minutes: '%{smart_count} minute later |||| %{smart_count} minutes later',
      hours: '%{smart_count} hour later |||| %{smart_count} hours later',
      days: '%{smart_count} day later |||| %{smart_count} days later',
    },
    event_help: 'What happens to the profile. Each profile gets the message once per automation.',
    list_help: 'A confirmed subscription counts: by the reader’s confirmation link, or added by staff.',
    tag_help: 'When the tag is added to a profile (in its form, the list’s bulk action or a new profile).',
    delay_help:
      '0 sends at once; at most %{max} minutes (30 days). Opt-in, blocks and the frequency cap are checked when it is sent.',
    campaign_help:
      'A draft e-mail campaign with a template. It waits as the model of the messages; changes apply to the next ones.',
    active_help: 'Off: nothing new starts, waiting messages are not sent and the campaign is an ordinary draft again.',
    counters_help: 'Started: profiles for which the event happened. Sent: messages that went out.',
    on: 'On',
    off: 'Off',
    delete_title: 'Delete automation “%{name}”?',
    delete_text: 'Messages still waiting are not sent and the campaign becomes a draft again. Messages sent are kept.',
    refusals: {
      template_required: 'The campaign has no e-mail template yet: choose one in the campaign.',
      sender_domain:
        'The campaign’s sender address does not end with an approved sender domain (%{domains}): change the campaign.',
      sender_domain_none:
        'No sender domain is approved in the engagement settings yet; the campaign cannot be sent yet.',
      automation_campaign_status:
        'An automation sends a draft only; this campaign is “%{status}”. Duplicate the campaign and choose the copy.',
    },
  },
};

export const errorCodes = {
  campaign_has_automation: 'This campaign is already sent by an automation; a campaign can have only one.',
  automation_campaign_status: 'An automation sends a draft campaign only. Duplicate the campaign and choose the copy.',
  automation_channel_email: 'An automation sends e-mail campaigns only.',
};
