import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { profileLocaleToLanguage } from '../providers/i18nProvider';
import { useMe } from '../providers/useMe';

// Module-level on purpose: a language change remounts the whole tree (react-admin re-keys it), and a
// component ref would forget that this user was already synced and switch the language back.
let syncedUser: number | null = null;

/** After login the profile's language wins over the browser's stored choice (once per user). */
export const LocaleSync = () => {
  const { me } = useMe();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (!me || syncedUser === me.id) return;
    syncedUser = me.id;
    const language = profileLocaleToLanguage(me.profile?.locale);
    if (language && language !== locale) setLocale(language);
  }, [me, locale, setLocale]);
  return null;
};

export const resetLocaleSync = () => {
  syncedUser = null;
};
