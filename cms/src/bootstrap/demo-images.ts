/** Cover images for demo content, drawn here (a two-colour gradient PNG) so nothing is downloaded. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE = [
  [
    [64, 81, 137],
    [10, 179, 156],
  ],
  [
    [240, 101, 72],
    [247, 184, 75],
  ],
  [
    [41, 156, 219],
    [64, 81, 137],
  ],
  [
    [10, 179, 156],
    [247, 184, 75],
  ],
  [
    [118, 75, 162],
    [240, 101, 72],
  ],
  [
    [33, 37, 41],
    [41, 156, 219],
  ],
];

/** Uploads a handful of covers through the upload plugin (so formats are made) and returns their ids. */
export async function uploadDemoCovers(strapi, count = PALETTE.length): Promise<number[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-covers-'));
  const ids: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const [from, to] = PALETTE[i % PALETTE.length];
      const filepath = path.join(dir, `omslag-${i + 1}.png`);
      fs.writeFileSync(filepath, gradientPng(1200, 675, from, to));
      const [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { alternativeText: `Demo-omslag ${i + 1}` } },
          files: {
            filepath,
            originalFilename: `omslag-${i + 1}.png`,
            mimetype: 'image/png',
            size: fs.statSync(filepath).size,
          },
        });
      ids.push(file.id);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return ids;
}
