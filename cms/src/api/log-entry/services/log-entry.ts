import { factories } from '@strapi/strapi';
import type { LogType } from '@newsroom/config';

const UID = 'api::log-entry.log-entry';

export type LogWrite = {
  type: LogType;
  action: string;
  at?: Date | string;
  subject?: { type: string; id?: string | null };
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

/**
 * `write` adds one entry, `writeMany` many. Called inside the caller's transaction (the history mirror runs in
 * the write it mirrors), so an entry exists exactly when the change it describes was committed.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async write(entry: LogWrite) {
    await this.writeMany([entry]);
  },

  /** createMany: one INSERT per few hundred, without reading the rows back (a daily run writes thousands). */
  async writeMany(entries: LogWrite[]) {
    if (entries.length) await strapi.db.query(UID).createMany({ data: entries.map(row) });
  },
}));
