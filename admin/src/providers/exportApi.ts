import type { ExportFormat, ExportKind, Job } from '@newsroom/config';
import { request, requestFile } from './http';

// ---- The export builder (#23, docs/exports.md): start an export as a job, its file, saved definitions ----

export type ExportDefinition = {
  documentId: string;
  name: string;
  kind: ExportKind;
  filter: Record<string, unknown>;
  columns: string[];
  format: ExportFormat;
  updatedAt: string;
};
export type ExportDefinitionInput = Omit<ExportDefinition, 'documentId' | 'updatedAt'>;
export type ExportStart = { kind: ExportKind; columns: string[]; format: ExportFormat; query: string };

const enc = encodeURIComponent;

export const exportApi = {
  start: (data: ExportStart) => request<{ data: Job }>('/api/exports', { method: 'POST', body: { data } }),
  /** Polled while an export runs, and the recent ones: a hiccup must not toast every second. */
  recent: () =>
    request<{ data: Job[] }>('/api/jobs?type=export&pageSize=10', { silent: true }).then((answer) => answer.data),
  job: (jobId: string) => request<{ data: Job }>(`/api/jobs/${enc(jobId)}`, { silent: true }).then((a) => a.data),
  file: (jobId: string) => requestFile(`/api/exports/${enc(jobId)}/file`),
  definitions: () =>
    request<{ data: ExportDefinition[] }>('/api/export-definitions', { silent: true }).then((answer) => answer.data),
  save: (data: ExportDefinitionInput, documentId?: string) =>
    request<{ data: ExportDefinition }>(
      documentId ? `/api/export-definitions/${enc(documentId)}` : '/api/export-definitions',
      {
        method: documentId ? 'PUT' : 'POST',
        body: { data },
      },
    ).then((answer) => answer.data),
  remove: (documentId: string) => request<null>(`/api/export-definitions/${enc(documentId)}`, { method: 'DELETE' }),
};
