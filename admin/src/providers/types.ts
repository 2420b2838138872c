import type { LayoutPreferences } from '@newsroom/config';

export interface MediaRef {
  url: string;
}

/**
 * The signed-in user's own profile as GET /api/me returns it: `language` upper-case ('NL' | 'EN'), repeated as
 * `locale` (its old name), which the language menu still sends.
 */
export interface OwnProfile {
  id: number;
  documentId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  language?: string | null;
  locale?: string | null;
  avatar?: MediaRef | null;
  bio?: string | null;
  phoneNumber?: string | null;
  screenName?: string | null;
  twitter?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  website?: string | null;
  allowMessages?: boolean | null;
  emailNotifications?: boolean | null;
  [key: string]: unknown;
}

export interface Me {
  id: number;
  email: string;
  username: string;
  profile: OwnProfile | null;
  allowedActions: string[];
  groups: string[];
  preferences: Partial<LayoutPreferences> | null;
}

export interface PageViewEvent {
  url: string;
  eventType: 'Pageview';
}

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

/** GET /api/version: the running version and the release notes for users in the asked language. */
export interface VersionInfo {
  version: string;
  locale?: string;
  releaseNotes?: string;
}

export interface LocaleInfo {
  code: string;
  name?: string;
  isDefault?: boolean;
}

export interface SiteConfig {
  global?: { siteName?: string; frontendURI?: string; hasCurrentInstall?: boolean; domains?: unknown };
  content?: Record<string, unknown>;
  pages?: Record<string, unknown>;
  social?: Record<string, unknown>;
  sales?: Record<string, unknown>;
  [key: string]: unknown;
}
