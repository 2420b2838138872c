import { describe, expect, it } from 'vitest';
import {
  directDebitOf,
  isValidBic,
  mandateFailures,
  mandateReference,
  mandateReferenceBase,
  mandateSignature,
  maskIban,
} from './mandate';
import { isSepaReference } from './sepa';

const codes = (failures: { path: (string | number)[]; code: string }[]) =>
  Object.fromEntries(failures.map((f) => [f.path.join('.'), f.code]));

describe('mandate rules', () => {
  const valid = { signedBy: 'Jan de Vries', signatureDate: '2026-11-26', iban: 'NL91 ABNA 0417 1643 00' };

  it('accepts a signed mandate with a valid IBAN, with or without BIC and reference', () => {
    expect(mandateFailures(valid, '2026-11-26')).toEqual([]);
    expect(mandateFailures({ ...valid, bic: 'abnanl2a', reference: 'MND-1/2026' }, '2026-11-26')).toEqual([]);
  });

  it('names each failure: IBAN required or invalid, BIC, reference characters, the signer, a future date', () => {
    expect(codes(mandateFailures({ ...valid, iban: ' ' }, '2026-11-26'))).toEqual({ iban: 'ibanRequired' });
    expect(
      codes(
        mandateFailures(
          { iban: 'NL91ABNA0417164301', bic: 'ABNANL', reference: 'MND 1', signedBy: '', signatureDate: '2026-11-27' },
          '2026-11-26',
        ),
      ),
    ).toEqual({
      iban: 'iban',
      bic: 'bic',
      reference: 'sepaReference',
      signedBy: 'required',
      signatureDate: 'futureDate',
    });
    expect(codes(mandateFailures({ ...valid, signatureDate: '2026-02-30' }, '2026-11-26'))).toEqual({
      signatureDate: 'date',
    });
    expect(isValidBic('INGBNL2AXXX')).toBe(true);
    expect(isValidBic('INGB')).toBe(false);
  });
});

describe('generated signature and reference', () => {
  it('writes the signer’s name as it is signed: capitals, Dutch particles inside the name lower case', () => {
    expect(mandateSignature('  jan  VAN der berg ')).toBe('Jan van der Berg');
    expect(mandateSignature("anne-marie o'neill")).toBe("Anne-Marie O'Neill");
    expect(mandateSignature('De Vries')).toBe('De Vries');
    expect(mandateSignature('Émile <script>Zola')).toBe('Émile Script Zola');
  });

  it('makes SEPA references from the debtor id, else the customer id', () => {
    expect(mandateReference(mandateReferenceBase({ id: 7, debtorId: 'D 10.001' }), 2)).toBe('D10001-M2');
    expect(mandateReference(mandateReferenceBase({ id: 7, debtorId: null }), 1)).toBe('C7-M1');
    const long = mandateReference(mandateReferenceBase({ id: 7, debtorId: 'x'.repeat(60) }), 99);
    expect(long.length).toBeLessThanOrEqual(35);
    expect(isSepaReference(long)).toBe(true);
  });
});

describe('direct-debit terms', () => {
  it('masks the IBAN except its country and last four characters', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL** **** **** **43 00');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE** **** **** **** **30 00');
  });

  it('are read from the snapshot of a DIRECT_DEBIT invoice only', () => {
    const terms = { mandateReference: 'M-1', signatureDate: '2026-01-31', creditorId: 'X', iban: 'NL', bic: null };
    expect(directDebitOf('DIRECT_DEBIT', terms)).toMatchObject({ mandateReference: 'M-1', bic: '' });
    expect(directDebitOf('CREDIT', terms)).toBeNull();
    expect(directDebitOf('DIRECT_DEBIT', null)).toBeNull();
  });
});
