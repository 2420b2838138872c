import { factories } from '@strapi/strapi';
import {
  LOG_COUNT_CAP,
  LOG_RETENTION_DEFAULT_DAYS,
  LOG_RETENTION_MAX_DAYS,
  LOG_RETENTION_MIN_DAYS,
  type LogType,
} from '@newsroom/config';
import { cappedCount, LOG_UID, logQuery, resolveActorPrefix, type LogFilter, type LogListRequest } from './query';
import type { Db, Row, Strapi, Trx } from '../../../strapi-types';

const UID = LOG_UID;
const DAY_MS = 86_400_000;
const PRUNE_BATCH = 10_000;

export type LogWrite = {
  type: LogType;
  action: string;
  at?: Date | string;
  subject?: { type: string; id?: string | number | null };
  actor?: { id?: number | null; name?: string | null } | null;
  from?: string | null;
  to?: string | null;
  note?: string | null;
  amount?: number | null;
  details?: Record<string, unknown> | null;
};

const clip = (value: unknown, max: number) => (value == null ? null : String(value).slice(0, max));

/** A stored row of an entry. */
const row = (entry: LogWrite) => ({
  type: entry.type,
  action: clip(entry.action, 60),
  at: entry.at ? new Date(entry.at) : new Date(),
  subjectType: clip(entry.subject?.type, 60),
  subjectId: clip(entry.subject?.id, 60),
  actorId: entry.actor?.id ?? null,
  actorName: clip(entry.actor?.name ?? 'system', 200),
  from: clip(entry.from, 60),
  to: clip(entry.to, 60),
  note: clip(entry.note, 2000),
  amount: entry.amount ?? null,
  details: entry.details ?? null,
});

const FIELDS = [
  'type',
  'action',
  'at',
  'subjectType',
  'subjectId',
  'actorId',
  'actorName',
  'from',
  'to',
  'note',
  'amount',
];

/** A row as the API answers it (SQLite keeps datetimes as milliseconds and JSON as text). */
const entryOf = (r: Row) => ({
  ...r,
  id: Number(r.id),
  at:
    r.at == null ? null : new Date(typeof r.at === 'string' && /^\d+$/.test(r.at) ? Number(r.at) : r.at).toISOString(),
  actorId: r.actorId == null ? null : Number(r.actorId),
  amount: r.amount == null ? null : Number(r.amount),
  ...('details' in r ? { details: typeof r.details === 'string' ? safeJson(r.details) : (r.details ?? null) } : {}),
});
const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * `write` adds one entry, `writeMany` many. Called inside the caller's transaction (the history mirror runs in
 * the write it mirrors), so an entry exists exactly when the change it describes was committed. `record` is the
 * writers' form (auth, profile, e-mail, page views): under a savepoint, and an error is logged, never thrown.
 */
export default factories.createCoreService(UID, ({ strapi }: { strapi: Strapi }) => ({
  async write(entry: LogWrite) {
    await this.writeMany([entry]);
  },

  /** createMany: one INSERT per few hundred, without reading the rows back (a daily run writes thousands). */
  async writeMany(entries: LogWrite[]) {
    if (entries.length) await strapi.db.query(UID).createMany({ data: entries.map(row) });
  },

  /** Entries that must never break the action they describe: a failed write rolls back to its savepoint only. */
  async record(entries: LogWrite | LogWrite[]) {
    const list = Array.isArray(entries) ? entries : [entries];
    if (!list.length) return;
    const { col, table } = logQuery(strapi, {});
    const now = new Date();
    try {
      const rows = list.map(row).map((r) => ({
        ...Object.fromEntries(FIELDS.map((field) => [col(field), r[field as keyof typeof r]])),
        [col('details')]: r.details == null ? null : JSON.stringify(r.details),
        created_at: now,
        updated_at: now,
        published_at: now,
      }));
      // One statement for up to 200 entries (atomic on its own); batchInsert makes a transaction of larger lists.
      const insert = (db: Db) => (rows.length <= 200 ? db(table).insert(rows) : db.batchInsert(table, rows, 200));
      // Inside a caller's transaction a savepoint keeps a failure from aborting it; outside, nothing to protect.
      if (strapi.db.inTransaction())
        await strapi.db.transaction(({ trx }) => trx.transaction((savepoint: Trx) => insert(savepoint)));
      else await insert(strapi.db.connection);
    } catch (error) {
      strapi.log.warn(`Log entries (${list[0].type} ${list[0].action}) not written: ${(error as Error).message}`);
    }
  },

  /** A page of the filtered log and its capped count (`total` above LOG_COUNT_CAP means "more than"). */
  async list({ filter, sort, page, pageSize }: LogListRequest) {
    const resolved = await resolveActorPrefix(strapi, filter);
    const { knex, col, where, table } = logQuery(strapi, resolved);
    const columns = Object.fromEntries([...FIELDS, 'details'].map((field) => [field, col(field)]));
    const direction = sort.desc ? 'desc' : 'asc';
    const query = where(knex(table).select({ id: 'id', documentId: 'document_id', ...columns }));
    if (sort.field === 'at') query.orderBy(col('at'), direction);
    const offset = (page - 1) * pageSize;
    const rows = await query.orderBy('id', direction).limit(pageSize).offset(offset);
    // A page that is not full is the last one: its total is known without counting.
    const total =
      rows.length < pageSize && (rows.length > 0 || page === 1)
        ? offset + rows.length
        : await cappedCount(strapi, resolved);
    const pageCount = Math.ceil(Math.min(total, LOG_COUNT_CAP + 1) / pageSize);
    return {
      data: rows.map(entryOf),
      meta: { pagination: { page, pageSize, total, pageCount, capped: total > LOG_COUNT_CAP } },
    };
  },

  /** One entry with its details, by numeric id (entries written in bulk have no documentId). */
  async findEntry(id: string) {
    const { knex, col, table } = logQuery(strapi, {});
    const columns = Object.fromEntries([...FIELDS, 'details'].map((field) => [field, col(field)]));
    const key = /^\d{1,12}$/.test(id) ? { id: Number(id) } : { document_id: id };
    const found = await knex(table)
      .select({ id: 'id', documentId: 'document_id', ...columns })
      .where(key)
      .first();
    return found ? entryOf(found) : null;
  },

  /** Entries of the filter in id order, in batches (the export). */
  async *batches(filter: LogFilter, limit: number, size = 2000) {
    const { knex, col, where, table } = logQuery(strapi, await resolveActorPrefix(strapi, filter));
    const columns = Object.fromEntries([...FIELDS, 'details'].map((field) => [field, col(field)]));
    let before: number | null = null;
    for (let left = limit; left > 0;) {
      const query = where(knex(table).select({ id: 'id', ...columns }));
      if (before !== null) query.where('id', '<', before);
      const rows = await query.orderBy('id', 'desc').limit(Math.min(size, left));
      if (!rows.length) return;
      yield rows.map(entryOf);
      left -= rows.length;
      before = Number(rows[rows.length - 1].id);
      if (rows.length < size) return;
    }
  },

  /** The retention setting (`site.log.retentionDays`), within its bounds. */
  async retentionDays(): Promise<number> {
    const stored = (await strapi
      .documents('api::config.config')
      .findFirst({ populate: ['log'] } as never)) as Row | null;
    const days = Number(stored?.log?.retentionDays);
    if (!Number.isInteger(days)) return LOG_RETENTION_DEFAULT_DAYS;
    return Math.min(LOG_RETENTION_MAX_DAYS, Math.max(LOG_RETENTION_MIN_DAYS, days));
  },

  /** Nightly: entries older than the retention, deleted in batches so no statement holds the table long. */
  async prune(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - (await this.retentionDays()) * DAY_MS);
    const { knex, col, table } = logQuery(strapi, {});
    let pruned = 0;
    for (;;) {
      const ids = knex(table).select('id').where(col('at'), '<', cutoff).limit(PRUNE_BATCH);
      const deleted = Number(await knex(table).whereIn('id', ids).delete());
      pruned += deleted;
      if (deleted < PRUNE_BATCH) return pruned;
    }
  },
}));
