import crypto from 'node:crypto';

/**
 * Document ids in the shape of Strapi's (cuid2: 24 lower-case letters and digits, starting with a
 * letter): a letter, the time in base 36, a counter, then 12 random characters. Strapi's cuid2 hashes with
 * SHA-3 for every id (a sixth of an import's time at 100,000 rows) and spreads new ids over the whole
 * document-id index; these grow with time, so a million new rows are appended at the index's end instead
 * of touching a random page each. The random part keeps them unguessable.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
let pool = Buffer.alloc(0);
let offset = 0;
let lastMs = 0;
let counter = 0;
export function randomDocumentId(now = Date.now()): string {
  if (now !== lastMs) {
    lastMs = now;
    counter = 0;
  }
  counter = (counter + 1) % 36 ** 3;
  if (offset + 12 > pool.length) {
    pool = crypto.randomBytes(12 * 8192);
    offset = 0;
  }
  let id = 'i' + now.toString(36).padStart(8, '0').slice(-8) + counter.toString(36).padStart(3, '0');
  for (let i = 0; i < 12; i++) id += ALPHABET[pool[offset + i] % 36];
  offset += 12;
  return id;
}
