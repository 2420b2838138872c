/**
 * The run's staging table `profile_import_seen` (made by cms/database/migrations): which e-mail
 * addresses this run accepted, on which line, written in each chunk's transaction. Memory does not grow
 * with the file, and a resumed run still knows the rows before its checkpoint.
 */
import { PROFILE_UID } from './schema';
import { batches, dialectOf, filled, insertColumns, lookupBatch, whereInList, type Db } from './sql';

export const SEEN_TABLE = 'profile_import_seen';

/** The line on which this run first accepted each of these addresses. */
export async function lookupSeen(trx: Db, runKey: string, emails: string[]) {
  const seen = new Map<string, number>();
  for (const part of batches(emails, lookupBatch(trx))) {
    const rows = await whereInList(
      trx(SEEN_TABLE).select('email', 'line').where('run_key', runKey),
      trx,
      'email',
      part,
    );
    for (const r of rows) seen.set(r.email, Number(r.line));
  }
  return seen;
}

export async function recordSeen(trx: Db, runKey: string, accepted: { email: string; line: number }[]) {
  await insertColumns(trx, SEEN_TABLE, {
    run_key: filled(accepted.length, runKey),
    email: accepted.map((a) => a.email),
    line: accepted.map((a) => a.line),
  });
}

/** Forgets what a run saw (after it completed or failed, or a dry run ended). */
export async function clearSeen(strapi: { db: { connection: Db } }, runKey: string) {
  await strapi.db.connection(SEEN_TABLE).where('run_key', runKey).delete();
}

/** Fresh planner statistics for the tables an import filled (PostgreSQL ANALYZE, SQLite PRAGMA optimize). */
export async function refreshStatistics(strapi: { db: { connection: Db; metadata: { get(uid: string): Db } } }) {
  const knex = strapi.db.connection;
  if (dialectOf(knex) === 'postgres') {
    const profile = strapi.db.metadata.get(PROFILE_UID);
    const tables = [
      profile.tableName,
      profile.attributes.tags.joinTable.name,
      profile.attributes.newsletters.joinTable.name,
      profile.attributes.addresses.joinTable.name,
      SEEN_TABLE,
    ];
    await knex.raw(`analyze ${tables.map(() => '??').join(', ')}`, tables);
  } else if (dialectOf(knex) === 'sqlite') {
    await knex.raw('pragma optimize');
  }
}
