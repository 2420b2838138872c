/** Nederlands: partners en hun categorieën (issue #21). */
export const menu = {
  partners: 'Partners',
  partners_all: 'Alle partners',
  partner_categories: 'Categorieën',
};

export const resources = {
  partners: {
    name: 'Partner |||| Partners',
    fields: {
      q: 'Zoeken',
      name: 'Naam',
      slug: 'Slug',
      street: 'Straat',
      houseNumber: 'Huisnummer',
      postcode: 'Postcode',
      city: 'Plaats',
      country: 'Land',
      email: 'E-mail',
      tel: 'Telefoon',
      website: 'Website',
      social: 'Sociale media',
      logo: 'Logo',
      content: 'Over',
      categories: 'Categorieën',
      contacts: 'Contactpersonen',
      events: 'Evenementen',
      updatedAt: 'Gewijzigd',
    },
  },
  'partners/categories': {
    name: 'Partnercategorie |||| Partnercategorieën',
    fields: { q: 'Zoeken', name: 'Naam', slug: 'Slug', description: 'Omschrijving', updatedAt: 'Gewijzigd' },
  },
};

export const screens = {
  partners: {
    empty_title: 'Nog geen partners',
    empty_text:
      'Partners zijn de organisaties waarmee de redactie samenwerkt: sponsors, locaties, leveranciers. Ze staan op evenementpagina’s.',
    no_match: 'Geen partners voor deze filters.',
    section_address: 'Adres en contact',
    section_contacts: 'Contactpersonen',
    section_social: 'Sociale media',
    section_events: 'Evenementen',
    contact: { name: 'Naam', function: 'Functie', email: 'E-mail', tel: 'Telefoon' },
    social_network: 'Netwerk (bijv. instagram)',
    social_url: 'Adres (URL)',
    events_help: 'Gekoppeld op de evenementpagina (tabblad Evenement, veld Partners).',
    no_events: 'Nog aan geen enkel evenement gekoppeld.',
  },
  partner_categories: {
    empty_title: 'Nog geen partnercategorieën',
    empty_text: 'Categorieën groeperen partners, bijvoorbeeld "Sponsors" of "Locaties".',
  },
};

export const validation = {
  socialNetwork: 'Een netwerknaam in kleine letters, zoals instagram of linkedin',
};
