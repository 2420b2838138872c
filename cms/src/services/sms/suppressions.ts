/**
 * SMS opt-outs (`sms_suppressions`, migration `2026.11.28T00.00.00.sms-suppressions`): numbers in E.164
 * that replied STOP. A row means "send this number nothing" (marketing SMS; docs/sms.md "Opt-out").
 */
import type { Strapi, Trx } from '../../strapi-types';

export const SMS_SUPPRESSIONS = 'sms_suppressions';

const run = async <T>(strapi: Strapi, work: (trx: Trx) => Promise<T>): Promise<T> =>
  (await strapi.db.transaction(({ trx }: { trx: Trx }) => work(trx))) as T;

/** Whether the number (E.164) opted out. */
export async function isSuppressed(strapi: Strapi, phone: string): Promise<boolean> {
  return run(strapi, async (trx) => Boolean(await trx(SMS_SUPPRESSIONS).first('phone').where({ phone })));
}

/** The numbers of `phones` (E.164) that opted out, for a sender leaving them out in bulk. */
export async function suppressedAmong(strapi: Strapi, phones: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < phones.length; i += 500) {
    const rows = await run(strapi, (trx) =>
      trx(SMS_SUPPRESSIONS)
        .select('phone')
        .whereIn('phone', phones.slice(i, i + 500)),
    );
    for (const row of rows) found.add(row.phone);
  }
  return found;
}

/**
 * Suppresses the number in the given transaction; true when it is new (a STOP sent again, or the gateway
 * posting the same reply twice, changes nothing).
 */
export async function suppress(trx: Trx, phone: string, keyword: string | null, now = new Date()): Promise<boolean> {
  const rows = await trx(SMS_SUPPRESSIONS)
    .insert({ phone, reason: 'stop', keyword: keyword?.slice(0, 60) ?? null, created_at: now })
    .onConflict('phone')
    .ignore()
    .returning('phone');
  return rows.length > 0;
}
