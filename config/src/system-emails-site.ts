/**
 * System e-mails of the site's readers and visitors (docs/system-emails.md): form replies, vacancy applications,
 * tickets and list subscriptions.
 */
import { LIST_CONFIRM_VALID_DAYS } from './mail-lists';
import { DAYS, LINK, f, type SystemEmailDefinition } from './system-emails-fields';

export const SITE_EMAILS: SystemEmailDefinition[] = [
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
