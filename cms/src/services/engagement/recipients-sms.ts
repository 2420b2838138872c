/**
 * Fixing an SMS campaign's recipients when its send starts (docs/sms.md "Campaigns"), in the chunked, resumable
 * shape of ./recipients.ts: per chunk of the segment's profiles (by profile id, after the job's checkpoint) that
 * have a phone number, are opted in, not blocked and under the frequency cap. Profiles keep `phoneNumber` as
 * typed, so the chunk is read and normalised here (`normalisePhone`, default country NL): numbers that are none
 * are left out, and so are numbers in `sms_suppressions` (STOP). One row per E.164 number in
 * `campaign_recipients` (its `email` column holds the number): the unique (campaign_id, email) index with
 * ON CONFLICT DO NOTHING keeps the first profile of a number, also across chunks and when a chunk runs again.
 * Everything runs in the job's chunk transaction, so the rows commit with the checkpoint.
 */
import type { Knex } from 'knex';
import { normalisePhone } from '@newsroom/config';
import { segmentMatch } from '../../api/segment/services/compile';
import { dbModel } from '../db-model';
import { SMS_SUPPRESSIONS } from '../sms/suppressions';
import type { Strapi } from '../../strapi-types';
import { RECIPIENTS } from './claims';
import { underCap, type FixChunk } from './recipients';

/** Rows per INSERT and numbers per suppression look-up (within SQLite's parameter limit). */
const BATCH = 200;

export async function fixSmsRecipientsChunk(
  strapi: Strapi,
  trx: Knex.Transaction,
  { campaignId, rules, now, after, limit, cap = null }: FixChunk,
): Promise<{ last: number | null; added: number }> {
  const profile = dbModel(strapi, 'api::profile.profile');
  const phone = `p.${profile.column('phoneNumber')}`;
  const blocked = `p.${profile.column('blocked')}`;
  const query = segmentMatch(strapi, trx, rules, { now })
    .clearSelect()
    .select('p.id as id', `${phone} as phone`)
    .where('p.id', '>', after)
    .whereNotNull(phone)
    .andWhere(phone, '<>', '')
    .andWhere((q) => q.where(blocked, false).orWhereNull(blocked))
    .andWhere(`p.${profile.column('optIn')}`, true)
    .orderBy('p.id')
    .limit(limit);
  const profiles: { id: number | string; phone: string }[] = await underCap(query, now, cap);
  if (!profiles.length) return { last: null, added: 0 };
  const last = Number(profiles[profiles.length - 1].id);

  // First profile (lowest id) per number; the index keeps earlier chunks' numbers.
  const byNumber = new Map<string, number>();
  for (const row of profiles) {
    const e164 = normalisePhone(row.phone);
    if (e164 && !byNumber.has(e164)) byNumber.set(e164, Number(row.id));
  }
  const numbers = [...byNumber.keys()];
  for (let i = 0; i < numbers.length; i += BATCH) {
    const found = await trx(SMS_SUPPRESSIONS)
      .select('phone')
      .whereIn('phone', numbers.slice(i, i + BATCH));
    for (const row of found) byNumber.delete(row.phone);
  }

  const rows = [...byNumber].map(([number, profileId]) => ({
    campaign_id: campaignId,
    profile_id: profileId,
    email: number,
    state: 'pending',
  }));
  let added = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await trx(RECIPIENTS)
      .insert(rows.slice(i, i + BATCH))
      .onConflict(['campaign_id', 'email'])
      .ignore()
      .returning('id');
    added += inserted.length;
  }
  return { last, added };
}
