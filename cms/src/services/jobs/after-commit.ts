/**
 * Runs a callback in the same turn of the event loop as a transaction's COMMIT: right after the COMMIT
 * statement ran (SQLite, synchronous) or was written to the connection (PostgreSQL, before its answer).
 *
 * Why: work outside the database that must follow a commit (a held SMTP message's final dot) leaves a gap a
 * `kill -9` can fall into: committed, but the dot never written. Knex announces each statement ('query')
 * synchronously just before executing it, so a microtask queued there runs once that statement has run (the
 * microtasks already queued first), before the process goes back to its event loop (no timers, no I/O in
 * between). The gap left is a few microseconds.
 */
type QueryListener = (query: { sql?: string }) => void;
type KnexTransaction = {
  client: { on(event: 'query', l: QueryListener): void; off(event: 'query', l: QueryListener): void };
};

/** Arms `callback` for the COMMIT of `trx`; call the returned function once the transaction settled (a fallback). */
export function onCommitStatement(trx: unknown, callback: () => void): () => void {
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    callback();
  };
  const client = (trx as KnexTransaction | null)?.client;
  if (!client?.on) return fire;
  const listener = (query: { sql?: string }) => {
    if (!/^\s*COMMIT\b/i.test(query?.sql ?? '')) return;
    client.off('query', listener);
    queueMicrotask(fire);
  };
  client.on('query', listener);
  return () => {
    client.off('query', listener);
    fire();
  };
}
