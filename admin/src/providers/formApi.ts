import type { ExportFormat, ThreadStatus } from '@newsroom/config';
import { resourceEntry } from '@/registry/resources';
import { request, requestFile } from './http';
import { buildListQuery } from './strapiQuery';

// ---- Forms (/forms): a thread's status, reply and assignee, its files, and the export of submissions ----

export interface Assignee {
  id: number;
  name: string;
  email: string;
}

const threadUrl = (documentId: string) => `/api/form-threads/${encodeURIComponent(documentId)}`;

/** The export of the threads list as it is filtered now (every page). */
export const formThreadExportUrl = (format: ExportFormat, filter: Record<string, unknown> = {}): string => {
  const query = buildListQuery({ filter, searchFields: resourceEntry('forms/threads')?.searchFields });
  return `/api/form-threads/export?format=${format}${query ? `&${query}` : ''}`;
};

/** Named calls of the thread page; they are silent: the page explains a refusal in place (SPEC 8). */
export const formApi = {
  formThreadStatus: (documentId: string, status: ThreadStatus) =>
    request<{ data: Record<string, unknown> }>(`${threadUrl(documentId)}/status`, {
      method: 'POST',
      body: { status },
      silent: true,
    }),
  formThreadReply: (documentId: string, body: string) =>
    request<{ data: Record<string, unknown> }>(`${threadUrl(documentId)}/reply`, {
      method: 'POST',
      body: { body },
      silent: true,
    }),
  formThreadAssign: (documentId: string, assignee: number | null) =>
    request<{ data: Record<string, unknown> }>(`${threadUrl(documentId)}?populate=assignee`, {
      method: 'PUT',
      body: { data: { assignee } },
      silent: true,
    }),
  formThreadAssignees: () => request<{ data: Assignee[] }>('/api/form-threads/assignees'),
  formThreadFile: (documentId: string, fileId: number) =>
    requestFile(`${threadUrl(documentId)}/files/${encodeURIComponent(String(fileId))}`),
  formThreadExport: (format: ExportFormat, filter: Record<string, unknown> = {}) =>
    requestFile(formThreadExportUrl(format, filter)),
};
