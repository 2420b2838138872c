/**
 * The file manager's rules (docs/files.md). Folders and files are the upload plugin's rows, changed through its
 * own services (so the media library, the providers and `folderPath` stay right); this adds the product's
 * rules: SPEC 5 folder names, unique names per folder (409), no folder moved into itself (422), no file deleted
 * while a record uses it (409 naming the records), a non-empty folder deleted only when asked for recursively,
 * and every upload through the upload policy (the wrapped upload service, use `media`).
 */
import { errors } from '@strapi/utils';
import { fileNameFailures, folderNameFailures, type FileListing } from '@newsroom/config';
import type { Row, Strapi } from '../../../strapi-types';
import { ConflictError, UnprocessableError, refuseFields } from '../../../services/errors';
import { FILE, ROOT, childFolders, isWithin, placeOfFolderPath, resolvePlace, userPathOf, type Place } from './folders';
import { entryOf, fileNameTaken, findFile, listFiles, type ListOptions } from './listing';
import { usesOf } from './usage';

type Upload = { filepath?: string; originalFilename?: string | null; name?: string; size?: number };

// Strapi's folder service stamps `updatedBy` with an admin user; content-API users are not admin users.
const NO_ADMIN_USER = { user: { id: null } };

const folderService = (strapi: Strapi) => strapi.plugin('upload').service('folder');
const uploadService = (strapi: Strapi) => strapi.plugin('upload').service('upload');

function refuseInUse(uses: Awaited<ReturnType<typeof usesOf>>, what: string): never {
  // `usedIn` names each record for the console's text (`author 3 (avatar)`); `uses` is the same as data.
  const usedIn = uses.map((u) => `${u.type.replace(/^[a-z]+::[^.]+\./, '')} ${u.id} (${u.field})`);
  throw new ConflictError(`${what} is still used by ${usedIn.join(', ')}.`, { code: 'file_in_use', uses, usedIn });
}

async function assertFolderNameFree(strapi: Strapi, parent: Place, name: string, except?: number) {
  const [clash] = await childFolders(strapi, parent, name);
  if (clash && clash.id !== except)
    throw new ConflictError(`A folder called ${name} already exists in ${userPathOf(parent)}.`, {
      code: 'folder_exists',
    });
}

async function assertFileNameFree(strapi: Strapi, place: Place, name: string, except?: number) {
  if (await fileNameTaken(strapi, place.path, name, except))
    throw new ConflictError(`A file called ${name} already exists in ${userPathOf(place)}.`, { code: 'file_exists' });
}

/** Every file id in a folder and its subfolders (for the in-use check before a recursive delete). */
async function fileIdsBelow(strapi: Strapi, place: Place): Promise<number[]> {
  const rows: Row[] = await strapi.db.query(FILE).findMany({
    where: { $or: [{ folderPath: place.path }, { folderPath: { $startsWith: `${place.path}/` } }] },
    select: ['id'],
  });
  return rows.map((r) => Number(r.id));
}

const parentOf = async (strapi: Strapi, place: Place) =>
  place.names.length ? resolvePlace(strapi, userPathOf({ ...place, names: place.names.slice(0, -1) })) : ROOT;

export default ({ strapi }: { strapi: Strapi }) => ({
  async list(path: unknown, options: ListOptions) {
    const place = await resolvePlace(strapi, path);
    const search = options.search?.toLowerCase();
    const folders = (await childFolders(strapi, place))
      .filter((f) => !search || f.name.includes(search))
      .map((f) => ({ name: f.name, path: userPathOf(f) }));
    const { files, pagination } = await listFiles(strapi, place.path, options);
    const listing: FileListing = { path: userPathOf(place), folders, files };
    return { listing, pagination };
  },

  async createFolder(path: unknown, name: unknown) {
    const failures = folderNameFailures(name);
    if (failures.length) refuseFields(failures);
    const parent = await resolvePlace(strapi, path);
    await assertFolderNameFree(strapi, parent, name as string);
    await folderService(strapi).create({ name, parent: parent.id });
    return { name: name as string, path: userPathOf({ ...parent, names: [...parent.names, name as string] }) };
  },

  /** Rename (`name`) and/or move (`to`: the new parent's path) a folder with everything in it. */
  async updateFolder(path: unknown, input: { name?: unknown; to?: unknown }) {
    const place = await resolvePlace(strapi, path);
    if (place.id === null) throw new UnprocessableError('The root folder cannot be changed.', { code: 'folder_root' });
    const name = input.name === undefined ? place.name : input.name;
    const failures = folderNameFailures(name);
    if (failures.length) refuseFields(failures);
    const target = input.to === undefined ? await parentOf(strapi, place) : await resolvePlace(strapi, input.to);
    if (target.id !== null && isWithin(target, place))
      throw new UnprocessableError('A folder cannot be moved into itself.', { code: 'folder_into_itself' });
    await assertFolderNameFree(strapi, target, name as string, place.id);
    const moving = (await parentOf(strapi, place)).id !== target.id;
    await folderService(strapi).update(place.id, { name, ...(moving ? { parent: target.id } : {}) }, NO_ADMIN_USER);
    return { name: name as string, path: userPathOf({ ...target, names: [...target.names, name as string] }) };
  },

  /** A non-empty folder goes only with `recursive` (the console asks first), and not while a file in it is used. */
  async deleteFolder(path: unknown, recursive: boolean) {
    const place = await resolvePlace(strapi, path);
    if (place.id === null) throw new UnprocessableError('The root folder cannot be deleted.', { code: 'folder_root' });
    const ids = await fileIdsBelow(strapi, place);
    const children = await childFolders(strapi, place);
    if ((ids.length || children.length) && !recursive)
      throw new ConflictError('The folder is not empty.', {
        code: 'folder_not_empty',
        files: ids.length,
        folders: children.length,
      });
    const uses = await usesOf(strapi, ids);
    if (uses.length) refuseInUse(uses, 'A file in this folder');
    await folderService(strapi).deleteByIds([place.id]);
    return { files: ids.length };
  },

  async updateFile(id: unknown, input: { name?: unknown; to?: unknown }) {
    const file = await findFile(strapi, id);
    if (!file) throw new errors.NotFoundError('File not found.', { code: 'file_not_found' });
    const name = input.name === undefined ? file.name : input.name;
    const failures = fileNameFailures(name);
    if (failures.length) refuseFields(failures);
    const target = input.to === undefined ? null : await resolvePlace(strapi, input.to);
    const place = target ?? (await placeOfFolderPath(strapi, file.folderPath));
    await assertFileNameFree(strapi, place, name as string, file.id);
    const updated = await uploadService(strapi).updateFileInfo(
      file.id,
      { name, ...(target ? { folder: target.id } : {}) },
      {},
    );
    return entryOf(updated);
  },

  async deleteFile(id: unknown) {
    const file = await findFile(strapi, id);
    if (!file) throw new errors.NotFoundError('File not found.', { code: 'file_not_found' });
    const uses = await usesOf(strapi, [file.id]);
    if (uses.length) refuseInUse(uses, 'The file');
    await uploadService(strapi).remove(file);
  },

  /** Files into a folder, each judged by the upload policy (the wrapped upload service refuses with 400). */
  async upload(path: unknown, files: Upload[]) {
    const place = await resolvePlace(strapi, path);
    if (files.length === 0) refuseFields([{ path: ['files'], code: 'required' }]);
    for (const file of files) await assertFileNameFree(strapi, place, String(file.originalFilename ?? file.name));
    const stored: Row[] = await uploadService(strapi).upload({
      data: { fileInfo: files.map((f) => ({ name: f.originalFilename ?? f.name, folder: place.id })) },
      files,
    });
    return stored.map(entryOf);
  },
});
