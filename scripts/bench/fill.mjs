// Bulk rows for benchmarks, written straight into the tables while the CMS is stopped (through the API would
// take hours): copies of a template row, indexes dropped during the load and made again after (the search and
// segment benchmarks).
/** JSON columns come back parsed from PostgreSQL; written back they must be JSON text (not PG arrays). */
export const writable = (row) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v) ? JSON.stringify(v) : v,
    ]),
  );

/** Drops the table's plain indexes (not the primary key or a constraint's) and answers the SQL that makes them again. */
export async function dropIndexes(knex, table) {
  const postgres = knex.client.config.client === 'pg';
  const list = postgres
    ? (
        await knex.raw(
          `SELECT i.indexname AS name, i.indexdef AS sql FROM pg_indexes i WHERE i.tablename = ? AND i.schemaname = current_schema()
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
          [table],
        )
      ).rows
    : await knex('sqlite_master').select('name', 'sql').where({ type: 'index', tbl_name: table }).whereNotNull('sql');
  for (const { name } of list) await knex.raw('DROP INDEX ??', [name]);
  return list.map((i) => i.sql);
}

/**
 * Inserts rows fast: on SQLite one prepared statement in one transaction (knex's multi-row insert stops at 500
 * rows), on PostgreSQL multi-row inserts within its 65,535 parameters.
 */
export async function insertRows(knex, table, rows) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  if (knex.client.config.client === 'pg') {
    const chunk = Math.floor(60_000 / columns.length);
    await knex.transaction(async (trx) => {
      for (let i = 0; i < rows.length; i += chunk) await trx(table).insert(rows.slice(i, i + chunk));
    });
    return;
  }
  const connection = await knex.client.acquireConnection();
  try {
    const statement = connection.prepare(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    const value = (v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v);
    connection.transaction(() => {
      for (const row of rows) statement.run(columns.map((c) => value(row[c])));
    })();
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** Copies the newest row until `table` holds `size` rows, each changed by `vary(i)`; `links(i, id)` adds link rows. */
export async function fillTable(knex, table, size, vary, links = () => []) {
  const existing = Number((await knex(table).count({ n: '*' }))[0].n);
  const template = writable(await knex(table).orderBy('id', 'desc').first());
  const { id: _id, document_id: _doc, ...base } = template;
  // Dates as the template keeps them (SQLite: Strapi's numbers or text; PostgreSQL: timestamps).
  const asStored = (key, value) =>
    !(value instanceof Date)
      ? value
      : typeof template[key] === 'number'
        ? value.getTime()
        : typeof template[key] === 'string'
          ? value.toISOString()
          : value;
  let { max } = (await knex(table).max({ max: 'id' }))[0];
  const started = performance.now();
  // Indexes are built once after the load (far faster than kept up row by row), then the planner's statistics.
  const indexes = await dropIndexes(knex, table);
  for (let done = existing; done < size;) {
    const rows = [];
    const linkRows = {};
    for (let k = 0; k < 20_000 && done < size; k++, done++) {
      const id = ++max;
      const changed = Object.fromEntries(Object.entries(vary(done)).map(([key, v]) => [key, asStored(key, v)]));
      rows.push({ ...base, id, document_id: `bench${String(id).padStart(19, '0')}`, ...changed });
      for (const [name, row] of links(done, id)) (linkRows[name] ??= []).push(row);
    }
    await insertRows(knex, table, rows);
    for (const [name, list] of Object.entries(linkRows)) await insertRows(knex, name, list);
    process.stdout.write(`\r    ${table}: ${done}/${size}   `);
  }
  for (const sql of indexes) await knex.raw(sql);
  if (knex.client.config.client === 'pg')
    await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT max(id) FROM ??))`, [table, table]);
  console.log(`\r    ${table}: ${size} rows in ${Math.round((performance.now() - started) / 1000)} s`);
}
