// The site configuration (SPEC 3 "Site configuration"): its defaults, the rules of every write, the merged view the
// console reads, and the social accounts and share texts of /settings/social (SPEC 5, 8, 9). Decisions:
// docs/settings.md.
import { ENGAGEMENT_EDITOR_DEFAULTS, ENGAGEMENT_SETTINGS_DEFAULTS, editorSettingsOf } from './engagement';
import { EMAIL_RE, hasRefusedCharacters, rules, type FieldFailure, type Rule } from './validation';

/** SPEC 3's defaults; stored values are merged over them (a missing or null field is the default). */
export const SITE_CONFIG_DEFAULTS = {
  global: {
    siteName: 'Newsroom',
    frontendURI: 'http://localhost:3000',
    hasCurrentInstall: true,
    domains: [] as string[],
  },
  content: {
    resizeWidth: 1200,
    resizeHeight: 675,
    publishReactions: false,
    addHighlightedCategoryToDefault: false,
    /** Days after its publication date that a content item keeps its cover; 0 = forever (docs/settings.md). */
    coverRemovalDays: 0,
  },
  pages: {
    editor: 'blocks',
    fonts: [{ label: 'Arial', value: 'Arial, Helvetica, sans-serif' }],
    bodyValues: {
      backgroundColor: '#ffffff',
      contentWidth: '700px',
      fontFamily: { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
    },
  },
  social: {
    contentPath: '/artikel',
    vacancyPath: '/vacature',
    twitter: '',
    instagram: '',
    facebook: '',
    linkedin: '',
    mastodon: '',
  },
  sales: { orderSerialLength: 6, orderStartWithSerial: 1 },
  engagement: ENGAGEMENT_SETTINGS_DEFAULTS,
  engagementEditorSettings: ENGAGEMENT_EDITOR_DEFAULTS,
};
export type SiteSettings = typeof SITE_CONFIG_DEFAULTS;
export type SiteSection = keyof SiteSettings;
export const SITE_SECTIONS = Object.keys(SITE_CONFIG_DEFAULTS) as SiteSection[];
/** The component sections (engagementEditorSettings is one JSON field). */
export const SITE_COMPONENTS = ['global', 'content', 'pages', 'social', 'sales', 'engagement'] as const;

export const RESIZE_MIN = 16;
export const RESIZE_MAX = 6000;
export const COVER_REMOVAL_MAX_DAYS = 3650;
export const ORDER_SERIAL_MAX_LENGTH = 12;
export const PAGE_EDITORS = ['blocks', 'html'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const BORDER_STYLES = ['solid', 'dashed', 'dotted', 'none'] as const;
const FONTS_MAX = 20;
const DOMAINS_MAX = 50;

const COLOR_RE = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
const CSS_LENGTH_RE = /^\d{1,4}(px|%)$/;
const BORDER_RE = new RegExp(`^\\d{1,2}px (${BORDER_STYLES.join('|')}) #[0-9a-f]{3}([0-9a-f]{3})?$`, 'i');
const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;
const SITE_PATH_RE = /^\/(?!\/)[a-z0-9/_-]*$/i;

const empty = (v: unknown) => v === undefined || v === null || v === '';
const failed = (code: string, params?: Record<string, string | number>) => ({ code, ...(params && { params }) });
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const text = (max: number): Rule[] => [rules.plainText, rules.maxLength(max)];
const intRange = (min: number, max: number): Rule[] => [rules.integer, rules.minValue(min), rules.maxValue(max)];
const color: Rule = (v) => (empty(v) || COLOR_RE.test(String(v)) ? null : failed('color'));
const cssLength: Rule = (v) => (empty(v) || CSS_LENGTH_RE.test(String(v)) ? null : failed('cssLength'));
const border: Rule = (v) => (empty(v) || BORDER_RE.test(String(v)) ? null : failed('cssBorder'));
const sitePath: Rule = (v) => (empty(v) || SITE_PATH_RE.test(String(v)) ? null : failed('pathOrUrl'));
const mastodon: Rule = (v) => {
  if (empty(v)) return null;
  // A profile link like https://mastodon.social/@krant (the instance differs per account).
  return rules.url(v) || !/^https?:\/\/[^/]+\/@[A-Za-z0-9_]{1,30}$/.test(String(v))
    ? failed('profileLink', { network: 'Mastodon' })
    : null;
};
const domains: Rule = (v) => {
  if (empty(v)) return null;
  if (!Array.isArray(v) || v.length > DOMAINS_MAX) return failed('domains');
  return v.every((d) => typeof d === 'string' && DOMAIN_RE.test(d)) ? null : failed('domains');
};
const required: Rule = rules.required;

/** The fields of each section with their rules; fields not listed here (another area's) pass as they are. */
export const SITE_RULES: Record<string, Record<string, Rule[]>> = {
  global: {
    siteName: [required, ...text(120)],
    frontendURI: [required, rules.url, rules.maxLength(255)],
    hasCurrentInstall: [rules.boolean],
    domains: [domains],
  },
  content: {
    resizeWidth: [required, ...intRange(RESIZE_MIN, RESIZE_MAX)],
    resizeHeight: [required, ...intRange(RESIZE_MIN, RESIZE_MAX)],
    publishReactions: [rules.boolean],
    addHighlightedCategoryToDefault: [rules.boolean],
    coverRemovalDays: [required, ...intRange(0, COVER_REMOVAL_MAX_DAYS)],
  },
  pages: { editor: [required, rules.oneOf(PAGE_EDITORS)] },
  social: {
    contentPath: [required, sitePath, rules.maxLength(255)],
    vacancyPath: [required, sitePath, rules.maxLength(255)],
    twitter: [rules.username, rules.maxLength(15)],
    instagram: [rules.username, rules.maxLength(30)],
    facebook: [rules.profileLink('facebook.com'), rules.maxLength(255)],
    linkedin: [rules.profileLink('linkedin.com'), rules.maxLength(255)],
    mastodon: [mastodon, rules.maxLength(255)],
  },
  sales: {
    orderSerialLength: [required, ...intRange(1, ORDER_SERIAL_MAX_LENGTH)],
    orderStartWithSerial: [required, rules.integer, rules.minValue(1)],
  },
  engagement: {
    senderDomains: [domains],
    defaultFromName: text(120),
    defaultFromEmail: [rules.email, rules.maxLength(255)],
    messagesPerSecond: intRange(1, 1000),
    maxSegments: intRange(1, 100_000),
    maxLists: intRange(1, 100_000),
    legacyAfterDays: intRange(1, 100_000),
    autoPauseAfterErrors: intRange(1, 100_000),
    softBounceLimit: intRange(1, 100_000),
    frequencyCapMessages: intRange(0, 1000),
    frequencyCapDays: intRange(1, 365),
  },
};

const run = (value: unknown, list: Rule[], path: (string | number)[]): FieldFailure[] => {
  for (const rule of list) {
    const result = rule(value);
    if (result) return [{ path, ...result }];
  }
  return [];
};

const fontFailures = (font: unknown, path: (string | number)[]): FieldFailure[] =>
  isObject(font)
    ? [
        ...run(font.label, [required, ...text(60)], [...path, 'label']),
        ...run(font.value, [required, ...text(200)], [...path, 'value']),
      ]
    : [{ path, code: 'fontFamily' }];

const bodyValuesFailures = (body: unknown, path: string[]): FieldFailure[] => {
  if (!isObject(body)) return [{ path, code: 'bodyValues' }];
  return [
    ...run(body.backgroundColor, [required, color], [...path, 'backgroundColor']),
    ...run(body.contentWidth, [required, cssLength], [...path, 'contentWidth']),
    ...fontFailures(body.fontFamily, [...path, 'fontFamily']),
  ];
};

const unknownKeys = (value: Record<string, unknown>, known: readonly string[], path: string[]): FieldFailure[] =>
  Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({ path: [...path, key], code: 'unknownSetting' }));

/** SPEC 3's engagement editor settings: their shape, colours, sizes and borders. */
export function editorSettingsFailures(settings: unknown): FieldFailure[] {
  const path = ['engagementEditorSettings'];
  if (settings === null || settings === undefined) return [];
  if (!isObject(settings)) return [{ path, code: 'bodyValues' }];
  const merged = editorSettingsOf(settings) as Record<string, any>;
  const failures = unknownKeys(settings, Object.keys(ENGAGEMENT_EDITOR_DEFAULTS), path);
  failures.push(...bodyValuesFailures(merged.bodyValues, [...path, 'bodyValues']));
  for (const part of ['articleTitle', 'articleIntro'] as const) {
    const at = [...path, part];
    const value = merged[part];
    if (!isObject(value)) {
      failures.push({ path: at, code: 'bodyValues' });
      continue;
    }
    failures.push(
      ...run(value.fontFamily, [required, ...text(200)], [...at, 'fontFamily']),
      ...run(value.fontSize, [required, ...intRange(8, 72)], [...at, 'fontSize']),
      ...run(value.color, [required, color], [...at, 'color']),
      ...(part === 'articleTitle' ? run(value.textAlign, [rules.oneOf(TEXT_ALIGNS)], [...at, 'textAlign']) : []),
    );
  }
  if (!isObject(merged.border)) failures.push({ path: [...path, 'border'], code: 'cssBorder' });
  else
    for (const side of ['top', 'left', 'right', 'bottom'])
      failures.push(...run(merged.border[side], [required, border], [...path, 'border', side]));
  failures.push(...run(merged.borderRadius, [required, ...intRange(0, 50)], [...path, 'borderRadius']));
  return failures;
}

/**
 * Every failure of a configuration as it would be after the write (each section already merged over what is
 * stored), with paths like ['sales', 'orderStartWithSerial'].
 */
export function siteConfigFailures(config: Partial<Record<SiteSection, unknown>>): FieldFailure[] {
  const failures: FieldFailure[] = [];
  for (const section of SITE_COMPONENTS) {
    const value = config[section];
    if (value === undefined || value === null) continue;
    if (!isObject(value)) {
      failures.push({ path: [section], code: 'bodyValues' });
      continue;
    }
    for (const [field, list] of Object.entries(SITE_RULES[section]))
      failures.push(...run(value[field], list, [section, field]));
  }
  const sales = config.sales as Record<string, unknown> | undefined;
  if (sales && !failures.some((f) => f.path[0] === 'sales')) {
    // SPEC 5: the serial length caps the numbers; the first number must fit it.
    const max = 10 ** Number(sales.orderSerialLength) - 1;
    if (Number(sales.orderStartWithSerial) > max)
      failures.push({ path: ['sales', 'orderStartWithSerial'], code: 'serialCapacity', params: { max } });
  }
  const engagement = config.engagement as Record<string, unknown> | undefined;
  const from = String(engagement?.defaultFromEmail ?? '').toLowerCase();
  const approved = Array.isArray(engagement?.senderDomains) ? (engagement.senderDomains as string[]) : [];
  if (from && EMAIL_RE.test(from) && !approved.some((d) => from.endsWith(`@${String(d).toLowerCase()}`)))
    failures.push({ path: ['engagement', 'defaultFromEmail'], code: 'emailDomain' });
  const pages = config.pages as Record<string, unknown> | undefined;
  if (pages) {
    if (!Array.isArray(pages.fonts) || pages.fonts.length < 1 || pages.fonts.length > FONTS_MAX)
      failures.push({ path: ['pages', 'fonts'], code: 'fonts', params: { max: FONTS_MAX } });
    else pages.fonts.forEach((font, i) => failures.push(...fontFailures(font, ['pages', 'fonts', i])));
    failures.push(...bodyValuesFailures(pages.bodyValues, ['pages', 'bodyValues']));
  }
  failures.push(...editorSettingsFailures(config.engagementEditorSettings));
  return failures;
}

/** A stored section without Strapi's `id` and without empty fields, so the defaults show through. */
export const storedFields = (value: unknown): Record<string, unknown> =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([key, v]) => key !== 'id' && v !== null && v !== undefined))
    : {};

/** The configuration as it applies: every section's stored fields over SPEC 3's defaults. */
export function mergedSiteConfig(stored: Record<string, unknown> | null | undefined): SiteSettings {
  const out: Record<string, unknown> = {};
  for (const section of SITE_COMPONENTS)
    out[section] = { ...SITE_CONFIG_DEFAULTS[section], ...storedFields(stored?.[section]) };
  out.engagementEditorSettings = editorSettingsOf(stored?.engagementEditorSettings);
  return out as SiteSettings;
}

/** "000001": the order number a serial length and first number give (what /settings/general shows). */
export const orderNumberExample = (length: number, start: number) => String(start).padStart(length, '0');

// ---- Social accounts and sharing (SPEC 5 "tweet length", 8 "Social share", 9 "social share text 60") ----

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'linkedin', 'mastodon'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** SPEC 9: recommended length of a share text. */
export const SOCIAL_SHARE_RECOMMENDED = 60;
/** X/Twitter: at most 280 characters, a link counting 23 whatever its length. */
export const TWEET_MAX = 280;
export const TWEET_URL_LENGTH = 23;
/** Mastodon's default limit; Facebook and LinkedIn posts allow far more than a share needs. */
export const SHARE_TEXT_MAX: Record<SocialNetwork, number> = {
  twitter: TWEET_MAX,
  mastodon: 500,
  facebook: 5000,
  linkedin: 3000,
};
export const SOCIAL_SHARE_RESULTS = ['sent', 'failed'] as const;
export type SocialShareResult = (typeof SOCIAL_SHARE_RESULTS)[number];
/** Fields only the share step sets. */
export const SOCIAL_SHARE_SERVER_OWNED = ['result', 'error', 'sharedBy', 'url', 'sharedAt'] as const;

const URL_IN_TEXT_RE = /https?:\/\/\S+/g;

/** The length a network counts: each link in the text and the shared link (after a space) count 23. */
export function shareTextLength(text: string, url?: string | null): number {
  const links = text.match(URL_IN_TEXT_RE) ?? [];
  const plain = [...text.replace(URL_IN_TEXT_RE, '')].length;
  return plain + links.length * TWEET_URL_LENGTH + (url ? 1 + TWEET_URL_LENGTH : 0);
}

/** What is wrong with a share request: network, text (required, not above the network's maximum). */
export function shareFailures(input: { network?: unknown; text?: unknown }, url?: string | null): FieldFailure[] {
  const failures: FieldFailure[] = [];
  const network = input.network as SocialNetwork;
  if (!SOCIAL_NETWORKS.includes(network))
    failures.push({ path: ['network'], code: 'oneOf', params: { values: SOCIAL_NETWORKS.join(', ') } });
  const value = input.text;
  if (typeof value !== 'string' || !value.trim()) failures.push({ path: ['text'], code: 'required' });
  else if (hasRefusedCharacters(value, true)) failures.push({ path: ['text'], code: 'control_characters' });
  else if (SOCIAL_NETWORKS.includes(network) && shareTextLength(value, url) > SHARE_TEXT_MAX[network])
    failures.push({ path: ['text'], code: 'tweetLength', params: { max: SHARE_TEXT_MAX[network] } });
  return failures;
}
