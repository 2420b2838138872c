import type { Knex } from 'knex';
import type { Strapi } from '../strapi-types';

/**
 * Runs a read on the open transaction when there is one (it must see that transaction's writes, and SQLite's one
 * connection is held by it), else straight on the pool: a transaction of its own would only add BEGIN and COMMIT,
 * two round trips to PostgreSQL (src/bootstrap/lean-reads.ts).
 */
export async function reading<T>(strapi: Strapi, read: (db: Knex) => T | PromiseLike<T>): Promise<T> {
  if (strapi.db.inTransaction()) return (await strapi.db.transaction(({ trx }) => read(trx))) as T;
  return read(strapi.db.connection);
}
