/**
 * Replies to our SMS, as the gateway posts them to `POST /api/sms/inbound` (docs/sms.md "Replies and
 * STOP"). A STOP reply (`isStopReply`) suppresses the sending number in `sms_suppressions` and writes a
 * `profile` log entry for each profile with that number (or one without a subject when no profile has
 * it), in one transaction; the same STOP again changes nothing. Other replies are ignored.
 */
import { isStopReply, msisdnToE164, normalisePhone } from '@newsroom/config';
import { dbModel } from '../db-model';
import { suppress } from './suppressions';
import type { LogWrite } from '../../api/log-entry/services/log-entry';
import type { Row, Strapi, Trx } from '../../strapi-types';

export type InboundReply = { from: string; text: string };

const FROM_FIELDS = ['originator', 'from', 'sender', 'msisdn'];
const TEXT_FIELDS = ['body', 'text', 'message', 'payload'];

const first = (source: unknown, fields: string[]): string | null => {
  if (!source || typeof source !== 'object') return null;
  for (const field of fields) {
    const value = (source as Row)[field];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
};

/**
 * The sender (E.164) and text of a reply: JSON or form fields `originator` (or `from`, `sender`, `msisdn`)
 * and `body` (or `text`, `message`, `payload`), in the body or else the query. Null when either is missing
 * or the sender is no phone number.
 */
export function inboundReply(body: unknown, query: unknown): InboundReply | null {
  const rawFrom = first(body, FROM_FIELDS) ?? first(query, FROM_FIELDS);
  const text = first(body, TEXT_FIELDS) ?? first(query, TEXT_FIELDS);
  const from = rawFrom ? msisdnToE164(rawFrom) : null;
  return from && text != null ? { from, text: text.slice(0, 2000) } : null;
}

/**
 * The profiles whose phone number is this one. Profiles keep the number as typed, so candidates are found
 * by the number's last 8 digits with separators removed in SQL, then compared normalised.
 */
export async function profilesWithPhone(strapi: Strapi, phone: string): Promise<{ id: number; documentId: string }[]> {
  const meta = dbModel(strapi, 'api::profile.profile');
  const column = meta.column('phoneNumber');
  let stripped = '??';
  for (let i = 0; i < 6; i++) stripped = `replace(${stripped}, ?, '')`;
  const rows: Row[] = await strapi.db
    .connection(meta.table)
    .select('id', `${meta.column('documentId')} as documentId`, `${column} as phone`)
    .whereNotNull(column)
    .whereRaw(`${stripped} like ?`, [column, ' ', '-', '.', '(', ')', '/', `%${phone.slice(-8)}`]);
  return rows
    .filter((row) => normalisePhone(row.phone) === phone)
    .map((row) => ({ id: row.id, documentId: row.documentId }));
}

/** Reads a reply: a STOP suppresses the number. Answers what was done (the webhook answers the same anyway). */
export async function receiveReply(
  strapi: Strapi,
  reply: InboundReply,
): Promise<{ stopped: boolean; profiles: number }> {
  if (!isStopReply(reply.text)) return { stopped: false, profiles: 0 };
  const profiles = await profilesWithPhone(strapi, reply.from);
  const keyword = reply.text.trim().slice(0, 60);
  const note = `Replied "${keyword}" by SMS from ${reply.from}: no more SMS to this number.`;
  const details = { phone: reply.from, reply: keyword };
  const entries: LogWrite[] = profiles.length
    ? profiles.map((p) => ({
        type: 'profile',
        action: 'sms_opt_out',
        subject: { type: 'profile', id: p.documentId },
        note,
        details,
      }))
    : [{ type: 'profile', action: 'sms_opt_out', note, details }];
  const stopped = await strapi.db.transaction(async ({ trx }: { trx: Trx }) => {
    if (!(await suppress(trx, reply.from, keyword))) return false;
    await strapi.service('api::log-entry.log-entry').writeMany(entries);
    return true;
  });
  return { stopped, profiles: profiles.length };
}
