import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@newsroom/config';
import en from '../i18n/en';
import nl from '../i18n/nl';

/** Our own key: react-admin's store is wiped on logout, the login page must still remember. */
export const LOCALE_STORAGE_KEY = 'nb.locale';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const readStoredLocale = (): Language => {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

export const storeLocale = (locale: string): void => {
  try {
    if (isLanguage(locale)) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice just lasts for this page.
  }
};

/** Profiles store the locale upper-case ('NL'); the UI uses 'nl'. */
export const profileLocaleToLanguage = (value: unknown): Language | undefined => {
  const lower = typeof value === 'string' ? value.toLowerCase() : undefined;
  return isLanguage(lower) ? lower : undefined;
};

export const catalogs = { nl, en };

// Screen readers and spelling follow the page language.
const setDocumentLanguage = (locale: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

export const createI18nProvider = (): I18nProvider => {
  setDocumentLanguage(readStoredLocale());
  const base = polyglotI18nProvider(
    (locale) => (isLanguage(locale) ? catalogs[locale] : catalogs[DEFAULT_LANGUAGE]),
    readStoredLocale(),
    [
      { locale: 'nl', name: 'Nederlands' },
      { locale: 'en', name: 'English' },
    ],
  );
  return {
    ...base,
    changeLocale: (locale, options) => {
      storeLocale(locale);
      setDocumentLanguage(locale);
      return base.changeLocale(locale, options);
    },
  };
};
