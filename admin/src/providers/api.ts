import type { ImportMode, JobProgress, LayoutPreferences, StatisticsPeriod } from '@newsroom/config';
import { request, requestFile } from './http';
import { resourceEntry } from '@/registry/resources';
import { buildListQuery } from './strapiQuery';
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

// ---- Profiles (/users): account actions, notes, bulk tags, import and export ----

/** URL segment of each staff action on a profile's login account. */
export const ACCOUNT_ACTION_PATHS = {
  block: 'block',
  unblock: 'unblock',
  forcePasswordReset: 'force-password-reset',
  resendConfirmation: 'resend-confirmation',
  archive: 'archive',
} as const;
export type AccountAction = keyof typeof ACCOUNT_ACTION_PATHS;

/** What an account action answers: the account's state afterwards; `mailed` for the ones that send mail. */
export interface AccountState {
  documentId: string;
  accountStatus: string;
  blocked: boolean;
  confirmed: boolean;
  mailed?: boolean;
}

export interface ProfileNote {
  id: number;
  documentId: string;
  text: string;
  authorName?: string | null;
  createdAt: string;
  updatedAt?: string;
  canEdit?: boolean;
}

export type { ImportMode };
export type ImportMapping = Record<string, string | null> | Array<string | null>;

/** POST /api/profiles/import/analyze: what the server read from the uploaded file. */
export interface ImportAnalysis {
  /** The import's id for dry-run, run and errors (older drafts called it `id`). */
  importId?: string;
  id?: string;
  fileName?: string;
  size?: number;
  format: 'csv' | 'xlsx';
  encoding?: string | null;
  bom?: boolean;
  delimiter?: string | null;
  headers: string[];
  headerLine?: number;
  /** First data rows as {line, cells} (line as in a text editor or Excel). */
  sampleRows?: Array<{ line?: number; cells: string[] }>;
  sample?: Array<{ line?: number; cells: string[] } | string[]>;
  /** One field (or null) per column. */
  suggestedMapping?: ImportMapping;
  mapping?: ImportMapping;
  /** The fields a column can be mapped to. */
  fields?: Array<string | { name: string; required?: boolean }>;
  modes?: string[];
  rows?: number;
}

export interface ImportRowIssue {
  line?: number;
  row?: number;
  email?: string | null;
  field?: string | null;
  column?: string | number | null;
  code?: string;
  /** The server's Dutch text: the column's header and what is wrong. */
  reason?: string;
  message?: string;
  params?: Record<string, unknown>;
}

export interface ImportChange {
  from?: unknown;
  to?: unknown;
}

/** What one row would change: profile fields, the first address, tags (new ones flagged), newsletters. */
export interface ImportRowChanges {
  fields?: Record<string, ImportChange>;
  address?: Record<string, ImportChange>;
  tags?: Array<{ name: string; kind: string; new?: boolean }>;
  newsletters?: string[];
}

export interface ImportPreviewRow {
  line?: number;
  row?: number;
  email?: string | null;
  action?: string;
  /** skip: exists or unchanged. */
  code?: string;
  changes?: ImportRowChanges;
}

export interface ImportDryRun {
  importId?: string;
  mode?: string;
  total?: number;
  counts?: Record<string, number>;
  preview?: ImportPreviewRow[];
  errors?: ImportRowIssue[];
  /** Tags the import would create. */
  newTags?: Array<{ name: string; kind: string }>;
  errorsUrl?: string | null;
}

/** GET /api/jobs/:id: a background job (status words of SPEC section 3). */
export interface Job {
  id: string | number;
  documentId?: string;
  type?: string;
  status: string;
  /** {total, processed, succeeded, failed} (config/src/jobs.ts), or a bare percentage. */
  progress?: JobProgress | number | null;
  processed?: number | null;
  total?: number | null;
  counts?: Record<string, number> | null;
  result?: Record<string, unknown> | null;
  /** What the job was started with; an import's id is params.importId. */
  params?: Record<string, unknown> | null;
  importId?: string | null;
  error?: string | null;
  errorFile?: boolean | string | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface ProfileListQuery {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
}

const profileUrl = (documentId: string) => `/api/profiles/${encodeURIComponent(documentId)}`;

/**
 * The export of the list as it is filtered now (the list's own filters[...] and search), every page.
 * The server takes only format and filters (its rows come oldest first), so the list's sort is not sent.
 */
export const profileExportUrl = (format: 'csv' | 'xlsx', { filter = {} }: ProfileListQuery = {}): string => {
  const query = buildListQuery({ filter, searchFields: resourceEntry('users')?.searchFields });
  return `/api/profiles/export?format=${format}${query ? `&${query}` : ''}`;
};

/** The named non-CRUD calls. Every URL the console uses outside react-admin CRUD is here. */
export const api = {
  login: (email: string, password: string) =>
    request<unknown>('/api/auth/local', { method: 'POST', body: { identifier: email, password } }),
  // Logging out must always end on /login, so a failure here is not the user's concern.
  logout: () => request<unknown>('/api/auth/logout', { method: 'POST', silent: true }),
  forgotPassword: (email: string) => request<unknown>('/api/auth/forgot-password', { method: 'POST', body: { email } }),
  /** Public: the code of the confirmation e-mail; silent, the page explains a refusal itself. */
  confirmAccount: (code: string) =>
    request<unknown>('/api/account/confirm', { method: 'POST', body: { code }, silent: true }),
  resetPassword: (input: PasswordReset) =>
    request<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),

  me: () => request<Me>('/api/me'),
  updatePreferences: (preferences: Partial<LayoutPreferences>, options: { keepalive?: boolean } = {}) =>
    request<unknown>('/api/me/preferences', { method: 'PUT', body: { preferences }, ...options }),
  updateMyProfile: (data: Partial<OwnProfile>) =>
    request<{ data: OwnProfile }>('/api/me/profile', { method: 'PUT', body: { data } }),
  changeMyPassword: (input: PasswordChange) => request<unknown>('/api/me/password', { method: 'PUT', body: input }),
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
  productBulkPublish: (documentIds: string[], published: boolean) =>
    request<{ data: { count: number; published: boolean } }>('/api/products/bulk-publish', {
      method: 'POST',
      body: { documentIds, published },
    }),
  contentBulkDelete: (documentIds: string[], locale = 'nl') =>
    request<{ data: { deleted: number } }>('/api/contents/bulk-delete', {
      method: 'POST',
      body: { documentIds, locale },
    }),
  contentAccess: (documentId: string, locale = 'nl') =>
    request<{ data: ReaderAccess[] }>(
      `/api/contents/${encodeURIComponent(documentId)}/access?locale=${encodeURIComponent(locale)}`,
    ),
  /** Which language versions of a content item exist (a missing one answers 404, quietly). */
  contentLocales: async (documentId: string, locales: readonly string[]) => {
    const found = await Promise.allSettled(
      locales.map((locale) =>
        request(
          `/api/contents/${encodeURIComponent(documentId)}?locale=${encodeURIComponent(locale)}&fields[0]=locale`,
          { silent: true },
        ),
      ),
    );
    return locales.filter((_, i) => found[i].status === 'fulfilled');
  },
  /** A new language version of an item: Strapi creates it on an update with that locale. */
  contentCreateTranslation: (documentId: string, locale: string, data: Record<string, unknown>) =>
    request<{ data: Record<string, unknown> }>(
      `/api/contents/${encodeURIComponent(documentId)}?locale=${encodeURIComponent(locale)}`,
      {
        method: 'PUT',
        body: { data },
      },
    ),
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
      ? request<unknown>(`/api/comments/moderate/single/${ids[0]}/${decision}`, {
          method: 'PUT',
          body: {},
          silent: true,
        })
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
  // Profiles. Account actions and delete answer with codes the screens translate themselves.
  profileAccountAction: (documentId: string, action: AccountAction) =>
    request<{ data: AccountState }>(`${profileUrl(documentId)}/account/${ACCOUNT_ACTION_PATHS[action]}`, {
      method: 'POST',
      body: {},
      silent: true,
    }),
  /** Deleting asks for the profile's e-mail address, typed by the user (rule emailMatch). */
  profileDelete: (documentId: string, confirmEmail: string) =>
    request<null>(`${profileUrl(documentId)}?confirmEmail=${encodeURIComponent(confirmEmail)}`, {
      method: 'DELETE',
      silent: true,
    }),
  profileBulkTags: (documentIds: string[], add: string[], remove: string[]) =>
    request<{ data: { updated: number } }>('/api/profiles/bulk-tags', {
      method: 'POST',
      body: { documentIds, add, remove },
    }),
  profileNotes: (documentId: string, page = 1, pageSize = 25) =>
    request<{ data: ProfileNote[]; meta?: { pagination?: { total?: number; pageCount?: number } } }>(
      `/api/profile-notes?filters[profile][documentId][$eq]=${encodeURIComponent(documentId)}&sort[0]=createdAt:desc&sort[1]=id:desc&pagination[page]=${page}&pagination[pageSize]=${pageSize}`,
    ),
  profileNoteCreate: (documentId: string, text: string) =>
    request<{ data: ProfileNote }>('/api/profile-notes', {
      method: 'POST',
      body: { data: { profile: documentId, text } },
    }),
  profileNoteUpdate: (noteId: string, text: string) =>
    request<{ data: ProfileNote }>(`/api/profile-notes/${encodeURIComponent(noteId)}`, {
      method: 'PUT',
      body: { data: { text } },
    }),
  profileNoteDelete: (noteId: string) =>
    request<null>(`/api/profile-notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' }),
  profileExport: (format: 'csv' | 'xlsx', query: ProfileListQuery = {}) => requestFile(profileExportUrl(format, query)),
  /** Multipart `file`: the server detects format, encoding and delimiter and suggests a mapping. */
  profileImportAnalyze: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<{ data: ImportAnalysis }>('/api/profiles/import/analyze', {
      method: 'POST',
      body: form,
      silent: true,
    });
  },
  profileImportDryRun: (importId: string, mapping: ImportMapping, mode: ImportMode) =>
    request<{ data: ImportDryRun }>(`/api/profiles/import/${encodeURIComponent(importId)}/dry-run`, {
      method: 'POST',
      body: { mapping, mode },
    }),
  profileImportRun: (importId: string, mapping: ImportMapping, mode: ImportMode) =>
    request<{ data: { importId?: string; jobId?: string; job?: Job } }>(
      `/api/profiles/import/${encodeURIComponent(importId)}/run`,
      {
        method: 'POST',
        body: { mapping, mode },
        silent: true,
      },
    ),
  /** Polled while the import runs: a hiccup must not toast every second. */
  job: (jobId: string) => request<{ data: Job }>(`/api/jobs/${encodeURIComponent(jobId)}`, { silent: true }),
  /** The refused rows as a file in the upload's format: of the last run, or of the dry run (`source=dry-run`). */
  profileImportErrors: (importId: string, source?: 'run' | 'dry-run') =>
    requestFile(`/api/profiles/import/${encodeURIComponent(importId)}/errors${source ? `?source=${source}` : ''}`),

  search: (q: string) => request<{ data: SearchHit[] }>(`/api/search?q=${encodeURIComponent(q)}`),
  // Polled in the background: an unreachable server must not toast every minute.
  version: (options: { silent?: boolean } = {}) => request<VersionInfo>('/api/version', { silent: options.silent }),
};

export type Api = typeof api;
