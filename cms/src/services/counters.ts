/**
 * Gapless number series (order serials, invoice numbers per channel and year): one row per series in
 * `sales_counters`, advanced by a single upsert inside the caller's transaction; invoice series also
 * keep the date of their last document there (`claimSeriesDate`). The upsert
 * takes the row lock, so concurrent transactions queue behind it (PostgreSQL) or run one at a time
 * (SQLite); a transaction that rolls back gives its number back. Never read-modify-write in code.
 */
import type { Strapi, Trx } from '../strapi-types';
export const COUNTERS_TABLE = 'sales_counters';

/** SQLite's two-argument max() is PostgreSQL's greatest(). */
const greatestOf = (strapi: Strapi) => (strapi.db.dialect.client === 'sqlite' ? 'max' : 'greatest');

/** The upsert that advances a series (bindings: name, first value, count) and answers its new value. */
const takeNumbers = (strapi: Strapi) =>
  `INSERT INTO ${COUNTERS_TABLE} (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = ${greatestOf(strapi)}(${COUNTERS_TABLE}.value + ?, excluded.value) RETURNING value`;

/**
 * The next number of `series`: the last one + 1, or `start` when that is higher (a series that has
 * not begun, or a start serial raised in the settings). Call it inside a transaction (`trx`). With
 * `count`, that many numbers in a row are taken in the one upsert and the LAST of them is answered.
 */
export async function nextInSeries(
  strapi: Strapi,
  trx: Trx,
  series: string,
  start: number,
  count = 1,
): Promise<number> {
  const result = await trx.raw(takeNumbers(strapi), [series, start + count - 1, count]);
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0].value);
}

/** Where a number taken from a series is written: a text column of one row, padded with zeros to `length`. */
export type SeriesTarget = { table: string; column: string; id: number; length: number };

/**
 * `nextInSeries`, and the number written to `target` in the same transaction; answers the number. On PostgreSQL both
 * are one statement, so a caller that takes its number just before COMMIT holds the series' row lock for one round
 * trip. The caller refuses a number longer than `length` (written cut short, it is rolled back with the rest).
 */
export async function nextInSeriesWritten(
  strapi: Strapi,
  trx: Trx,
  series: string,
  start: number,
  target: SeriesTarget,
): Promise<number> {
  if (strapi.db.dialect.client !== 'postgres') {
    const value = await nextInSeries(strapi, trx, series, start);
    await trx(target.table)
      .where('id', target.id)
      .update({ [target.column]: String(value).padStart(target.length, '0') });
    return value;
  }
  const result = await trx.raw(
    `WITH taken AS (${takeNumbers(strapi)})
     UPDATE ?? SET ?? = lpad(taken.value::text, ?, '0') FROM taken WHERE ??.id = ? RETURNING taken.value`,
    [series, start, 1, target.table, target.column, target.length, target.table, target.id],
  );
  return Number(result.rows[0].value);
}

/** Moves a series on to at least `value` (numbers given out by other means, such as the demo seed). */
export async function advanceSeriesTo(strapi: Strapi, trx: Trx, series: string, value: number) {
  const greatest = greatestOf(strapi);
  await trx.raw(
    `INSERT INTO ${COUNTERS_TABLE} (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = ${greatest}(${COUNTERS_TABLE}.value, excluded.value)`,
    [series, value],
  );
}

/**
 * Moves the series' last date on to `date` (YYYY-MM-DD) unless the series already has a later one; then
 * answers that later date (the caller refuses, and its rollback gives the number back). Call it after
 * `nextInSeries` in the same transaction: the counter row is locked by then, so two documents of one
 * series cannot both pass against the same last date.
 */
export async function claimSeriesDate(trx: Trx, series: string, date: string): Promise<string | null> {
  const moved = await trx(COUNTERS_TABLE)
    .where('name', series)
    .andWhere((q) => q.whereNull('last_date').orWhere('last_date', '<=', date))
    .update({ last_date: date });
  if (moved) return null;
  const row = await trx(COUNTERS_TABLE).where('name', series).first('last_date');
  return row?.last_date ?? null;
}
