// A/B-tests van e-mailcampagnes (nl): de instellingen in het campagneformulier, de resultaten per variant met de
// winnaar op de campagnepagina, en de weigeringen (docs/engagement.md › A/B tests).
const METRICS = { OPEN_RATE: 'Openratio', CLICK_RATE: 'Klikratio' };

export const screens = {
  ab_tests: {
    title: 'A/B-test',
    help_content:
      'Een deel van het segment wordt gelijk en willekeurig over de varianten verdeeld. Na de wachttijd gaat de beste variant naar alle anderen.',
    help_schedule:
      'Een deel van het segment wordt gelijk en willekeurig over de verzendtijden verdeeld. Na de wachttijd krijgt de rest het bericht op het winnende tijdstip van de dag.',
    variable: { CONTENT: 'Inhoud (onderwerp, afzendernaam of sjabloon)', DELIVERY_SCHEDULE: 'Verzendtijd' },
    test_share: 'Testgroep (%)',
    test_share_help: 'Deel van het segment dat de test krijgt; de rest krijgt de winnaar.',
    wait_hours: 'Wachttijd (uren)',
    wait_help: 'Tijd tussen het versturen van de test en het kiezen van de winnaar.',
    wait_help_schedule: 'Tijd na de laatste verzendtijd voordat de winnaar wordt gekozen.',
    metric: 'Winnaar op basis van',
    metrics: METRICS,
    winner_mode: 'Winnaar kiezen',
    winner_modes: { AUTO: 'Automatisch na de wachttijd', MANUAL: 'Met de hand' },
    variants: 'Varianten',
    variant: 'Variant %{key}',
    send_at: 'Versturen op',
    results: {
      title: 'Resultaten A/B-test',
      not_started: 'De test begint als de campagne wordt verstuurd.',
      group: '%{test} in de test, %{rest} krijgen de winnaar',
      variant: 'Variant',
      what: 'Varieert',
      sent: 'Verstuurd',
      opens: 'Geopend',
      clicks: 'Geklikt',
      open_rate: 'Openratio',
      click_rate: 'Klikratio',
      confidence: 'Betrouwbaarheid',
      confidence_help:
        'Hoe zeker het is dat de hogere ratio van de leidende variant echt is en geen toeval (toets op twee proporties). Vanaf 95 % telt het als significant.',
      leading: 'Leidt',
      waiting_send: 'Verstuurd op %{date}',
      not_yet: 'Nog niet verstuurd (%{date})',
      decision_at: 'De winnaar wordt gekozen op %{date}.',
      decision_manual: 'Kies de winnaar als u genoeg hebt gezien.',
      winner: 'Winnaar: variant %{key}',
      rest_at: 'De rest krijgt variant %{key} op %{date}.',
      rest_sent: 'De rest heeft variant %{key} gekregen.',
      choose: 'Kies %{key}',
      choose_title: 'Variant %{key} naar de rest sturen?',
      choose_text:
        'Variant %{key} wordt de winnaar en gaat naar de %{rest} ontvangers die niet in de test zaten. Dit kan niet ongedaan worden gemaakt.',
      choose_yes: 'Ja, variant %{key} wint',
      chosen: 'Variant %{key} is de winnaar',
      error: 'De testresultaten konden niet worden geladen.',
      reason: {
        higher_rate:
          'Hoogste %{metric} (%{rate}) tegen %{runnerUp} voor variant %{other}; betrouwbaarheid %{confidence}.',
        tie_first: 'Dezelfde %{metric} als variant %{other} (%{rate}): de eerste variant wint.',
        no_data: 'In de test is niets verstuurd: de eerste variant wint.',
        manual: 'Met de hand gekozen. %{metric}: %{rate}, tegen %{runnerUp} voor variant %{other}.',
      },
      metric_lower: { OPEN_RATE: 'openratio', CLICK_RATE: 'klikratio' },
      by: { AUTO: 'automatisch gekozen', MANUAL: 'met de hand gekozen' },
    },
  },
};

const VALIDATION = {
  ab_variants_count: 'Een A/B-test heeft %{min} tot %{max} varianten.',
  ab_variant_keys: 'De varianten heten %{keys}, in die volgorde.',
  ab_variant_empty: 'Geef variant %{key} een eigen onderwerp, afzendernaam of sjabloon.',
  ab_variants_same:
    'Variant %{key} is gelijk aan variant %{same}: wijzig het onderwerp, de afzendernaam of het sjabloon.',
  ab_send_at: 'Kies een datum en tijd in de toekomst.',
  ab_send_at_same: 'Variant %{key} heeft dezelfde verzendtijd als variant %{same}.',
  ab_send_at_spread: 'De verzendtijden van een test liggen hooguit %{days} dagen uit elkaar.',
  ab_test_share: 'De testgroep is een heel percentage van %{min} tot %{max}.',
  ab_wait_hours: 'De wachttijd is een heel aantal uren van %{min} tot %{max}.',
  ab_metric: 'Kies waarop de winnaar wordt gekozen.',
  ab_winner_mode: 'Kies of de winnaar automatisch of met de hand wordt gekozen.',
};

export const validation = VALIDATION;

export const errorCodes = {
  ...VALIDATION,
  ab_email_only: 'A/B-tests zijn er voor e-mailcampagnes.',
  ab_not_started: 'De test is nog niet verstuurd.',
  ab_winner_chosen: 'Er is al een winnaar gekozen.',
  ab_winner_unknown: 'Deze test heeft zo’n variant niet (wel %{keys}).',
  ab_not_all_sent: 'Nog niet elke variant is verstuurd: kies de winnaar na de laatste verzendtijd.',
};
