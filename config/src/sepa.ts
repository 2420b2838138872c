/**
 * SEPA direct debit (issue #19): the creditor identifier's check, the character set and lengths SEPA files
 * allow, and amounts as the schema writes them. Used by the channel's rules (creditor identifier), the
 * mandate rules (reference) and the pain.008 batch file (cms/src/services/sepa/pain008.ts).
 */

/** ISO 7064 MOD 97-10 of a string of digits and letters (A = 10 ... Z = 35), as IBANs and creditor ids use. */
export function mod97(text: string): number {
  let rest = 0;
  for (const char of text.toUpperCase()) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/**
 * A SEPA creditor identifier (e.g. NL98ZZZ999999990000): country, two check digits, a three-character
 * business code (not part of the check), and the national identifier. The check digits make
 * national id + country + "00" leave 1 after MOD 97-10 (EPC262-08).
 */
export function isValidCreditorId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const id = value.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!match || id.length > 35) return false;
  const [, country, check, national] = match;
  return mod97(`${national}${country}${check}`) === 1;
}

/** The characters every SEPA bank accepts (EPC's Latin set); anything else is transliterated or replaced. */
const SEPA_CHAR = /[A-Za-z0-9/\-?:().,'+ ]/;

/**
 * Text for a SEPA file: accents dropped (é → e), `&` as `+`, other characters outside the set as a space,
 * spaces collapsed, cut to `max` characters.
 */
export function sepaText(value: unknown, max: number): string {
  const plain = String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/&/g, '+');
  const kept = [...plain].map((char) => (SEPA_CHAR.test(char) ? char : ' ')).join('');
  return kept.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** A mandate reference or end-to-end id: 1-35 of the set, no spaces, not starting or ending with `/`, no `//`. */
export const SEPA_REFERENCE_RE = /^(?!\/)(?!.*\/\/)[A-Za-z0-9/\-?:().,'+]{1,35}(?<!\/)$/;
export const isSepaReference = (value: unknown) => typeof value === 'string' && SEPA_REFERENCE_RE.test(value);

/** Cents as the schema's decimal (two decimals, a dot). */
export const sepaAmount = (cents: number) => {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > 99_999_999_999)
    throw new RangeError(`A direct debit is 0.01 to 999999999.99: ${cents} cents`);
  return (cents / 100).toFixed(2);
};

/** FRST for the first collection under a mandate, RCUR after it (SEPA Core since 2016 allows RCUR for all). */
export const SEPA_SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;
export type SepaSequenceType = (typeof SEPA_SEQUENCE_TYPES)[number];
