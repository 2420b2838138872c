/**
 * The tag manager (`/settings/tags`, issue #23; decisions in docs/tags.md): one screen over content tags and
 * the profile tags of each kind. A family is what a tag may be merged with and what the tag limit counts:
 * content tags, or the profile tags of one kind.
 */
import { PROFILE_TAG_KINDS } from './profile';

export const TAG_FAMILIES = ['content', ...PROFILE_TAG_KINDS] as const;
export type TagFamily = (typeof TAG_FAMILIES)[number];
export const isTagFamily = (value: unknown): value is TagFamily => TAG_FAMILIES.includes(value as TagFamily);

/** SPEC 9 "Tag limit: configurable {limit}": the site configuration's `content.tagLimit`, per family. */
export const TAG_LIMIT_DEFAULT = 1000;
export const TAG_LIMIT_MIN = 1;
export const TAG_LIMIT_MAX = 100_000;
/** The limit a stored setting gives (missing or not a whole number in range: the default). */
export const tagLimitOf = (stored: unknown): number =>
  Number.isInteger(stored) && (stored as number) >= TAG_LIMIT_MIN && (stored as number) <= TAG_LIMIT_MAX
    ? (stored as number)
    : TAG_LIMIT_DEFAULT;

export const TAG_MANAGER_SORTS = ['name', 'slug', 'usage', 'createdAt'] as const;
export type TagManagerSort = (typeof TAG_MANAGER_SORTS)[number];
export const TAG_MANAGER_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Where a tag is used. Relation places are `<singular name of the owner>.<attribute>` (content.tags,
 * profile.tags, product.tagsBirth, ...), found from Strapi's metadata; the others are references inside
 * JSON or text: segment rule trees, e-mail template `latest` blocks, saved list filters, and the slug of
 * an ACCESS tag in content `accessTag` and marketing `audienceTag`.
 */
export type TagUsage = Record<string, number>;
export const TAG_JSON_PLACES = ['segment.rules', 'email-template.design', 'saved-filter.query'] as const;
export const TAG_SLUG_PLACES = ['content.accessTag', 'marketing-content.audienceTag'] as const;
/**
 * Places a delete is refused for (409 `tag_in_rules`): rules that would silently change meaning without the tag
 * (products grant and take away access with it, segments select by it, templates list content by it, content
 * and marketing open to its holders). Merging the tag into another one moves them; links are simply removed.
 */
export const TAG_RULE_PLACES = [
  'product.tagsBirth',
  'product.tagsWill',
  'segment.rules',
  'email-template.design',
  'content.accessTag',
  'marketing-content.audienceTag',
] as const;
export const rulePlacesOf = (usage: TagUsage) =>
  Object.fromEntries(Object.entries(usage).filter(([place]) => (TAG_RULE_PLACES as readonly string[]).includes(place)));

export const usageTotal = (usage: TagUsage) => Object.values(usage).reduce((sum, n) => sum + n, 0);

export type TagManagerRow = {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  family: TagFamily;
  createdAt: string;
  usage: TagUsage;
  total: number;
};

export type TagLimitInfo = { limit: number; used: number };

/** Refusal codes of the tag manager and the limit (the console's catalog keys under `app.errors.codes`). */
export const TAG_MANAGER_CODES = [
  'tag_limit',
  'tag_slug_taken',
  'tag_merge_family',
  'tag_merge_self',
  'tag_in_rules',
  'tag_family_invalid',
] as const;
