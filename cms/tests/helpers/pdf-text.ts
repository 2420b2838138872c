/**
 * The text of a PDF made by PDFKit with its standard fonts, for assertions: every content stream is
 * inflated and the strings of its text operators (Tj, TJ; hex, WinAnsi) are decoded, one line per
 * operator. Enough for our own invoices; not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

const WIN_ANSI_EXTRA: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((h) => {
      const code = parseInt(h, 16);
      return WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
    })
    .join('');

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    re.lastIndex = end;
  }
  const lines: string[] = [];
  for (const content of streams) {
    for (const op of content.matchAll(/\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
      lines.push(parts.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
}
