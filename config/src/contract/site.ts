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
  /** A status word of the kind (an invoice's DRAFT), translated by the search page. */
  status?: string | null;
  url: string;
}

/** Per kind in a search answer: hits shown, and whether the kind has more (then "show all" says so). */
export interface SearchGroup {
  type: string;
  count: number;
  more: boolean;
}

/** GET /api/version?locale=: the running version and the release notes for users in the asked language. */
export interface VersionInfo {
  version: string;
  locale?: string;
  releaseNotes?: string;
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
