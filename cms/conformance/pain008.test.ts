// SEPA direct-debit batch files (issue #19) against the ISO 20022 pain.008.001.02 schema in shared/validators
// (`validate-pain008`, xmllint): first and recurring collections, names outside SEPA's character set, an
// IBAN-only debtor. A file with a required element removed must fail, so the check is known to bite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { batchFailures, pain008, type DirectDebitBatch } from '../src/services/sepa/pain008';
import { validatorsDir } from './validators';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-pain008-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function validate(name: string, xml: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, xml);
  const run = spawnSync(path.join(validatorsDir(), 'validate-pain008'), [file], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

const batch: DirectDebitBatch = {
  messageId: 'DD-2026-12-01-0001',
  createdAt: new Date('2026-11-25T10:15:00Z'),
  collectionDate: '2026-12-01',
  creditor: {
    name: 'Uitgeverij De Krant B.V.',
    iban: 'NL91 ABNA 0417 1643 00',
    bic: 'ABNANL2A',
    creditorId: 'NL69ZZZ123456780000',
  },
  collections: [
    {
      endToEndId: 'INV2026-0042',
      amountCents: 1995,
      mandateId: 'MANDAAT-0001',
      mandateSignedOn: '2026-11-20',
      sequence: 'FRST',
      debtorName: 'Renée Ærts & Zn',
      debtorIban: 'NL39RABO0300065264',
      debtorBic: 'RABONL2U',
      remittance: 'Factuur INV2026-0042, abonnement december',
    },
    {
      endToEndId: 'INV2026-0043',
      amountCents: 119_88,
      mandateId: 'MANDAAT-0002',
      mandateSignedOn: '2025-01-31',
      sequence: 'RCUR',
      debtorName: 'J. de Vries',
      debtorIban: 'DE89370400440532013000',
      remittance: 'Factuur INV2026-0043',
    },
  ],
};

describe('pain.008.001.02', () => {
  it('writes a batch the schema accepts, with a block per sequence type and the control sums', () => {
    const xml = pain008(batch);
    const result = validate('batch.xml', xml);
    expect(result, result.output).toMatchObject({ status: 0 });
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<SeqTp>RCUR</SeqTp>');
    expect(xml).toContain('<CtrlSum>139.83</CtrlSum>');
    expect(xml).toContain('<Nm>Renee rts + Zn</Nm>');
    expect(xml).toContain('<Id>NOTPROVIDED</Id>');
  });

  it('the schema check refuses a file without a required element', () => {
    const broken = pain008(batch).replace(/<ReqdColltnDt>[^<]*<\/ReqdColltnDt>/, '');
    expect(validate('broken.xml', broken).status).toBe(1);
  });

  it('names what is wrong instead of writing a file the bank refuses', () => {
    const bad = {
      ...batch,
      creditor: { ...batch.creditor, creditorId: 'NL00ZZZ123456780000' },
      collections: [{ ...batch.collections[0], debtorIban: 'NL00RABO0300065264', amountCents: 0 }],
    };
    expect(batchFailures(bad)).toEqual([
      'creditor.creditorId',
      'collections.0.debtorIban',
      'collections.0.amountCents',
    ]);
    expect(() => pain008(bad)).toThrow(/creditor\.creditorId/);
  });
});
