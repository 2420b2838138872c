/**
 * A content item's cover is also kept at the site's configured size (site configuration
 * content.resizeWidth × resizeHeight, cropped to fill from the centre) as the upload's extra
 * format `cover`: the original stays for the media library and other uses, and websites read
 * `cover.formats.cover`. It is made when an item is saved with a cover that lacks that size.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { WithStrapi } from '../../../strapi-types';

const FILE = 'plugin::upload.file';
// sharp comes with Strapi's upload plugin; resolved from there so both use one build.
const sharp = createRequire(require.resolve('@strapi/upload/package.json'))('sharp');
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif']);

export const coverIdOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default ({ strapi }: WithStrapi) => ({
  async coverSize(): Promise<{ width: number; height: number }> {
    const config = await strapi.db.query('api::config.config').findOne({ populate: ['content'] });
    return {
      width: Number(config?.content?.resizeWidth) || 1200,
      height: Number(config?.content?.resizeHeight) || 675,
    };
  },

  async original(file: { id: number; url: string }): Promise<Buffer> {
    if (String(file.url).startsWith('/')) return fs.readFile(path.join(strapi.dirs.static.public, file.url));
    const res = await fetch(file.url);
    if (!res.ok) throw new Error(`cover ${file.id}: ${res.status} fetching ${file.url}`);
    return Buffer.from(await res.arrayBuffer());
  },

  /** Adds (or replaces) the `cover` format of upload `fileId`; returns it, or null for a non-image. */
  async ensureCoverFormat(fileId: number) {
    const file = await strapi.db.query(FILE).findOne({ where: { id: fileId } });
    if (!file || !RESIZABLE.has(file.mime)) return null;
    const { width, height } = await this.coverSize();
    const current = file.formats?.cover;
    if (current?.width === width && current?.height === height) return current;
    const { data, info } = await sharp(await this.original(file))
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .toBuffer({ resolveWithObject: true });
    const format = {
      name: `cover_${file.name}`,
      hash: `cover_${width}x${height}_${file.hash}`,
      ext: file.ext,
      mime: file.mime,
      path: null,
      width: info.width,
      height: info.height,
      size: Math.round((info.size / 1000) * 100) / 100,
      sizeInBytes: info.size,
      url: '',
    };
    const upload = { ...format, buffer: data, getStream: undefined };
    await strapi.plugin('upload').provider.upload(upload);
    format.url = (upload as { url: string }).url;
    await strapi.db
      .query(FILE)
      .update({ where: { id: fileId }, data: { formats: { ...(file.formats ?? {}), cover: format } } });
    return format;
  },
});
