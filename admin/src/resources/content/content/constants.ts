/** Enums of the contents API (SPEC section 3). */
export const CONTENT_TYPES = ['ARTICLE', 'AUDIO', 'VIDEO', 'PAGE', 'REDIRECT', 'DOWNLOAD'] as const;
export const CONTENT_STATUSES = ['UNPUBLISHED', 'PUBLISHED', 'PLANNED'] as const;
export const ACCESS_LEVELS = ['EVERYONE', 'USERS', 'TAG', 'SUBSCRIBERS', 'LEADS'] as const;
export const LEAD_ACCESS = ['ALWAYS', 'HOURS'] as const;
export const PRE_MODERATION = ['SITE', 'ON', 'OFF'] as const;
export const REDIRECT_CODES = [200, 301, 302, 307, 308] as const;
export const CONTENT_LOCALES = ['nl', 'en'] as const;

/** Choices whose labels are catalog keys: app.content.{group}.{value}. */
export const choicesOf = (group: string, values: readonly (string | number)[]) =>
  values.map((id) => ({ id, name: `app.content.${group}.${id}` }));

/** What the list columns show, populated in one call. */
export const LIST_POPULATE = ['authors', 'tags', 'categories', 'highlightedCategory'];
