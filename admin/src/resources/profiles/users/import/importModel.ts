import { IMPORT_FIELDS, JOB_FINAL_STATUSES, suggestMapping, type JobStatus } from '@newsroom/config';
import type { ImportAnalysis, ImportRowIssue, Job } from '@newsroom/config';

export type Mapping = (string | null)[];

/** The fields a column can go to: the server's list when it sends one, else the shared list. */
export const fieldNames = (analysis: ImportAnalysis | null): string[] => {
  const fromServer = analysis?.fields?.map((field) => (typeof field === 'string' ? field : field.name)).filter(Boolean);
  return fromServer?.length ? fromServer : IMPORT_FIELDS.map((field) => field.name);
};

/** The id of an analysed upload (importId; `id` in early drafts). */
export const importIdOfAnalysis = (analysis: ImportAnalysis): string => String(analysis.importId ?? analysis.id ?? '');

/** The server's suggestion (one field per column, or header → field), else the shared alias rules. */
export const initialMapping = (analysis: ImportAnalysis): Mapping => {
  const suggested = analysis.suggestedMapping ?? analysis.mapping;
  const known = new Set(fieldNames(analysis));
  const clean = (field: unknown) => (typeof field === 'string' && known.has(field) ? field : null);
  if (Array.isArray(suggested)) return analysis.headers.map((_, i) => clean(suggested[i]));
  if (suggested && typeof suggested === 'object')
    return analysis.headers.map((header) => clean((suggested as Record<string, unknown>)[header]));
  return suggestMapping(analysis.headers);
};

/** Sample rows as {line, cells}, whichever form the server used. */
export const sampleRows = (analysis: ImportAnalysis): Array<{ line?: number; cells: string[] }> =>
  (analysis.sampleRows ?? analysis.sample ?? []).map((row) =>
    Array.isArray(row) ? { cells: row.map(String) } : { line: row.line, cells: (row.cells ?? []).map(String) },
  );

/** Fields chosen for more than one column (the server refuses that: field_mapped_twice). */
export const duplicateFields = (mapping: Mapping): string[] => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  mapping.forEach((field) => {
    if (!field) return;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  });
  return [...twice];
};

export const isFinal = (status: string | undefined) =>
  !!status && (JOB_FINAL_STATUSES as readonly string[]).includes(status as JobStatus);

export interface ProgressView {
  total: number | null;
  processed: number;
  succeeded: number;
  failed: number;
  /** 0–100, or null while the total is not known yet. */
  percent: number | null;
}

/** A job's progress, from {progress: {total, processed, succeeded, failed}} (config/src/jobs.ts) or flat fields. */
export const progressOf = (job: Job | undefined): ProgressView => {
  const p = job?.progress && typeof job.progress === 'object' ? job.progress : null;
  const total = p?.total ?? job?.total ?? null;
  const processed = p?.processed ?? job?.processed ?? 0;
  const succeeded = p?.succeeded ?? 0;
  const failed = p?.failed ?? 0;
  const bare = typeof job?.progress === 'number' ? job.progress : null;
  const percent =
    job?.status === 'COMPLETED'
      ? 100
      : total
        ? Math.min(100, Math.round((processed / total) * 100))
        : bare !== null
          ? Math.round(bare)
          : null;
  return { total, processed, succeeded, failed, percent };
};

/** The import a job runs: params.importId (or the id the wizard put in the URL). */
export const importIdOf = (job: Job | undefined, fallback: string | null): string | null => {
  const params = (job?.params ?? {}) as Record<string, unknown>;
  const result = (job?.result ?? {}) as Record<string, unknown>;
  const id = job?.importId ?? params.importId ?? params.id ?? result.importId ?? fallback;
  return id === undefined || id === null || id === '' ? null : String(id);
};

/** Counts of the finished import (created, updated, skipped, failed) from the job's result. */
export const resultCounts = (job: Job | undefined): Record<string, number> => {
  const result = (job?.result ?? {}) as Record<string, unknown>;
  const source = (result.counts && typeof result.counts === 'object' ? result.counts : result) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(Object.entries(source).filter(([, value]) => typeof value === 'number')) as Record<
    string,
    number
  >;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A refused row's errors one by one (the server lists them in `failures`; older answers had one per row). */
export const failuresOf = (issue: ImportRowIssue): ImportRowIssue[] =>
  issue.failures?.length
    ? issue.failures.map((failure) => ({ line: issue.line, row: issue.row, email: issue.email, ...failure }))
    : [issue];

/**
 * A refused row's reason in the user's language by its code; the server's own (Dutch) text when the
 * code is unknown or its wording needs details the row does not carry.
 */
export const issueMessage = (issue: ImportRowIssue, translate: Translate): string => {
  const fallback = issue.reason ?? issue.message ?? issue.code ?? '';
  if (!issue.code) return fallback;
  const params = { ...(issue.params ?? {}) };
  const MISSING = '\u0000';
  let text = translate(`app.users.import.codes.${issue.code}`, { ...params, _: MISSING });
  if (text === MISSING) text = translate(`app.validation.codes.${issue.code}`, { ...params, _: MISSING });
  return text === MISSING || /%\{\w+\}/.test(text) ? fallback : text;
};

/** A field's name as the user reads it (app.users.import.fields), the raw name when there is no text. */
export const fieldLabel = (translate: (k: string, o?: Record<string, unknown>) => string, field: string) =>
  translate(`app.users.import.fields.${field.replace('.', '_')}`, { _: field });
