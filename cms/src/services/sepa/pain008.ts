/**
 * A SEPA Core direct-debit batch file, ISO 20022 pain.008.001.02 (issue #19), for a bank without a payment
 * provider: one file per collection date, a payment information block per sequence type (FRST and RCUR
 * may not share one), a transaction per collection with its mandate. Names and texts are cut to SEPA's
 * character set and lengths (config/src/sepa.ts); a bank's BIC is optional (IBAN-only, "NOTPROVIDED").
 * The conformance layer checks the output against the schema (cms/conformance/pain008.test.ts).
 */
import { create } from 'xmlbuilder2';
import {
  isSepaReference,
  isValidCreditorId,
  isValidIban,
  sepaAmount,
  sepaText,
  type SepaSequenceType,
} from '@newsroom/config';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';

export type DirectDebitCollection = {
  /** Unique per collection, kept through to the bank statement (the payment's reference). */
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  /** YYYY-MM-DD. */
  mandateSignedOn: string;
  sequence: SepaSequenceType;
  debtorName: string;
  debtorIban: string;
  debtorBic?: string | null;
  /** What the debtor reads on the statement, e.g. the invoice number. */
  remittance: string;
};

export type DirectDebitBatch = {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD. */
  collectionDate: string;
  creditor: { name: string; iban: string; bic?: string | null; creditorId: string };
  collections: DirectDebitCollection[];
};

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const agent = (bic?: string | null) =>
  bic ? { FinInstnId: { BIC: compact(bic) } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };
const total = (collections: DirectDebitCollection[]) =>
  sepaAmount(collections.reduce((sum, c) => sum + c.amountCents, 0));
/** Local time without a zone, as SEPA's CreDtTm is usually written; seconds, no fraction. */
const timestamp = (at: Date) => at.toISOString().slice(0, 19);

/** Why the batch cannot be written, per field, or [] (the schema would refuse, or the bank would). */
export function batchFailures(batch: DirectDebitBatch): string[] {
  const failures: string[] = [];
  if (!isSepaReference(batch.messageId)) failures.push('messageId');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(batch.collectionDate)) failures.push('collectionDate');
  if (!isValidIban(batch.creditor.iban)) failures.push('creditor.iban');
  if (!isValidCreditorId(batch.creditor.creditorId)) failures.push('creditor.creditorId');
  if (!sepaText(batch.creditor.name, 70)) failures.push('creditor.name');
  if (!batch.collections.length) failures.push('collections');
  batch.collections.forEach((c, i) => {
    if (!isSepaReference(c.endToEndId)) failures.push(`collections.${i}.endToEndId`);
    if (!isSepaReference(c.mandateId)) failures.push(`collections.${i}.mandateId`);
    if (!isValidIban(c.debtorIban)) failures.push(`collections.${i}.debtorIban`);
    if (!sepaText(c.debtorName, 70)) failures.push(`collections.${i}.debtorName`);
    if (!Number.isSafeInteger(c.amountCents) || c.amountCents <= 0) failures.push(`collections.${i}.amountCents`);
  });
  return failures;
}

/** The batch as pain.008.001.02 XML; throws a RangeError naming the fields when it cannot be written. */
export function pain008(batch: DirectDebitBatch): string {
  const failures = batchFailures(batch);
  if (failures.length) throw new RangeError(`The direct-debit batch cannot be written: ${failures.join(', ')}.`);
  const { creditor, collections } = batch;
  const bySequence = (['FRST', 'RCUR'] as const)
    .map((sequence) => ({ sequence, rows: collections.filter((c) => c.sequence === sequence) }))
    .filter((group) => group.rows.length > 0);

  const document = {
    Document: {
      '@xmlns': NAMESPACE,
      CstmrDrctDbtInitn: {
        GrpHdr: {
          MsgId: batch.messageId,
          CreDtTm: timestamp(batch.createdAt),
          NbOfTxs: String(collections.length),
          CtrlSum: total(collections),
          InitgPty: { Nm: sepaText(creditor.name, 70) },
        },
        PmtInf: bySequence.map(({ sequence, rows }) => ({
          PmtInfId: `${batch.messageId.slice(0, 30)}-${sequence}`,
          PmtMtd: 'DD',
          NbOfTxs: String(rows.length),
          CtrlSum: total(rows),
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'CORE' }, SeqTp: sequence },
          ReqdColltnDt: batch.collectionDate,
          Cdtr: { Nm: sepaText(creditor.name, 70) },
          CdtrAcct: { Id: { IBAN: compact(creditor.iban) } },
          CdtrAgt: agent(creditor.bic),
          ChrgBr: 'SLEV',
          CdtrSchmeId: {
            Id: { PrvtId: { Othr: { Id: compact(creditor.creditorId), SchmeNm: { Prtry: 'SEPA' } } } },
          },
          DrctDbtTxInf: rows.map((c) => ({
            PmtId: { EndToEndId: c.endToEndId },
            InstdAmt: { '@Ccy': 'EUR', '#': sepaAmount(c.amountCents) },
            DrctDbtTx: { MndtRltdInf: { MndtId: c.mandateId, DtOfSgntr: c.mandateSignedOn } },
            DbtrAgt: agent(c.debtorBic),
            Dbtr: { Nm: sepaText(c.debtorName, 70) },
            DbtrAcct: { Id: { IBAN: compact(c.debtorIban) } },
            RmtInf: { Ustrd: sepaText(c.remittance, 140) || c.endToEndId },
          })),
        })),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}
