/** English: events, their categories, sessions and programme (issue #21). */
export const menu = {
  events: 'Events',
  events_all: 'All events',
  event_categories: 'Categories',
};

const eventFields = {
  q: 'Search',
  title: 'Title',
  slug: 'Slug',
  description: 'Description',
  location: 'Location',
  beginsAt: 'Begins',
  endsAt: 'Ends',
  cover: 'Cover image',
  redirectUri: 'Redirect URI',
  published: 'Published',
  text: 'Text',
  tags: 'Tags',
  categories: 'Categories',
  partners: 'Partners',
  form: 'Registration form',
  releaseTickets: 'Release unpaid tickets after (hours)',
  confirmationText: 'Confirmation e-mail text',
  sendConfirmation: 'Send confirmation e-mail',
  automaticInvoice: 'Invoice automatically',
  blocks: 'Programme',
  when: 'When',
  updatedAt: 'Changed',
};

export const resources = {
  events: { name: 'Event |||| Events', fields: eventFields },
  'events/categories': {
    name: 'Event category |||| Event categories',
    fields: { q: 'Search', name: 'Name', slug: 'Slug', description: 'Description', updatedAt: 'Changed' },
  },
  'events/sessions': {
    name: 'Session |||| Sessions',
    fields: {
      q: 'Search',
      event: 'Event',
      title: 'Title',
      beginsAt: 'Begins',
      endsAt: 'Ends',
      location: 'Location',
      capacity: 'Capacity',
    },
  },
};

export const screens = {
  events: {
    empty_title: 'No events yet',
    empty_text:
      'Events are the evenings, conferences and meetings the newsroom organises: with a programme, sessions, partners and tickets.',
    no_match: 'No events match these filters.',
    when: { upcoming: 'Upcoming', past: 'Past' },
    tabs: { main: 'Event', programme: 'Programme', sessions: 'Sessions', tickets: 'Tickets' },
    section_when: 'When and where',
    section_tickets: 'Tickets and confirmation',
    times_help: 'Amsterdam time',
    release_help: 'Empty: held until staff act',
    redirect_help: 'An https address or a path on the site, such as /events/debate',
    save_first: 'Save the event first; then you can add its sessions and tickets.',
    blocks: {
      help: 'The programme on the event page: blocks in this order, each with its items.',
      block: 'Block',
      type: 'Type',
      title: 'Block title',
      items: 'Items',
      types: { PERSON: 'People', PROGRAM: 'Programme', OTHER: 'Other', TICKET: 'Tickets' },
      item: {
        title: 'Title',
        subtitle: 'Subtitle',
        image: 'Image (URL)',
        startsAt: 'Starts',
        endsAt: 'Ends',
        person: 'Person',
        content: 'Content',
        location: 'Location',
        link: 'Link',
        fields: 'Extra fields',
        key: 'Name',
        value: 'Value',
        sessions: 'Sessions',
        speakers: 'Speakers',
        speaker_name: 'Name',
        speaker_function: 'Function',
      },
      no_sessions: 'This event has no sessions yet (tab Sessions).',
    },
    sessions: {
      help: 'Parts of the event with their own times (inside the event) and an optional capacity.',
      add: 'Add session',
      empty_title: 'No sessions yet',
      empty_text:
        'Sessions are parts of the event, such as a morning and an afternoon; tickets can be for one session.',
      edit: 'Edit',
      delete: 'Delete',
      confirm_title: 'Delete session %{title}?',
      confirm_text: 'The programme items that name it forget it. A session with tickets cannot be deleted.',
      capacity_none: 'no limit',
    },
    tickets: {
      help: 'The ticket products of this event, sold through the order flow.',
      create: 'New ticket product',
      show_all: 'Show in products',
      empty_title: 'No ticket products yet',
      empty_text: 'Create a TICKET product for this event: a price, a sale window and a stock.',
      fields: { name: 'Product', price: 'Price', stock: 'Stock', sale: 'On sale', published: 'Published' },
    },
  },
  event_categories: {
    empty_title: 'No event categories yet',
    empty_text: 'Categories group events, for example "Readers\' evenings" or "Conferences".',
  },
  event_sessions: {
    empty_title: 'No sessions yet',
    empty_text: 'Sessions are added on the event page, tab Sessions.',
    no_match: 'No sessions match these filters.',
  },
};

export const validation = {
  endsAfterBegins: 'Must be after the start',
  sessionOutsideEvent: 'Must lie within the times of the event',
  sessionsOutsideEvent: 'The event’s sessions would fall outside it: move them first',
  unknownSession: 'Not a session of this event',
  ticketOnly: 'Only for a ticket product',
  httpsOrPath: 'An https address or a path on the site starting with /',
  capacityBelowSold: 'Lower than the %{sold} seats already sold',
  unknownKey: 'Unknown field',
};

export const errorCodes = {
  event_has_tickets: 'This event has tickets and cannot be deleted. Unpublish it instead.',
  session_has_tickets: 'This session has tickets and cannot be deleted.',
};
