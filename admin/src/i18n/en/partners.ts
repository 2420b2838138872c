/** English: partners and their categories (issue #21). */
export const menu = {
  partners: 'Partners',
  partners_all: 'All partners',
  partner_categories: 'Categories',
};

export const resources = {
  partners: {
    name: 'Partner |||| Partners',
    fields: {
      q: 'Search',
      name: 'Name',
      slug: 'Slug',
      street: 'Street',
      houseNumber: 'Number',
      postcode: 'Postcode',
      city: 'City',
      country: 'Country',
      email: 'E-mail',
      tel: 'Phone',
      website: 'Website',
      social: 'Social media',
      logo: 'Logo',
      content: 'About',
      categories: 'Categories',
      contacts: 'Contact persons',
      events: 'Events',
      updatedAt: 'Changed',
    },
  },
  'partners/categories': {
    name: 'Partner category |||| Partner categories',
    fields: { q: 'Search', name: 'Name', slug: 'Slug', description: 'Description', updatedAt: 'Changed' },
  },
};

export const screens = {
  partners: {
    empty_title: 'No partners yet',
    empty_text:
      'Partners are the organisations the newsroom works with: sponsors, venues, suppliers. They appear on event pages.',
    no_match: 'No partners match these filters.',
    section_address: 'Address and contact',
    section_contacts: 'Contact persons',
    section_social: 'Social media',
    section_events: 'Events',
    contact: { name: 'Name', function: 'Function', email: 'E-mail', tel: 'Phone' },
    social_network: 'Network (e.g. instagram)',
    social_url: 'Address (URL)',
    events_help: 'Linked on the event page (tab Event, field Partners).',
    no_events: 'Not linked to any event yet.',
  },
  partner_categories: {
    empty_title: 'No partner categories yet',
    empty_text: 'Categories group partners, for example "Sponsors" or "Venues".',
  },
};

export const validation = {
  socialNetwork: 'A network name in lower case, such as instagram or linkedin',
};
