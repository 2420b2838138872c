/** System e-mails of accounts (docs/system-emails.md): passwords, confirmations, address changes, invitations. */
import { CONFIRMATION_LINK_DAYS } from './limits';
import { INVITATION_LINK_DAYS } from './customer';
import { COMPANY, DAYS, LINK, f, type SystemEmailDefinition } from './system-emails-fields';

const CODE = f('code', 'De code om in te vullen', 'The code to enter', '482913');
const MINUTES = f('minutes', 'Minuten dat de code geldig is', 'Minutes the code is valid', '60');
const IGNORE_NL = 'Verwachtte je dit niet? Dan kun je deze e-mail negeren.';
const IGNORE_EN = 'If you did not expect this, ignore this e-mail.';

export const ACCOUNT_EMAILS: SystemEmailDefinition[] = [
  {
    key: 'password-reset',
    name: { nl: 'Wachtwoord opnieuw instellen', en: 'Password reset' },
    trigger: { nl: 'Iemand vraagt "Wachtwoord vergeten" aan', en: 'Someone uses "Forgot password"' },
    fields: [LINK('https://krant.example.nl/reset?code=482913'), CODE, MINUTES],
    defaults: {
      nl: {
        subject: 'Stel je wachtwoord opnieuw in',
        body: 'Iemand heeft gevraagd het wachtwoord van je account opnieuw in te stellen.\n\nOpen deze link om een nieuw wachtwoord te kiezen:\n{{link}}\n\nOf vul deze code in: {{code}}\n\nDe code is {{minutes}} minuten geldig. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren.',
      },
      en: {
        subject: 'Reset your password',
        body: 'Someone asked to reset the password of your account.\n\nOpen this link to choose a new password:\n{{link}}\n\nOr enter this code: {{code}}\n\nThe code is valid for {{minutes}} minutes. If you did not ask for this, ignore this e-mail.',
      },
    },
  },
  {
    key: 'password-forced',
    name: { nl: 'Nieuw wachtwoord verplicht', en: 'New password required' },
    trigger: { nl: 'Een beheerder verplicht een nieuw wachtwoord', en: 'Staff require a new password' },
    fields: [LINK('https://krant.example.nl/reset?code=482913'), CODE, MINUTES],
    defaults: {
      nl: {
        subject: 'Kies een nieuw wachtwoord',
        body: 'Voor je veiligheid moet je een nieuw wachtwoord instellen voordat je weer kunt inloggen.\n\nOpen deze link om een nieuw wachtwoord te kiezen:\n{{link}}\n\nOf vul deze code in: {{code}}\n\nDe code is {{minutes}} minuten geldig. Verlopen? Gebruik dan "Wachtwoord vergeten" op de inlogpagina.',
      },
      en: {
        subject: 'Choose a new password',
        body: 'For your security, a new password is required before you can sign in again.\n\nOpen this link to choose a new password:\n{{link}}\n\nOr enter this code: {{code}}\n\nThe code is valid for {{minutes}} minutes. Has it expired? Use "Forgot password" on the sign-in page.',
      },
    },
  },
  {
    key: 'account-confirmation',
    name: { nl: 'Account bevestigen', en: 'Account confirmation' },
    trigger: { nl: 'Een nieuw account of een nieuwe bevestigingslink', en: 'A new account or a new confirmation link' },
    fields: [LINK('https://krant.example.nl/confirm?token=abc'), DAYS(CONFIRMATION_LINK_DAYS)],
    defaults: {
      nl: {
        subject: 'Bevestig je account',
        body: `Bevestig het e-mailadres van je account.\n\nOpen deze link om het te bevestigen:\n{{link}}\n\nDe link is {{days}} dagen geldig. ${IGNORE_NL}`,
      },
      en: {
        subject: 'Confirm your account',
        body: `Please confirm the e-mail address of your account.\n\nOpen this link to confirm it:\n{{link}}\n\nThe link is valid for {{days}} days. ${IGNORE_EN}`,
      },
    },
  },
  {
    key: 'email-change-confirmation',
    name: { nl: 'Nieuw e-mailadres bevestigen', en: 'New e-mail address confirmation' },
    trigger: {
      nl: 'Het inlogadres wordt gewijzigd (naar het nieuwe adres)',
      en: 'The sign-in address changes (to the new address)',
    },
    fields: [LINK('https://krant.example.nl/confirm-email?token=abc'), DAYS(CONFIRMATION_LINK_DAYS)],
    defaults: {
      nl: {
        subject: 'Bevestig je nieuwe e-mailadres',
        body: `Het e-mailadres van je account wordt gewijzigd in dit adres.\n\nOpen deze link om het te bevestigen; daarna log je in met dit adres:\n{{link}}\n\nTot dan log je in met je oude adres. De link is {{days}} dagen geldig. ${IGNORE_NL}`,
      },
      en: {
        subject: 'Confirm your new e-mail address',
        body: `The e-mail address of your account is being changed to this address.\n\nOpen this link to confirm it; from then on you sign in with this address:\n{{link}}\n\nUntil then you keep signing in with your old address. The link is valid for {{days}} days. ${IGNORE_EN}`,
      },
    },
  },
  {
    key: 'email-change-notice',
    name: { nl: 'Melding e-mailadres gewijzigd', en: 'E-mail address change notice' },
    trigger: {
      nl: 'Het inlogadres wordt gewijzigd (naar het oude adres)',
      en: 'The sign-in address changes (to the old address)',
    },
    fields: [f('newEmail', 'Het nieuwe e-mailadres', 'The new e-mail address', 'nieuw@example.nl')],
    defaults: {
      nl: {
        subject: 'Je e-mailadres wordt gewijzigd',
        body: 'Het e-mailadres van je account wordt gewijzigd in {{newEmail}}. Daar is een bevestigingslink naartoe gestuurd.\n\nTot het nieuwe adres is bevestigd, log je in met dit adres. Verwachtte je dit niet? Neem dan contact met ons op.',
      },
      en: {
        subject: 'Your e-mail address is being changed',
        body: 'The e-mail address of your account is being changed to {{newEmail}}. A confirmation link was sent there.\n\nYou keep signing in with this address until the new one is confirmed. If you did not expect this, contact us.',
      },
    },
  },
  {
    key: 'employee-invitation',
    name: { nl: 'Uitnodiging medewerker', en: 'Employee invitation' },
    trigger: { nl: 'Een medewerker wordt aan een klant toegevoegd', en: 'An employee is added to a customer' },
    fields: [COMPANY, LINK('https://krant.example.nl/invitation?token=abc'), DAYS(INVITATION_LINK_DAYS)],
    defaults: {
      nl: {
        subject: 'Uitnodiging voor {{company}}',
        body: `Je bent toegevoegd als medewerker van {{company}}.\n\nOpen deze link om de uitnodiging aan te nemen en, als je nog geen account hebt, een wachtwoord te kiezen:\n{{link}}\n\nDe link is {{days}} dagen geldig. ${IGNORE_NL}`,
      },
      en: {
        subject: 'You are invited to manage {{company}}',
        body: `You have been added as an employee of {{company}}.\n\nOpen this link to accept the invitation and, if you have no account yet, choose a password:\n{{link}}\n\nThe link is valid for {{days}} days. ${IGNORE_EN}`,
      },
    },
  },
];
