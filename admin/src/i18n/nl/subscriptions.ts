/** Nederlands: abonnementen (het tabblad abonnementen van een klant; issue #19). */
const STATUSES = { PENDING: 'Nog niet actief', ACTIVE: 'Actief', ENDED: 'Beëindigd' };
const END_REASONS = {
  END_DATE: 'einddatum bereikt',
  AUTO_STOP: 'gestopt na één periode',
  FOLLOW_UP: 'overgegaan in het vervolgabonnement',
  STAFF: 'beëindigd door een medewerker',
};

export const screens = {
  subscriptions: {
    order_none: 'Nog geen abonnementen: die ontstaan zodra de bestelling betaald of gefactureerd is.',
    title: 'Abonnementen',
    add: 'Abonnement toevoegen',
    add_title: 'Abonnement toevoegen',
    add_help: 'Het abonnement begint als "nog niet actief"; activeer het meteen of vanaf een startdatum.',
    product: 'Abonnementsproduct',
    payment_method: 'Betaalwijze',
    payment_methods: { CREDIT: 'Factuur (overmaken)', DIRECT_DEBIT: 'Automatische incasso' },
    fields: {
      product: 'Product',
      status: 'Status',
      startDate: 'Start',
      endDate: 'Einde',
      nextPaymentDate: 'Volgende betaling',
      followUp: 'Vervolg',
      previous: 'Volgt op',
      order: 'Bestelling',
    },
    statuses: STATUSES,
    end_reasons: END_REASONS,
    activate: 'Activeren',
    activate_now: 'Direct activeren',
    end: 'Beëindigen',
    history: 'Geschiedenis',
    history_title: 'Geschiedenis van %{product}',
    activate_title: '%{product} activeren',
    activate_help: 'Vandaag of later. Een latere datum activeert het in de nacht van die dag.',
    activate_now_title: '%{product} direct activeren?',
    activate_now_text:
      'Het begint vandaag; de abonnee krijgt meteen toegang en de eerste periode wordt gefactureerd als het product dat zegt.',
    end_title: '%{product} beëindigen',
    end_help:
      'Vandaag of eerder beëindigt het meteen en de toegang vervalt; een latere datum beëindigt het op die dag.',
    start_date: 'Startdatum',
    end_date: 'Einddatum',
    done_activate: 'Abonnement geactiveerd',
    done_planned: 'Abonnement gepland vanaf %{date}',
    done_end: 'Abonnement beëindigd',
    done_planned_end: 'Abonnement eindigt op %{date}',
    done_add: 'Abonnement toegevoegd',
    none: 'geen',
    ended_because: 'Beëindigd: %{reason}',
    by_system: 'automatisch',
    empty_title: 'Geen abonnementen',
    empty_text:
      'Een abonnement ontstaat uit een betaalde of gefactureerde bestelling van een abonnementsproduct, of wordt hier toegevoegd. Zolang het actief is, geeft het de profielen van de klant toegang.',
    failed: 'De abonnementen konden niet worden geladen: %{error}',
    forbidden: 'Je hebt geen toegang tot abonnementen.',
    actions: {
      create: 'toegevoegd',
      activate: 'geactiveerd',
      plan_start: 'start gepland',
      plan_end: 'einde gepland',
      end: 'beëindigd',
      invoice: 'periode gefactureerd',
      period: 'volgende periode',
      activate_refused: 'activeren geweigerd',
      magazine_activate: 'aangemeld bij het tijdschriftplatform',
      magazine_deactivate: 'afgemeld bij het tijdschriftplatform',
      magazine_sync_failed: 'tijdschriftplatform mislukt',
      magazine_sync_retry: 'tijdschriftplatform opnieuw geprobeerd',
    },
  },
};

export const validation = {
  subscriptionProduct: 'Kies een abonnementsproduct',
  startDatePast: 'De startdatum is vandaag (%{today}) of later',
};

export const errorCodes = {
  subscription_illegal_transition: 'Dit kan (niet meer) voor dit abonnement: laad de abonnementen opnieuw.',
  subscription_active_same_kind: 'De klant heeft al een actief abonnement van dezelfde soort.',
  subscription_not_editable: 'Een abonnement verandert alleen via zijn acties (activeren, beëindigen).',
  subscription_not_deletable: 'Abonnementen blijven bewaard: beëindig het abonnement in plaats daarvan.',
};
