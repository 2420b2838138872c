/**
 * What kind of file an upload is, without trusting its name: XLSX (a ZIP) or delimited text, and for
 * text its encoding (UTF-8 with or without BOM, UTF-16 with BOM, otherwise Windows-1252) and its
 * delimiter (`;` from Dutch Excel, `,`, or tab). Pure functions over bytes and text, plus one streamed
 * pass over a file for the encoding, so a large file is never held in memory.
 */
import fs from 'node:fs';

export type FileFormat = 'csv' | 'xlsx';
export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
export type Delimiter = ';' | ',' | '\t';

export const DELIMITERS: Delimiter[] = [';', ',', '\t'];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export class UnsupportedFileError extends Error {
  constructor(
    readonly code: 'unsupported_format' | 'empty_file' | 'unreadable_file' | 'no_header',
    message: string,
  ) {
    super(message);
  }
}

/** XLSX by its ZIP signature; the old binary .xls (OLE2) is refused; anything else is read as text. */
export function detectFormat(head: Buffer, fileName = ''): FileFormat {
  if (head.length === 0) throw new UnsupportedFileError('empty_file', 'The file is empty.');
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (head.subarray(0, 4).equals(OLE_MAGIC) || /\.xls$/i.test(fileName)) {
    throw new UnsupportedFileError(
      'unsupported_format',
      'Old Excel files (.xls) cannot be read: save the sheet as .xlsx or .csv.',
    );
  }
  if (/\.(xlsx|xlsm|ods|numbers|pdf|docx?)$/i.test(fileName)) {
    throw new UnsupportedFileError('unsupported_format', 'Only CSV and XLSX files can be imported.');
  }
  return 'csv';
}

/** The byte-order mark at the start, if any, and the encoding it announces. */
export function bomOf(head: Buffer): { encoding: TextEncoding; length: number } | null {
  if (head.subarray(0, 3).equals(UTF8_BOM)) return { encoding: 'utf-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** True when `chunks` (in order) form valid UTF-8. A sequence cut at a chunk boundary is fine. */
export function isValidUtf8(chunks: Iterable<Buffer>): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (const chunk of chunks) decoder.decode(chunk, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a text file, read once from start to end: a BOM decides; otherwise a file that is
 * valid UTF-8 throughout is UTF-8, and anything else is Windows-1252 (what Excel on Windows writes
 * for "CSV (gescheiden door lijstscheidingsteken)").
 */
export async function detectEncoding(file: string): Promise<{ encoding: TextEncoding; bom: boolean }> {
  const fd = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await fd.read(head, 0, 4, 0);
    const bom = bomOf(head.subarray(0, bytesRead));
    if (bom) return { encoding: bom.encoding, bom: true };
  } finally {
    await fd.close();
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 }))
      decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return { encoding: 'utf-8', bom: false };
  } catch {
    return { encoding: 'windows-1252', bom: false };
  }
}

/** Counts `char` outside double-quoted parts of a line (a quoted field may hold the delimiter). */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/**
 * The delimiter of delimited text from its first lines: the candidate the header line holds that most
 * other lines hold equally often (so commas inside a semicolon file's cells, like "Sport, Jazz", do not
 * win); ties go to the header with more columns, then to `;`, `,`, tab. A single-column file gives `,`.
 */
export function detectDelimiter(sample: string, maxLines = 50): Delimiter {
  const lines = sample
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '' && !/^[;,\t\s]*$/.test(l))
    .slice(0, maxLines);
  if (!lines.length) return ',';
  // A sample cut in the middle: the last line may be incomplete.
  if (lines.length > 2) lines.pop();
  let best: { delimiter: Delimiter; agree: number; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const columns = countOutsideQuotes(lines[0], delimiter);
    if (columns === 0) continue;
    const agree = lines.slice(1).filter((l) => countOutsideQuotes(l, delimiter) === columns).length;
    if (!best || agree > best.agree || (agree === best.agree && columns > best.columns))
      best = { delimiter, agree, columns };
  }
  return best?.delimiter ?? ',';
}
