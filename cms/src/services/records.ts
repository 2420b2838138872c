/**
 * Small helpers the sales services share for relation input and row locks:
 * - `refOf`: the id or documentId a relation value names (a plain value, {documentId}, {id} or {connect: [...]});
 * - `whereRef`: the `where` for it (numeric → id, otherwise documentId);
 * - `lockRow`: locks one row for the rest of the transaction (PostgreSQL `FOR UPDATE`; SQLite writes one
 *   transaction at a time anyway) and says whether it exists.
 */
import type { Strapi, Trx } from '../strapi-types';
import { dbModel } from './db-model';
type Row = Record<string, any>;

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

export const refOf = (v: unknown) =>
  v && typeof v === 'object'
    ? ((v as Row).documentId ?? (v as Row).id ?? (v as Row).connect?.[0]?.documentId ?? (v as Row).connect?.[0])
    : v;

export const whereRef = (ref: unknown) =>
  typeof ref === 'number' || /^\d+$/.test(String(ref)) ? { id: Number(ref) } : { documentId: String(ref) };

export async function lockRow(
  strapi: Strapi,
  trx: Trx,
  uid: string,
  where: { id: number } | { documentId: string },
): Promise<boolean> {
  const query = trx(dbModel(strapi, uid).table).select('id');
  if ('id' in where) query.where('id', where.id);
  else query.where('document_id', where.documentId);
  if (strapi.db.dialect.client !== 'sqlite') query.forUpdate();
  return !!(await query.first());
}
