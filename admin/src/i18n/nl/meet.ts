// Videogesprek met ondersteuning (nl): /meet op de ingestelde Jitsi-server (docs/meet.md).
export const menu = { meet: 'Videogesprek' };

export const screens = {
  meet: {
    title: 'Videogesprek',
    intro:
      'Start een videogesprek en de ondersteuning krijgt meteen een e-mail om binnen %{minutes} minuten deel te nemen. Het gesprek opent hier in de pagina.',
    topic: 'Waarmee kunnen we helpen? (niet verplicht)',
    topic_help: 'Hoogstens %{max} tekens; de ondersteuning leest dit in de e-mail.',
    topic_too_long: 'Dit is te lang: hoogstens %{max} tekens.',
    start: 'Gesprek starten',
    starting: 'Gesprek wordt gestart…',
    failed: 'Het gesprek kon niet worden gestart. Probeer het opnieuw.',
    support_told: 'De ondersteuning is gemaild en is binnen %{minutes} minuten bij het gesprek.',
    support_not_told:
      'Het gesprek loopt, maar de e-mail aan de ondersteuning kon niet worden verstuurd. Neem op een andere manier contact op.',
    frame_title: 'Videogesprek',
    open_tab: 'Openen in een nieuw tabblad',
    leave: 'Gesprek verlaten',
  },
};

export const errorCodes = {
  meet_not_configured: 'Er is geen server voor videogesprekken ingesteld.',
  meet_topic_length: 'Het onderwerp mag hoogstens 200 tekens lang zijn.',
  meet_topic_type: 'Het onderwerp moet tekst zijn.',
  meet_too_many: 'Je hebt net al een paar gesprekken gestart. Probeer het over een kwartier opnieuw.',
};
