// The API contract, the site: configuration, locales, page views, search and the version.

/** POST /api/statistics: one page view of the console. */
export interface PageViewEvent {
  url: string;
  eventType: 'Pageview';
}

/** GET /api/search?q=: one hit of a search provider. */
export interface SearchHit {
  type: string;
  id: string | number;
  title: string;
  subtitle?: string | null;
  url: string;
}

/** GET /api/version. */
export interface VersionInfo {
  version: string;
  changelog: string;
}

/** GET /api/i18n/locales. */
export interface LocaleInfo {
  code: string;
  name?: string;
  isDefault?: boolean;
}

/** GET /api/config?populate=*: the single type with its components. */
export interface SiteConfig {
  global?: { siteName?: string; frontendURI?: string; hasCurrentInstall?: boolean; domains?: unknown };
  content?: Record<string, unknown>;
  pages?: Record<string, unknown>;
  social?: Record<string, unknown>;
  sales?: Record<string, unknown>;
  [key: string]: unknown;
}
