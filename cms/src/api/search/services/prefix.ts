/**
 * Indexed prefix look-ups for the top-bar search, the same on SQLite and PostgreSQL: a term matches a row when a
 * lower-cased field (or several joined by a space, e.g. first and last name) starts with it. Each field has an
 * expression index on lower(...), and a look-up is one range scan of that index, `lower(x) >= term AND lower(x) <
 * next(term) ORDER BY lower(x) LIMIT n`: it reads n index entries however many rows match, so a short common
 * prefix costs what a rare one does. PostgreSQL compares in the "C" collation (byte order), where every string
 * starting with the term lies in that range; in a linguistic collation punctuation is ignored and "int2026-0001"
 * would fall outside ["int2026-", "int2026.").
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** A searchable field: one attribute, or several read as one text joined by spaces (first + last name). */
export type SearchField = { uid: string; attributes: string[] };
/** The index a field's look-up reads; `sqliteIndex` names an existing lower(column) index SQLite reads instead. */
export type SearchIndex = SearchField & { name: string; sqliteIndex?: string };

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';
const metaOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export const tableOf = (strapi: Core.Strapi, uid: string) => metaOf(strapi, uid).tableName;
export const columnOf = (strapi: Core.Strapi, uid: string, attribute: string) =>
  metaOf(strapi, uid).attributes[attribute]?.columnName ?? attribute;

/** `lower("email")`, or `lower(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))`. */
export function expressionOf(strapi: Core.Strapi, { uid, attributes }: SearchField): string {
  const columns = attributes.map((a) => quote(columnOf(strapi, uid, a)));
  const text = columns.length === 1 ? columns[0] : columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return `lower(${text})`;
}

/** The expression as compared and sorted: in byte order on PostgreSQL (see above). */
const comparable = (strapi: Core.Strapi, field: SearchField) =>
  isPostgres(strapi) ? `(${expressionOf(strapi, field)}) COLLATE "C"` : expressionOf(strapi, field);

/** Whether the database's lower() folds letters beyond A-Z (asked once at start-up, see ensureSearchIndexes). */
const foldsEveryLetter = new WeakMap<object, boolean>();

/**
 * The query lower-cased as the database's lower() does it, so the two meet: PostgreSQL in a UTF-8 locale folds every
 * letter, SQLite's built-in lower() (and PostgreSQL's in the C locale) only A-Z: there "Émile" finds "Émile" and
 * "émile" does not.
 */
export const lowerAsDatabase = (strapi: Core.Strapi, query: string) =>
  (foldsEveryLetter.get(strapi) ?? isPostgres(strapi))
    ? query.toLowerCase()
    : query.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The first string after every string that starts with `term` (its last character one code point on). */
export function upperBound(term: string): string {
  const chars = [...term];
  const last = chars.pop()!.codePointAt(0)!;
  // Past a lone surrogate's range the next code point is the first one after the surrogates.
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(Math.min(next, 0x10ffff));
}

/**
 * SQL for the ids of at most `limit` rows whose `field` starts with `term` (lower-case), in index order. Wrapped as
 * a sub-select so several combine with UNION (`idsMatching`).
 */
export function prefixIds(
  strapi: Core.Strapi,
  field: SearchField,
  term: string,
  limit: number,
  direction: 'asc' | 'desc' = 'asc',
): { sql: string; bindings: unknown[] } {
  const expression = comparable(strapi, field);
  const sql =
    `SELECT "id" FROM ${quote(tableOf(strapi, field.uid))} WHERE ${expression} >= ? AND ${expression} < ? ` +
    `ORDER BY ${expression} ${direction} LIMIT ${Math.max(1, Math.floor(limit))}`;
  return { sql, bindings: [term, upperBound(term)] };
}

/** One statement for several look-ups: the ids any of them found (each part reads at most its own limit). */
export function idsMatching(parts: Array<{ sql: string; bindings: unknown[] }>): { sql: string; bindings: unknown[] } {
  return {
    sql: parts.map((p, i) => `SELECT "id" FROM (${p.sql}) ${quote(`s${i}`)}`).join(' UNION '),
    bindings: parts.flatMap((p) => p.bindings),
  };
}

/** Creates the expression indexes the registered providers read (CREATE INDEX IF NOT EXISTS: cheap after the first start). */
export async function ensureSearchIndexes(strapi: Core.Strapi, indexes: SearchIndex[]) {
  const knex = strapi.db.connection;
  const postgres = isPostgres(strapi);
  const folded = await knex.raw(`SELECT lower('É') AS "folded"`);
  foldsEveryLetter.set(strapi, (postgres ? folded.rows : folded)[0]?.folded === 'é');
  for (const index of indexes) {
    if (!postgres && index.sqliteIndex) continue;
    const expression = expressionOf(strapi, index);
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS ${quote(index.name)} ON ${quote(tableOf(strapi, index.uid))} ` +
        `((${expression})${postgres ? ' COLLATE "C"' : ''})`,
    );
  }
}

const STATEMENTS_KEPT = 200;

/** PostgreSQL's name for a look-up's SQL text, and the text with `$n` placeholders: one per text, made once. */
const namedStatements = new Map<string, { name: string; text: string }>();

function namedStatement(sql: string) {
  let statement = namedStatements.get(sql);
  if (!statement) {
    if (namedStatements.size >= STATEMENTS_KEPT) namedStatements.clear();
    let n = 0;
    // The look-ups' SQL is our own: a `?` is always a placeholder, never inside a literal.
    const text = sql.replace(/\?/g, () => `$${++n}`);
    statement = { name: `nb_search_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`, text };
    namedStatements.set(sql, statement);
  }
  return statement;
}

/**
 * Runs a look-up's SQL (`?` placeholders) as a prepared statement, parsed and planned once per connection: the
 * index reads cost less than preparing the query anew each time. SQLite connections keep their statements by text
 * (services/sqlite-statements.ts); PostgreSQL keeps named statements per session (node-postgres prepares a name once
 * on each connection) and, after a few runs, one generic plan.
 */
export async function queryRows(strapi: Core.Strapi, sql: string, bindings: unknown[]): Promise<Row[]> {
  const knex = strapi.db.connection;
  const client = (knex as any).client;
  const connection = await client.acquireConnection();
  try {
    if (isPostgres(strapi)) return (await connection.query({ ...namedStatement(sql), values: bindings })).rows;
    if (typeof connection?.prepare !== 'function') return await knex.raw(sql, bindings as never[]);
    // The connection keeps its prepared statements by text (services/sqlite-statements.ts).
    return connection.prepare(sql).all(bindings) as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}

export type Row = Record<string, any>;

/**
 * The rows of `uid` with the ids `ids` selects, `attributes` under their own names (plus id); with `customerName`,
 * the display name of the row's customer too; newest first when asked.
 */
export function rowsByIds(
  strapi: Core.Strapi,
  uid: string,
  attributes: string[],
  ids: { sql: string; bindings: unknown[] },
  {
    customerName = false,
    newestFirst = false,
    limit,
  }: { customerName?: boolean; newestFirst?: boolean; limit?: number } = {},
) {
  const columns = ['id', ...attributes].map((a) => `"t".${quote(columnOf(strapi, uid, a))} AS ${quote(a)}`);
  let from = `${quote(tableOf(strapi, uid))} "t"`;
  if (customerName) {
    const join = (strapi.db.metadata.get(uid) as any).attributes.customer.joinTable;
    const customer = 'api::customer.customer';
    columns.push(`"c".${quote(columnOf(strapi, customer, 'displayName'))} AS "customerName"`);
    from +=
      ` LEFT JOIN ${quote(join.name)} "l" ON "l".${quote(join.joinColumn.name)} = "t"."id"` +
      ` LEFT JOIN ${quote(tableOf(strapi, customer))} "c" ON "c"."id" = "l".${quote(join.inverseJoinColumn.name)}`;
  }
  const sql =
    `SELECT ${columns.join(', ')} FROM ${from} WHERE "t"."id" IN (${ids.sql})` +
    (newestFirst ? ` ORDER BY "t"."id" DESC` : '') +
    (limit ? ` LIMIT ${Math.max(1, Math.floor(limit))}` : '');
  return queryRows(strapi, sql, ids.bindings);
}

/** Hits sorted by their title (Dutch order), at most `limit`. */
export const byTitle = <T extends { title: string }>(hits: T[], limit: number) =>
  [...hits].sort((a, b) => a.title.localeCompare(b.title, 'nl')).slice(0, limit);
