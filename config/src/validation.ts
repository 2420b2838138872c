// Validation rules of SPEC.md section 5, shared by the CMS (authority) and the console (comfort).
// Each rule returns null when the value is fine, or a message key the console translates.
import {
  COUNTRY_CODES,
  CV_WORK_STATUSES,
  DEFAULT_COUNTRY,
  PROFILE_LANGUAGES,
  PROFILE_TAG_KINDS,
  PROFILE_TYPES,
} from './profile';
import { MAX_HOURS_PER_WEEK, PROFILE_NOTE_MAX_LENGTH } from './limits';

export type RuleResult = null | { code: string; params?: Record<string, string | number> };

const ok = null;
const fail = (code: string, params?: Record<string, string | number>): RuleResult => ({ code, params });
const empty = (v: unknown) => v === undefined || v === null || v === '';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
export const FOLDER_RE = /^[a-z0-9][a-z0-9-]*$/;
const USERNAME_RE = /^[A-Za-z0-9_.]{1,30}$/;
/** Dutch postcode: four digits (not starting with 0) and two letters, with or without a space. */
export const DUTCH_POSTCODE_RE = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/;
/** Elsewhere: 2 to 10 letters, digits, spaces or dashes, at least one letter or digit. */
export const POSTCODE_RE = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]{2,10}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC section 5 text input: C0 and C1 control characters (NUL included), DEL, and the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a name read differently from what
 * is stored. Long text (and text inside JSON) may keep tab, line feed and carriage return.
 * These two patterns are about control characters on purpose, hence the lint exceptions.
 */
// eslint-disable-next-line no-control-regex
const SHORT_TEXT_REFUSED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const LONG_TEXT_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const hasRefusedCharacters = (value: string, long = false) =>
  (long ? LONG_TEXT_REFUSED : SHORT_TEXT_REFUSED).test(value);

const numberOf = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

export const rules = {
  required: (v: unknown) => (empty(v) || (typeof v === 'string' && !v.trim()) ? fail('required') : ok),
  email: (v: unknown) => (empty(v) || (typeof v === 'string' && EMAIL_RE.test(v)) ? ok : fail('email')),
  maxLength: (max: number) => (v: unknown) => (empty(v) || String(v).length <= max ? ok : fail('maxLength', { max })),
  minLength: (min: number) => (v: unknown) => (empty(v) || String(v).length >= min ? ok : fail('minLength', { min })),
  url: (v: unknown) => {
    if (empty(v)) return ok;
    try {
      const u = new URL(String(v));
      return ['http:', 'https:'].includes(u.protocol) ? ok : fail('url');
    } catch {
      return fail('url');
    }
  },
  slug: (v: unknown) => (empty(v) || SLUG_RE.test(String(v)) ? ok : fail('slug')),
  folderName: (v: unknown) => (empty(v) || FOLDER_RE.test(String(v)) ? ok : fail('folderName')),
  /** twitter and instagram: a username without the @ sign. */
  username: (v: unknown) =>
    empty(v) || USERNAME_RE.test(String(v)) ? ok : fail(String(v).startsWith('@') ? 'usernameAt' : 'username'),
  /** facebook and linkedin: a link to a profile on that network. */
  profileLink: (host: 'facebook.com' | 'linkedin.com') => (v: unknown) => {
    if (empty(v)) return ok;
    try {
      const u = new URL(String(v));
      const h = u.hostname.replace(/^www\.|^[a-z]{2}\./, '');
      return ['http:', 'https:'].includes(u.protocol) && h === host && u.pathname.length > 1
        ? ok
        : fail('profileLink', { network: host });
    } catch {
      return fail('profileLink', { network: host });
    }
  },
  /** An absolute http(s) URL or a site path starting with a single slash. */
  pathOrUrl: (v: unknown) => {
    if (empty(v)) return ok;
    const value = String(v);
    if (/^\/(?!\/)[^\s]*$/.test(value)) return ok;
    return rules.url(value) ? fail('pathOrUrl') : ok;
  },
  phone: (v: unknown) => (empty(v) || /^\+?[0-9 ()-]{6,20}$/.test(String(v)) ? ok : fail('phone')),
  /** Dutch format when the country is NL (the default), a general one elsewhere. */
  postcode: (country: unknown) => (v: unknown) => {
    if (empty(v)) return ok;
    const dutch = String(country || DEFAULT_COUNTRY).toUpperCase() === 'NL';
    return (dutch ? DUTCH_POSTCODE_RE : POSTCODE_RE).test(String(v).trim())
      ? ok
      : fail('postcode', { country: dutch ? 'NL' : 'other' });
  },
  /** ISO 3166-1 alpha-2, either case. */
  country: (v: unknown) => (empty(v) || COUNTRY_CODES.includes(String(v).toUpperCase()) ? ok : fail('country')),
  oneOf: (values: readonly string[]) => (v: unknown) =>
    empty(v) || values.includes(String(v)) ? ok : fail('oneOf', { values: values.join(', ') }),
  boolean: (v: unknown) => (empty(v) || typeof v === 'boolean' ? ok : fail('boolean')),
  integer: (v: unknown) => (empty(v) || Number.isInteger(numberOf(v)) ? ok : fail('integer')),
  numeric: (v: unknown) => (empty(v) || Number.isFinite(numberOf(v)) ? ok : fail('numeric')),
  minValue: (min: number) => (v: unknown) => (empty(v) || !(numberOf(v) < min) ? ok : fail('minValue', { min })),
  maxValue: (max: number) => (v: unknown) => (empty(v) || !(numberOf(v) > max) ? ok : fail('maxValue', { max })),
  /** Short text (names, titles, slugs): no control characters, no bidi overrides. */
  plainText: (v: unknown) => (typeof v === 'string' && hasRefusedCharacters(v) ? fail('control_characters') : ok),
  /** Long text: the same, but tab and new lines are fine. */
  longText: (v: unknown) => (typeof v === 'string' && hasRefusedCharacters(v, true) ? fail('control_characters') : ok),
  /** A calendar date YYYY-MM-DD. */
  date: (v: unknown) => {
    if (empty(v)) return ok;
    const text = String(v);
    const parsed = new Date(`${text}T00:00:00Z`);
    return DATE_RE.test(text) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text)
      ? ok
      : fail('date');
  },
};

export type Rule = (v: unknown) => RuleResult;

/** Runs the rules of each field and returns the failures as {path, code, params}. */
export function validateFields(data: Record<string, unknown>, schema: Record<string, Rule[]>) {
  const failures: { path: string[]; code: string; params?: Record<string, string | number> }[] = [];
  for (const [field, fieldRules] of Object.entries(schema)) {
    for (const rule of fieldRules) {
      const result = rule(data[field]);
      if (result) {
        failures.push({ path: [field], ...result });
        break;
      }
    }
  }
  return failures;
}

/** Own-profile fields a signed-in user may change, with their rules. */
export const OWN_PROFILE_RULES: Record<string, Rule[]> = {
  firstName: [rules.maxLength(100)],
  lastName: [rules.maxLength(100)],
  bio: [rules.maxLength(2000)],
  twitter: [rules.username],
  instagram: [rules.username],
  facebook: [rules.profileLink('facebook.com')],
  linkedin: [rules.profileLink('linkedin.com')],
  website: [rules.url, rules.maxLength(255)],
  phoneNumber: [rules.phone],
  screenName: [rules.maxLength(100)],
};
export const OWN_PROFILE_BOOLEANS = ['allowMessages', 'emailNotifications'] as const;

// ---------------------------------------------------------------------------------------------
// Profiles (SPEC section 3 "User profile" and "CV", section 5). The CMS runs these on every write
// (plus what needs the database: unique e-mail, newsletter limit, CV file type); the console may
// run the same functions before it sends.

/** A failure anywhere in a nested record: path like ['addresses', 1, 'postcode']. */
export type FieldFailure = { path: (string | number)[]; code: string; params?: Record<string, string | number> };

/** E-mail addresses are stored trimmed and lower-cased; uniqueness ignores case. */
export const normaliseEmail = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** "1234ab" → "1234 AB" for NL; elsewhere trimmed and upper-cased. Invalid values are returned unchanged. */
export function normalisePostcode(v: unknown, country: unknown = DEFAULT_COUNTRY) {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (String(country || DEFAULT_COUNTRY).toUpperCase() === 'NL') {
    const m = DUTCH_POSTCODE_RE.exec(text);
    return m ? `${m[1]} ${m[2].toUpperCase()}` : v;
  }
  return POSTCODE_RE.test(text) ? text.toUpperCase() : v;
}

export const PROFILE_RULES: Record<string, Rule[]> = {
  email: [rules.required, rules.email, rules.maxLength(255)],
  type: [rules.required, rules.oneOf(PROFILE_TYPES)],
  language: [rules.oneOf(PROFILE_LANGUAGES)],
  ...OWN_PROFILE_RULES,
  source: [rules.maxLength(100)],
  allowMessages: [rules.boolean],
  emailNotifications: [rules.boolean],
  optIn: [rules.boolean],
};

export const ADDRESS_RULES: Record<string, Rule[]> = {
  company: [rules.maxLength(100)],
  firstName: [rules.maxLength(100)],
  lastName: [rules.maxLength(100)],
  address: [rules.maxLength(200)],
  city: [rules.maxLength(100)],
  country: [rules.country],
  defaultBilling: [rules.boolean],
  defaultShipping: [rules.boolean],
};

export const CV_RULES: Record<string, Rule[]> = {
  workStatus: [rules.oneOf(CV_WORK_STATUSES)],
  experienceYears: [rules.integer, rules.minValue(0), rules.maxValue(100)],
  hoursPerWeek: [rules.integer, rules.minValue(0), rules.maxValue(MAX_HOURS_PER_WEEK)],
  salaryIndication: [rules.integer, rules.minValue(0)],
  location: [rules.maxLength(200)],
  radius: [rules.integer, rules.minValue(0)],
  about: [rules.maxLength(5000)],
  published: [rules.boolean],
};

export const CV_ENTRY_RULES: Record<string, Rule[]> = {
  startDate: [rules.date],
  endDate: [rules.date],
  jobTitle: [rules.maxLength(200)],
  company: [rules.maxLength(200)],
  school: [rules.maxLength(200)],
  description: [rules.maxLength(5000)],
  current: [rules.boolean],
  diploma: [rules.boolean],
};

export const FREELANCE_RULES: Record<string, Rule[]> = {
  location: [rules.maxLength(200)],
  published: [rules.boolean],
  hourlyFee: [rules.integer, rules.minValue(0)],
  profession: [rules.maxLength(100)],
  assignment: [rules.maxLength(5000)],
};

export const PROFILE_TAG_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(80)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  kind: [rules.required, rules.oneOf(PROFILE_TAG_KINDS)],
};

export const NEWSLETTER_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(100)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  description: [rules.maxLength(1000)],
  public: [rules.boolean],
};

export const CV_ENTRY_LISTS = ['experience', 'education', 'courses'] as const;

export const PROFILE_NOTE_RULES: Record<string, Rule[]> = {
  text: [rules.required, rules.maxLength(PROFILE_NOTE_MAX_LENGTH)],
};
/** The author comes from the session. */
export const PROFILE_NOTE_SERVER_OWNED = ['author', 'authorName'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const under = (prefix: (string | number)[], failures: FieldFailure[]) =>
  failures.map((f) => ({ ...f, path: [...prefix, ...f.path] }));

/** Field rules of each address, its postcode for its country, and at most one default billing and shipping address. */
export function addressFailures(addresses: unknown): FieldFailure[] {
  if (addresses === null || addresses === undefined) return [];
  if (!Array.isArray(addresses)) return [{ path: ['addresses'], code: 'array' }];
  const failures: FieldFailure[] = [];
  const seen = { defaultBilling: 0, defaultShipping: 0 };
  addresses.forEach((address, i) => {
    if (!isRecord(address)) {
      failures.push({ path: ['addresses', i], code: 'object' });
      return;
    }
    failures.push(...under(['addresses', i], validateFields(address, ADDRESS_RULES)));
    const postcode = rules.postcode(address.country)(address.postcode);
    if (postcode) failures.push({ path: ['addresses', i, 'postcode'], ...postcode });
    for (const flag of ['defaultBilling', 'defaultShipping'] as const) {
      if (address[flag] === true && ++seen[flag] === 2) {
        failures.push({
          path: ['addresses', i, flag],
          code: flag === 'defaultBilling' ? 'default_billing_once' : 'default_shipping_once',
        });
      }
    }
  });
  return failures;
}

/** Field rules of the CV, its freelance part and its entries; an entry may not end before it starts unless it is current. */
export function cvFailures(cv: unknown): FieldFailure[] {
  if (cv === null || cv === undefined) return [];
  if (!isRecord(cv)) return [{ path: ['cv'], code: 'object' }];
  const failures = under(['cv'], validateFields(cv, CV_RULES));
  if (cv.freelance !== null && cv.freelance !== undefined) {
    failures.push(
      ...(isRecord(cv.freelance)
        ? under(['cv', 'freelance'], validateFields(cv.freelance, FREELANCE_RULES))
        : [{ path: ['cv', 'freelance'], code: 'object' }]),
    );
  }
  for (const list of CV_ENTRY_LISTS) {
    const entries = cv[list];
    if (entries === null || entries === undefined) continue;
    if (!Array.isArray(entries)) {
      failures.push({ path: ['cv', list], code: 'array' });
      continue;
    }
    entries.forEach((entry, i) => {
      if (!isRecord(entry)) return failures.push({ path: ['cv', list, i], code: 'object' });
      const own = validateFields(entry, CV_ENTRY_RULES);
      failures.push(...under(['cv', list, i], own));
      const datesValid = !own.some((f) => f.path[0] === 'startDate' || f.path[0] === 'endDate');
      if (
        datesValid &&
        entry.current !== true &&
        entry.startDate &&
        entry.endDate &&
        String(entry.endDate) < String(entry.startDate)
      ) {
        failures.push({ path: ['cv', list, i, 'endDate'], code: 'end_before_start' });
      }
    });
  }
  return failures;
}

/** The rules of a whole profile record that need no database; `fields` limits the top-level checks (an update). */
export function profileFailures(
  record: Record<string, unknown>,
  fields: string[] = Object.keys(PROFILE_RULES),
): FieldFailure[] {
  const scalar = Object.fromEntries(Object.entries(PROFILE_RULES).filter(([field]) => fields.includes(field)));
  const failures: FieldFailure[] = validateFields(record, scalar);
  if ('addresses' in record) failures.push(...addressFailures(record.addresses));
  if ('cv' in record) failures.push(...cvFailures(record.cv));
  return failures;
}
