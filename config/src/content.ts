// Content model constants (SPEC sections 3 and 6), shared by the CMS and the console.
export const CONTENT_TYPES = ['ARTICLE', 'AUDIO', 'VIDEO', 'PAGE', 'REDIRECT', 'DOWNLOAD'] as const;
export const CONTENT_STATUSES = ['UNPUBLISHED', 'PUBLISHED', 'PLANNED'] as const;
export const REDIRECT_CODES = [200, 301, 302, 307, 308] as const;
export const CONTENT_ACCESS = ['EVERYONE', 'USERS', 'TAG', 'SUBSCRIBERS', 'LEADS'] as const;
export const LEAD_ACCESS = ['ALWAYS', 'HOURS'] as const;
/** The first publication date is set when an item is first published (or its planned time comes): refused in a request. */
export const CONTENT_SERVER_OWNED = ['publicationDate'] as const;
/** The reader kinds the "who can read this" preview lists. */
export const READER_KINDS = ['ANONYMOUS', 'USER', 'USER_WITH_TAG', 'SUBSCRIBER', 'LEAD_NEW', 'LEAD_OLD'] as const;

export type ContentAccess = (typeof CONTENT_ACCESS)[number];
export type ReaderKind = (typeof READER_KINDS)[number];
