/**
 * System e-mails (issue #23, docs/system-emails.md): every mail the product sends by itself, by key, with its
 * merge fields and its default subject and body per language. Administrators may store an override per key and
 * language (`system-email` content type); senders render through `renderSystemEmail`, override else default.
 *
 * The markup is plain text with `{{field}}` merge fields and Mustache-style sections: `{{#field}}…{{/field}}` is
 * kept when the field has a value, `{{^field}}…{{/field}}` when it has none. A line holding only a section tag
 * disappears with its line break, so sections can sit on lines of their own. Values are inserted as text in one
 * pass (a value is never read as markup); the HTML part escapes the whole text and links lines that are a URL.
 */
import { CONFIRMATION_LINK_DAYS } from './limits';
import { INVITATION_LINK_DAYS } from './customer';
import { LIST_CONFIRM_VALID_DAYS } from './mail-lists';
import { hasRefusedCharacters, type FieldFailure } from './validation';

export const SYSTEM_EMAIL_LANGUAGES = ['nl', 'en'] as const;
export type SystemEmailLanguage = (typeof SYSTEM_EMAIL_LANGUAGES)[number];
export const SYSTEM_EMAIL_SUBJECT_MAX = 200;
export const SYSTEM_EMAIL_BODY_MAX = 10000;

type Words = { nl: string; en: string };
export type SystemEmailField = { name: string; description: Words; sample: string };
export type SystemEmailText = { subject: string; body: string };
export type SystemEmailDefinition = {
  key: string;
  name: Words;
  trigger: Words;
  fields: SystemEmailField[];
  defaults: Record<SystemEmailLanguage, SystemEmailText>;
};

const f = (name: string, nl: string, en: string, sample: string): SystemEmailField => ({
  name,
  description: { nl, en },
  sample,
});
const LINK = (sample: string) => f('link', 'De link om te openen', 'The link to open', sample);
const CODE = f('code', 'De code om in te vullen', 'The code to enter', '482913');
const MINUTES = f('minutes', 'Minuten dat de code geldig is', 'Minutes the code is valid', '60');
const DAYS = (days: number) => f('days', 'Dagen dat de link geldig is', 'Days the link is valid', String(days));
const COMPANY = f('company', 'Naam van het bedrijf (kanaal)', 'Company name (channel)', 'Uitgeverij Voorbeeld');
const SERIAL = f('serial', 'Factuurnummer', 'Invoice number', 'F2026-00042');
const PAY_LINK = f(
  'paymentLink',
  'Betaallink, alleen bij een openstaande factuur',
  'Payment link, only while the invoice is open',
  'https://pay.example.nl/F2026-00042',
);
const DUE = f('dueDate', 'Vervaldatum', 'Due date', '15-12-2026');

const PAY_NL = '{{#paymentLink}}\n\nBetalen kan ook online: {{paymentLink}}\n{{/paymentLink}}\n';
const PAY_EN = '{{#paymentLink}}\n\nYou can also pay online: {{paymentLink}}\n{{/paymentLink}}\n';
const CLOSE_NL = '\nMet vriendelijke groet,\n{{company}}';
const CLOSE_EN = '\nKind regards,\n{{company}}';
const IGNORE_NL = 'Verwachtte je dit niet? Dan kun je deze e-mail negeren.';
const IGNORE_EN = 'If you did not expect this, ignore this e-mail.';

export const SYSTEM_EMAILS: SystemEmailDefinition[] = [
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
  {
    key: 'invoice',
    name: { nl: 'Factuur', en: 'Invoice' },
    trigger: { nl: 'Een factuur wordt verstuurd (met pdf en UBL)', en: 'An invoice is sent (with PDF and UBL)' },
    fields: [SERIAL, f('total', 'Totaalbedrag', 'Total amount', '€ 121,00'), DUE, COMPANY, PAY_LINK],
    defaults: {
      nl: {
        subject: 'Factuur {{serial}} van {{company}}',
        body: `Beste klant,\n\nIn de bijlage vindt u factuur {{serial}} van {{total}}, te betalen vóór {{dueDate}}.\n${PAY_NL}${CLOSE_NL}`,
      },
      en: {
        subject: 'Invoice {{serial}} from {{company}}',
        body: `Dear customer,\n\nPlease find attached invoice {{serial}} of {{total}}, due by {{dueDate}}.\n${PAY_EN}${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'credit-note',
    name: { nl: 'Creditnota', en: 'Credit note' },
    trigger: { nl: 'Een creditnota wordt verstuurd', en: 'A credit note is sent' },
    fields: [SERIAL, f('total', 'Totaalbedrag', 'Total amount', '€ 121,00'), COMPANY, PAY_LINK],
    defaults: {
      nl: {
        subject: 'Creditnota {{serial}} van {{company}}',
        body: `Beste klant,\n\nIn de bijlage vindt u creditnota {{serial}} van {{total}}.\n${PAY_NL}${CLOSE_NL}`,
      },
      en: {
        subject: 'Credit note {{serial}} from {{company}}',
        body: `Dear customer,\n\nPlease find attached credit note {{serial}} of {{total}}.\n${PAY_EN}${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'invoice-reminder',
    name: { nl: 'Betalingsherinnering', en: 'Payment reminder' },
    trigger: {
      nl: 'Een stap van het herinneringsschema van het kanaal',
      en: "A step of the channel's reminder schedule",
    },
    fields: [SERIAL, f('openAmount', 'Openstaand bedrag', 'Amount still open', '€ 60,50'), DUE, COMPANY, PAY_LINK],
    defaults: {
      nl: {
        subject: 'Herinnering: factuur {{serial}} van {{company}}',
        body: `Beste klant,\n\nVolgens onze administratie staat van factuur {{serial}} (vervaldatum {{dueDate}}) nog {{openAmount}} open. Wilt u dit bedrag betalen?\n${PAY_NL}${CLOSE_NL}`,
      },
      en: {
        subject: 'Reminder: invoice {{serial}} from {{company}}',
        body: `Dear customer,\n\nAccording to our records {{openAmount}} of invoice {{serial}} (due {{dueDate}}) is still open. Would you please pay it?\n${PAY_EN}${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'payment-received',
    name: { nl: 'Betaling ontvangen', en: 'Payment received' },
    trigger: { nl: 'Een betaling via de betaallink is binnen', en: 'A payment through the payment link came in' },
    fields: [SERIAL, f('amount', 'Betaald bedrag', 'Amount paid', '€ 121,00'), COMPANY],
    defaults: {
      nl: {
        subject: 'Betaling ontvangen: factuur {{serial}}',
        body: `Beste klant,\n\nWe hebben uw betaling van {{amount}} voor factuur {{serial}} ontvangen. Dank u wel.\n${CLOSE_NL}`,
      },
      en: {
        subject: 'Payment received: invoice {{serial}}',
        body: `Dear customer,\n\nWe have received your payment of {{amount}} for invoice {{serial}}. Thank you.\n${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'form-reply',
    name: { nl: 'Antwoord op formulier', en: 'Form reply' },
    trigger: { nl: 'Een medewerker beantwoordt een formulierbericht', en: 'Staff reply to a form submission' },
    fields: [
      f('form', 'Naam van het formulier', 'Name of the form', 'Contact'),
      f('message', 'Het antwoord van de medewerker', "The staff member's reply", 'Dank voor uw bericht.'),
      LINK('https://krant.example.nl/api/forms/reply/abc'),
      f('replyByMail', 'Gevuld als antwoorden per e-mail kan', 'Set when answering by e-mail works', 'ja'),
    ],
    defaults: {
      nl: {
        subject: 'Re: {{form}}',
        body: '{{message}}\n\n--\n{{#replyByMail}}\nAntwoorden? Beantwoord gewoon deze e-mail, of gebruik deze link:\n{{/replyByMail}}\n{{^replyByMail}}\nAntwoorden? Gebruik deze link (niet op deze e-mail reageren):\n{{/replyByMail}}\n{{link}}',
      },
      en: {
        subject: 'Re: {{form}}',
        body: '{{message}}\n\n--\n{{#replyByMail}}\nWant to answer? Simply reply to this e-mail, or use this link:\n{{/replyByMail}}\n{{^replyByMail}}\nWant to answer? Use this link (do not reply to this e-mail):\n{{/replyByMail}}\n{{link}}',
      },
    },
  },
  {
    key: 'vacancy-application',
    name: { nl: 'Nieuwe sollicitatie', en: 'New application' },
    trigger: {
      nl: 'Iemand solliciteert (naar het contactadres van de vacature)',
      en: "Someone applies (to the vacancy's contact address)",
    },
    fields: [
      f('vacancy', 'Titel van de vacature', 'Title of the vacancy', 'Eindredacteur'),
      f('name', 'Naam van de sollicitant', "The applicant's name", 'Sanne de Vries'),
      f('email', 'E-mailadres van de sollicitant', "The applicant's e-mail address", 'sanne@example.nl'),
      f('phone', 'Telefoonnummer (als opgegeven)', 'Phone number (when given)', '06 12345678'),
      f('motivation', 'Motivatie (als opgegeven)', 'Motivation (when given)', 'Graag werk ik mee aan de krant.'),
      f('cv', 'Gevuld als er een cv is meegestuurd', 'Set when a CV was sent', 'ja'),
    ],
    defaults: {
      nl: {
        subject: 'Nieuwe sollicitatie: {{vacancy}}',
        body: '{{name}} heeft gesolliciteerd op de vacature "{{vacancy}}".\n\nE-mail: {{email}}\n{{#phone}}\nTelefoon: {{phone}}\n{{/phone}}\n{{#motivation}}\n\nMotivatie:\n{{motivation}}\n{{/motivation}}\n\n{{#cv}}Het cv staat bij de sollicitatie in de backoffice.{{/cv}}{{^cv}}Er is geen cv meegestuurd.{{/cv}}',
      },
      en: {
        subject: 'New application: {{vacancy}}',
        body: '{{name}} applied for the vacancy "{{vacancy}}".\n\nE-mail: {{email}}\n{{#phone}}\nPhone: {{phone}}\n{{/phone}}\n{{#motivation}}\n\nMotivation:\n{{motivation}}\n{{/motivation}}\n\n{{#cv}}A CV is attached to the application in the back office.{{/cv}}{{^cv}}No CV was sent.{{/cv}}',
      },
    },
  },
  {
    key: 'ticket-confirmation',
    name: { nl: 'Ticketbevestiging', en: 'Ticket confirmation' },
    trigger: {
      nl: 'Een ticketbestelling is betaald (met de tickets als pdf)',
      en: 'A ticket order is paid (with the tickets as PDF)',
    },
    fields: [
      f('event', 'Titel van het evenement', 'Title of the event', 'Lezersavond'),
      f(
        'confirmationText',
        'Bevestigingstekst van het evenement',
        "The event's confirmation text",
        'De zaal is open vanaf 19.30 uur.',
      ),
      f('count', 'Aantal tickets', 'Number of tickets', '2'),
      f('several', 'Gevuld bij meer dan één ticket', 'Set when there is more than one ticket', 'ja'),
    ],
    defaults: {
      nl: {
        subject: 'Je tickets voor {{event}}',
        body: 'Beste,\n\n{{#confirmationText}}\n{{confirmationText}}\n\n{{/confirmationText}}\nIn de bijlage vind je {{#several}}je {{count}} tickets{{/several}}{{^several}}je ticket{{/several}}. Laat de QR-code bij de ingang scannen.',
      },
      en: {
        subject: 'Your tickets for {{event}}',
        body: 'Hello,\n\n{{#confirmationText}}\n{{confirmationText}}\n\n{{/confirmationText}}\nAttached {{#several}}are your {{count}} tickets{{/several}}{{^several}}is your ticket{{/several}}. Show the QR code at the entrance.',
      },
    },
  },
  {
    key: 'mail-list-confirmation',
    name: { nl: 'Aanmelding lijst bevestigen', en: 'List subscription confirmation' },
    trigger: {
      nl: 'Iemand meldt zich aan voor een lijst (dubbele opt-in)',
      en: 'Someone subscribes to a list (double opt-in)',
    },
    fields: [
      f('list', 'Naam van de lijst', 'Name of the list', 'Dagelijkse nieuwsbrief'),
      LINK('https://krant.example.nl/api/mail-lists/confirm/abc'),
      DAYS(LIST_CONFIRM_VALID_DAYS),
    ],
    defaults: {
      nl: {
        subject: 'Bevestig je aanmelding voor {{list}}',
        body: 'Je hebt gevraagd om "{{list}}" te ontvangen. Bevestig dat met één klik:\n{{link}}\n\nDe link is {{days}} dagen geldig. Heb je dit niet gevraagd? Negeer deze e-mail dan: je wordt niet aangemeld.',
      },
      en: {
        subject: 'Confirm your subscription to {{list}}',
        body: 'You asked to receive "{{list}}". Confirm it with one click:\n{{link}}\n\nThe link is valid for {{days}} days. Did you not ask for this? Then ignore this e-mail: you will not be subscribed.',
      },
    },
  },
];

export type SystemEmailKey = string;
const BY_KEY = new Map(SYSTEM_EMAILS.map((d) => [d.key, d]));
export const systemEmailOf = (key: unknown): SystemEmailDefinition | undefined =>
  typeof key === 'string' ? BY_KEY.get(key) : undefined;
export const isSystemEmailLanguage = (value: unknown): value is SystemEmailLanguage =>
  SYSTEM_EMAIL_LANGUAGES.includes(value as SystemEmailLanguage);

const TAG = /\{\{\s*([#^/]?)\s*([A-Za-z][A-Za-z0-9_]*)?\s*\}\}/g;
const STANDALONE = /^[ \t]*(\{\{\s*[#^/]\s*[A-Za-z][A-Za-z0-9_]*\s*\}\})[ \t]*\r?\n/gm;

export type SystemEmailFailure =
  { code: 'system_email_unknown_fields'; fields: string[] } | { code: 'system_email_sections'; field: string };

/** The merge-field problems of a subject or body: unknown names (all of them), else the first unbalanced section. */
export function templateFailure(text: string, known: string[]): SystemEmailFailure | null {
  const unknown = new Set<string>();
  const open: string[] = [];
  let unbalanced: string | null = null;
  for (const [, kind, name = ''] of text.matchAll(TAG)) {
    if (!known.includes(name)) unknown.add(name || '(leeg)');
    else if (kind === '#' || kind === '^') open.push(name);
    else if (kind === '/' && open.pop() !== name) unbalanced ??= name;
  }
  if (unknown.size) return { code: 'system_email_unknown_fields', fields: [...unknown] };
  if (unbalanced || open.length) return { code: 'system_email_sections', field: unbalanced ?? open[open.length - 1] };
  return null;
}

/** Renders a checked template: sections first (innermost name pair by name), then the values, in one pass. */
export function renderTemplate(text: string, values: Record<string, unknown>): string {
  const has = (name: string) => String(values[name] ?? '').trim() !== '';
  const SECTION = /\{\{\s*([#^])\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}([\s\S]*?)\{\{\s*\/\s*\2\s*\}\}/g;
  let out = text.replace(STANDALONE, '$1');
  for (let guard = 0; guard < 50 && /\{\{\s*[#^]/.test(out); guard++) {
    const next = out.replace(SECTION, (_, kind: string, name: string, inner: string) =>
      (kind === '#') === has(name) ? inner : '',
    );
    if (next === out) break;
    out = next;
  }
  return out.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The sample values of an e-mail's merge fields (previews). */
export const sampleValues = (definition: SystemEmailDefinition): Record<string, string> =>
  Object.fromEntries(definition.fields.map((field) => [field.name, field.sample]));

/** The field rules of an override (400): both texts required, within their limits, a subject on one line. */
export function systemEmailInputFailures(input: unknown): FieldFailure[] {
  const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const failures: FieldFailure[] = [];
  for (const [name, max] of [
    ['subject', SYSTEM_EMAIL_SUBJECT_MAX],
    ['body', SYSTEM_EMAIL_BODY_MAX],
  ] as const) {
    const value = data[name];
    if (typeof value !== 'string' || !value.trim()) failures.push({ path: [name], code: 'required' });
    else if (value.length > max) failures.push({ path: [name], code: 'maxLength', params: { max } });
    else if (hasRefusedCharacters(value, name === 'body')) failures.push({ path: [name], code: 'control_characters' });
  }
  return failures;
}
