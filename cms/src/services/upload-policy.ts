/**
 * One upload policy for every path that takes a file (media library, avatars, CVs, imports, product and
 * content images): a file is judged by its bytes (file-type's magic numbers), never by its name or declared
 * type, against the allow-list of its use. The name's extension must also be one the detected kind uses, so a
 * PNG named `x.html` is refused too: the stored extension decides how `/uploads` serves it. CSV has no magic
 * number: it passes a text check (UTF-8, Windows-1252 or UTF-16 with BOM; no NUL bytes otherwise; not HTML).
 * SVG is refused everywhere: it is XML that may carry script (README "Uploads").
 */
import fs from 'node:fs';
import path from 'node:path';
import { errors } from '@strapi/utils';

/** A kind of file: the MIME type(s) file-type reports for it and the extensions its name may have. */
type Kind = { label: string; detected: string[]; exts: string[] };

const KINDS = {
  jpeg: { label: 'jpg', detected: ['image/jpeg'], exts: ['jpg', 'jpeg', 'jpe'] },
  png: { label: 'png', detected: ['image/png'], exts: ['png'] },
  gif: { label: 'gif', detected: ['image/gif'], exts: ['gif'] },
  webp: { label: 'webp', detected: ['image/webp'], exts: ['webp'] },
  avif: { label: 'avif', detected: ['image/avif'], exts: ['avif'] },
  pdf: { label: 'pdf', detected: ['application/pdf'], exts: ['pdf'] },
  docx: {
    label: 'docx',
    detected: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    exts: ['docx'],
  },
  xlsx: {
    label: 'xlsx',
    detected: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    exts: ['xlsx'],
  },
  pptx: {
    label: 'pptx',
    detected: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    exts: ['pptx'],
  },
  // Word 97-2003, Excel and PowerPoint share the OLE2 container; file-type names only the container.
  doc: { label: 'doc', detected: ['application/x-cfb'], exts: ['doc'] },
  officeOle: { label: 'xls, ppt', detected: ['application/x-cfb'], exts: ['xls', 'ppt'] },
  odf: {
    label: 'odt, ods, odp',
    detected: [
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
    ],
    exts: ['odt', 'ods', 'odp'],
  },
  rtf: { label: 'rtf', detected: ['application/rtf'], exts: ['rtf'] },
  mp3: { label: 'mp3', detected: ['audio/mpeg'], exts: ['mp3'] },
  m4a: { label: 'm4a', detected: ['audio/mp4', 'audio/x-m4a'], exts: ['m4a'] },
  wav: { label: 'wav', detected: ['audio/wav', 'audio/vnd.wave'], exts: ['wav'] },
  oga: { label: 'ogg', detected: ['audio/ogg', 'audio/opus', 'application/ogg'], exts: ['ogg', 'oga', 'opus'] },
  flac: { label: 'flac', detected: ['audio/flac', 'audio/x-flac'], exts: ['flac'] },
  mp4: { label: 'mp4', detected: ['video/mp4'], exts: ['mp4', 'm4v'] },
  webm: { label: 'webm', detected: ['video/webm'], exts: ['webm'] },
  mov: { label: 'mov', detected: ['video/quicktime'], exts: ['mov'] },
  // No magic number: checked as text (see textFailure).
  csv: { label: 'csv', detected: ['text/csv'], exts: ['csv', 'txt', 'tsv'] },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;
const IMAGE: KindName[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];
const AUDIO: KindName[] = ['mp3', 'm4a', 'wav', 'oga', 'flac'];
const VIDEO: KindName[] = ['mp4', 'webm', 'mov'];
const DOCUMENT: KindName[] = ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'officeOle', 'odf', 'rtf'];

/** The uses and what each accepts. */
export const USES = {
  image: IMAGE,
  audio: AUDIO,
  video: VIDEO,
  document: DOCUMENT,
  cv: ['pdf', 'doc', 'docx'] as KindName[],
  import: ['csv', 'xlsx'] as KindName[],
  /** A file field of a public form (docs/forms.md): images and office documents, no audio, video or CSV. */
  form: [...IMAGE, ...DOCUMENT] as KindName[],
  media: [...IMAGE, ...AUDIO, ...VIDEO, ...DOCUMENT, 'csv'] as KindName[],
} satisfies Record<string, KindName[]>;
export type UploadUse = keyof typeof USES;

/** MIME types stored for a kind whose detection is shared (OLE2) or absent (CSV). */
const STORED_MIME: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv',
  txt: 'text/plain',
  tsv: 'text/tab-separated-values',
};

/** Media served inline from `/uploads` (by stored extension); everything else is an attachment. */
export const INLINE_EXTENSIONS = new Set([...IMAGE, ...AUDIO, ...VIDEO].flatMap((k) => KINDS[k].exts));

const HEAD_BYTES = 4100;
const TEXT_SAMPLE = 64 * 1024;

export const allowedLabel = (use: UploadUse) => labelOf(USES[use]);

export function refuseFileType(types: string, fileName?: string): never {
  throw new errors.ValidationError(`File type not allowed${fileName ? ` (${fileName})` : ''}. Allowed: ${types}.`, {
    code: 'file_type_not_allowed',
    // `types` at the top for the console's toast (%{types}), in `params` like the field refusals.
    types,
    params: { types },
  });
}

const hasBom = (b: Buffer) =>
  (b[0] === 0xff && b[1] === 0xfe) ||
  (b[0] === 0xfe && b[1] === 0xff) ||
  (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf);

/** Why a sample is not plain text, or null: NUL bytes (unless UTF-16 with BOM) or markup a browser would run. */
export function textFailure(sample: Buffer): string | null {
  const utf16 = hasBom(sample) && sample[0] !== 0xef;
  const text = utf16
    ? new TextDecoder(sample[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(sample)
    : sample.toString('latin1');
  if (!utf16 && sample.includes(0)) return 'binary';
  if (
    /^\s*(\ufeff|ï»¿)?\s*</.test(text) ||
    /<\s*(script|html|body|iframe|svg|object|embed|\?xml|!doctype)\b/i.test(text)
  )
    return 'markup';
  return null;
}

async function readHead(filepath: string, bytes: number): Promise<Buffer> {
  const fd = await fs.promises.open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await fd.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await fd.close();
  }
}

// file-type is ESM only; Node >= 22.12 (our engines) loads it with require().
type Detector = (data: Uint8Array) => Promise<{ mime: string } | undefined>;
let detector: Detector | null = null;
const detect = (data: Buffer) => {
  // A static import would compile to a require() at load time too; this one waits for the first upload.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fileTypeFromBuffer = (detector ??= require('file-type').fileTypeFromBuffer as Detector);
  return fileTypeFromBuffer(new Uint8Array(data));
};

export type UploadFile = {
  filepath?: string;
  path?: string;
  buffer?: Buffer;
  originalFilename?: string | null;
  name?: string;
};
export type Verdict = { mime: string; ext: string };

const nameOf = (file: UploadFile) => String(file.originalFilename ?? file.name ?? '');
const extOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** What the file is and whether `use` accepts it; refuses with 400 `file_type_not_allowed` otherwise. */
export async function check(file: UploadFile, use: UploadUse): Promise<Verdict> {
  const name = nameOf(file);
  const ext = extOf(name);
  const filepath = file.filepath ?? file.path;
  const head = filepath
    ? await readHead(filepath, Math.max(HEAD_BYTES, TEXT_SAMPLE))
    : (file.buffer ?? Buffer.alloc(0));
  if (head.length === 0) refuseFileType(allowedLabel(use), name);
  const isText = !textFailure(head.subarray(0, TEXT_SAMPLE));
  // A text BOM (FF FE) looks like an MPEG audio frame to file-type: text with a BOM is text.
  const detected =
    isText && hasBom(head)
      ? 'text/csv'
      : ((await detect(head.subarray(0, HEAD_BYTES)))?.mime ?? (isText ? 'text/csv' : null));
  const kind = detected
    ? USES[use].find((k) => (KINDS[k] as Kind).detected.includes(detected) && KINDS[k].exts.includes(ext))
    : undefined;
  if (!kind) refuseFileType(allowedLabel(use), name);
  return { mime: STORED_MIME[ext] ?? detected!, ext };
}

/** True when a stored file's MIME type (set from its bytes at upload) is one of `kinds`. */
export function storedFits(file: { mime?: string | null; ext?: string | null }, kinds: readonly KindName[]): boolean {
  const ext = String(file.ext ?? '')
    .replace(/^\./, '')
    .toLowerCase();
  const mime = String(file.mime ?? '');
  return kinds.some(
    (k) => KINDS[k].exts.includes(ext) && ((KINDS[k] as Kind).detected.includes(mime) || STORED_MIME[ext] === mime),
  );
}

const ALLOWED_TYPE_KINDS: Record<string, KindName[]> = {
  images: IMAGE,
  audios: AUDIO,
  videos: VIDEO,
  files: [...DOCUMENT, 'csv'],
};

/** The kinds a media attribute accepts by its `allowedTypes` (Strapi's images, files, videos, audios; none = all). */
export function kindsOfAllowedTypes(allowedTypes: string[] | undefined | null): KindName[] {
  if (!allowedTypes?.length) return USES.media;
  return allowedTypes.flatMap((t) => ALLOWED_TYPE_KINDS[t] ?? []);
}

export const labelOf = (kinds: readonly KindName[]) => [...new Set(kinds.map((k) => KINDS[k].label))].join(', ');
