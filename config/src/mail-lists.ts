// Mailing lists (SPEC 3 "Lists", issue #18): public or private lists of profiles. Public lists take
// subscriptions from websites with double opt-in. Shared by the CMS (authority) and the console.
import { rules, type Rule } from './validation';

export const MAIL_LIST_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type MailListVisibility = (typeof MAIL_LIST_VISIBILITIES)[number];

export const MAIL_LIST_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(120)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  description: [rules.maxLength(1000)],
  visibility: [rules.oneOf(MAIL_LIST_VISIBILITIES)],
  confirmationSubject: [rules.maxLength(255)],
};

/** Kept by the members' own steps (400 `server_owned` in REST input). */
export const MAIL_LIST_SERVER_OWNED = ['memberCount'] as const;

/** A membership waits for the double opt-in link (pending) or counts (confirmed). */
export const MAIL_LIST_MEMBER_STATUSES = ['pending', 'confirmed'] as const;
export type MailListMemberStatus = (typeof MAIL_LIST_MEMBER_STATUSES)[number];

/** How a member joined: added by staff, from a segment, from an imported file, or subscribed on a website. */
export const MAIL_LIST_MEMBER_SOURCES = ['staff', 'segment', 'import', 'subscribe'] as const;
export type MailListMemberSource = (typeof MAIL_LIST_MEMBER_SOURCES)[number];

/** The `source` of a profile made because an unknown address was imported into, or subscribed to, a list. */
export const LIST_IMPORT_PROFILE_SOURCE = 'list-import';
export const LIST_SUBSCRIBE_PROFILE_SOURCE = 'list-subscribe';

/** A subscription request older than this is not confirmed by its link any more (subscribe again). */
export const LIST_CONFIRM_VALID_DAYS = 7;
/** A repeated subscription request within this many minutes sends no second confirmation e-mail. */
export const LIST_CONFIRM_RESEND_MINUTES = 5;
/** Staff add at most this many profiles per request; an import file at most this many rows. */
export const LIST_ADD_MAX_PROFILES = 1000;
export const LIST_IMPORT_MAX_ROWS = 100_000;
/** How many refused lines an import's summary lists (all are counted). */
export const LIST_IMPORT_REFUSED_SHOWN = 100;
/** Header names (lower case) of the e-mail column in an imported file; without one the first column is read. */
export const LIST_IMPORT_EMAIL_HEADERS = ['e-mail', 'email', 'e-mailadres', 'emailadres', 'e-mail address', 'mail'];

/** A list member as the members table answers it. */
export type MailListMember = {
  profileId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: MailListMemberStatus;
  source: MailListMemberSource | null;
  requestedAt: string;
  confirmedAt: string | null;
};

/** The summary of an import of addresses into a list. */
export type MailListImportSummary = {
  rows: number;
  added: number;
  alreadyMembers: number;
  createdProfiles: number;
  refusedCount: number;
  refused: { line: number; value: string; code: 'email' | 'duplicate' }[];
};
