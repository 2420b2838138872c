// Enumerations of SPEC.md section 3 "User profile".
export const PROFILE_TYPES = [
  'LEAD',
  'ACCOUNT',
  'CUSTOMER',
  'SUBSCRIBER',
  'CUSTOMER_NO_ACCOUNT',
  'SUBSCRIBER_NO_ACCOUNT',
] as const;

export const ACCOUNT_STATUSES = [
  'ARCHIVED',
  'COMPROMISED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'UNCONFIRMED',
  'UNKNOWN',
] as const;

export const ROLE_TYPES = ['administrator', 'authenticated', 'custom'] as const;

/** SPEC section 3 "CV": work status of a profile's CV. */
export const CV_WORK_STATUSES = ['UNKNOWN', 'UNEMPLOYED', 'PERMANENT', 'TEMPORARY', 'FREELANCE', 'PENSION'] as const;

/** SPEC section 3 "Tags": what a profile tag is for. ACCESS tags open content whose accessTag is the tag's slug. */
export const PROFILE_TAG_KINDS = ['ACCESS', 'EVENT', 'INTEREST'] as const;

export const PROFILE_LANGUAGES = ['NL', 'EN'] as const;

/** Staff actions on a profile's login account: POST /api/profiles/:documentId/account/<action>. */
export const PROFILE_ACCOUNT_ACTIONS = [
  'block',
  'unblock',
  'forcePasswordReset',
  'resendConfirmation',
  'archive',
] as const;
/**
 * Kept by the account actions above (status, blocked), the employee invitations (customer and rights),
 * the demo seed and the profile's own settings: refused in a request that writes a profile.
 */
export const PROFILE_SERVER_OWNED = [
  'accountStatus',
  'statusBeforeArchive',
  'blocked',
  'isDemo',
  'preferences',
  'user',
  'customer',
  'companyAdmin',
  'vacancyAdmin',
  'employeeInvitedAt',
  'employeeAcceptedAt',
] as const;

/** Sign-in is refused while the account has one of these statuses (400 details.code in brackets). */
export const SIGN_IN_REFUSED_STATUSES: Record<string, string> = {
  ARCHIVED: 'archived',
  RESET_REQUIRED: 'reset_required',
  COMPROMISED: 'reset_required',
  UNCONFIRMED: 'email_not_confirmed',
};

/** Shown as the author of comments whose writer's profile was deleted. */
export const DELETED_PROFILE_NAME = 'Verwijderd profiel';

export const DEFAULT_COUNTRY = 'NL';

/** ISO 3166-1 alpha-2 country codes. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
