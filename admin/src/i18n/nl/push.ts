// Web push (nl): /push, de apparaten die pushberichten ontvangen met de tellingen van het overzicht, een
// testbericht en het fragment waarmee websites browsers aanmelden (docs/push.md).
export const menu = { push: 'Push', push_overview: 'Overzicht', push_campaigns: 'Campagnes' };

export const resources = {
  push: {
    name: 'Apparaat |||| Apparaten',
    fields: {
      q: 'Zoeken',
      endpoint: 'Pushdienst',
      profile: 'Profiel',
      userAgent: 'Browser',
      language: 'Taal',
      createdAt: 'Aangemeld',
      lastSuccessAt: 'Laatst afgeleverd',
      failureCount: 'Mislukt',
    },
  },
  'push/campaigns': {
    name: 'Pushcampagne |||| Pushcampagnes',
    fields: {
      q: 'Zoeken',
      name: 'Naam',
      type: 'Soort campagne',
      status: 'Status',
      segment: 'Segment',
      pushTitle: 'Titel',
      pushBody: 'Tekst',
      pushUrl: 'Link (opent bij een klik)',
      pushImage: 'Afbeelding',
      schedule: 'Wanneer',
      scheduledAt: 'Gepland op',
      messagesPerSecond: 'Berichten per seconde',
      utmSource: 'utm_source',
      utmMedium: 'utm_medium',
      utmContent: 'utm_content',
      recipientCount: 'Apparaten',
      sentCount: 'Afgeleverd',
      startedAt: 'Gestart',
      completedAt: 'Voltooid',
      updatedAt: 'Gewijzigd',
    },
  },
};

export const screens = {
  push: {
    title: 'Push',
    empty_title: 'Nog geen apparaten',
    empty_text:
      'Een apparaat verschijnt hier zodra een bezoeker meldingen toestaat op de website en de website de browser aanmeldt. ' +
      'Zet dit op de website (met een service worker die de melding toont):',
    no_match: 'Geen apparaten gevonden met deze zoekopdracht.',
    counts: {
      devices: 'Apparaten',
      withProfile: 'Met een profiel',
      addedLast7Days: 'Nieuw in de laatste 7 dagen',
      removedLast30Days: 'Verwijderd als onbereikbaar in 30 dagen',
      failing: 'Laatste verzending mislukt',
    },
    anonymous: 'Anoniem',
    linked: 'Gekoppeld aan een profiel',
    actions: 'Acties',
    failures: '%{smart_count} keer mislukt |||| %{smart_count} keer mislukt',
    send_test: 'Test sturen',
    test_title: 'Testbericht sturen',
    test_help: 'De melding gaat alleen naar dit apparaat.',
    test_fields: { title: 'Titel', body: 'Tekst', url: 'Link (opent bij een klik)' },
    test_default_title: 'Testmelding',
    test_send: 'Versturen',
    test_result: {
      delivered: 'Afgeleverd bij de pushdienst (%{status}).',
      gone: 'De pushdienst kent dit apparaat niet meer (%{status}): het token is mogelijk verlopen. Het apparaat is verwijderd.',
      transient: 'De pushdienst is bezet of onbereikbaar (%{status}). Probeer het later opnieuw.',
      failed: 'De pushdienst weigerde het bericht (%{status}).',
    },
    no_status: 'geen antwoord',
    delete: 'Verwijderen',
    delete_title: 'Dit apparaat verwijderen?',
    delete_text: 'Het krijgt geen pushberichten meer, tot de website de browser opnieuw aanmeldt.',
    deleted: 'Apparaat verwijderd',
  },
  push_campaigns: {
    title: 'Pushcampagnes',
    empty_title: 'Nog geen pushcampagnes',
    empty_text:
      'Een pushcampagne stuurt een melding (titel, tekst, link en afbeelding) naar de aangemelde apparaten van de profielen in een segment. ' +
      'Apparaten verschijnen onder Push > Overzicht zodra een website browsers aanmeldt.',
    no_match: 'Geen pushcampagnes gevonden met deze zoekopdracht.',
    preview: 'Voorbeeld (elke browser toont het op zijn eigen manier)',
    preview_title: 'Titel van de melding',
    preview_body: 'Hier komt de tekst.',
    url_help: 'Een https-link die opent als de lezer op de melding klikt; klikken worden geteld.',
    image_help: 'Een https-link naar een afbeelding, of het adres van een afbeelding in bestandsbeheer (/uploads/...).',
    test: 'Testpush',
    test_title: 'Deze push naar één apparaat sturen',
    test_help:
      'Titel, tekst, link en afbeelding van de campagne gaan alleen naar het gekozen apparaat; er wordt niets geteld.',
    test_device: 'Apparaat',
    test_no_devices: 'Er is nog geen apparaat aangemeld.',
    results: {
      title: 'Resultaten',
      sent: 'Verzonden',
      delivered: 'Afgeleverd',
      clicked: 'Geklikt',
      removed: 'Verwijderd (onbereikbaar)',
      failed: 'Geweigerd',
      help:
        'Verzonden: aangeboden aan de pushdienst van het apparaat. Afgeleverd: de pushdienst nam het aan en geeft het aan de ' +
        'browser zodra die online is. Geklikt: apparaten waarvan de lezer de link opende (elk één keer). Verwijderd: de ' +
        'pushdienst kent het apparaat niet meer, dus het is verwijderd (het token is mogelijk verlopen).',
    },
    overview: {
      title: 'Pushcampagnes',
      all: 'Alle pushcampagnes',
      total: 'Campagnes',
      sending: 'Bezig',
      scheduled: 'Gepland',
      completed: 'Verzonden',
      latest: 'Laatste pushcampagnes',
      none: 'Nog geen pushcampagnes.',
    },
  },
};

export const errorCodes = {
  push_title_required: 'Een pushcampagne heeft een titel nodig.',
  push_body_required: 'Een pushcampagne heeft een tekst nodig.',
  push_url_https: 'De link moet beginnen met https://.',
  push_subscription_invalid: 'Dit is geen pushabonnement van een browser.',
  push_endpoint_invalid: 'Het endpoint moet het https-adres van een pushdienst zijn.',
  push_endpoint_too_long: 'Het endpoint mag hoogstens %{max} tekens lang zijn.',
  push_key_p256dh: 'De p256dh-sleutel van het abonnement is geen geldige browsersleutel.',
  push_key_auth: 'De auth-sleutel van het abonnement is niet geldig.',
  push_locale_invalid: 'De taal moet een code zijn zoals nl of en-GB.',
  push_url_invalid: 'De link moet beginnen met https:// of http://.',
  push_image_invalid: 'De afbeelding moet een https-link zijn.',
  push_payload_too_large: 'Het bericht is te lang om te versturen (samen hoogstens %{max} bytes).',
  push_subscription_not_writable:
    'Apparaten worden door de website aangemeld; hier kunnen ze niet worden gemaakt of gewijzigd.',
};
