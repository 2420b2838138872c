/**
 * The rows an import refused, kept as they go (appended to a JSON-lines log on disk, never gathered in
 * memory) and turned into a file to download in the upload's own format: a CSV with the same delimiter
 * and encoding (and BOM), or an XLSX, with the original columns plus the reason column "Fout". When a
 * corrected error file comes back with its "Fout" column, that column is filled again, not doubled.
 *
 * The log's committed length is part of the job's checkpoint: after a crash the log is cut back to it,
 * so rows of a chunk that never committed are not reported twice.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { neutraliseRow } from '../spreadsheet-cells';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { IMPORT_ERROR_COLUMN } from '@newsroom/config';
import type { FileInfo } from './rows';

export type ErrorEntry = { line: number; cells: string[]; reason: string; code: string; field: string };

/** An append-only log of refused rows. */
export class ErrorLog {
  private constructor(
    readonly file: string,
    private size: number,
  ) {}

  /** Opens the log, cut back to `committedBytes` (what the last committed chunk left). */
  static async open(file: string, committedBytes = 0): Promise<ErrorLog> {
    const handle = await fs.promises.open(file, 'a');
    try {
      await handle.truncate(committedBytes);
    } finally {
      await handle.close();
    }
    return new ErrorLog(file, committedBytes);
  }

  get bytes() {
    return this.size;
  }

  /** Appends entries and flushes them to disk; returns the new length. */
  async append(entries: ErrorEntry[]): Promise<number> {
    if (!entries.length) return this.size;
    const text = entries.map((e) => JSON.stringify(e)).join('\n') + '\n';
    const handle = await fs.promises.open(this.file, 'a');
    try {
      await handle.write(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.size += Buffer.byteLength(text);
    return this.size;
  }

  /** Cuts the log back (a chunk that was written here did not commit). */
  async truncate(bytes: number) {
    await fs.promises.truncate(this.file, bytes);
    this.size = bytes;
  }
}

/** Entries of a log, the first `bytes` only (what committed), streamed. */
export async function* readErrorLog(file: string, bytes?: number): AsyncGenerator<ErrorEntry> {
  if (!fs.existsSync(file) || bytes === 0) return;
  const input = fs.createReadStream(file, bytes === undefined ? {} : { start: 0, end: bytes - 1 });
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line.trim()) yield JSON.parse(line) as ErrorEntry;
  } finally {
    lines.close();
    input.destroy();
  }
}

/** Where the reason goes: the file's own "Fout" column when it has one, else a new last column. */
export function reasonColumn(headers: string[]): { headers: string[]; index: number } {
  const index = headers.findIndex((h) => h.trim().toLowerCase() === IMPORT_ERROR_COLUMN.toLowerCase());
  return index >= 0 ? { headers, index } : { headers: [...headers, IMPORT_ERROR_COLUMN], index: headers.length };
}

/** The uploaded cells come back in a file a person opens: neutralised like every export. */
const rowWithReason = (cells: string[], width: number, index: number, reason: string) => {
  const row = Array.from({ length: Math.max(width, cells.length) }, (_, i) => cells[i] ?? '');
  row[index] = reason;
  return neutraliseRow(row);
};

const encodeText = (text: string, info: FileInfo, first: boolean): Buffer => {
  const encoding = info.encoding ?? 'utf-8';
  const body = encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, encoding, { addBOM: false });
  if (!first || !info.bom) return body;
  const bom =
    encoding === 'utf-8' ? Buffer.from([0xef, 0xbb, 0xbf]) : iconv.encode('\ufeff', encoding, { addBOM: false });
  return Buffer.concat([bom, body]);
};

const write = (out: Writable, chunk: Buffer) =>
  out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));

/** Writes the error file (header + refused rows with their reason) to `out` and ends it. */
export async function writeErrorFile(
  out: Writable,
  entries: AsyncIterable<ErrorEntry>,
  headers: string[],
  info: FileInfo,
): Promise<void> {
  const { headers: columns, index } = reasonColumn(headers);
  if (info.format === 'xlsx') {
    const workbook = new (ExcelJS as any).stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Fouten');
    sheet.addRow(neutraliseRow(columns)).commit();
    for await (const entry of entries)
      sheet.addRow(rowWithReason(entry.cells, columns.length, index, entry.reason)).commit();
    sheet.commit();
    await workbook.commit();
    return;
  }
  const options = { delimiter: info.delimiter ?? ';', record_delimiter: '\r\n' } as const;
  await write(out, encodeText(stringify([neutraliseRow(columns)], options), info, true));
  let batch: string[][] = [];
  const flush = async () => {
    if (batch.length) await write(out, encodeText(stringify(batch, options), info, false));
    batch = [];
  };
  for await (const entry of entries) {
    batch.push(rowWithReason(entry.cells, columns.length, index, entry.reason));
    if (batch.length >= 500) await flush();
  }
  await flush();
  out.end();
}
