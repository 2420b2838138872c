/**
 * The file manager's list reads one folder's rows in name, date or size order (docs/files.md): composite
 * indexes `(folder_path, <sort column>, id)` let both databases read a page of a 10,000-file folder from the
 * index range instead of sorting the folder. Made at start (the upload tables come from Strapi's schema sync).
 */
import type { Strapi } from '../../strapi-types';
import { fileColumns } from '../../api/file-manager/services/listing';

export async function ensureFileIndexes(strapi: Strapi) {
  const c = fileColumns(strapi);
  for (const [suffix, column] of [
    ['name', c.name],
    ['created', c.createdAt],
    ['size', c.size],
  ]) {
    await strapi.db.connection.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
      `${c.table}_fm_${suffix}_idx`,
      c.table,
      c.folderPath,
      column,
      'id',
    ]);
  }
}
