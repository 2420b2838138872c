/** System e-mails to the publisher's own staff (docs/system-emails.md): the call for support of a video meeting. */
import { MEET_SUPPORT_MINUTES, MEET_TOKEN_HOURS } from './meet';
import { LINK, f, type SystemEmailDefinition } from './system-emails-fields';

export const SUPPORT_EMAILS: SystemEmailDefinition[] = [
  {
    key: 'meet-support',
    name: { nl: 'Videogesprek met ondersteuning', en: 'Video meeting with support' },
    trigger: {
      nl: 'Een medewerker start een videogesprek op /meet (naar het ondersteuningsadres)',
      en: 'A staff member starts a video meeting on /meet (to the support address)',
    },
    fields: [
      f('name', 'Naam van wie hulp vraagt', 'Name of the person asking for help', 'Eric Jansen'),
      f('email', 'E-mailadres van wie hulp vraagt', 'E-mail address of the person asking for help', 'eric@example.nl'),
      f('topic', 'Onderwerp (als opgegeven)', 'Topic (when given)', 'De nieuwsbrief staat niet goed'),
      LINK('https://meet.example.nl/nb-0123456789abcdef0123?jwt=abc'),
      f(
        'minutes',
        'Minuten waarbinnen ondersteuning deelneemt',
        'Minutes within which support joins',
        String(MEET_SUPPORT_MINUTES),
      ),
      f('hours', 'Uren dat de link geldig is', 'Hours the link is valid', String(MEET_TOKEN_HOURS)),
    ],
    defaults: {
      nl: {
        subject: 'Videogesprek met ondersteuning: {{name}}',
        body: '{{name}} ({{email}}) wacht in een videogesprek op ondersteuning. Neem binnen {{minutes}} minuten deel.\n\n{{#topic}}\nOnderwerp: {{topic}}\n\n{{/topic}}\nDeelnemen (als gespreksleider):\n{{link}}\n\nDe link is {{hours}} uur geldig.',
      },
      en: {
        subject: 'Video meeting with support: {{name}}',
        body: '{{name}} ({{email}}) is waiting for support in a video meeting. Please join within {{minutes}} minutes.\n\n{{#topic}}\nTopic: {{topic}}\n\n{{/topic}}\nJoin (as moderator):\n{{link}}\n\nThe link is valid for {{hours}} hours.',
      },
    },
  },
];
