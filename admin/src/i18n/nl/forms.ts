// Forms (nl): the builder (/forms) and the submissions with their threads (/forms/threads).
export const menu = { forms: 'Formulieren', forms_all: 'Alle formulieren', forms_threads: 'Inzendingen' };

export const resources = {
  forms: {
    name: 'Formulier |||| Formulieren',
    fields: {
      q: 'Zoeken',
      name: 'Naam',
      slug: 'Slug',
      description: 'Omschrijving',
      active: 'Actief',
      successMessage: 'Bedankttekst',
      fields: 'Velden',
      updatedAt: 'Bijgewerkt',
    },
  },
  'forms/threads': {
    name: 'Inzending |||| Inzendingen',
    fields: {
      q: 'Zoeken',
      createdAt: 'Ontvangen',
      form: 'Formulier',
      email: 'E-mail',
      name: 'Naam',
      status: 'Status',
      assignee: 'Toegewezen aan',
      lastMessageAt: 'Laatste bericht',
    },
  },
};

export const screens = {
  forms: {
    empty_title: 'Nog geen formulieren',
    empty_text:
      'Bouw een formulier (contact, aanvraag, inschrijving) en zet het op je websites; elke inzending opent een gesprek met de inzender.',
    no_match: 'Geen formulieren gevonden met deze filters.',
    types: {
      text: 'Tekst',
      longText: 'Lange tekst',
      email: 'E-mail',
      phone: 'Telefoon',
      select: 'Keuzelijst',
      checkboxes: 'Vinkjes',
      date: 'Datum',
      file: 'Bestand',
      consent: 'Toestemming',
    },
    field: {
      key: 'Sleutel',
      key_help: 'Kleine letters, cijfers en _; websites sturen de waarde onder deze naam.',
      label: 'Label',
      type: 'Soort',
      required: 'Verplicht',
      options: 'Keuzes (één per regel)',
      consentText: 'Toestemmingstekst',
      help: 'Hulptekst',
    },
    fields_help:
      'Het eerste e-mailveld is het adres van de inzender; antwoorden gaan daarheen. Het moet verplicht zijn.',
    public_api: 'Op je website',
    public_api_text:
      'Haal het formulier op met GET %{definition} en stuur inzendingen met POST %{submit} (JSON met "values", of multipart met bestanden). Laat het verborgen veld "%{honeypot}" leeg.',
  },
  formThreads: {
    empty_title: 'Nog geen inzendingen',
    empty_text: 'Inzendingen van formulieren op je websites verschijnen hier, elk als gesprek met de inzender.',
    no_match: 'Geen inzendingen gevonden met deze filters.',
    statuses: { open: 'Open', awaiting_reply: 'Wacht op antwoord', in_progress: 'In behandeling', closed: 'Gesloten' },
    answers: 'Antwoorden',
    consent_given: 'Toestemming gegeven: "%{text}"',
    messages: 'Berichten',
    no_messages: 'Nog geen berichten. Een antwoord gaat per e-mail naar %{email}, met een link om te reageren.',
    outgoing: 'Verstuurd door %{name}',
    incoming: 'Antwoord van de inzender',
    via: {
      form: 'via het formulier',
      'reply-link': 'via de antwoordlink',
      'inbound-mail': 'per e-mail',
      console: 'vanuit de backoffice',
    },
    reply: 'Antwoorden',
    reply_label: 'Je antwoord aan %{email}',
    reply_send: 'Versturen',
    reply_sent: 'Antwoord verstuurd',
    reply_closed: 'Heropen het gesprek om te antwoorden.',
    status: 'Status',
    status_change: 'Status wijzigen',
    status_changed: 'Status gewijzigd',
    status_failed: 'Status van het formulier wijzigen is mislukt.',
    assign: 'Toewijzen',
    assign_nobody: 'Niemand',
    assigned: 'Toewijzing opgeslagen',
    history: 'Logboek',
    file_download: 'Downloaden',
    profile: 'Profiel bekijken',
    export: { button: 'Exporteren', csv: 'CSV', xlsx: 'Excel (XLSX)', done: 'Export gedownload' },
  },
};

export const validation = {
  formNeedsFields: 'Een formulier heeft minstens één veld nodig.',
  formNeedsEmail: 'Een formulier heeft een verplicht e-mailveld nodig: antwoorden gaan naar dat adres.',
  formOptions: 'Geef minstens één keuze, elk hoogstens 200 tekens.',
  fieldKey: 'Begin met een kleine letter; alleen a-z, 0-9 en _ (hoogstens 40).',
  maxItems: 'Hoogstens %{max} items.',
  choice: 'Kies uit de opties.',
  consentRequired: 'Geef toestemming om verder te gaan.',
  text: 'Dit moet tekst zijn.',
  fileTooLarge: 'Het bestand is te groot (hoogstens %{maxMb} MB).',
};

export const errorCodes = {
  reply_mail_failed:
    'Het antwoord kon niet per e-mail worden verstuurd; er is niets opgeslagen. Probeer het later opnieuw.',
  thread_transition: 'Status van het formulier wijzigen is mislukt: van %{from} naar %{to} kan niet.',
  thread_closed: 'Dit gesprek is gesloten; heropen het om te antwoorden.',
  form_has_threads: 'Dit formulier heeft inzendingen en kan niet worden verwijderd. Zet het op inactief.',
  invalid_payload: 'Het bericht van de mailprovider is onvolledig of onjuist (veld %{field}).',
};
