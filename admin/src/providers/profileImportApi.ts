import type { ImportAnalysis, ImportDryRun, ImportMapping, ImportMode, ImportRunStarted, Job } from '@newsroom/config';
import { request, requestFile } from './http';

/** The profile import (analyze, dry run, run, refused rows) and the background job it runs as. */
export const profileImportApi = {
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
    request<{ data: ImportRunStarted }>(`/api/profiles/import/${encodeURIComponent(importId)}/run`, {
      method: 'POST',
      body: { mapping, mode },
      silent: true,
    }),
  /** Polled while the import runs: a hiccup must not toast every second. */
  job: (jobId: string) => request<{ data: Job }>(`/api/jobs/${encodeURIComponent(jobId)}`, { silent: true }),
  /** The refused rows as a file in the upload's format: of the last run, or of the dry run (`source=dry-run`). */
  profileImportErrors: (importId: string, source?: 'run' | 'dry-run') =>
    requestFile(`/api/profiles/import/${encodeURIComponent(importId)}/errors${source ? `?source=${source}` : ''}`),
};
