/**
 * One folder's files as SQL pages (docs/files.md): `WHERE folder_path = ?` on the indexes
 * `(folder_path, name|created_at|size, id)` made at start (src/extensions/upload/indexes.ts), so a folder of
 * 10,000 files sorts and pages from its index range; a search narrows that range by `lower(name) LIKE`.
 * Private files (CVs, form uploads) never show: the file manager holds public files only.
 */
import {
  FILE_PAGE_SIZE,
  FILE_PAGE_SIZE_MAX,
  FILE_SEARCH_MAX,
  FILE_SORTS,
  normalizeExtensions,
  type FileEntry,
  type FileSort,
} from '@newsroom/config';
import type { Query, Row, Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';
import { FILE } from './folders';

export function fileColumns(strapi: Strapi) {
  const meta = dbModel(strapi, FILE);
  return {
    table: meta.table,
    name: meta.column('name'),
    folderPath: meta.column('folderPath'),
    createdAt: meta.column('createdAt'),
    size: meta.column('size'),
    ext: meta.column('ext'),
    mime: meta.column('mime'),
    url: meta.column('url'),
    width: meta.column('width'),
    height: meta.column('height'),
    isPrivate: meta.column('isPrivate'),
  };
}

export type ListOptions = {
  search?: string;
  sort?: FileSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  ext?: string[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Options from a query string, clamped (a bad value falls back to the default, never a 500). */
export function listOptionsOf(query: Record<string, unknown>): ListOptions {
  const int = (v: unknown, fallback: number, max: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  const sort = FILE_SORTS.includes(query.sort as FileSort) ? (query.sort as FileSort) : 'name';
  return {
    search: typeof query.search === 'string' ? query.search.trim().slice(0, FILE_SEARCH_MAX) : '',
    sort,
    order: query.order === 'desc' ? 'desc' : 'asc',
    page: int(query.page, 1, 1_000_000),
    pageSize: int(query.pageSize, FILE_PAGE_SIZE, FILE_PAGE_SIZE_MAX),
    ext: normalizeExtensions(query.ext ?? query.fileExtensionFilter),
  };
}

/** The rows of one folder that a listing shows (the same conditions for the page and its count). */
function scoped(strapi: Strapi, folderPath: string, options: ListOptions): Query {
  const c = fileColumns(strapi);
  const query = strapi.db
    .connection(c.table)
    .where(c.folderPath, folderPath)
    .andWhere((q) => q.whereNull(c.isPrivate).orWhere(c.isPrivate, false));
  if (options.search)
    query.andWhereRaw(`lower(??) like ? escape '\\'`, [c.name, `%${escapeLike(options.search.toLowerCase())}%`]);
  if (options.ext?.length)
    query.whereIn(
      c.ext,
      options.ext.map((e) => `.${e}`),
    );
  return query;
}

const SORT_COLUMN = { name: 'name', date: 'createdAt', size: 'size' } as const;

export const entryOf = (row: Row): FileEntry => ({
  id: Number(row.id),
  filename: String(row.name),
  type: String(row.mime ?? ''),
  src: String(row.url ?? ''),
  ext: String(row.ext ?? '').replace(/^\./, ''),
  // The upload plugin keeps sizes in kB (bytes / 1000, two decimals).
  size: Math.round(Number(row.size ?? 0) * 1000),
  width: row.width == null ? null : Number(row.width),
  height: row.height == null ? null : Number(row.height),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** One page of a folder's files and the folder's total under the same filters. */
export async function listFiles(strapi: Strapi, folderPath: string, options: ListOptions) {
  const c = fileColumns(strapi);
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? FILE_PAGE_SIZE;
  const column = c[SORT_COLUMN[options.sort ?? 'name']];
  const order = options.order ?? 'asc';
  const [rows, [{ total }]] = await Promise.all([
    scoped(strapi, folderPath, options)
      .select({
        id: 'id',
        name: c.name,
        mime: c.mime,
        url: c.url,
        ext: c.ext,
        size: c.size,
        width: c.width,
        height: c.height,
        createdAt: c.createdAt,
      })
      .orderBy(column, order)
      .orderBy('id', order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    scoped(strapi, folderPath, options).count({ total: '*' }),
  ]);
  const count = Number(total);
  return {
    files: (rows as Row[]).map(entryOf),
    pagination: { page, pageSize, total: count, pageCount: Math.ceil(count / pageSize) },
  };
}

/** A file of the file manager (public) by id, or null. */
export async function findFile(strapi: Strapi, id: unknown): Promise<Row | null> {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return null;
  const row = await strapi.db.query(FILE).findOne({ where: { id: n } });
  return row && !row.isPrivate ? row : null;
}

/** True when another public file in the folder has this name (names are unique per folder in the file manager). */
export async function fileNameTaken(strapi: Strapi, folderPath: string, name: string, exceptId?: number) {
  const c = fileColumns(strapi);
  const query = strapi.db.connection(c.table).where(c.folderPath, folderPath).andWhere(c.name, name).first('id');
  if (exceptId) query.andWhereNot('id', exceptId);
  return Boolean(await query);
}
