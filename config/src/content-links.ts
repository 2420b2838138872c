/**
 * Preview and share links for content (SPEC section 9): a preview link is valid 7 days; a share link
 * lasts as long as the editor chooses from a fixed list. Both are revocable; the delivery API serves
 * the item (draft or planned included) to whoever holds a valid link.
 */
export const CONTENT_LINK_KINDS = ['PREVIEW', 'SHARE'] as const;
export type ContentLinkKind = (typeof CONTENT_LINK_KINDS)[number];

/** Preview links valid 7 days (SPEC section 9). */
export const PREVIEW_LINK_DAYS = 7;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Share link expiry choices, longest first as SPEC section 9 lists them; null = no end. */
export const SHARE_LINK_EXPIRIES = ['UNLIMITED', '1Y', '30D', '7D', '1D', '12H'] as const;
export type ShareLinkExpiry = (typeof SHARE_LINK_EXPIRIES)[number];
export const SHARE_LINK_EXPIRY_MS: Record<ShareLinkExpiry, number | null> = {
  UNLIMITED: null,
  // A calendar year is not a fixed length; 365 days is what a reader of "1 year" expects within a day.
  '1Y': 365 * DAY_MS,
  '30D': 30 * DAY_MS,
  '7D': 7 * DAY_MS,
  '1D': DAY_MS,
  '12H': 12 * HOUR_MS,
};
export const DEFAULT_SHARE_LINK_EXPIRY: ShareLinkExpiry = '7D';

/** Live links per content item: enough for every reviewer, not an unbounded table per item. */
export const CONTENT_LINKS_PER_ITEM = 50;

export const isShareLinkExpiry = (value: unknown): value is ShareLinkExpiry =>
  typeof value === 'string' && (SHARE_LINK_EXPIRIES as readonly string[]).includes(value);

/** When a new link ends: previews after 7 days, shares after the chosen expiry (null: never). */
export const contentLinkExpiresAt = (
  kind: ContentLinkKind,
  expiry: ShareLinkExpiry | undefined,
  now: Date,
): Date | null => {
  const ms =
    kind === 'PREVIEW' ? PREVIEW_LINK_DAYS * DAY_MS : SHARE_LINK_EXPIRY_MS[expiry ?? DEFAULT_SHARE_LINK_EXPIRY];
  return ms === null ? null : new Date(now.getTime() + ms);
};
