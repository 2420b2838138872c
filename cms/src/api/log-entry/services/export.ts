/**
 * The filtered log as a file (GET /api/log-entries/export): CSV (UTF-8 with BOM, `;`, as Dutch Excel opens
 * it) or XLSX (exceljs' streaming writer), newest first, in batches, at most LOG_EXPORT_MAX_ROWS entries.
 * Every cell goes through `neutraliseRow` (no formulas from a note or a name).
 */
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { errors } from '@strapi/utils';
import { amsterdamDateTimeText, EXPORT_FORMATS, LOG_EXPORT_MAX_ROWS, type ExportFormat } from '@newsroom/config';
import { neutraliseRow } from '../../../services/spreadsheet-cells';
import { attachment, XLSX_TYPE } from '../../profile-export/services/profile-export';
import { parseLogRequest, type LogFilter } from './query';
import type { Row, WithStrapi } from '../../../strapi-types';

const COLUMNS: { header: string; width: number; value: (e: Row) => unknown }[] = [
  { header: 'Tijd', width: 20, value: (e) => amsterdamDateTimeText(e.at) },
  { header: 'Type', width: 12, value: (e) => e.type },
  { header: 'Actie', width: 22, value: (e) => e.action },
  { header: 'Door', width: 26, value: (e) => e.actorName ?? '' },
  { header: 'Door (id)', width: 10, value: (e) => e.actorId ?? '' },
  { header: 'Object', width: 16, value: (e) => e.subjectType ?? '' },
  { header: 'Object-id', width: 26, value: (e) => e.subjectId ?? '' },
  { header: 'Van', width: 14, value: (e) => e.from ?? '' },
  { header: 'Naar', width: 14, value: (e) => e.to ?? '' },
  { header: 'Bedrag (cent)', width: 12, value: (e) => e.amount ?? '' },
  { header: 'Notitie', width: 40, value: (e) => e.note ?? '' },
  { header: 'Details', width: 40, value: (e) => (e.details == null ? '' : JSON.stringify(e.details)) },
];

const write = (out: Writable, chunk: string) =>
  out.write(chunk)
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        out.once('drain', resolve);
        out.once('error', reject);
      });

export type LogExportRequest = { format: ExportFormat; filter: LogFilter };
const PARAMS = new Set(['format', 'filters', '_q']);

export default ({ strapi }: WithStrapi) => ({
  /** Everything that can be refused is checked before the first byte goes out. */
  prepare(query: Record<string, unknown>): LogExportRequest {
    const unknown = Object.keys(query ?? {}).filter((key) => !PARAMS.has(key));
    if (unknown.length)
      throw new errors.ValidationError(`Unknown parameter: ${unknown.join(', ')}.`, {
        code: 'unknown_parameter',
        params: { parameters: unknown.join(', ') },
      });
    const format = (query.format ?? 'csv') as ExportFormat;
    if (!EXPORT_FORMATS.includes(format))
      throw new errors.ValidationError(`format must be ${EXPORT_FORMATS.join(' or ')}.`, {
        code: 'invalid_format',
        params: { values: EXPORT_FORMATS.join(', ') },
      });
    return { format, filter: parseLogRequest({ filters: query.filters, _q: query._q }).filter };
  },

  contentType: (format: ExportFormat) => (format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8'),
  contentDisposition: (format: ExportFormat) =>
    attachment(`logboek-${new Date().toISOString().slice(0, 10)}.${format}`),

  async write({ format, filter }: LogExportRequest, out: Writable) {
    const batches = strapi.service('api::log-entry.log-entry').batches(filter, LOG_EXPORT_MAX_ROWS);
    const cells = (entry: Row) => neutraliseRow(COLUMNS.map((c) => c.value(entry) as string | number));
    if (format === 'xlsx') {
      const workbook = new (ExcelJS as any).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Logboek');
      sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
      for await (const rows of batches) for (const entry of rows) sheet.addRow(cells(entry)).commit();
      sheet.commit();
      await workbook.commit();
      return;
    }
    const options = { delimiter: ';', record_delimiter: '\r\n' } as const;
    await write(out, '\ufeff' + stringify([COLUMNS.map((c) => c.header)], options));
    for await (const rows of batches) await write(out, stringify(rows.map(cells), options));
    out.end();
  },
});
