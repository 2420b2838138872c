/**
 * A segment's recipients as CSV (UTF-8 with BOM and `;`, which Dutch Excel opens as columns) or XLSX (exceljs
 * streaming writer), every matching profile in batches, text cells formula-neutralised
 * (services/spreadsheet-cells.ts), like the profile export (api/profile-export).
 */
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { SegmentRecipient } from '@newsroom/config';
import { neutraliseRow } from '../../../services/spreadsheet-cells';
import { attachment, XLSX_TYPE } from '../../profile-export/services/profile-export';

/** The headers are the Dutch names the profile import recognises, so an export can be imported elsewhere. */
const COLUMNS: { header: string; width: number; value: (r: SegmentRecipient) => string }[] = [
  { header: 'E-mail', width: 32, value: (r) => r.email ?? '' },
  { header: 'Voornaam', width: 16, value: (r) => r.firstName ?? '' },
  { header: 'Achternaam', width: 20, value: (r) => r.lastName ?? '' },
  { header: 'Type', width: 14, value: (r) => r.type ?? '' },
  { header: 'Taal', width: 8, value: (r) => r.language ?? '' },
];

export const exportContentType = (format: 'csv' | 'xlsx') =>
  format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';

/** `segment-<name>-<date>.<format>`, the name reduced to a safe slug. */
export function exportDisposition(name: string, format: 'csv' | 'xlsx') {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'segment';
  return attachment(`segment-${slug}-${new Date().toISOString().slice(0, 10)}.${format}`);
}

const write = (out: Writable, chunk: string) =>
  out.write(chunk)
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        out.once('drain', resolve);
        out.once('error', reject);
      });

export async function writeRecipients(
  batches: AsyncIterable<SegmentRecipient[]>,
  format: 'csv' | 'xlsx',
  out: Writable,
) {
  if (format === 'xlsx') {
    const workbook = new (ExcelJS as any).stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Ontvangers');
    sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    for await (const rows of batches)
      for (const row of rows) sheet.addRow(neutraliseRow(COLUMNS.map((c) => c.value(row)))).commit();
    sheet.commit();
    await workbook.commit();
    return;
  }
  const options = { delimiter: ';', record_delimiter: '\r\n' } as const;
  await write(out, '\ufeff' + stringify([COLUMNS.map((c) => c.header)], options));
  for await (const rows of batches)
    await write(
      out,
      stringify(
        rows.map((row) => neutraliseRow(COLUMNS.map((c) => c.value(row)))),
        options,
      ),
    );
  out.end();
}
