/** Nederlands: evenementen, hun categorieën, sessies en programma (issue #21). */
export const menu = {
  events: 'Evenementen',
  events_all: 'Alle evenementen',
  event_categories: 'Categorieën',
};

const eventFields = {
  q: 'Zoeken',
  title: 'Titel',
  slug: 'Slug',
  description: 'Omschrijving',
  location: 'Locatie',
  beginsAt: 'Begint',
  endsAt: 'Eindigt',
  cover: 'Omslagfoto',
  redirectUri: 'Doorverwijs-URI',
  published: 'Gepubliceerd',
  text: 'Tekst',
  tags: 'Tags',
  categories: 'Categorieën',
  partners: 'Partners',
  form: 'Aanmeldformulier',
  releaseTickets: 'Onbetaalde tickets vrijgeven na (uren)',
  confirmationText: 'Tekst bevestigingsmail',
  sendConfirmation: 'Bevestigingsmail sturen',
  automaticInvoice: 'Automatisch factureren',
  blocks: 'Programma',
  when: 'Wanneer',
  updatedAt: 'Gewijzigd',
};

export const resources = {
  events: { name: 'Evenement |||| Evenementen', fields: eventFields },
  'events/categories': {
    name: 'Evenementcategorie |||| Evenementcategorieën',
    fields: { q: 'Zoeken', name: 'Naam', slug: 'Slug', description: 'Omschrijving', updatedAt: 'Gewijzigd' },
  },
  'events/sessions': {
    name: 'Sessie |||| Sessies',
    fields: {
      q: 'Zoeken',
      event: 'Evenement',
      title: 'Titel',
      beginsAt: 'Begint',
      endsAt: 'Eindigt',
      location: 'Locatie',
      capacity: 'Capaciteit',
    },
  },
};

export const screens = {
  events: {
    empty_title: 'Nog geen evenementen',
    empty_text:
      'Evenementen zijn de avonden, congressen en bijeenkomsten die de redactie organiseert: met een programma, sessies, partners en tickets.',
    no_match: 'Geen evenementen voor deze filters.',
    when: { upcoming: 'Komend', past: 'Voorbij' },
    tabs: { main: 'Evenement', programme: 'Programma', sessions: 'Sessies', tickets: 'Tickets' },
    section_when: 'Wanneer en waar',
    section_tickets: 'Tickets en bevestiging',
    times_help: 'Amsterdamse tijd',
    release_help: 'Leeg: vastgehouden tot een medewerker iets doet',
    redirect_help: 'Een https-adres of een pad op de site, zoals /evenementen/debat',
    save_first: 'Sla het evenement eerst op; daarna voeg je sessies en tickets toe.',
    blocks: {
      help: 'Het programma op de evenementpagina: blokken in deze volgorde, elk met zijn onderdelen.',
      block: 'Blok',
      type: 'Soort',
      title: 'Titel van het blok',
      items: 'Onderdelen',
      types: { PERSON: 'Personen', PROGRAM: 'Programma', OTHER: 'Overig', TICKET: 'Tickets' },
      item: {
        title: 'Titel',
        subtitle: 'Ondertitel',
        image: 'Afbeelding (URL)',
        startsAt: 'Begint',
        endsAt: 'Eindigt',
        person: 'Persoon',
        content: 'Inhoud',
        location: 'Locatie',
        link: 'Link',
        fields: 'Extra velden',
        key: 'Naam',
        value: 'Waarde',
        sessions: 'Sessies',
        speakers: 'Sprekers',
        speaker_name: 'Naam',
        speaker_function: 'Functie',
      },
      no_sessions: 'Dit evenement heeft nog geen sessies (tabblad Sessies).',
    },
    sessions: {
      help: 'Delen van het evenement met eigen tijden (binnen het evenement) en eventueel een capaciteit.',
      add: 'Sessie toevoegen',
      empty_title: 'Nog geen sessies',
      empty_text:
        'Sessies zijn delen van het evenement, zoals een ochtend en een middag; een ticket kan voor één sessie zijn.',
      edit: 'Wijzigen',
      delete: 'Verwijderen',
      confirm_title: 'Sessie %{title} verwijderen?',
      confirm_text: 'Programmaonderdelen die haar noemen vergeten haar. Een sessie met tickets kan niet weg.',
      capacity_none: 'geen limiet',
    },
    tickets: {
      help: 'De ticketproducten van dit evenement, verkocht via de bestellingen.',
      create: 'Nieuw ticketproduct',
      show_all: 'Toon bij producten',
      empty_title: 'Nog geen ticketproducten',
      empty_text: 'Maak een TICKET-product voor dit evenement: een prijs, een verkoopperiode en een voorraad.',
      fields: { name: 'Product', price: 'Prijs', stock: 'Voorraad', sale: 'Te koop', published: 'Gepubliceerd' },
    },
  },
  event_categories: {
    empty_title: 'Nog geen evenementcategorieën',
    empty_text: 'Categorieën groeperen evenementen, bijvoorbeeld "Lezersavonden" of "Congressen".',
  },
  event_sessions: {
    empty_title: 'Nog geen sessies',
    empty_text: 'Sessies voeg je toe op de evenementpagina, tabblad Sessies.',
    no_match: 'Geen sessies voor deze filters.',
  },
};

export const validation = {
  endsAfterBegins: 'Moet na het begin liggen',
  sessionOutsideEvent: 'Moet binnen de tijden van het evenement liggen',
  sessionsOutsideEvent: 'De sessies van het evenement zouden erbuiten vallen: verplaats die eerst',
  unknownSession: 'Geen sessie van dit evenement',
  ticketOnly: 'Alleen voor een ticketproduct',
  httpsOrPath: 'Een https-adres of een pad op de site dat met / begint',
  capacityBelowSold: 'Lager dan de %{sold} al verkochte plaatsen',
  unknownKey: 'Onbekend veld',
};

export const errorCodes = {
  event_has_tickets: 'Dit evenement heeft tickets en kan niet worden verwijderd. Zet het op niet gepubliceerd.',
  session_has_tickets: 'Deze sessie heeft tickets en kan niet worden verwijderd.',
};
