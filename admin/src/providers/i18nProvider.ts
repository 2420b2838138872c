import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@newsroom/config';
import { loadCatalog, loadedCatalog } from '../i18n/load';

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

// Screen readers and spelling follow the page language.
const setDocumentLanguage = (locale: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

/**
 * The stored language's catalog must be loaded before this is called (main.tsx and the test set-up load it);
 * another language loads when it is chosen.
 */
export const createI18nProvider = (): I18nProvider => {
  setDocumentLanguage(readStoredLocale());
  const base = polyglotI18nProvider(
    (locale) => {
      const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
      return loadedCatalog(language) ?? loadCatalog(language);
    },
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
