/** The renderer's own words (the footer and the article link), in the recipient's language. */
export const RENDER_TEXTS = {
  nl: {
    view: 'Bekijk deze e-mail in je browser',
    unsubscribe: 'Afmelden',
    unsubscribeLine: 'Wil je deze e-mails niet meer ontvangen?',
    readMore: 'Lees verder',
  },
  en: {
    view: 'View this e-mail in your browser',
    unsubscribe: 'Unsubscribe',
    unsubscribeLine: 'No longer want to receive these e-mails?',
    readMore: 'Read more',
  },
} as const;
export type RenderTextKey = keyof (typeof RENDER_TEXTS)['nl'];

export const textsFor = (language: unknown) =>
  String(language ?? '').toLowerCase() === 'en' ? RENDER_TEXTS.en : RENDER_TEXTS.nl;
