import type { ContentLink, ContentLinkKind, ShareLinkExpiry } from '@newsroom/config';
import { request } from './http';

// ---- Preview and share links of content (SPEC section 9; cms api::content-link and the delivery API) ----

export type { ContentLink };

/** What the delivery API shows a holder of the link: the item, whatever its status. */
export interface SharedContent {
  title: string;
  type: string;
  status: string;
  introduction?: string | null;
  body?: string | null;
  publishAt?: string | null;
  publicationDate?: string | null;
  locale: string;
  cover?: { url: string; alternativeText?: string | null } | null;
  link: { kind: ContentLinkKind; expiresAt: string | null };
}

/** The page someone without an account opens: the console's public /shared/{token}. */
export const sharedPagePath = (token: string) => `/shared/${encodeURIComponent(token)}`;

const linksUrl = (documentId: string) => `/api/contents/${encodeURIComponent(documentId)}/links`;

export const contentLinkApi = {
  contentLinks: (documentId: string, locale: string) =>
    request<{ data: ContentLink[] }>(`${linksUrl(documentId)}?locale=${encodeURIComponent(locale)}`),
  contentLinkCreate: (documentId: string, locale: string, kind: ContentLinkKind, expiry?: ShareLinkExpiry) =>
    request<{ data: ContentLink }>(linksUrl(documentId), {
      method: 'POST',
      body: { data: { kind, locale, ...(kind === 'SHARE' ? { expiry } : {}) } },
    }),
  contentLinkRevoke: (id: string) =>
    request<null>(`/api/content-links/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** Public and silent: the page says itself that a link no longer works. */
  sharedContent: (token: string) =>
    request<{ data: SharedContent }>(`/api/delivery/links/${encodeURIComponent(token)}`, { silent: true }),
};
