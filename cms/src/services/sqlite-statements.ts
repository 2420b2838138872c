/**
 * knex's better-sqlite3 client prepares every query anew, and parsing and planning the SQL was about a tenth of the
 * CMS's CPU under mixed load. Strapi sends the same few hundred SQL texts over and over (only the bindings differ),
 * so each connection keeps its prepared statements by text. SQLite re-prepares a kept statement by itself after a
 * schema change. The cap bounds memory for texts that vary (IN lists of every length); the oldest goes first.
 */
type Prepares = { prepare: (sql: string) => unknown };

export const STATEMENTS_KEPT = 2000;

export function keepPreparedStatements<C extends Prepares>(connection: C, max = STATEMENTS_KEPT): C {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    } else kept.delete(sql);
    kept.set(sql, statement);
    return statement;
  };
  return connection;
}
