// Systeem-e-mails (nl): /settings/emails, elke e-mail die het product zelf verstuurt (docs/system-emails.md).
export const menu = { settings_emails: 'Systeem-e-mails' };

export const screens = {
  system_emails: {
    title: 'Systeem-e-mails',
    intro:
      'Elke e-mail die het product zelf verstuurt, per taal aan te passen. Een e-mail die u niet wijzigt, gebruikt de standaardtekst.',
    search: 'Zoeken',
    filter: 'Tonen',
    filter_all: 'Alle e-mails',
    filter_changed: 'Gewijzigd',
    filter_default: 'Alleen standaard',
    name: 'E-mail',
    trigger: 'Wanneer verstuurd',
    languages: 'Talen',
    changed: 'gewijzigd',
    default: 'standaard',
    per_page: 'Per pagina',
    empty_title: 'Geen e-mails gevonden',
    empty_text: 'Geen systeem-e-mail past bij deze zoekopdracht of dit filter. Pas ze aan om meer te zien.',
    load_failed: 'De systeem-e-mails konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    back: 'Terug naar de systeem-e-mails',
    sent_when: 'Verstuurd wanneer',
    language_nl: 'Nederlands',
    language_en: 'Engels',
    subject: 'Onderwerp',
    body: 'Tekst',
    markup_help:
      'Platte tekst. {{veld}} vult een samenvoegveld in; {{#veld}}…{{/veld}} toont tekst alleen als het veld een waarde heeft, {{^veld}}…{{/veld}} alleen als het leeg is.',
    fields: 'Samenvoegvelden',
    fields_help: 'Klik op een veld om het op de plek van de cursor in te voegen.',
    preview: 'Voorbeeld (met voorbeeldwaarden)',
    save: 'Opslaan',
    saved: 'De e-mail is opgeslagen.',
    send_preview: 'Voorbeeld naar mij sturen',
    preview_sent: 'Het voorbeeld is verstuurd naar %{to}.',
    reset: 'Standaard terugzetten',
    reset_title: 'Standaardtekst terugzetten?',
    reset_text: 'De gewijzigde tekst in het %{language} wordt verwijderd; daarna wordt de standaardtekst verstuurd.',
    reset_done: 'De standaardtekst wordt weer gebruikt.',
    failed: 'Dat is niet gelukt. Probeer het opnieuw.',
  },
};

export const errorCodes = {
  system_email_unknown_fields: 'Onbekende samenvoegvelden: %{fields}. Gebruik alleen de velden uit de lijst.',
  system_email_sections: 'Het blok {{#%{field}}} of {{^%{field}}} is niet goed afgesloten met {{/%{field}}}.',
};
