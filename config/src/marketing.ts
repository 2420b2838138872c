// Marketing zones (SPEC sections 1-3, 6 and 9; decisions in docs/marketing.md): the six content types and their
// fields, the schedule (instants, shown and typed in Europe/Amsterdam), the targeting decision (the content
// access evaluator's audiences plus pages, categories and device), the frequency cap per visitor and the
// weighted rotation of a bundle. Shared by the CMS (authority) and the console.
import type { FieldFailure } from './validation';

/** SPEC section 3 "Marketing content types", in the API's spelling. */
export const MARKETING_CONTENT_TYPES = ['IMAGE', 'VIDEO', 'WEBALERT', 'HTML', 'POPUP', 'NEWSLETTER'] as const;
export type MarketingContentType = (typeof MARKETING_CONTENT_TYPES)[number];

/** A type's own field: what the console shows and the service checks (`fields` of a marketing content). */
export type MarketingFieldSpec = {
  name: string;
  kind: 'text' | 'longtext' | 'url' | 'html' | 'number' | 'choice';
  /** A url field the console can also fill by uploading a file of this kind (through the upload policy). */
  upload?: 'image' | 'video';
  required?: boolean;
  max?: number;
  min?: number;
  choices?: readonly string[];
};

export const WEBALERT_LEVELS = ['INFO', 'WARNING', 'URGENT'] as const;
export const MARKETING_HTML_MAX = 20_000;

export const MARKETING_CONTENT_FIELDS: Readonly<Record<MarketingContentType, readonly MarketingFieldSpec[]>> = {
  IMAGE: [
    { name: 'imageUrl', kind: 'url', required: true, max: 2048, upload: 'image' },
    { name: 'altText', kind: 'text', required: true, max: 200 },
    { name: 'linkUrl', kind: 'url', max: 2048 },
  ],
  VIDEO: [
    { name: 'videoUrl', kind: 'url', required: true, max: 2048, upload: 'video' },
    { name: 'posterUrl', kind: 'url', max: 2048, upload: 'image' },
    { name: 'caption', kind: 'text', max: 200 },
    { name: 'linkUrl', kind: 'url', max: 2048 },
  ],
  WEBALERT: [
    { name: 'message', kind: 'longtext', required: true, max: 280 },
    { name: 'level', kind: 'choice', required: true, choices: WEBALERT_LEVELS },
    { name: 'linkUrl', kind: 'url', max: 2048 },
  ],
  HTML: [{ name: 'html', kind: 'html', required: true, max: MARKETING_HTML_MAX }],
  POPUP: [
    { name: 'title', kind: 'text', required: true, max: 120 },
    { name: 'body', kind: 'longtext', required: true, max: 2000 },
    { name: 'buttonText', kind: 'text', max: 60 },
    { name: 'linkUrl', kind: 'url', max: 2048 },
    { name: 'delaySeconds', kind: 'number', min: 0, max: 600 },
  ],
  NEWSLETTER: [
    { name: 'title', kind: 'text', required: true, max: 120 },
    { name: 'body', kind: 'longtext', max: 1000 },
    { name: 'newsletter', kind: 'text', required: true, max: 120 },
    { name: 'buttonText', kind: 'text', max: 60 },
  ],
};

const isUrl = (value: string) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The failures of a type's fields (paths under `fields`); unknown fields are refused too. */
export function marketingFieldFailures(type: unknown, fields: unknown): FieldFailure[] {
  if (!(MARKETING_CONTENT_TYPES as readonly unknown[]).includes(type))
    return [{ path: ['type'], code: 'oneOf', params: { values: MARKETING_CONTENT_TYPES.join(', ') } }];
  const specs = MARKETING_CONTENT_FIELDS[type as MarketingContentType];
  const given =
    fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {};
  const failures: FieldFailure[] = Object.keys(given)
    .filter((name) => !specs.some((spec) => spec.name === name))
    .map((name) => ({ path: ['fields', name], code: 'unknown_field' }));
  for (const spec of specs) {
    const value = given[spec.name];
    const path = ['fields', spec.name];
    if (blank(value)) {
      if (spec.required) failures.push({ path, code: 'required' });
      continue;
    }
    if (spec.kind === 'number') {
      if (typeof value !== 'number' || !Number.isInteger(value)) failures.push({ path, code: 'integer' });
      else if (spec.min !== undefined && value < spec.min)
        failures.push({ path, code: 'minValue', params: { min: spec.min } });
      else if (spec.max !== undefined && value > spec.max)
        failures.push({ path, code: 'maxValue', params: { max: spec.max } });
      continue;
    }
    if (typeof value !== 'string') {
      failures.push({ path, code: 'string' });
      continue;
    }
    if (spec.max !== undefined && value.length > spec.max)
      failures.push({ path, code: 'maxLength', params: { max: spec.max } });
    else if (spec.kind === 'url' && !isUrl(value)) failures.push({ path, code: 'url' });
    else if (spec.kind === 'choice' && !spec.choices?.includes(value))
      failures.push({ path, code: 'oneOf', params: { values: (spec.choices ?? []).join(', ') } });
  }
  return failures;
}

// ---------------------------------------------------------------- schedule

export type MarketingSchedule = { startsAt?: string | Date | null; endsAt?: string | Date | null };
export type ScheduleState = 'PLANNED' | 'RUNNING' | 'ENDED';

const instant = (value: unknown): number | null => {
  if (blank(value)) return null;
  const ms = new Date(value as string).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** From is inclusive, until is exclusive: content "until 1 January 00:00" is gone at midnight. */
export function scheduleState(schedule: MarketingSchedule, now: number = Date.now()): ScheduleState {
  const from = instant(schedule.startsAt);
  const until = instant(schedule.endsAt);
  if (from !== null && now < from) return 'PLANNED';
  if (until !== null && now >= until) return 'ENDED';
  return 'RUNNING';
}

export function scheduleFailures(schedule: MarketingSchedule): FieldFailure[] {
  const failures: FieldFailure[] = [];
  if (!blank(schedule.startsAt) && instant(schedule.startsAt) === null)
    failures.push({ path: ['startsAt'], code: 'datetime' });
  if (!blank(schedule.endsAt) && instant(schedule.endsAt) === null)
    failures.push({ path: ['endsAt'], code: 'datetime' });
  const from = instant(schedule.startsAt);
  const until = instant(schedule.endsAt);
  if (failures.length === 0 && from !== null && until !== null && until <= from)
    failures.push({ path: ['endsAt'], code: 'until_before_from' });
  return failures;
}

// ---------------------------------------------------------------- targeting

/** The audiences are the content access rules (SPEC 6), decided by the same evaluator. */
export const MARKETING_AUDIENCES = ['EVERYONE', 'USERS', 'TAG', 'SUBSCRIBERS', 'LEADS'] as const;
export type MarketingAudience = (typeof MARKETING_AUDIENCES)[number];
export const MARKETING_DEVICES = ['DESKTOP', 'TABLET', 'MOBILE'] as const;
export type MarketingDevice = (typeof MARKETING_DEVICES)[number];
export const MARKETING_TARGET_LIST_MAX = 25;

export type MarketingTargeting = {
  audience?: string | null;
  audienceTag?: string | null;
  leadAccess?: string | null;
  leadAccessHours?: number | null;
  pages?: string[] | null;
  categories?: string[] | null;
  devices?: string[] | null;
};
/** Where the visitor is: the page's path, the page's category slugs and the device. */
export type MarketingPlace = { path?: string | null; categories?: readonly string[]; device?: MarketingDevice | null };

/** The content access evaluator's input of a targeting (cms: api/content/services/access.ts `canRead`). */
export const accessRuleOf = (t: MarketingTargeting) => ({
  access: t.audience ?? 'EVERYONE',
  accessTag: t.audienceTag ?? null,
  leadAccess: t.leadAccess ?? null,
  leadAccessHours: t.leadAccessHours ?? null,
});

/** A page entry "/sport" matches /sport and /sport/..., never /sportief; "/" matches every page. */
export const pageMatches = (entry: string, path: string) => {
  const base = entry.length > 1 ? entry.replace(/\/+$/, '') : entry;
  return base === '/' || path === base || path.startsWith(`${base}/`);
};

/** The device a User-Agent names (tablets before phones: an iPad's agent says "Mobile" too). */
export function deviceOf(userAgent: string | null | undefined): MarketingDevice {
  const ua = String(userAgent ?? '');
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(ua)) return 'TABLET';
  if (/Mobi|iPhone|Android/i.test(ua)) return 'MOBILE';
  return 'DESKTOP';
}

export type TargetVerdict = { shown: boolean; reason: string };

/**
 * Whether content with this targeting is shown at this place, given the access evaluator's verdict for the
 * visitor (`accessAllowed`). An empty list of pages, categories or devices places no limit.
 */
export function targetingDecision(t: MarketingTargeting, place: MarketingPlace, accessAllowed: boolean): TargetVerdict {
  if (!accessAllowed) return { shown: false, reason: 'audience' };
  const pages = t.pages ?? [];
  if (pages.length && !pages.some((entry) => pageMatches(entry, place.path ?? '')))
    return { shown: false, reason: 'page' };
  const categories = (t.categories ?? []).map((c) => c.toLowerCase());
  const here = (place.categories ?? []).map((c) => c.toLowerCase());
  if (categories.length && !categories.some((c) => here.includes(c))) return { shown: false, reason: 'category' };
  const devices = t.devices ?? [];
  if (devices.length && !devices.includes(place.device ?? 'DESKTOP')) return { shown: false, reason: 'device' };
  return { shown: true, reason: 'targeted' };
}

const SLUGGISH = /^[a-z0-9][a-z0-9-]*$/i;

export function targetingFailures(t: MarketingTargeting): FieldFailure[] {
  const failures: FieldFailure[] = [];
  const audience = t.audience ?? 'EVERYONE';
  if (!(MARKETING_AUDIENCES as readonly string[]).includes(audience))
    failures.push({ path: ['audience'], code: 'oneOf', params: { values: MARKETING_AUDIENCES.join(', ') } });
  if (audience === 'TAG' && blank(t.audienceTag)) failures.push({ path: ['audienceTag'], code: 'required' });
  if (audience === 'LEADS' && t.leadAccess === 'HOURS') {
    const hours = t.leadAccessHours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1)
      failures.push({ path: ['leadAccessHours'], code: 'minValue', params: { min: 1 } });
  }
  const lists: Array<[keyof MarketingTargeting, (v: string) => boolean, string]> = [
    ['pages', (v) => /^\/[^\s?#]*$/.test(v) && v.length <= 300, 'page_path'],
    ['categories', (v) => SLUGGISH.test(v) && v.length <= 120, 'slug'],
    ['devices', (v) => (MARKETING_DEVICES as readonly string[]).includes(v), 'oneOf'],
  ];
  for (const [name, valid, code] of lists) {
    const list = t[name];
    if (blank(list)) continue;
    if (!Array.isArray(list)) failures.push({ path: [name], code: 'list' });
    else if (list.length > MARKETING_TARGET_LIST_MAX)
      failures.push({ path: [name], code: 'maxItems', params: { max: MARKETING_TARGET_LIST_MAX } });
    else
      list.forEach((value, index) => {
        if (typeof value !== 'string' || !valid(value))
          failures.push({
            path: [name, index],
            code,
            ...(code === 'oneOf' ? { params: { values: MARKETING_DEVICES.join(', ') } } : {}),
          });
      });
  }
  return failures;
}

// ---------------------------------------------------------------- frequency cap

export const MARKETING_CAP_MAX_COUNT = 100;
export const MARKETING_CAP_MAX_DAYS = 365;
export const DAY_MS = 86_400_000;
/** What the console suggests for a new popup: at most once per 7 days. */
export const POPUP_DEFAULT_CAP = { capCount: 1, capDays: 7 } as const;

export type FrequencyCap = { capCount?: number | null; capDays?: number | null };

export const hasCap = (cap: FrequencyCap) => !blank(cap.capCount) && !blank(cap.capDays);

/** The cap's window start: a visitor's showings at or after it count. */
export const capWindowStart = (cap: FrequencyCap, now: number) => now - Number(cap.capDays) * DAY_MS;

/** Whether a visitor who was shown the content at these instants may see it again now. */
export function capAllows(cap: FrequencyCap, shownAt: readonly number[], now: number = Date.now()): boolean {
  if (!hasCap(cap)) return true;
  const from = capWindowStart(cap, now);
  return shownAt.filter((at) => at > from && at <= now).length < Number(cap.capCount);
}

export function capFailures(cap: FrequencyCap): FieldFailure[] {
  const failures: FieldFailure[] = [];
  const check = (name: 'capCount' | 'capDays', max: number) => {
    const value = cap[name];
    if (blank(value)) return;
    if (typeof value !== 'number' || !Number.isInteger(value)) failures.push({ path: [name], code: 'integer' });
    else if (value < 1) failures.push({ path: [name], code: 'minValue', params: { min: 1 } });
    else if (value > max) failures.push({ path: [name], code: 'maxValue', params: { max } });
  };
  check('capCount', MARKETING_CAP_MAX_COUNT);
  check('capDays', MARKETING_CAP_MAX_DAYS);
  if (failures.length === 0 && blank(cap.capCount) !== blank(cap.capDays))
    failures.push({ path: [blank(cap.capCount) ? 'capCount' : 'capDays'], code: 'cap_pair' });
  return failures;
}

// ---------------------------------------------------------------- bundles and rotation

export const BUNDLE_WEIGHT_MAX = 100;
export const BUNDLE_ITEMS_MAX = 50;
export type BundleItem = { content: string; weight: number };

export function bundleItemFailures(items: unknown): FieldFailure[] {
  if (!Array.isArray(items)) return [{ path: ['items'], code: 'list' }];
  if (items.length > BUNDLE_ITEMS_MAX)
    return [{ path: ['items'], code: 'maxItems', params: { max: BUNDLE_ITEMS_MAX } }];
  const failures: FieldFailure[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const { content, weight } = (item ?? {}) as Record<string, unknown>;
    if (typeof content !== 'string' || !content) failures.push({ path: ['items', index, 'content'], code: 'required' });
    else if (seen.has(content)) failures.push({ path: ['items', index, 'content'], code: 'duplicate' });
    else seen.add(content);
    if (typeof weight !== 'number' || !Number.isInteger(weight))
      failures.push({ path: ['items', index, 'weight'], code: 'integer' });
    else if (weight < 1 || weight > BUNDLE_WEIGHT_MAX)
      failures.push({
        path: ['items', index, 'weight'],
        code: weight < 1 ? 'minValue' : 'maxValue',
        params: weight < 1 ? { min: 1 } : { max: BUNDLE_WEIGHT_MAX },
      });
  });
  return failures;
}

/**
 * Weighted rotation: `random` in [0, 1) picks an item with probability weight / total weight; null when there
 * is none. Over many requests each item's share of the showings follows its weight.
 */
export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: number): T | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return null;
  let point = Math.min(Math.max(random, 0), 0.999_999_999) * total;
  for (const item of items) {
    point -= Math.max(0, item.weight);
    if (point < 0) return item;
  }
  return items[items.length - 1];
}

// ---------------------------------------------------------------- zones, events and results

export const ZONE_SIZE_MAX = 4000;
export const ZONE_KEY = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
/** A visitor id the site sends for an anonymous visitor (its own first-party id). */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const MARKETING_EVENT_TYPES = ['IMPRESSION', 'CLICK'] as const;
export type MarketingEventType = (typeof MARKETING_EVENT_TYPES)[number];
export const MARKETING_EVENTS_MAX = 200;

/** Click-through rate in percent with one decimal; null without impressions. */
export const clickThroughRate = (impressions: number, clicks: number): number | null =>
  impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : null;

/** Fields a marketing content's own steps set (docs/marketing.md). */
export const MARKETING_CONTENT_SERVER_OWNED = ['createdByUser'] as const;
