/** Nederlands: namen en velden van de resources en hun schermen. */
export const resources = {
  'settings/log': {
    name: 'Logboek |||| Logboek',
    fields: {
      q: 'Zoeken',
      to: 'Aan',
      subject: 'Onderwerp',
      status: 'Status',
      transport: 'Verzendwijze',
      error: 'Fout',
      createdAt: 'Aangemaakt',
      text: 'Tekstversie',
      html: 'HTML-versie',
    },
  },
};

export const screens = {
  profile_types: {
    LEAD: 'Lead',
    ACCOUNT: 'Account',
    CUSTOMER: 'Klant',
    SUBSCRIBER: 'Abonnee',
    CUSTOMER_NO_ACCOUNT: 'Klant zonder account',
    SUBSCRIBER_NO_ACCOUNT: 'Abonnee zonder account',
  },
  outbox_status: { stored: 'Opgeslagen', sent: 'Verzonden', failed: 'Mislukt' },
  log: {
    empty_title: 'Nog geen uitgaande e-mails',
    empty_text:
      'E-mails die het systeem verstuurt (bijvoorbeeld bevestigingen en wachtwoordherstel) worden hier met hun status bewaard.',
    no_match: 'Geen e-mails gevonden voor deze zoekopdracht.',
    no_html: 'Deze e-mail heeft geen HTML-versie.',
    no_text: 'Deze e-mail heeft geen tekstversie.',
  },
  account: {
    title: 'Mijn account',
    profile: 'Profiel',
    social: 'Social media',
    settings: 'Instellingen',
    saved: 'Uw profiel is opgeslagen.',
    avatar: 'Avatar',
    avatar_choose: 'Kies een afbeelding',
    avatar_uploaded: 'Uw avatar is bijgewerkt.',
    password: 'Wachtwoord wijzigen',
    password_current: 'Huidig wachtwoord',
    password_new: 'Nieuw wachtwoord',
    password_repeat: 'Herhaal nieuw wachtwoord',
    password_submit: 'Wachtwoord wijzigen',
    password_changed: 'Uw wachtwoord is gewijzigd.',
  },
};
