import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LocaleInfo, SiteConfig } from '@newsroom/config';
import { useApi } from './useMe';

export interface SiteState {
  config: SiteConfig | undefined;
  locales: LocaleInfo[];
  /** Derived from locales (SPEC section 3): the codes and the default one ('en' until loaded). */
  languages: string[];
  defaultLocale: string;
  siteName: string;
}

const FALLBACK_NAME = 'Newsroom';

const SiteContext = createContext<SiteState>({
  config: undefined,
  locales: [],
  languages: [],
  defaultLocale: 'en',
  siteName: FALLBACK_NAME,
});

const localesFrom = (answer: unknown): LocaleInfo[] => {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | undefined)?.data;
  return Array.isArray(list) ? (list as LocaleInfo[]) : [];
};

/** Site configuration and locales: fetched once after login, kept for the whole session. */
export const SiteProvider = ({ children }: { children: ReactNode }) => {
  const api = useApi();
  const once = { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false } as const;
  const config = useQuery({ queryKey: ['site', 'config'], queryFn: () => api.config(), ...once });
  const locales = useQuery({ queryKey: ['site', 'locales'], queryFn: () => api.locales(), ...once });

  const value = useMemo<SiteState>(() => {
    const list = localesFrom(locales.data);
    const siteConfig = config.data?.data;
    return {
      config: siteConfig,
      locales: list,
      languages: list.map((l) => l.code),
      defaultLocale: list.find((l) => l.isDefault)?.code ?? 'en',
      siteName: siteConfig?.global?.siteName || FALLBACK_NAME,
    };
  }, [config.data, locales.data]);

  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
};

export const useSite = (): SiteState => useContext(SiteContext);
