/** What the import decides per row and reports back (the dry run's preview, the run's counts and error file). */
import type { ImportAction, ImportMode } from '@newsroom/config';
import type { ImportRow, Mapping, ParsedTag, RowFailure } from '../../../services/import/values';
import type { SheetRow } from '../../../services/import/rows';

export type TagView = { name: string; kind: string; new?: boolean };
export type Change = { from: unknown; to: unknown };
export type RowChanges = {
  fields?: Record<string, Change>;
  address?: Record<string, Change>;
  tags?: TagView[];
  newsletters?: string[];
};

export type RowResult = {
  line: number;
  email: string;
  action: ImportAction;
  /** skip: `exists` (mode skip) or `unchanged`; error: the first failure's code. */
  code?: string;
  field?: string;
  /** error: every failure of the row, by code (the console words each one in its language). */
  failures?: RowFailure[];
  /** error: the Dutch text of the error file's "Fout" column. */
  reason?: string;
  changes?: RowChanges;
  cells: string[];
};

export type ImportSettings = { mapping: Mapping; mode: ImportMode; headers: string[]; runKey: string; apply: boolean };

/** A valid row, the first of its e-mail address in the file, at `index` in its chunk. */
export type Candidate = { index: number; row: SheetRow; data: ImportRow };
export type ExistingProfile = Record<string, unknown> & { id: number; documentId: string; email: string };
export type AddressValues = Record<string, unknown>;

/** What the run writes for one row. */
export type Plan = {
  candidate: Candidate;
  kind: 'create' | 'update';
  existing?: ExistingProfile;
  fields: Record<string, unknown>;
  address: { id: number | null; values: Record<string, string> } | null;
  tags: ParsedTag[];
  newsletterIds: number[];
  changes: RowChanges;
};
