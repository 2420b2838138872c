/**
 * Uploaded import files: plain files in a private directory (`IMPORT_DIR`, default `cms/.tmp/imports`),
 * never in the public media library. One folder per import:
 *
 *   <id>/source          the upload as it came
 *   <id>/meta.json       name, owner, detected format, encoding, delimiter, headers, the runs
 *   <id>/<run>.errors.jsonl   refused rows of a dry run or a job, appended as they are found
 *
 * Folders older than IMPORT_RETENTION_DAYS (7) are removed when the next import is analysed and at
 * start. With workers on other machines (BullMQ), IMPORT_DIR must be shared storage.
 */
import type { Strapi } from '../../strapi-types';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Delimiter, FileFormat, TextEncoding } from '../../services/import/detect';
import type { FileInfo } from '../../services/import/rows';

export type ImportMeta = {
  id: string;
  ownerId: number | null;
  fileName: string;
  size: number;
  createdAt: string;
  format: FileFormat;
  encoding: TextEncoding | null;
  bom: boolean;
  delimiter: Delimiter | null;
  headers: string[];
  headerLine: number;
  /** Document ids of the jobs that ran this import, oldest first. */
  jobs: string[];
  /** The last dry run's error log, if any. */
  dryRun: { runKey: string; at: string; errors: number } | null;
};

const ID_RE = /^[a-z0-9]{24}$/;

export const importDir = (strapi: Strapi) =>
  path.resolve(process.env.IMPORT_DIR || path.join(strapi.dirs.app.root, '.tmp', 'imports'));
export const retentionDays = () => Number(process.env.IMPORT_RETENTION_DAYS || 7);
export const isImportId = (id: unknown): id is string => typeof id === 'string' && ID_RE.test(id);
export const fileInfoOf = (meta: ImportMeta): FileInfo => ({
  format: meta.format,
  encoding: meta.encoding,
  bom: meta.bom,
  delimiter: meta.delimiter,
});

export function createImportStore(strapi: Strapi) {
  const root = () => importDir(strapi);
  const folder = (id: string) => {
    if (!isImportId(id)) throw new Error(`Not an import id: ${id}`);
    return path.join(root(), id);
  };

  return {
    folder,
    sourcePath: (id: string) => path.join(folder(id), 'source'),
    errorLogPath: (id: string, runKey: string) =>
      path.join(folder(id), `${runKey.replace(/[^a-z0-9-]/gi, '_')}.errors.jsonl`),

    /** Moves (or copies) an uploaded temp file into a new import folder; returns the id. */
    async create(tempFile: string): Promise<string> {
      const id = crypto.randomBytes(12).toString('hex');
      await fs.promises.mkdir(folder(id), { recursive: true, mode: 0o700 });
      try {
        await fs.promises.rename(tempFile, path.join(folder(id), 'source'));
      } catch {
        await fs.promises.copyFile(tempFile, path.join(folder(id), 'source'));
      }
      return id;
    },

    async load(id: unknown): Promise<ImportMeta | null> {
      if (!isImportId(id)) return null;
      try {
        return JSON.parse(await fs.promises.readFile(path.join(folder(id), 'meta.json'), 'utf8'));
      } catch {
        return null;
      }
    },

    async save(meta: ImportMeta) {
      const file = path.join(folder(meta.id), 'meta.json');
      await fs.promises.writeFile(`${file}.tmp`, JSON.stringify(meta, null, 2));
      await fs.promises.rename(`${file}.tmp`, file);
    },

    async remove(id: string) {
      await fs.promises.rm(folder(id), { recursive: true, force: true });
    },

    /** Removes import folders older than the retention. */
    async prune(now = Date.now()) {
      const limit = now - retentionDays() * 24 * 3600 * 1000;
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(root(), { withFileTypes: true });
      } catch {
        return 0;
      }
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isDirectory() || !isImportId(entry.name)) continue;
        const stat = await fs.promises.stat(path.join(root(), entry.name)).catch(() => null);
        if (stat && stat.mtimeMs < limit) {
          await fs.promises.rm(path.join(root(), entry.name), { recursive: true, force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type ImportStore = ReturnType<typeof createImportStore>;
