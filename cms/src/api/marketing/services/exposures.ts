/**
 * The showings of content with a frequency cap, per visitor (docs/marketing.md). The database table
 * `marketing_exposures` is the record; this process keeps each visitor it has seen in an LRU map (read from the
 * table once, then kept up to date by its own showings) and writes new showings in batches a moment later, so a
 * zone request costs no query once its visitor is known. Like the read caches and throttles it assumes one CMS
 * process; showings not yet written when the process stops are lost (at most `flushMs` of them).
 */
import { DAY_MS, MARKETING_CAP_MAX_DAYS } from '@newsroom/config';
import type { Db } from '../../../strapi-types';

export const EXPOSURES_TABLE = 'marketing_exposures';
type Showings = Map<string, number[]>;

const addShowing = (showings: Showings, contentId: string, at: number) =>
  showings.set(contentId, [...(showings.get(contentId) ?? []), at]);

export function createExposureStore(db: () => Db, { max = 100_000, flushMs = 1000, chunk = 500 } = {}) {
  const visitors = new Map<string, Showings>();
  const loading = new Map<string, Promise<Showings>>();
  let pending: Array<{ visitor: string; content_id: string; shown_at: number }> = [];
  let timer: NodeJS.Timeout | null = null;

  const remember = (visitor: string, showings: Showings) => {
    visitors.delete(visitor);
    visitors.set(visitor, showings);
    if (visitors.size > max) visitors.delete(visitors.keys().next().value as string);
  };

  // Visitors not in memory are read together: the ones asked for while the event loop runs one turn go in one
  // query (a busy page view burst asks for hundreds at once), each answered from the rows read.
  let wanted: Set<string> | null = null;
  let batchRead: Promise<Map<string, Showings>> | null = null;

  const readBatch = async (batch: string[], now: number): Promise<Map<string, Showings>> => {
    const found = new Map<string, Showings>(batch.map((visitor) => [visitor, new Map()]));
    for (let i = 0; i < batch.length; i += chunk) {
      const rows = await db()(EXPOSURES_TABLE)
        .select('visitor', 'content_id', 'shown_at')
        .whereIn('visitor', batch.slice(i, i + chunk))
        .andWhere('shown_at', '>', now - MARKETING_CAP_MAX_DAYS * DAY_MS);
      for (const row of rows) addShowing(found.get(row.visitor) as Showings, row.content_id, Number(row.shown_at));
    }
    // Showings made while the rows were read are in `pending` (and in the table soon): add the unwritten ones.
    for (const p of pending) {
      const showings = found.get(p.visitor);
      if (showings) addShowing(showings, p.content_id, p.shown_at);
    }
    for (const [visitor, showings] of found) remember(visitor, showings);
    return found;
  };

  const load = (visitor: string, now: number): Promise<Showings> => {
    const known = visitors.get(visitor);
    if (known) {
      remember(visitor, known);
      return Promise.resolve(known);
    }
    const inFlight = loading.get(visitor);
    if (inFlight) return inFlight;
    if (!wanted) {
      const batch = new Set<string>();
      wanted = batch;
      batchRead = new Promise((resolve) => setImmediate(resolve)).then(() => {
        wanted = null;
        return readBatch([...batch], now);
      });
    }
    wanted.add(visitor);
    const promise = (batchRead as Promise<Map<string, Showings>>)
      .then((found) => found.get(visitor) as Showings)
      .finally(() => loading.delete(visitor));
    loading.set(visitor, promise);
    return promise;
  };

  const flush = async () => {
    timer = null;
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += chunk) await db()(EXPOSURES_TABLE).insert(batch.slice(i, i + chunk));
  };

  return {
    /** The visitor's showings (instants per content id). */
    shownAt: load,
    /** Remembers a showing now; written to the table within `flushMs`. */
    record(visitor: string, contentId: string, at: number) {
      const showings = visitors.get(visitor) ?? new Map<string, number[]>();
      showings.set(contentId, [
        ...(showings.get(contentId) ?? []).filter((t) => t > at - MARKETING_CAP_MAX_DAYS * DAY_MS),
        at,
      ]);
      remember(visitor, showings);
      pending.push({ visitor, content_id: contentId, shown_at: at });
      timer ??= setTimeout(() => void flush().catch(() => undefined), flushMs);
    },
    /** Writes what is pending now (at shutdown, and in tests). */
    async flush() {
      if (timer) clearTimeout(timer);
      await flush();
    },
    /** Forgets every visitor (after the nightly prune, so nothing older is kept in memory either). */
    clear() {
      visitors.clear();
    },
  };
}

export type ExposureStore = ReturnType<typeof createExposureStore>;
