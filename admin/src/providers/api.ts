import type { LayoutPreferences, StatisticsPeriod } from '@newsroom/config';
import { request } from './http';
import type { LocaleInfo, Me, OwnProfile, PageViewEvent, SearchHit, SiteConfig, VersionInfo } from './types';

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export type ContentStatus = 'UNPUBLISHED' | 'PUBLISHED' | 'PLANNED';
export type Reader = 'ANONYMOUS' | 'USER' | 'USER_WITH_TAG' | 'SUBSCRIBER' | 'LEAD_NEW' | 'LEAD_OLD';
export interface ReaderAccess {
  reader: Reader;
  allowed: boolean;
  reason: string;
}
export interface UploadedFile {
  id: number;
  url: string;
  name?: string;
  mime?: string;
}

/** GET /api/statistics/content: page views per content item over a period. */
export interface ContentReportQuery {
  period: StatisticsPeriod;
  content?: string;
  locale?: string;
  limit?: number;
}
export interface ContentReportItem {
  documentId: string;
  title: string;
  slug: string;
  type: string;
  locale: string;
  views: number;
}
export interface ContentReport {
  period: StatisticsPeriod;
  from: string;
  to: string;
  bucket: 'hour' | 'day' | 'month';
  total: number;
  series: Array<{ start: string; views: number }>;
  top: ContentReportItem[];
}

export interface PasswordReset {
  code: string;
  password: string;
  passwordConfirmation: string;
}

/** The named non-CRUD calls. Every URL the console uses outside react-admin CRUD is here. */
export const api = {
  login: (email: string, password: string) =>
    request<unknown>('/api/auth/local', { method: 'POST', body: { identifier: email, password } }),
  // Logging out must always end on /login, so a failure here is not the user's concern.
  logout: () => request<unknown>('/api/auth/logout', { method: 'POST', silent: true }),
  forgotPassword: (email: string) =>
    request<unknown>('/api/auth/forgot-password', { method: 'POST', body: { email } }),
  resetPassword: (input: PasswordReset) =>
    request<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),

  me: () => request<Me>('/api/me'),
  updatePreferences: (preferences: Partial<LayoutPreferences>, options: { keepalive?: boolean } = {}) =>
    request<unknown>('/api/me/preferences', { method: 'PUT', body: { preferences }, ...options }),
  updateMyProfile: (data: Partial<OwnProfile>) =>
    request<{ data: OwnProfile }>('/api/me/profile', { method: 'PUT', body: { data } }),
  changeMyPassword: (input: PasswordChange) =>
    request<unknown>('/api/me/password', { method: 'PUT', body: input }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<unknown>('/api/me/avatar', { method: 'POST', body: form });
  },

  // Content actions beyond CRUD (the lead's api::content routes).
  contentBulkStatus: (documentIds: string[], status: Exclude<ContentStatus, 'PLANNED'>, locale = 'nl') =>
    request<{ data: { updated: number } }>('/api/contents/bulk-status', {
      method: 'POST',
      body: { documentIds, status, locale },
    }),
  contentBulkDelete: (documentIds: string[], locale = 'nl') =>
    request<{ data: { deleted: number } }>('/api/contents/bulk-delete', { method: 'POST', body: { documentIds, locale } }),
  contentAccess: (documentId: string, locale = 'nl') =>
    request<{ data: ReaderAccess[] }>(
      `/api/contents/${encodeURIComponent(documentId)}/access?locale=${encodeURIComponent(locale)}`,
    ),
  /** Which language versions of a content item exist (a missing one answers 404, quietly). */
  contentLocales: async (documentId: string, locales: readonly string[]) => {
    const found = await Promise.allSettled(
      locales.map((locale) =>
        request(`/api/contents/${encodeURIComponent(documentId)}?locale=${encodeURIComponent(locale)}&fields[0]=locale`, { silent: true }),
      ),
    );
    return locales.filter((_, i) => found[i].status === 'fulfilled');
  },
  /** A new language version of an item: Strapi creates it on an update with that locale. */
  contentCreateTranslation: (documentId: string, locale: string, data: Record<string, unknown>) =>
    request<{ data: Record<string, unknown> }>(`/api/contents/${encodeURIComponent(documentId)}?locale=${encodeURIComponent(locale)}`, {
      method: 'PUT',
      body: { data },
    }),
  /** Media library upload (cover, media and download files): multipart field `files`. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('files', file);
    return request<UploadedFile[]>('/api/upload', { method: 'POST', body: form });
  },

  // Comment moderation (cms/src/extensions/comments). Polled for the menu badge, so silent.
  commentCounts: () =>
    request<{ data: { pending: number; reports: number } }>('/api/comments/moderate/count', { silent: true }),
  /** The list says "reaction status change failed" itself, with the server's reason. */
  commentsModerate: (decision: 'approve' | 'reject', ids: number[]) =>
    ids.length === 1
      ? request<unknown>(`/api/comments/moderate/single/${ids[0]}/${decision}`, { method: 'PUT', body: {}, silent: true })
      : request<unknown>(`/api/comments/moderate/multiple/${decision}`, { method: 'PUT', body: { ids }, silent: true }),

  // Single type with components: populate=* brings global, content, pages, social and sales.
  config: () => request<{ data: SiteConfig }>('/api/config?populate=*'),
  locales: () => request<LocaleInfo[] | { data: LocaleInfo[] }>('/api/i18n/locales'),
  statistics: (events: PageViewEvent[], options: { keepalive?: boolean } = {}) =>
    request<unknown>('/api/statistics', { method: 'POST', body: { data: { events } }, silent: true, ...options }),
  contentStatistics: ({ period, content, locale, limit }: ContentReportQuery) => {
    const query = new URLSearchParams({ period });
    if (content) query.set('content', content);
    if (content && locale) query.set('locale', locale);
    if (limit) query.set('limit', String(limit));
    return request<{ data: ContentReport }>(`/api/statistics/content?${query}`);
  },
  search: (q: string) => request<{ data: SearchHit[] }>(`/api/search?q=${encodeURIComponent(q)}`),
  // Polled in the background: an unreachable server must not toast every minute.
  version: (options: { silent?: boolean } = {}) =>
    request<VersionInfo>('/api/version', { silent: options.silent }),
};

export type Api = typeof api;
