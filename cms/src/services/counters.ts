/**
 * Gapless number series (order serials now, invoice numbers per channel and year later): one row per
 * series in `sales_counters`, advanced by a single upsert inside the caller's transaction. The upsert
 * takes the row lock, so concurrent transactions queue behind it (PostgreSQL) or run one at a time
 * (SQLite); a transaction that rolls back gives its number back. Never read-modify-write in code.
 */
export const COUNTERS_TABLE = 'sales_counters';

export async function ensureCountersTable(strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(COUNTERS_TABLE)) return;
  await knex.schema.createTable(COUNTERS_TABLE, (table) => {
    table.string('name', 100).primary();
    table.bigInteger('value').notNullable();
  });
}

/**
 * The next number of `series`: the last one + 1, or `start` when that is higher (a series that has
 * not begun, or a start serial raised in the settings). Call it inside a transaction (`trx`).
 */
/** SQLite's two-argument max() is PostgreSQL's greatest(). */
const greatestOf = (strapi) => (strapi.db.dialect.client === 'sqlite' ? 'max' : 'greatest');

export async function nextInSeries(strapi, trx, series: string, start: number): Promise<number> {
  const greatest = greatestOf(strapi);
  const result = await trx.raw(
    `INSERT INTO ${COUNTERS_TABLE} (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = ${greatest}(${COUNTERS_TABLE}.value + 1, excluded.value) RETURNING value`,
    [series, start],
  );
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0].value);
}

/** Moves a series on to at least `value` (numbers given out by other means, such as the demo seed). */
export async function advanceSeriesTo(strapi, trx, series: string, value: number) {
  const greatest = greatestOf(strapi);
  await trx.raw(`INSERT INTO ${COUNTERS_TABLE} (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = ${greatest}(${COUNTERS_TABLE}.value, excluded.value)`, [series, value]);
}
