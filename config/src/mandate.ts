// SEPA core mandates (issue #19; SPEC sections 3 "Customer", 5 "Mandate: the signature is generated from the
// signer's name", "IBAN is required for direct debit"). Shared by the CMS (authority) and the console (comfort).
import { compactCode, isValidIban } from './sales';
import { isSepaReference } from './sepa';
import { rules, validateFields, type FieldFailure, type Rule } from './validation';

export const MANDATE_STATUSES = ['ACTIVE', 'REVOKED'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
/** Set by the mandate's own steps (revoke, a successful collection, the payment provider): refused in a request. */
export const MANDATE_SERVER_OWNED = [
  'signature',
  'sequenceType',
  'status',
  'revokedAt',
  'firstCollectedAt',
  'providerMandateId',
] as const;
/** A mandate reference (SEPA MndtId): at most 35 of SEPA's reference characters. */
export const MANDATE_REFERENCE_MAX = 35;
export const MANDATE_SIGNER_MAX = 140;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
const BIC_RE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const isValidBic = (value: unknown) => typeof value === 'string' && BIC_RE.test(compactCode(value) as string);

export const MANDATE_RULES: Record<string, Rule[]> = {
  /** SPEC 5: "IBAN is required for direct debit". */
  iban: [(v) => (empty(v) ? { code: 'ibanRequired' } : isValidIban(v) ? null : { code: 'iban' })],
  bic: [(v) => (empty(v) || isValidBic(v) ? null : { code: 'bic' })],
  reference: [(v) => (empty(v) || isSepaReference(v) ? null : { code: 'sepaReference' })],
  signedBy: [rules.required, rules.maxLength(MANDATE_SIGNER_MAX)],
  signatureDate: [rules.required, rules.date],
};

/**
 * Every rule of a mandate as it will be stored; `today` is the Amsterdam day (YYYY-MM-DD): a mandate
 * cannot be signed in the future.
 */
export function mandateFailures(mandate: Record<string, unknown>, today: string): FieldFailure[] {
  const failures: FieldFailure[] = validateFields(mandate, MANDATE_RULES);
  if (!failures.some((f) => f.path[0] === 'signatureDate') && String(mandate.signatureDate) > today)
    failures.push({ path: ['signatureDate'], code: 'futureDate' });
  return failures;
}

/** Dutch name particles written in lower case inside a name ("Jan van der Berg"). */
const PARTICLES = new Set(['van', 'de', 'der', 'den', 'het', "'t", 'ten', 'ter', 'te', 'in', 'op', 'von', 'du', 'la']);

/**
 * The signature the server generates from the signer's name (SPEC 5), decided in docs/subscriptions.md
 * "Mandates": the name as it is signed, normalised (spaces collapsed, each part capitalised except the
 * particles inside the name), rendered in a script face on the mandate PDF and in the console. It is a
 * rendering of who signed, not a cryptographic signature.
 */
export function mandateSignature(signedBy: unknown): string {
  const words = String(signedBy ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s.'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((word, i) => {
      const lower = word.toLocaleLowerCase('nl');
      if (i > 0 && i < words.length - 1 && PARTICLES.has(lower)) return lower;
      return lower.replace(/(^|[-.'])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase('nl'));
    })
    .join(' ')
    .slice(0, MANDATE_SIGNER_MAX);
}

/** A base for generated references: the debtor id in SEPA's reference characters, else C + the customer's id. */
export function mandateReferenceBase(customer: { id?: unknown; debtorId?: unknown }): string {
  const debtor = String(customer.debtorId ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .toUpperCase()
    .slice(0, 24);
  return debtor || `C${String(customer.id)}`;
}

/** The n-th generated reference of a customer: `D1001-M3` (base, M, a sequence). */
export const mandateReference = (base: string, n: number) => `${base}-M${n}`.slice(0, MANDATE_REFERENCE_MAX);

/** An IBAN as the invoice PDF prints it: all but the last 4 characters masked ("NL** **** **** **43 00"). */
export function maskIban(iban: unknown): string {
  const compact = String(compactCode(iban) ?? '');
  if (compact.length <= 4) return compact;
  const masked = compact.slice(0, 2) + '*'.repeat(compact.length - 6) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a DIRECT_DEBIT invoice was collected under (its snapshot's `directDebit`, printed and in the UBL). */
export type DirectDebitTerms = {
  mandateReference: string;
  signatureDate: string;
  creditorId: string;
  iban: string;
  bic: string;
};

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/** The direct-debit terms of the snapshot, for a DIRECT_DEBIT invoice that kept them (older ones did not). */
export function directDebitOf(
  paymentMethod: unknown,
  terms: Record<string, unknown> | null | undefined,
): DirectDebitTerms | null {
  if (paymentMethod !== 'DIRECT_DEBIT' || !terms || !text(terms.mandateReference)) return null;
  return {
    mandateReference: text(terms.mandateReference),
    signatureDate: text(terms.signatureDate),
    creditorId: text(terms.creditorId),
    iban: text(terms.iban),
    bic: text(terms.bic),
  };
}
