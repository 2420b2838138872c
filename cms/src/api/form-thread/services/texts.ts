/** The texts of the forms' public pages, nl (default) and en; the reply mail is the system e-mail `form-reply`. */
export type Lang = 'nl' | 'en';
export const langOfThread = (value: unknown): Lang => (String(value ?? '').toLowerCase() === 'en' ? 'en' : 'nl');

const TEXTS = {
  nl: {
    pageTitle: 'Uw antwoord',
    pageIntro: (form: string) => `Schrijf hieronder uw antwoord op ons bericht over "${form}".`,
    send: 'Versturen',
    sent: 'Bedankt, uw antwoord is ontvangen.',
    empty: 'Schrijf eerst een antwoord.',
    tooLong: (max: number) => `Uw antwoord mag hoogstens ${max} tekens lang zijn.`,
    notFoundTitle: 'Link niet gevonden',
    notFound: 'Deze link is ongeldig of verlopen. Stuur ons gerust een nieuw bericht via het formulier.',
    earlier: 'Eerdere berichten',
  },
  en: {
    pageTitle: 'Your answer',
    pageIntro: (form: string) => `Write your answer to our message about "${form}" below.`,
    send: 'Send',
    sent: 'Thank you, your answer has been received.',
    empty: 'Write an answer first.',
    tooLong: (max: number) => `Your answer may be at most ${max} characters.`,
    notFoundTitle: 'Link not found',
    notFound: 'This link is not valid or has expired. Feel free to send us a new message through the form.',
    earlier: 'Earlier messages',
  },
};

export const formTexts = (lang: Lang) => TEXTS[lang];
