/**
 * SQLite in write-ahead-log mode (the setting stays with the database file): readers do not wait for
 * a writer, and a commit appends to the log instead of writing a rollback journal and syncing twice.
 * With WAL, synchronous=NORMAL still survives a crash of the process; only a power cut can lose the
 * last commits, never corrupt the file. An import commits every chunk, so this is most of its
 * per-chunk cost. Back-ups copy data.db together with data.db-wal (or use `sqlite3 .backup`).
 */
export async function tuneSqlite(strapi) {
  const knex = strapi.db.connection;
  if (!/sqlite/.test(String(knex.client?.config?.client ?? ''))) return;
  if (process.env.DATABASE_SQLITE_JOURNAL === 'delete') return;
  await knex.raw('pragma journal_mode = WAL');
  await knex.raw('pragma synchronous = NORMAL');
}
