/**
 * The file manager's folders are the upload plugin's own (`plugin::upload.folder`, docs/files.md): a folder's
 * `path` is its chain of numeric path ids (`/3/7`) and a file's `folderPath` is its folder's path, so Strapi's
 * media library and this API see one tree. The user names folders by name (`public/news/2024/`); this module
 * turns those names into rows, one indexed look-up per level.
 */
import { errors } from '@strapi/utils';
import { folderNamesOf, pathOf } from '@newsroom/config';
import type { Db, Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

export const FOLDER = 'plugin::upload.folder';
export const FILE = 'plugin::upload.file';

/** A folder, or the root (`public/`: id null, path '/'). */
export type Place = { id: number | null; name: string; path: string; pathId: number | null; names: string[] };

export const ROOT: Place = { id: null, name: '', path: '/', pathId: null, names: [] };

export function folderTable(strapi: Strapi) {
  const meta = dbModel(strapi, FOLDER);
  return { table: meta.table, name: meta.column('name'), path: meta.column('path'), pathId: meta.column('pathId') };
}

/** `LIKE` patterns of the direct children of a folder path: below it, but not below a child. */
const childPatterns = (path: string) => {
  const prefix = path === '/' ? '/' : `${path}/`;
  return { below: `${prefix}%`, deeper: `${prefix}%/%` };
};

/** The folders directly inside `parent` (optionally only the one called `name`), by name. */
export async function childFolders(strapi: Strapi, parent: Place, name?: string, db?: Db) {
  const t = folderTable(strapi);
  const { below, deeper } = childPatterns(parent.path);
  const query = (db ?? strapi.db.connection)(t.table)
    .select({ id: 'id', name: t.name, path: t.path, pathId: t.pathId })
    .where(t.path, 'like', below)
    .andWhereNot(t.path, 'like', deeper)
    .orderBy(t.name, 'asc')
    .orderBy('id', 'asc');
  if (name !== undefined) query.andWhere(t.name, name);
  const rows: { id: number; name: string; path: string; pathId: number }[] = await query;
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    path: r.path,
    pathId: Number(r.pathId),
    names: [...parent.names, r.name],
  }));
}

/** The folder at a user's path (`public/a/b/`); 400 for a path that breaks the rules, 404 for one that is not there. */
export async function resolvePlace(strapi: Strapi, userPath: unknown): Promise<Place> {
  const names = folderNamesOf(userPath);
  if (!names)
    throw new errors.ValidationError('The path must start with public/ and name folders by the naming rule.', {
      code: 'file_path_invalid',
    });
  let place = ROOT;
  for (const name of names) {
    const [child] = await childFolders(strapi, place, name);
    if (!child)
      throw new errors.NotFoundError(`No folder ${pathOf([...place.names, name])}.`, { code: 'folder_not_found' });
    place = child;
  }
  return place;
}

/** The user's path of a folder path of ids (`/3/7` → `public/news/2024/`), for files found by id. */
export async function placeOfFolderPath(strapi: Strapi, folderPath: string | null | undefined): Promise<Place> {
  const ids = String(folderPath ?? '/')
    .split('/')
    .filter(Boolean)
    .map(Number);
  if (ids.length === 0) return ROOT;
  const t = folderTable(strapi);
  const rows: { pathId: number; name: string }[] = await strapi.db
    .connection(t.table)
    .select({ pathId: t.pathId, name: t.name })
    .whereIn(t.pathId, ids);
  const byId = new Map(rows.map((r) => [Number(r.pathId), r.name]));
  const names = ids.map((id) => byId.get(id) ?? String(id));
  const leaf = await childFolders(
    strapi,
    { ...ROOT, path: ids.length > 1 ? `/${ids.slice(0, -1).join('/')}` : '/', names: names.slice(0, -1) },
    names.at(-1),
  );
  return leaf[0] ?? ROOT;
}

/** True when `inner` is `outer` or lies inside it. */
export const isWithin = (inner: Place, outer: Place) =>
  outer.id === null || inner.path === outer.path || inner.path.startsWith(`${outer.path}/`);

export const userPathOf = (place: Place) => pathOf(place.names);
