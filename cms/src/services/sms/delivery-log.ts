/**
 * The delivery log, `api::sms-message.sms-message` (docs/sms.md): one row per reference, made before a
 * message leaves (its unique index `sms_messages_reference_uq` is what makes a send exactly once) and
 * updated with the outcome. Every query runs in the caller's transaction when there is one (Strapi's
 * transaction context), else in its own: on SQLite a second connection would wait for the caller's.
 */
import { smsSegments, smsTextFailure, isSmsOriginator, normalisePhone, type SmsFailureCode } from '@newsroom/config';
import { dbModel } from '../db-model';
import { randomDocumentId } from '../document-ids';
import { isSuppressed } from './suppressions';
import { failure, type SmsMessage, type SmsSendResult } from './types';
import type { Row, Strapi, Trx } from '../../strapi-types';

export const SMS_MESSAGE_UID = 'api::sms-message.sms-message';
const REFERENCE_MAX = 100;

export type SmsRow = {
  id: number;
  reference: string;
  status: 'stored' | 'sending' | 'sent' | 'failed';
  providerId: string | null;
  attempts: number | null;
  error: string | null;
};

/** A query in the caller's transaction, or in one of its own. */
export const inTransaction = async <T>(strapi: Strapi, work: (trx: Trx) => Promise<T>): Promise<T> =>
  (await strapi.db.transaction(({ trx }: { trx: Trx }) => work(trx))) as T;

/** Why a message cannot be sent as it is (before anything is stored), or null; `from` filled in. */
export function refusal(message: SmsMessage, defaultFrom: string): Extract<SmsSendResult, { ok: false }> | null {
  if (typeof message.reference !== 'string' || !message.reference || message.reference.length > REFERENCE_MAX)
    throw new Error(`An SMS needs a reference of 1-${REFERENCE_MAX} characters.`);
  if (typeof message.to !== 'string' || normalisePhone(message.to) !== message.to)
    return failure('sms_phone_invalid', true, `Not a phone number in E.164: ${String(message.to).slice(0, 40)}`);
  const text = smsTextFailure(message.text);
  if (text)
    return failure(text, true, text === 'sms_text_empty' ? 'The message is empty.' : 'The message is too long.');
  if (!isSmsOriginator(message.from || defaultFrom))
    return failure('sms_originator_invalid', true, `Not a valid SMS sender: ${message.from || defaultFrom}`);
  return null;
}

/** The stored outcome of a reference sent before: the first providerId, or its permanent failure. */
export function earlierResult(row: SmsRow): SmsSendResult | null {
  if ((row.status === 'stored' || row.status === 'sent') && row.providerId)
    return { ok: true, providerId: row.providerId };
  if (row.status === 'failed') {
    const [, code, text] = /^(sms_[a-z_]+): ?(.*)$/s.exec(row.error ?? '') ?? [];
    return failure((code as SmsFailureCode) || 'sms_rejected', true, text || row.error || 'Refused earlier.');
  }
  return null; // sending: the outcome of the earlier attempt is not known
}

/** `code: text` as stored in the row's `error`, so earlierResult can give the code back. */
export const storedError = (result: Extract<SmsSendResult, { ok: false }>) =>
  `${result.code ?? 'sms_rejected'}: ${result.error}`.slice(0, 500);

const pick = (row: Row | null | undefined): SmsRow | null =>
  row
    ? {
        id: row.id,
        reference: row.reference,
        status: row.status,
        providerId: row.providerId ?? null,
        attempts: row.attempts ?? 0,
        error: row.error ?? null,
      }
    : null;

export async function findByReference(strapi: Strapi, reference: string): Promise<SmsRow | null> {
  return pick(await strapi.db.query(SMS_MESSAGE_UID).findOne({ where: { reference } }));
}

/**
 * The row of a reference: made now (`inserted`) with the given status, or the one an earlier send made
 * (INSERT ... ON CONFLICT DO NOTHING on the unique reference, so two sends at once make one row).
 */
export async function claimReference(
  strapi: Strapi,
  message: SmsMessage,
  fields: { from: string; provider: 'outbox' | 'http'; status: SmsRow['status']; providerId?: string },
): Promise<{ row: SmsRow; inserted: boolean }> {
  const meta = dbModel(strapi, SMS_MESSAGE_UID);
  const c = (name: string) => meta.column(name);
  const segments = smsSegments(message.text);
  const now = new Date();
  const inserted = await inTransaction(strapi, async (trx) => {
    const rows = await trx(meta.table)
      .insert({
        [c('documentId')]: randomDocumentId(),
        [c('reference')]: message.reference,
        [c('to')]: message.to,
        [c('from')]: fields.from,
        [c('text')]: message.text,
        [c('parts')]: segments.parts,
        [c('encoding')]: segments.encoding,
        [c('status')]: fields.status,
        [c('provider')]: fields.provider,
        [c('providerId')]: fields.providerId ?? null,
        [c('attempts')]: 0,
        [c('sentAt')]: fields.status === 'stored' ? now : null,
        [c('createdAt')]: now,
        [c('updatedAt')]: now,
        [c('publishedAt')]: now,
      })
      .onConflict(c('reference'))
      .ignore()
      .returning('id');
    return rows.length > 0;
  });
  const row = await findByReference(strapi, message.reference);
  if (!row) throw new Error(`The SMS ${message.reference} was not stored.`);
  return { row, inserted };
}

/** The outcome of an attempt on the row (status, providerId, error; attempts counted). */
export async function recordAttempt(
  strapi: Strapi,
  row: SmsRow,
  patch: { status: SmsRow['status']; providerId?: string | null; error?: string | null },
) {
  await strapi.db.query(SMS_MESSAGE_UID).update({
    where: { id: row.id },
    data: {
      status: patch.status,
      ...(patch.providerId === undefined ? {} : { providerId: patch.providerId }),
      error: patch.error ?? null,
      attempts: (row.attempts ?? 0) + 1,
      ...(patch.status === 'sent' ? { sentAt: new Date() } : {}),
    },
  });
}

/** The opt-out check every provider makes before a first send (docs/sms.md "Opt-out"). */
export async function optedOut(strapi: Strapi, to: string) {
  return (await isSuppressed(strapi, to))
    ? failure('sms_opted_out', true, `${to} replied STOP; nothing is sent to it.`)
    : null;
}
