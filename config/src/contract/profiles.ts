// The API contract, profiles: notes, the import (analyze, dry run, run) and background jobs.
import type { JobProgress } from '../jobs';

export interface ProfileNote {
  id: number;
  documentId: string;
  text: string;
  authorName?: string | null;
  createdAt: string;
  updatedAt?: string;
  canEdit?: boolean;
}

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
  /** Every error of the row (field, code, details); the console words each one. */
  failures?: Array<{ field?: string | null; code: string; params?: Record<string, unknown> }>;
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

/** POST /api/profiles/import/:id/dry-run. */
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

/** POST /api/profiles/import/:id/run. */
export interface ImportRunStarted {
  importId?: string;
  jobId?: string;
  job?: Job;
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
