import type { ContentStatus, ReaderAccess, UploadedFile } from '@newsroom/config';
import { request } from './http';

/** Content and catalogue actions beyond CRUD (bulk status, delete and publish, reader access, language versions) and the media library upload. */
export const contentApi = {
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
};
