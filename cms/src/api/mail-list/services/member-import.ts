/**
 * Import of e-mail addresses into a list (CSV or XLSX, through the upload policy's `import` use and the
 * profile import's readers): each valid address becomes a confirmed member; an unknown address first becomes
 * a LEAD profile with source `list-import`. Set-based: addresses are looked up, profiles made and members
 * written a few hundred at a time, in one transaction, so a failure keeps nothing. Answers a summary.
 */
import path from 'node:path';
import { errors } from '@strapi/utils';
import {
  EMAIL_RE,
  LIST_IMPORT_EMAIL_HEADERS,
  LIST_IMPORT_MAX_ROWS,
  LIST_IMPORT_PROFILE_SOURCE,
  LIST_IMPORT_REFUSED_SHOWN,
  type MailListImportSummary,
} from '@newsroom/config';
import { check } from '../../../services/upload-policy';
import { UnsupportedFileError } from '../../../services/import/detect';
import { analyzeFile, readRows, type SheetRow } from '../../../services/import/rows';
import { resolveSchema } from '../../profile-import/importer/schema';
import { batches, filled, insertColumns, whereInList, type Columns } from '../../profile-import/importer/sql';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import { confirmMembers } from './members';
import type { Db, Row, WithStrapi } from '../../../strapi-types';

const refuse = (code: string, message: string, params: Record<string, unknown> = {}): never => {
  throw new errors.ValidationError(message, { code, ...params, params });
};

type Upload = { filepath?: string; originalFilename?: string | null };

/** Which column holds the addresses, and whether the first row is a header. */
function emailColumn(first: string[]): { index: number; header: boolean } {
  const names = first.map((cell) => cell.trim().toLowerCase());
  const index = names.findIndex((name) => LIST_IMPORT_EMAIL_HEADERS.includes(name));
  if (index >= 0) return { index, header: true };
  if (EMAIL_RE.test(names[0] ?? '')) return { index: 0, header: false };
  return refuse('no_email_column', 'The file needs a column "E-mail" (or addresses in its first column).');
}

export default ({ strapi }: WithStrapi) => {
  const s = () => resolveSchema(strapi);

  /** Profile ids by lower-cased address; missing addresses get a new LEAD profile. */
  async function profilesFor(trx: Db, emails: string[]): Promise<{ ids: number[]; created: number }> {
    const schema = s();
    const p = schema.profile;
    const found = new Map<string, number>();
    const rows: Row[] = await whereInList(
      trx(p.table).select('id', `${p.col('email')} as email`),
      trx,
      p.col('email'),
      emails,
      { lower: true },
    );
    for (const row of rows) found.set(String(row.email).toLowerCase(), Number(row.id));
    const missing = emails.filter((email) => !found.has(email));
    if (missing.length) {
      const n = missing.length;
      const now = new Date();
      const columns: Columns = {};
      for (const [column, value] of Object.entries(p.defaults)) columns[column] = filled(n, value);
      columns[p.col('documentId')] = missing.map(() => p.newDocumentId());
      columns[p.col('email')] = missing;
      columns[p.col('type')] = filled(n, 'LEAD');
      columns[p.col('source')] = filled(n, LIST_IMPORT_PROFILE_SOURCE);
      for (const attribute of ['createdAt', 'updatedAt', 'publishedAt']) columns[p.col(attribute)] = filled(n, now);
      const inserted = await insertColumns(trx, p.table, columns, ['id', p.col('email')]);
      for (const row of inserted) found.set(String(row[p.col('email')]).toLowerCase(), Number(row.id));
    }
    return { ids: emails.map((email) => found.get(email)!), created: missing.length };
  }

  return {
    async importFile(documentId: unknown, upload: Upload | undefined): Promise<MailListImportSummary> {
      const list = await strapi.service('api::mail-list.mail-list').listOf(documentId);
      if (!upload?.filepath) return refuse('file_required', 'Send the file as multipart field "file".');
      const fileName = path.basename(upload.originalFilename || 'addresses.csv');
      const summary: MailListImportSummary = {
        rows: 0,
        added: 0,
        alreadyMembers: 0,
        createdProfiles: 0,
        refusedCount: 0,
        refused: [],
      };
      const addresses: string[] = [];
      const seen = new Set<string>();
      const refuseLine = (row: SheetRow, value: string, code: 'email' | 'duplicate') => {
        summary.refusedCount += 1;
        if (summary.refused.length < LIST_IMPORT_REFUSED_SHOWN) summary.refused.push({ line: row.line, value, code });
      };
      try {
        const analysis = await analyzeFile(upload.filepath, fileName, 0);
        // After the reader's own refusals (old .xls, empty, unreadable), which name the problem more precisely.
        await check({ filepath: upload.filepath, originalFilename: fileName }, 'import');
        const { index, header } = emailColumn(analysis.headers);
        let skipHeader = header;
        for await (const row of readRows(upload.filepath, analysis)) {
          if (skipHeader) {
            skipHeader = false;
            continue;
          }
          summary.rows += 1;
          if (summary.rows > LIST_IMPORT_MAX_ROWS)
            refuse('too_many_rows', `A list import takes at most ${LIST_IMPORT_MAX_ROWS} rows.`, {
              max: LIST_IMPORT_MAX_ROWS,
            });
          const value = (row.cells[index] ?? '').trim();
          const email = value.toLowerCase();
          if (!EMAIL_RE.test(email) || email.length > 255) refuseLine(row, value.slice(0, 255), 'email');
          else if (seen.has(email)) refuseLine(row, value, 'duplicate');
          else {
            seen.add(email);
            addresses.push(email);
          }
        }
      } catch (error) {
        if (error instanceof UnsupportedFileError) refuse(error.code, error.message);
        throw error;
      }
      await strapi.db.transaction(async ({ trx }) => {
        for (const part of batches(addresses, 500)) {
          const { ids, created } = await profilesFor(trx, part);
          const result = await confirmMembers(strapi, trx, list.id, ids, 'import');
          summary.createdProfiles += created;
          summary.added += result.added;
          summary.alreadyMembers += result.alreadyMembers;
        }
      });
      if (summary.createdProfiles) invalidateProfileReads(strapi);
      return summary;
    },
  };
};
