/**
 * Rows of an uploaded sheet, streamed: CSV through iconv-lite and csv-parse, XLSX through exceljs's
 * streaming WorkbookReader (first worksheet). Memory does not grow with the file's length (an XLSX
 * keeps its shared-strings table in memory, as the format requires; CSV keeps nothing).
 *
 * Every row carries the line (CSV) or row number (XLSX) a person sees in a text editor or in Excel,
 * so error reports point at the right place. Rows whose cells are all empty (blank lines, `;;;`) are
 * skipped; the first non-empty row is the header.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import {
  detectDelimiter,
  detectEncoding,
  detectFormat,
  UnsupportedFileError,
  type Delimiter,
  type FileFormat,
  type TextEncoding,
} from './detect';

export type FileInfo = { format: FileFormat; encoding: TextEncoding | null; bom: boolean; delimiter: Delimiter | null };
export type SheetRow = { line: number; cells: string[] };

const isEmptyRow = (cells: string[]) => cells.every((c) => c.trim() === '');
const lineBreaks = (text: string) => (text.match(/\r\n|\n|\r/g) ?? []).length;

/** The text of an XLSX cell value as a person would type it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    const v = value as Record<string, any>;
    if (Array.isArray(v.richText)) return v.richText.map((part) => part?.text ?? '').join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return '';
  }
  return String(value);
}

async function* csvRecords(file: string, info: FileInfo): AsyncGenerator<SheetRow> {
  const input = fs.createReadStream(file, { highWaterMark: 1 << 18 });
  const decoded: NodeJS.ReadableStream =
    info.encoding && info.encoding !== 'utf-8'
      ? input.pipe(iconv.decodeStream(info.encoding, { stripBOM: true }))
      : input;
  const parser = parse({
    delimiter: info.delimiter ?? ',',
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  decoded.on('error', (error: Error) => parser.destroy(error));
  decoded.pipe(parser);
  let line = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1;
      for (const cell of record) if (cell.includes('\n') || cell.includes('\r')) line += lineBreaks(cell);
      if (!isEmptyRow(record)) yield { line: start, cells: record };
    }
  } catch (error) {
    if (error instanceof UnsupportedFileError) throw error;
    throw new UnsupportedFileError(
      'unreadable_file',
      `The file cannot be read near line ${line}: ${(error as Error).message}`,
    );
  } finally {
    input.destroy();
    parser.destroy();
  }
}

async function* xlsxRecords(file: string): AsyncGenerator<SheetRow> {
  const input = fs.createReadStream(file, { highWaterMark: 1 << 18 });
  const reader = new (ExcelJS as any).stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values: unknown[] = row.values ?? [];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        if (!isEmptyRow(cells)) yield { line: row.number, cells };
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof UnsupportedFileError) throw error;
    throw new UnsupportedFileError('unreadable_file', `The spreadsheet cannot be read: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}

/** Every non-empty row, the header first. */
export function readRows(file: string, info: FileInfo): AsyncGenerator<SheetRow> {
  return info.format === 'xlsx' ? xlsxRecords(file) : csvRecords(file, info);
}

/** The data rows (after the header), optionally only those after line `after` (resuming). */
export async function* dataRows(file: string, info: FileInfo, after = 0): AsyncGenerator<SheetRow> {
  let header = true;
  for await (const row of readRows(file, info)) {
    if (header) {
      header = false;
      continue;
    }
    if (row.line > after) yield row;
  }
}

/**
 * Counts the non-empty records of delimited text in an ASCII-compatible encoding by scanning bytes
 * (quotes, `""` escapes and CR/LF as csv-parse reads them): a tenth of a full parse. A record counts
 * when it holds something besides delimiters, blanks and quotes.
 */
export async function countCsvRecords(file: string, delimiter: string): Promise<number> {
  const QUOTE = 0x22;
  const CR = 0x0d;
  const LF = 0x0a;
  const DELIM = delimiter.charCodeAt(0);
  let count = 0;
  let quoted = false;
  let fieldStart = true;
  let content = false;
  let pendingQuote = false; // a quote inside quotes, maybe the first of an escaped pair
  let lastWasCR = false;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
    const buf = chunk as Buffer;
    for (let i = 0; i < buf.length; i++) {
      const b = buf[i];
      if (pendingQuote) {
        pendingQuote = false;
        if (b === QUOTE) continue; // "" inside a quoted field
        quoted = false;
      }
      if (quoted) {
        if (b === QUOTE) pendingQuote = true;
        else content = true;
        continue;
      }
      if (b === LF && lastWasCR) {
        lastWasCR = false;
        continue;
      }
      lastWasCR = b === CR;
      if (b === CR || b === LF) {
        if (content) count++;
        content = false;
        fieldStart = true;
      } else if (b === DELIM) {
        fieldStart = true;
      } else if (b === QUOTE && fieldStart) {
        quoted = true;
        fieldStart = false;
      } else {
        fieldStart = false;
        if (b !== 0x20 && b !== 0x09 && b !== QUOTE) content = true;
      }
    }
  }
  if (content) count++;
  return count;
}

/** Counts the data rows: a byte scan for UTF-8 and Windows-1252 text, otherwise one streamed parse. */
export async function countDataRows(file: string, info: FileInfo): Promise<number> {
  if (info.format === 'csv' && (info.encoding === 'utf-8' || info.encoding === 'windows-1252')) {
    return Math.max(0, (await countCsvRecords(file, info.delimiter ?? ',')) - 1);
  }
  let count = 0;
  for await (const _row of dataRows(file, info)) count++;
  return count;
}

/** Reads the first bytes of a file, decoded, for sniffing the delimiter. */
async function textSample(file: string, encoding: TextEncoding, bytes = 64 * 1024): Promise<string> {
  const fd = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await fd.read(buffer, 0, bytes, 0);
    return iconv.decode(buffer.subarray(0, bytesRead), encoding);
  } finally {
    await fd.close();
  }
}

export type FileAnalysis = FileInfo & { headers: string[]; headerLine: number; sample: SheetRow[] };

/** Format, encoding, delimiter, the header row and the first `sampleSize` data rows. */
export async function analyzeFile(file: string, fileName: string, sampleSize = 10): Promise<FileAnalysis> {
  const fd = await fs.promises.open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await fd.read(buffer, 0, 8, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await fd.close();
  }
  const format = detectFormat(head, fileName);
  let info: FileInfo = { format, encoding: null, bom: false, delimiter: null };
  if (format === 'csv') {
    const { encoding, bom } = await detectEncoding(file);
    const delimiter = detectDelimiter(await textSample(file, encoding));
    info = { format, encoding, bom, delimiter };
  }
  let headers: string[] | null = null;
  let headerLine = 0;
  const sample: SheetRow[] = [];
  for await (const row of readRows(file, info)) {
    if (!headers) {
      headers = row.cells.map((c) => c.trim());
      headerLine = row.line;
      continue;
    }
    sample.push(row);
    if (sample.length >= sampleSize) break;
  }
  if (!headers) throw new UnsupportedFileError('no_header', 'The file has no rows.');
  // Trailing empty header cells (Excel's "E-mail;Naam;;") are not columns.
  while (headers.length > 1 && headers[headers.length - 1] === '') headers.pop();
  return { ...info, headers, headerLine, sample };
}
