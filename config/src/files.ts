import type { FieldFailure } from './validation';

/**
 * The file manager (SPEC 3 "File manager state", SPEC 9 "File manager root prefix public/"): paths the user
 * sees start at `public/`; folder names follow SPEC 5's naming rule. Shared by the CMS (the rules that count)
 * and the console (early checks, the size formatter).
 */
export const FILE_ROOT = 'public/';
/** SPEC 5: lowercase letters, digits and hyphens only, not starting with a hyphen. */
export const FOLDER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const FOLDER_NAME_MAX = 64;
/** A file's display name (its stored name in the upload plugin). */
export const FILE_NAME_MAX = 200;
/** Folders deeper than this are refused: a path is resolved one level at a time. */
export const FOLDER_DEPTH_MAX = 12;
export const FILE_PAGE_SIZE = 50;
export const FILE_PAGE_SIZE_MAX = 200;
export const FILE_SEARCH_MAX = 100;
export const FILE_SORTS = ['name', 'date', 'size'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

/** Why a folder name is refused (empty when it is fine); codes are shared rule codes. */
export function folderNameFailures(name: unknown): FieldFailure[] {
  if (typeof name !== 'string' || name === '') return [{ path: ['name'], code: 'required' }];
  if (name.length > FOLDER_NAME_MAX) return [{ path: ['name'], code: 'maxLength', params: { max: FOLDER_NAME_MAX } }];
  if (!FOLDER_NAME_PATTERN.test(name)) return [{ path: ['name'], code: 'folder_name' }];
  return [];
}

/** Why a file's new name is refused: no path separators or control characters, a sane length. */
export function fileNameFailures(name: unknown): FieldFailure[] {
  if (typeof name !== 'string' || name.trim() === '') return [{ path: ['name'], code: 'required' }];
  if (name.length > FILE_NAME_MAX) return [{ path: ['name'], code: 'maxLength', params: { max: FILE_NAME_MAX } }];
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name.trim() !== name) return [{ path: ['name'], code: 'file_name' }];
  return [];
}

/**
 * The folder names of a path below the root (`public/` → [], `public/news/2024/` → ['news', '2024']), or null
 * when the path does not start at the root or a name breaks the rule.
 */
export function folderNamesOf(path: unknown): string[] | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.endsWith('/') ? path : `${path}/`;
  if (!trimmed.startsWith(FILE_ROOT)) return null;
  const names = trimmed.slice(FILE_ROOT.length).split('/').filter(Boolean);
  if (names.length > FOLDER_DEPTH_MAX) return null;
  return names.every((n) => folderNameFailures(n).length === 0) ? names : null;
}

/** The path of folder names (always with the trailing slash, as SPEC's fullCurrentPath). */
export const pathOf = (names: readonly string[]) => `${FILE_ROOT}${names.map((n) => `${n}/`).join('')}`;

/** The parent path of a folder path (the root's parent is the root). */
export const parentPathOf = (path: string) => pathOf((folderNamesOf(path) ?? []).slice(0, -1));

/** Extensions as a filter: without dots, lower case, no empties (`['.JPG', 'png']` → ['jpg', 'png']). */
export function normalizeExtensions(list: unknown): string[] {
  const items = Array.isArray(list) ? list : typeof list === 'string' ? list.split(',') : [];
  return [
    ...new Set(
      items
        .map((e) =>
          String(e ?? '')
            .trim()
            .replace(/^\./, '')
            .toLowerCase(),
        )
        .filter((e) => /^[a-z0-9]{1,10}$/.test(e)),
    ),
  ];
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size in 1024 units (SPEC 9): 0 B, 1023 B, 1 KB, 1.5 MB; one decimal below 10, none above. */
export function formatFileSize(bytes: number | null | undefined, locale = 'nl'): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${text} ${UNITS[unit]}`;
}

/** One file of a listing (SPEC 3: filename, type, src, ext; plus what the screen shows). */
export interface FileEntry {
  id: number;
  filename: string;
  type: string;
  src: string;
  ext: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
}
export interface FolderEntry {
  name: string;
  path: string;
}
/** GET /api/file-manager/list. */
export interface FileListing {
  path: string;
  folders: FolderEntry[];
  files: FileEntry[];
}
export interface FileListQuery {
  path: string;
  search?: string;
  sort?: FileSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  ext?: string[];
}
/** Where a file is still used (a refusal to delete it names these). */
export interface FileUse {
  type: string;
  id: number;
  field: string;
}
