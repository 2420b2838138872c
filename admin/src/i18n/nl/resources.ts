/** Nederlands: namen en velden van de resources en hun schermen. */
export const resources = {};

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
