import type { TagFamily, TagLimitInfo, TagManagerRow, TagManagerSort, TagUsage } from '@newsroom/config';
import { request } from '@/providers/http';

export type TagListQuery = {
  family: TagFamily;
  q: string;
  sort: TagManagerSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};
export type TagList = {
  data: TagManagerRow[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number }; limit: TagLimitInfo };
};
export type TagDetail = TagManagerRow & { rules: TagUsage };
export type MergeResult = { target: TagDetail; moved: TagUsage; duplicates: number };

const path = (family: TagFamily, documentId: string) =>
  `/api/tag-manager/tags/${encodeURIComponent(family)}/${encodeURIComponent(documentId)}`;

/** The tag manager's calls (cms/src/api/tag-manager); refusals are silent: the dialogs explain them in place. */
export const tagManagerApi = {
  list: ({ family, q, sort, order, page, pageSize }: TagListQuery) => {
    const query = new URLSearchParams({ family, sort, order, page: String(page), pageSize: String(pageSize) });
    if (q.trim()) query.set('q', q.trim());
    return request<TagList>(`/api/tag-manager/tags?${query}`);
  },
  usage: (family: TagFamily, documentId: string) => request<{ data: TagDetail }>(`${path(family, documentId)}/usage`),
  rename: (family: TagFamily, documentId: string, data: { name: string; slug: string }) =>
    request<{ data: TagDetail }>(path(family, documentId), { method: 'PUT', body: { data }, silent: true }),
  merge: (family: TagFamily, documentId: string, target: string) =>
    request<{ data: MergeResult }>(`${path(family, documentId)}/merge`, {
      method: 'POST',
      body: { data: { target } },
      silent: true,
    }),
  remove: (family: TagFamily, documentId: string) =>
    request<{ data: TagDetail }>(path(family, documentId), { method: 'DELETE', silent: true }),
  /** The limit is the site configuration's `content.tagLimit`; the server merges a section's fields (api::config.config.update). */
  saveLimit: (tagLimit: number) =>
    request<unknown>('/api/config', { method: 'PUT', body: { data: { content: { tagLimit } } }, silent: true }),
};
