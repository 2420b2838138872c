// Validation rules of SPEC.md section 5, shared by the CMS (authority) and the console (comfort).
// Each rule returns null when the value is fine, or a message key the console translates.
export type RuleResult = null | { code: string; params?: Record<string, string | number> };

const ok = null;
const fail = (code: string, params?: Record<string, string | number>): RuleResult => ({ code, params });
const empty = (v: unknown) => v === undefined || v === null || v === '';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
export const FOLDER_RE = /^[a-z0-9][a-z0-9-]*$/;
const USERNAME_RE = /^[A-Za-z0-9_.]{1,30}$/;

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
  username: (v: unknown) => (empty(v) || USERNAME_RE.test(String(v)) ? ok : fail(String(v).startsWith('@') ? 'usernameAt' : 'username')),
  /** facebook and linkedin: a link to a profile on that network. */
  profileLink: (host: 'facebook.com' | 'linkedin.com') => (v: unknown) => {
    if (empty(v)) return ok;
    try {
      const u = new URL(String(v));
      const h = u.hostname.replace(/^www\.|^[a-z]{2}\./, '');
      return ['http:', 'https:'].includes(u.protocol) && h === host && u.pathname.length > 1 ? ok : fail('profileLink', { network: host });
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
