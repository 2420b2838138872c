import type { Core } from '@strapi/strapi';
import { formatFileSize } from '@newsroom/config';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixIds, queryRows } from '../search/services/prefix';
import { FILE, placeOfFolderPath, userPathOf } from './services/folders';

const INDEXES: SearchIndex[] = [{ name: 'files_name_search_idx', uid: FILE, attributes: ['name'] }];

/**
 * Files in the top-bar search: the start of the name (the expression index on lower(name)), public files only
 * (private CVs and form uploads never show). A hit opens the file's folder in the file manager.
 */
export const fileSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'file',
  action: 'plugin::upload.content-api.find',
  indexes: INDEXES,
  async search(q, limit) {
    // Private files are few; reading a few more ids than shown leaves room to drop them.
    const ids = prefixIds(strapi, INDEXES[0], q, limit * 2);
    const rows = await queryRows(strapi, ids.sql, ids.bindings);
    const files = await strapi.db.query(FILE).findMany({
      where: { id: { $in: rows.map((r) => Number(r.id)) } },
      select: ['id', 'name', 'size', 'folderPath', 'isPrivate'],
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    const shown = files.filter((f: { isPrivate?: boolean }) => !f.isPrivate).slice(0, limit);
    return Promise.all(
      shown.map(async (f: { id: number; name: string; size: number; folderPath: string }) => {
        const folder = userPathOf(await placeOfFolderPath(strapi, f.folderPath));
        return {
          type: 'file',
          id: String(f.id),
          title: f.name,
          subtitle: `${folder} · ${formatFileSize(Math.round(Number(f.size) * 1000))}`,
          url: `/files?path=${encodeURIComponent(folder)}`,
        };
      }),
    );
  },
});
