/** Texts of the public list pages, in the profile's language (nl default); the confirmation e-mail is the system
 * e-mail `mail-list-confirmation`. */
import { LIST_CONFIRM_VALID_DAYS } from '@newsroom/config';

export type Lang = 'nl' | 'en';

export const PAGE_TEXTS = {
  nl: {
    notFoundTitle: 'Link niet gevonden',
    notFound: 'Deze link is niet (meer) geldig. Controleer of je de hele link uit de e-mail hebt gebruikt.',
    confirmedTitle: 'Aanmelding bevestigd',
    confirmed: (list: string) => `Bedankt! Je bent aangemeld voor "${list}".`,
    alreadyConfirmed: (list: string) => `Je aanmelding voor "${list}" was al bevestigd.`,
    expiredTitle: 'Link verlopen',
    expired: (list: string) =>
      `Deze bevestigingslink voor "${list}" is ouder dan ${LIST_CONFIRM_VALID_DAYS} dagen en niet meer geldig. Meld je opnieuw aan om een nieuwe link te ontvangen.`,
    unsubscribeTitle: 'Afmelden',
    unsubscribeIntro: (email: string) => `Je ontvangt e-mail van ons op ${email}.`,
    listsHeading: 'Je bent aangemeld voor deze lijsten:',
    noLists: 'Je staat op geen enkele lijst.',
    removeFromList: 'Afmelden voor deze lijst',
    removed: (list: string) => `Je bent afgemeld voor "${list}".`,
    allHeading: 'Geen e-mail meer ontvangen?',
    allButton: 'Afmelden voor alles',
    allDone: 'Je bent afgemeld voor alle lijsten en ontvangt geen nieuwsbrieven en campagnes meer van ons.',
    oneClickDone: 'Je bent afgemeld.',
  },
  en: {
    notFoundTitle: 'Link not found',
    notFound: 'This link is not valid (any more). Check that you used the whole link from the e-mail.',
    confirmedTitle: 'Subscription confirmed',
    confirmed: (list: string) => `Thank you! You are subscribed to "${list}".`,
    alreadyConfirmed: (list: string) => `Your subscription to "${list}" was already confirmed.`,
    expiredTitle: 'Link expired',
    expired: (list: string) =>
      `This confirmation link for "${list}" is older than ${LIST_CONFIRM_VALID_DAYS} days and no longer valid. Subscribe again to receive a new link.`,
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeIntro: (email: string) => `You receive e-mail from us at ${email}.`,
    listsHeading: 'You are subscribed to these lists:',
    noLists: 'You are on no list.',
    removeFromList: 'Unsubscribe from this list',
    removed: (list: string) => `You are unsubscribed from "${list}".`,
    allHeading: 'No more e-mail?',
    allButton: 'Unsubscribe from all',
    allDone: 'You are unsubscribed from all lists and will receive no more newsletters or campaigns from us.',
    oneClickDone: 'You are unsubscribed.',
  },
} as const;

export const textsOf = (lang: Lang) => PAGE_TEXTS[lang];
