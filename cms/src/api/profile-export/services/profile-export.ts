/**
 * Profile export: every profile matching the list's Strapi filters (not one page), streamed in batches
 * of 1000 (keyset on id, so the last batch is as quick as the first) to CSV (UTF-8 with BOM and `;`,
 * which Dutch Excel opens as columns) or XLSX (exceljs streaming writer). The headers are the Dutch
 * names the import recognises, so an export can be edited and imported again.
 */
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { neutraliseRow } from '../../../services/spreadsheet-cells';
import { exportRequest } from '../../../services/export-request';
import { amsterdamDateTimeText, type ExportFormat } from '@newsroom/config';
import type { PassedFilters, WithStrapi } from '../../../strapi-types';

const UID = 'api::profile.profile';
const BATCH = 1000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type NamedLink = { name: string; kind?: string | null };
/** A profile as the export reads it (the fields and relations `profiles()` asks for). */
type ExportedProfile = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  type?: string | null;
  accountStatus?: string | null;
  phoneNumber?: string | null;
  tags?: NamedLink[];
  newsletters?: NamedLink[];
  createdAt?: string | Date | null;
};

export const EXPORT_COLUMNS: readonly {
  header: string;
  width: number;
  value: (p: ExportedProfile) => unknown;
  date?: true;
}[] = [
  { header: 'E-mail', width: 32, value: (p) => p.email ?? '' },
  { header: 'Voornaam', width: 16, value: (p) => p.firstName ?? '' },
  { header: 'Achternaam', width: 20, value: (p) => p.lastName ?? '' },
  { header: 'Type', width: 14, value: (p) => p.type ?? '' },
  { header: 'Accountstatus', width: 16, value: (p) => p.accountStatus ?? '' },
  { header: 'Telefoon', width: 16, value: (p) => p.phoneNumber ?? '' },
  {
    header: 'Tags',
    width: 30,
    value: (p) =>
      (p.tags ?? []).map((t) => (t.kind === 'INTEREST' || !t.kind ? t.name : `${t.kind}:${t.name}`)).join(', '),
  },
  { header: 'Nieuwsbrieven', width: 30, value: (p) => (p.newsletters ?? []).map((n) => n.name).join(', ') },
  { header: 'Aangemaakt', width: 20, value: (p) => p.createdAt, date: true },
];

/** An XLSX cell has no time zone: store the Amsterdam wall-clock time. */
const amsterdamWallClock = (value: unknown) =>
  value ? new Date(`${amsterdamDateTimeText(value).replace(' ', 'T')}Z`) : null;

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const write = (out: Writable, chunk: string | Buffer) =>
  out.write(chunk)
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        out.once('drain', resolve);
        out.once('error', reject);
      });

export type ExportRequest = {
  format: ExportFormat;
  filters: Record<string, unknown> | undefined;
  q: string | undefined;
};

export default ({ strapi }: WithStrapi) => ({
  /** Checks the parameters and the filters (as the list does, with the caller's permissions). */
  async prepare(query: Record<string, unknown>, auth: unknown): Promise<ExportRequest> {
    const { format, filters } = await exportRequest(strapi, UID, query, auth, { searchMustBeText: true });
    return { format, filters, q: (query._q as string | undefined) || undefined };
  },

  contentType: (format: ExportFormat) => (format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8'),
  contentDisposition: (format: ExportFormat) =>
    attachment(`profielen-${new Date().toISOString().slice(0, 10)}.${format}`),

  /** All matching profiles, oldest first, in batches. */
  async *profiles(request: ExportRequest) {
    let lastId = 0;
    for (;;) {
      const after = { id: { $gt: lastId } };
      const rows = (await strapi.documents(UID).findMany({
        filters: (request.filters ? { $and: [request.filters, after] } : after) as PassedFilters,
        ...(request.q ? { _q: request.q } : {}),
        sort: [{ id: 'asc' }],
        limit: BATCH,
        fields: ['email', 'firstName', 'lastName', 'type', 'accountStatus', 'phoneNumber', 'createdAt'],
        populate: { tags: { fields: ['name', 'kind'] }, newsletters: { fields: ['name'] } },
      })) as (ExportedProfile & { id: number })[];
      if (!rows.length) return;
      yield rows;
      if (rows.length < BATCH) return;
      lastId = rows[rows.length - 1].id;
    }
  },

  async write(request: ExportRequest, out: Writable) {
    if (request.format === 'xlsx') {
      const workbook = new (ExcelJS as any).stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Profielen');
      sheet.columns = EXPORT_COLUMNS.map((c) => ({
        header: c.header,
        width: c.width,
        ...('date' in c ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
      }));
      for await (const rows of this.profiles(request)) {
        for (const p of rows)
          sheet
            .addRow(
              neutraliseRow(EXPORT_COLUMNS.map((c) => ('date' in c ? amsterdamWallClock(c.value(p)) : c.value(p)))),
            )
            .commit();
      }
      sheet.commit();
      await workbook.commit();
      return;
    }
    const options = { delimiter: ';', record_delimiter: '\r\n' } as const;
    await write(out, '\ufeff' + stringify([EXPORT_COLUMNS.map((c) => c.header)], options));
    for await (const rows of this.profiles(request)) {
      await write(
        out,
        stringify(
          rows.map((p) =>
            neutraliseRow(
              EXPORT_COLUMNS.map((c) => ('date' in c ? amsterdamDateTimeText(c.value(p)) : String(c.value(p)))),
            ),
          ),
          options,
        ),
      );
    }
    out.end();
  },
});
