// Engagement: triggers (/mail/triggers): campagnes die volgens een cron-schema in Nederlandse tijd lopen (nl).
export const menu = { mail_triggers: 'Triggers' };

export const resources = {
  'mail/triggers': {
    name: 'Trigger |||| Triggers',
    fields: {
      q: 'Zoek op naam of schema',
      name: 'Naam',
      campaign: 'Campagne',
      cron: 'Schema (cron)',
      executeOnce: 'Eenmalig',
      active: 'Aan',
      nextRunAt: 'Volgende run',
      lastRunAt: 'Laatste run',
      runCount: 'Runs',
      createdAt: 'Aangemaakt',
      updatedAt: 'Laatst gewijzigd',
    },
  },
};

export const screens = {
  triggers: {
    empty_title: 'Nog geen triggers',
    empty_text:
      'Een trigger verstuurt een campagne automatisch volgens een vast schema, bijvoorbeeld elke maandag om 08:00 (Nederlandse tijd). Elke run is een kopie van de campagne met eigen ontvangers en resultaten; een eenmalige trigger verstuurt de campagne zelf één keer en gaat daarna uit.',
    no_match: 'Geen triggers gevonden met deze filters.',
    active_filter: 'Staat aan',
    schedule: 'Schema',
    on: 'Aan',
    off: 'Uit',
    campaign_help:
      'Alleen concepten. De campagne is het model van elke run; wijzigingen erin gelden vanaf de volgende run.',
    cron_help: 'Vijf velden: minuut, uur, dag van de maand, maand, dag van de week (Nederlandse tijd).',
    execute_once_help: 'Verstuurt de campagne zelf één keer op het eerstvolgende moment; daarna gaat de trigger uit.',
    active_help: 'Uit: het schema loopt niet en de campagne is weer een gewoon concept.',
    presets: 'Snel kiezen:',
    preset: {
      weekly_monday: 'Elke maandag 08:00',
      daily: 'Dagelijks 07:00',
      weekdays: 'Werkdagen 07:00',
      monthly_first: 'Eerste van de maand 06:30',
    },
    cron_field: {
      minute: 'Minuut',
      hour: 'Uur',
      dayOfMonth: 'Dag van de maand',
      month: 'Maand',
      dayOfWeek: 'Dag van de week',
    },
    next_runs: 'Volgende %{smart_count} run |||| Volgende %{smart_count} runs',
    next_runs_inactive: 'Zo loopt het schema als de trigger aan staat:',
    once_note: 'Eenmalig: alleen deze run, daarna gaat de trigger uit.',
    no_runs_found: 'Dit schema heeft de komende vijf jaar geen run.',
    time_zone: 'Nederlandse tijd',
    details: {
      schedule: 'Schema',
      cron: 'Cron',
      campaign: 'Campagne',
      executeOnce: 'Eenmalig',
      nextRunAt: 'Volgende run',
      lastRunAt: 'Laatste run',
      runCount: 'Aantal runs',
      yes: 'Ja',
      no: 'Nee',
      none: '—',
    },
    actions: {
      run_now: 'Nu uitvoeren',
      activate: 'Aanzetten',
      deactivate: 'Uitzetten',
      run_now_title: 'Nu uitvoeren?',
      run_now_text:
        'De campagne „%{campaign}” wordt nu verzonden, buiten het schema om. Het schema blijft zoals het is.',
      run_now_once_text:
        'De campagne „%{campaign}” wordt nu verzonden, buiten het schema om. De trigger is eenmalig en gaat daarna uit.',
      run_now_yes: 'Nu uitvoeren',
      keep: 'Annuleren',
      inactive_hint: 'Zet de trigger aan om hem uit te voeren.',
      done_run_now: 'De run is gestart.',
      done_activate: 'De trigger staat aan.',
      done_deactivate: 'De trigger staat uit.',
      delete_title: 'Trigger „%{name}” verwijderen?',
      delete_text: 'Het schema stopt en de campagne wordt weer een concept. Verzonden runs blijven bewaard.',
    },
    refusals: {
      segment_required: 'De campagne heeft nog geen segment: kies er een in de campagne.',
      template_required: 'De campagne heeft nog geen e-mailtemplate: kies er een in de campagne.',
      sender_domain:
        'Het afzenderadres van de campagne eindigt niet op een goedgekeurd afzenderdomein (%{domains}): pas de campagne aan.',
      sender_domain_none:
        'Er is nog geen afzenderdomein goedgekeurd in de engagement-instellingen; de campagne kan nog niet worden verzonden.',
      trigger_campaign_status:
        'Een trigger start alleen een concept; deze campagne is „%{status}”. Dupliceer de campagne en kies de kopie.',
    },
    runs: {
      title: 'Runs',
      name: 'Campagne',
      status: 'Status',
      sentCount: 'Verzonden',
      startedAt: 'Gestart',
      empty_title: 'Nog geen runs',
      empty_text: 'Elke run verschijnt hier als eigen campagne met ontvangers en resultaten.',
    },
    history: {
      title: 'Geschiedenis',
      empty: 'Nog geen geschiedenis.',
      by: 'door %{name}',
      system: 'het systeem',
      actions: {
        create: 'Aangemaakt',
        update: 'Gewijzigd',
        activate: 'Aangezet',
        deactivate: 'Uitgezet',
        run: 'Run volgens schema',
        run_now: 'Handmatig uitgevoerd',
        skipped: 'Run overgeslagen',
      },
      schedule_note: 'Schema: %{schedule}',
      skipped_notes: {
        segment_required: 'De campagne had geen segment.',
        template_required: 'De campagne had geen e-mailtemplate.',
        sender_domain: 'Het afzenderadres eindigde niet op een goedgekeurd domein.',
        sender_domain_none: 'Er was geen afzenderdomein goedgekeurd.',
        trigger_campaign_missing: 'De trigger had geen campagne.',
      },
    },
  },
};

export const errorCodes = {
  campaign_has_trigger: 'Deze campagne heeft al een trigger; een campagne kan er maar één hebben.',
  trigger_campaign_status: 'Een trigger start alleen een concept-campagne. Dupliceer de campagne en kies de kopie.',
  trigger_inactive: 'Deze trigger staat uit. Zet hem eerst aan om hem uit te voeren.',
  trigger_campaign_missing: 'Deze trigger heeft geen campagne meer. Kies een campagne in de trigger.',
  trigger_busy: 'Er is op hetzelfde moment al een run van deze trigger gestart.',
};

/** Fouten in een cron-schema (config/src/cron.ts), op het veld `cron`. */
export const validation = {
  cron_fields:
    'Een schema heeft vijf velden gescheiden door spaties (minuut, uur, dag van de maand, maand, dag van de week); dit zijn er %{count}.',
  cron_value: '„%{value}” is geen geldige waarde. Gebruik getallen, *, a-b, */n of een lijst met komma’s.',
  cron_range: 'Een waarde moet tussen %{min} en %{max} liggen.',
  cron_step: 'Een stap (na de /) moet een heel getal groter dan 0 zijn.',
  cron_never: 'Dit schema valt nooit op een bestaande datum (zoals 30 februari).',
};
