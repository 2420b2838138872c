// Engagement: automatiseringen (/mail/triggers/automations): een campagne die verstuurd wordt als er iets met een profiel gebeurt (nl).
export const resources = {
  'mail/triggers/automations': {
    name: 'Automatisering |||| Automatiseringen',
    fields: {
      q: 'Zoek op naam',
      name: 'Naam',
      event: 'Wanneer',
      list: 'Lijst',
      tag: 'Tag',
      delayMinutes: 'Vertraging (minuten)',
      campaign: 'Campagne',
      active: 'Aan',
      firedCount: 'Gestart',
      sentCount: 'Verstuurd',
      createdAt: 'Aangemaakt',
      updatedAt: 'Laatst gewijzigd',
    },
  },
};

export const screens = {
  automations: {
    tabs: { schedules: 'Schema’s', automations: 'Automatiseringen' },
    empty_title: 'Nog geen automatiseringen',
    empty_text:
      'Een automatisering verstuurt vanzelf een campagne als er iets met een profiel gebeurt: het schrijft zich in op een lijst, krijgt een tag, wordt aangemaakt of betaalt een bestelling. Elk profiel krijgt het bericht één keer per automatisering, meteen of na een vertraging.',
    no_match: 'Geen automatiseringen gevonden met deze filters.',
    create: 'Nieuwe automatisering',
    active_filter: 'Aangezet',
    event_filter: 'Gebeurtenis',
    events: {
      LIST_SUBSCRIBED: 'Schrijft zich in op een lijst',
      TAG_ADDED: 'Krijgt een tag',
      PROFILE_CREATED: 'Wordt aangemaakt',
      ORDER_PAID: 'Betaalt een bestelling',
    },
    event_of: {
      LIST_SUBSCRIBED: 'Schrijft zich in op “%{target}”',
      TAG_ADDED: 'Krijgt de tag “%{target}”',
    },
    delay: {
      none: 'Meteen',
      minutes: '%{smart_count} minuut later |||| %{smart_count} minuten later',
      hours: '%{smart_count} uur later |||| %{smart_count} uur later',
      days: '%{smart_count} dag later |||| %{smart_count} dagen later',
    },
    event_help: 'Wat er met het profiel gebeurt. Elk profiel krijgt het bericht één keer per automatisering.',
    list_help:
      'Een bevestigde inschrijving telt: via de bevestigingslink van de lezer, of toegevoegd door een medewerker.',
    tag_help:
      'Als de tag aan een profiel wordt toegevoegd (in het formulier, met de bulkactie van de lijst of bij een nieuw profiel).',
    delay_help:
      '0 verstuurt meteen; hoogstens %{max} minuten (30 dagen). Opt-in, blokkade en frequentielimiet worden bij het versturen gecontroleerd.',
    campaign_help:
      'Een conceptcampagne (e-mail) met een sjabloon. Die wacht als model van de berichten; wijzigingen gelden voor de volgende.',
    active_help:
      'Uit: er start niets nieuws, wachtende berichten gaan niet uit en de campagne is weer een gewoon concept.',
    counters_help: 'Gestart: profielen waarbij de gebeurtenis plaatsvond. Verstuurd: berichten die zijn verzonden.',
    on: 'Aan',
    off: 'Uit',
    delete_title: 'Automatisering “%{name}” verwijderen?',
    delete_text:
      'Berichten die nog wachten worden niet verstuurd en de campagne wordt weer een concept. Verstuurde berichten blijven bewaard.',
    refusals: {
      template_required: 'De campagne heeft nog geen e-mailsjabloon: kies er een in de campagne.',
      sender_domain:
        'Het afzenderadres van de campagne eindigt niet op een goedgekeurd afzenderdomein (%{domains}): pas de campagne aan.',
      sender_domain_none:
        'Er is nog geen afzenderdomein goedgekeurd in de engagement-instellingen; de campagne kan nog niet verstuurd worden.',
      automation_campaign_status:
        'Een automatisering verstuurt alleen een concept; deze campagne is “%{status}”. Dupliceer de campagne en kies de kopie.',
    },
  },
};

export const errorCodes = {
  campaign_has_automation:
    'Deze campagne wordt al door een automatisering verstuurd; een campagne kan er maar één hebben.',
  automation_campaign_status:
    'Een automatisering verstuurt alleen een conceptcampagne. Dupliceer de campagne en kies de kopie.',
  automation_channel_email: 'Een automatisering verstuurt alleen e-mailcampagnes.',
};
