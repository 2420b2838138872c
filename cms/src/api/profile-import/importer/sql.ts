/**
 * The import's SQL helpers, for SQLite and PostgreSQL alike: batched lookups, `IN` lists as one array
 * parameter on PostgreSQL, and multi-row inserts with all rows in one bound value per statement.
 */
// Knex builders are passed in untyped: the import builds statements over column names it reads from
// Strapi's metadata at run time, which Knex's generic row types cannot describe.
export type Db = any;

/** SQLite allows 32766 bound values per statement, PostgreSQL 65535. */
const MAX_BINDINGS = 30_000;
export const LOOKUP_BATCH = 900;

export const batches = <T>(list: T[], size: number) => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};
export type Dialect = 'sqlite' | 'postgres' | 'other';
export const dialectOf = (trx: Db): Dialect => {
  const client = String(trx.client?.config?.client ?? '');
  return /sqlite/.test(client) ? 'sqlite' : /^(pg|postgres|postgresql)$/.test(client) ? 'postgres' : 'other';
};
/**
 * `column IN (list)`: on PostgreSQL one array parameter (`= any(?)`), which plans and binds in a
 * fraction of the time of a thousand placeholders; elsewhere a plain IN list. `lower` compares lower-case.
 */
export function whereInList(qb: Db, trx: Db, column: string, values: (string | number)[], { lower = false } = {}) {
  const target = lower ? 'lower(??)' : '??';
  if (dialectOf(trx) === 'postgres') {
    const type = typeof values[0] === 'number' ? 'integer[]' : 'text[]';
    return qb.whereRaw(`${target} = any(?::${type})`, [column, values]);
  }
  return qb.whereIn(lower ? trx.raw('lower(??)', [column]) : column, values);
}
/** Lookups per statement: PostgreSQL takes the whole chunk as one array; SQLite binds each value. */
export const lookupBatch = (trx: Db) => (dialectOf(trx) === 'postgres' ? 10_000 : LOOKUP_BATCH);

/** The PostgreSQL array type for a column's values (assignment casts take it to the column's own type). */
function pgArrayType(values: unknown[]): string {
  const sample = values.find((v) => v !== null && v !== undefined);
  if (typeof sample === 'boolean') return 'boolean';
  if (sample instanceof Date) return 'timestamptz';
  if (typeof sample === 'number') return values.every((v) => v === null || Number.isInteger(v)) ? 'bigint' : 'float8';
  if (sample !== undefined && typeof sample === 'object') return 'jsonb';
  return 'text';
}
const QUOTE_OR_BACKSLASH = /["\\]/;
/** A PostgreSQL array literal (`{1,NULL}`, `{"a","b \\"c\\""}`) of values of one `pgArrayType`. */
function pgArrayLiteral(values: unknown[], type: string): string {
  const quoted = (text: string) =>
    QUOTE_OR_BACKSLASH.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
  // A column filled with one value (the chunk's timestamp, a default) is written once.
  let last: unknown = Symbol('none');
  let lastText = '';
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (value === last) return lastText;
    last = value;
    if (type === 'bigint' || type === 'float8') lastText = String(value);
    else if (type === 'boolean') lastText = value ? 't' : 'f';
    else if (value instanceof Date) lastText = `"${value.toISOString()}"`;
    else lastText = quoted(type === 'jsonb' ? JSON.stringify(value) : String(value));
    return lastText;
  };
  let out = '{';
  for (let i = 0; i < values.length; i++) out += (i ? ',' : '') + element(values[i]);
  return `${out}}`;
}
/** A value as the column stores it: SQLite keeps Strapi's dates as epoch milliseconds. */
const jsonValue = (value: unknown, dialect: Dialect) =>
  value instanceof Date ? (dialect === 'sqlite' ? value.getTime() : value.toISOString()) : (value ?? null);

/**
 * Rows to insert as one array per column, all of one length: a chunk's rows are built column by
 * column, without an object per row (objects with computed keys were a tenth of the import's time here).
 */
export type Columns = Record<string, unknown[]>;
export const filled = (length: number, value: unknown) => new Array(length).fill(value ?? null);
/** Columns from row objects (a key a row lacks is null there). */
export function columnsOf(rows: Record<string, unknown>[]): Columns {
  const out: Columns = {};
  rows.forEach((row, i) => {
    for (const key in row) (out[key] ??= filled(rows.length, null))[i] = row[key];
  });
  return out;
}

/**
 * A multi-row INSERT [RETURNING ...] with all rows in one bound value per statement (SQLite: one JSON
 * array expanded by json_each; PostgreSQL: one array per column, expanded by unnest): no statement with tens of thousands of
 * placeholders to build, parse and bind per chunk (knex writes multi-row inserts for SQLite as
 * UNION ALL SELECTs, capped at 500 rows). Rows go in, and get their ids, in array order.
 */
export async function insertColumns(
  trx: Db,
  table: string,
  values: Columns,
  returning: string[] = [],
): Promise<Record<string, any>[]> {
  const columns = Object.keys(values);
  const length = columns.length ? values[columns[0]].length : 0;
  if (!length) return [];
  const dialect = dialectOf(trx);
  const out: Record<string, any>[] = [];
  const ret = returning.length ? ` returning ${returning.map(() => '??').join(', ')}` : '';
  const size = dialect === 'other' ? Math.max(1, Math.floor(MAX_BINDINGS / columns.length)) : 5000;
  for (let start = 0; start < length; start += size) {
    const end = Math.min(length, start + size);
    const arrays = columns.map((c) => (start === 0 && end === length ? values[c] : values[c].slice(start, end)));
    let result;
    if (dialect === 'sqlite') {
      const rows = new Array(end - start);
      for (let i = 0; i < rows.length; i++) rows[i] = arrays.map((array) => jsonValue(array[i], dialect));
      const select = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
      result = await trx.raw(
        `insert into ?? (${columns.map(() => '??').join(', ')}) select ${select} from json_each(?) order by key${ret}`,
        [table, ...columns, JSON.stringify(rows), ...returning],
      );
    } else if (dialect === 'postgres') {
      // One array per column, typed from its values: the quickest multi-row insert PostgreSQL has short of COPY.
      const types = arrays.map(pgArrayType);
      // Sent as array literals written here: the driver's own array serialisation (two regular
      // expressions and a type check per value) was a tenth of the import's time in this process.
      const literals = arrays.map((array, i) => pgArrayLiteral(array, types[i]));
      result = await trx.raw(
        `insert into ?? (${columns.map(() => '??').join(', ')}) select * from unnest(${types.map((t) => `?::${t}[]`).join(', ')})${ret}`,
        [table, ...columns, ...literals, ...returning],
      );
    } else {
      const placeholders = `(${columns.map(() => '?').join(', ')})`;
      const bindings: unknown[] = [table, ...columns];
      for (let i = 0; i < end - start; i++) for (const array of arrays) bindings.push(array[i] ?? null);
      result = await trx.raw(
        `insert into ?? (${columns.map(() => '??').join(', ')}) values ${new Array(end - start).fill(placeholders).join(', ')}${ret}`,
        [...bindings, ...returning],
      );
    }
    if (returning.length) out.push(...(Array.isArray(result) ? result : result.rows));
  }
  return out;
}
export const dbMessage = (error: any) =>
  String(error?.detail || error?.message || error)
    .split('\n')[0]
    .slice(0, 200);
