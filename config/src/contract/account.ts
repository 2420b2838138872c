// The API contract, accounts: what /api/me, the password calls and a profile's account actions take and
// answer. The CMS's services check their answers against these (`satisfies`); the console reads them.
import type { LayoutPreferences, TourPreference } from '../layout';

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

/** GET /api/me. */
export interface Me {
  id: number;
  email: string;
  username: string;
  profile: OwnProfile | null;
  allowedActions: string[];
  groups: string[];
  preferences: (Partial<LayoutPreferences> & TourPreference) | null;
}

/** PUT /api/me/password. */
export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** POST /api/auth/reset-password. */
export interface PasswordReset {
  code: string;
  password: string;
  passwordConfirmation: string;
}

/** What an account action answers: the account's state afterwards; `mailed` for the ones that send mail. */
export interface AccountState {
  documentId: string;
  accountStatus: string;
  blocked: boolean;
  confirmed: boolean;
  mailed?: boolean;
}
