import { describe, expect, it } from 'vitest';
import { isSepaReference, isValidCreditorId, mod97, sepaAmount, sepaText } from './sepa';

describe('creditor identifier', () => {
  it('accepts the published examples and refuses a changed digit', () => {
    // The Bundesbank's sample identifier, and a Dutch one (KvK number and a 4-digit suffix).
    for (const id of ['DE98ZZZ09999999999', 'NL69ZZZ123456780000', 'nl69 zzz 1234 5678 0000'])
      expect(isValidCreditorId(id), id).toBe(true);
    for (const id of ['DE97ZZZ09999999999', 'NL69ZZZ123456780001', 'NL69', '', null, 'NLXXZZZ123456780000'])
      expect(isValidCreditorId(id), String(id)).toBe(false);
  });

  it('is MOD 97-10 with letters as two digits, as IBANs use', () => {
    expect(mod97('3214282912345698765432161182')).toBe(1); // GB82WEST12345698765432 rearranged
  });
});

describe('SEPA text', () => {
  it('drops accents, writes & as +, replaces other characters and cuts to the length', () => {
    expect(sepaText('Café Ærø & Zn <b>™ straße', 70)).toBe('Cafe r + Zn b strasse');
    expect(sepaText('Jansen-de Vries (Ltd.), 12/3', 70)).toBe('Jansen-de Vries (Ltd.), 12/3');
    expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText(null, 10)).toBe('');
  });

  it('knows a reference when it sees one', () => {
    for (const ok of ['MANDAAT-2026-0001', 'INV2026/0042', 'A']) expect(isSepaReference(ok), ok).toBe(true);
    for (const bad of ['', 'met spatie', '/begin', 'eind/', 'a//b', 'x'.repeat(36), 'é'])
      expect(isSepaReference(bad), bad).toBe(false);
  });

  it('writes amounts with two decimals and refuses none, negative or too large', () => {
    expect(sepaAmount(1)).toBe('0.01');
    expect(sepaAmount(123456)).toBe('1234.56');
    for (const bad of [0, -5, 1.5, 100_000_000_000]) expect(() => sepaAmount(bad)).toThrow(RangeError);
  });
});
