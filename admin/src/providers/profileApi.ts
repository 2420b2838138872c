import type { AccountState, ProfileNote } from '@newsroom/config';
import { resourceEntry } from '@/registry/resources';
import { request, requestFile } from './http';
import { buildListQuery } from './strapiQuery';

/** URL segment of each staff action on a profile's login account. */
export const ACCOUNT_ACTION_PATHS = {
  block: 'block',
  unblock: 'unblock',
  forcePasswordReset: 'force-password-reset',
  resendConfirmation: 'resend-confirmation',
  archive: 'archive',
  restore: 'restore',
} as const;
export type AccountAction = keyof typeof ACCOUNT_ACTION_PATHS;

/** The list's filters and sort, as the export takes them. */
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

/** Profiles (/users): account actions, delete, bulk tags, notes and the export. */
export const profileApi = {
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
};
