/**
 * Database refusals that say "not now" rather than "no": trying the same transaction again a moment later succeeds.
 * SQLite in WAL mode refuses a transaction that read a snapshot and then writes after another process committed
 * (SQLITE_BUSY_SNAPSHOT, no waiting helps), or whose lock wait ran out (SQLITE_BUSY, "database is locked");
 * PostgreSQL ends one side of a deadlock or a serialization conflict (40P01, 40001).
 */
const CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_LOCKED',
  '40001',
  '40P01',
]);

export function isTransientDbError(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (CODES.has(String(e.code ?? ''))) return true;
    if (/database is locked/i.test(String(e.message ?? ''))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** How many times a job's chunk is tried when the database answers "not now", and the pause before each retry. */
export const CHUNK_TRIES = 5;
export const retryPause = (attempt: number) => 25 * 2 ** attempt + Math.floor(Math.random() * 25);
