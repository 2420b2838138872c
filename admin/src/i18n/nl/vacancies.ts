/** Nederlands: vacatures, hun categorieën en eigenschappen, sollicitaties en tegoed (issue #20). */
export const menu = {
  vacancies: 'Vacatures',
  vacancies_all: 'Alle vacatures',
  vacancy_categories: 'Categorieën',
  vacancy_properties: 'Eigenschappen',
};

export const resources = {
  vacancies: {
    name: 'Vacature |||| Vacatures',
    fields: {
      q: 'Zoeken',
      title: 'Titel',
      slug: 'Slug',
      description: 'Omschrijving',
      employer: 'Werkgever',
      location: 'Standplaats',
      employmentType: 'Dienstverband',
      hoursMin: 'Uren per week vanaf',
      hoursMax: 'Uren per week tot',
      salaryMin: 'Salaris vanaf',
      salaryMax: 'Salaris tot',
      salaryPeriod: 'Salaris per',
      categories: 'Categorieën',
      publishFrom: 'Gepubliceerd vanaf',
      publishUntil: 'Gepubliceerd tot',
      contactName: 'Contactpersoon',
      contactEmail: 'E-mail contact (ontvangt sollicitaties)',
      contactPhone: 'Telefoon contact',
      status: 'Status',
      highlighted: 'Uitgelicht',
      longerRun: 'Langere looptijd',
      updatedAt: 'Gewijzigd',
    },
  },
  'vacancies/categories': {
    name: 'Vacaturecategorie |||| Vacaturecategorieën',
    fields: { q: 'Zoeken', name: 'Naam', slug: 'Slug', description: 'Omschrijving', updatedAt: 'Gewijzigd' },
  },
  'vacancies/properties': {
    name: 'Vacature-eigenschap |||| Vacature-eigenschappen',
    fields: { q: 'Zoeken', name: 'Naam', slug: 'Sleutel', type: 'Type', choices: 'Keuzes', updatedAt: 'Gewijzigd' },
  },
};

export const screens = {
  vacancies: {
    empty_title: 'Nog geen vacatures',
    empty_text:
      'Vacatures zijn banen die je klanten aanbieden. Plaats er hier een voor een klant, of laat de vacaturebeheerders van de klant ze plaatsen met het tegoed dat ze kochten.',
    no_match: 'Geen vacatures voor deze filters.',
    statuses: { DRAFT: 'Concept', PUBLISHED: 'Gepubliceerd', CLOSED: 'Gesloten' },
    employment_types: {
      FULL_TIME: 'Voltijd',
      PART_TIME: 'Deeltijd',
      CONTRACTOR: 'Freelance',
      TEMPORARY: 'Tijdelijk',
      INTERN: 'Stage',
      VOLUNTEER: 'Vrijwilliger',
      PER_DIEM: 'Per dag',
      OTHER: 'Anders',
    },
    salary_periods: { HOUR: 'Uur', WEEK: 'Week', MONTH: 'Maand', YEAR: 'Jaar' },
    section_publication: 'Publicatie',
    section_contact: 'Contact',
    section_properties: 'Eigenschappen',
    window_help: 'Amsterdamse tijd; op vacaturesites zolang gepubliceerd en binnen deze periode (hoogstens 30 dagen)',
    longer_run_help: 'Tot 60 dagen',
    applications: {
      title: 'Sollicitaties',
      help: 'Sollicitaties via de vacaturesite. Het contact-e-mailadres krijgt bericht van elke nieuwe.',
      empty_title: 'Nog geen sollicitaties',
      empty_text: 'Sollicitaties verschijnen hier zodra mensen solliciteren via een vacaturesite.',
      cv: 'Cv',
      fields: { name: 'Naam', email: 'E-mail', createdAt: 'Ontvangen', status: 'Status', actions: 'Acties' },
    },
    application_statuses: {
      NEW: 'Nieuw',
      REVIEWING: 'In behandeling',
      INVITED: 'Uitgenodigd',
      REJECTED: 'Afgewezen',
      HIRED: 'Aangenomen',
    },
    credits: {
      balance_title: 'Tegoed per soort',
      grants_title: 'Waar het tegoed vandaan komt',
      grants_help: 'Elke betaalde bestelregel met een vacatureproduct of -optie geeft één keer tegoed.',
      empty_title: 'Nog geen vacaturetegoed',
      empty_text: 'Het komt van betaalde bestellingen met een VACANCY- of VACANCY_OPTION-product.',
      vacancies: '1 vacature van deze klant |||| %{smart_count} vacatures van deze klant',
      show_vacancies: 'Toon de vacatures',
      order_gone: 'Bestelling verwijderd',
      kinds: { VACANCY: 'Vacatures', HIGHLIGHT: 'Uitgelicht', LONGER_RUN: 'Langere looptijd' },
      fields: {
        kind: 'Soort',
        granted: 'Gekregen',
        used: 'Gebruikt',
        left: 'Over',
        order: 'Bestelling',
        line: 'Regel',
        date: 'Datum',
        amount: 'Tegoed',
      },
    },
    application_moves: {
      NEW: 'Terug naar nieuw',
      REVIEWING: 'In behandeling nemen',
      INVITED: 'Uitnodigen',
      REJECTED: 'Afwijzen',
      HIRED: 'Aannemen',
    },
  },
  vacancy_categories: {
    empty_title: 'Nog geen vacaturecategorieën',
    empty_text: 'Categorieën groeperen vacatures, bijvoorbeeld "Journalistiek" of "Verkoop".',
  },
  vacancy_properties: {
    empty_title: 'Nog geen vacature-eigenschappen',
    empty_text:
      'Eigenschappen zijn getypeerde gegevens die elke vacature kan hebben, bijvoorbeeld opleidingsniveau (een keuze) of rijbewijs (ja/nee).',
    types: { TEXT: 'Tekst', NUMBER: 'Getal', BOOLEAN: 'Ja/nee', CHOICE: 'Keuze' },
    type_help: 'Vast zodra vacatures de eigenschap gebruiken',
    choices_help: 'Eén keuze per regel',
  },
};

export const validation = {
  publishUntilAfterFrom: 'Moet na het begin van de publicatie liggen',
  vacancyRunTooLong: 'Een vacature loopt maximaal %{days} dagen (langer met de optie langere looptijd)',
  unknownProperty: 'Geen vacature-eigenschap: voeg die eerst toe onder Vacatures › Eigenschappen',
  propertyType: 'Moet een waarde van het type %{type} zijn',
  choices: 'Geef de keuzes op, elk hoogstens 100 tekens en elk één keer',
  maxItems: 'Hoogstens %{max} items',
  propertyInUse: 'Kan niet veranderen zolang vacatures deze eigenschap gebruiken',
};

export const errorCodes = {
  no_vacancy_credit:
    'De klant heeft hiervoor geen tegoed meer: koop eerst een vacatureproduct (of de optie). Tegoed komt uit betaalde bestellingen.',
  not_vacancy_admin: 'Alleen vacaturebeheerders van een klant kunnen hier de vacatures van die klant beheren.',
};
