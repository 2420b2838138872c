import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugify } from './slug';
import { SLUG_RE } from './validation';

describe('slugify', () => {
  it('makes a slug of a Dutch title: lower case, accents dropped, one dash between words', () => {
    expect(slugify('Nieuws & Cultuur — café')).toBe('nieuws-cultuur-cafe');
    expect(slugify('  Één  ding: België! ')).toBe('een-ding-belgie');
    expect(slugify('ﬁets')).toBe('fiets');
    expect(SLUG_RE.test(slugify('Zó gaat dat, 2026'))).toBe(true);
  });

  it('gives nothing for nothing', () => {
    expect(slugify('')).toBe('');
    expect(slugify(null)).toBe('');
    expect(slugify('—!?')).toBe('');
  });

  it('cuts at the given length without leaving a dash at the cut, and is unlimited otherwise', () => {
    const long = `${'a'.repeat(SLUG_MAX - 1)} bcd`;
    expect(slugify(long, SLUG_MAX)).toBe('a'.repeat(SLUG_MAX - 1));
    expect(slugify(long)).toBe(`${'a'.repeat(SLUG_MAX - 1)}-bcd`);
  });
});
