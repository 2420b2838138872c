/**
 * `fire`: an event happened to profiles; each active automation of that event (and of that list or tag) gets
 * one run per profile in `automation_runs`, due after its delay. The unique (automation_id, profile_id) with ON
 * CONFLICT DO NOTHING makes a second event for the same profile change nothing: once per profile and
 * automation, also when two requests fire at once. The message itself is sent by the tick (./runs.ts).
 *
 * Called where the event happens, inside that action's transaction when it has one: the runs then commit or
 * roll back with the action (a subscription that failed fires nothing). They are written under a savepoint
 * and every error is logged and swallowed, so an automation can never break the reader's or staff's action.
 */
import type { Knex } from 'knex';
import type { AutomationEvent } from '@newsroom/config';
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export const AUTOMATION_UID = 'api::campaign-automation.campaign-automation';
export const RUNS = 'automation_runs';

export type FireTarget = {
  /** The profiles the event happened to: ids, or a query whose rows have a `profile_id` column (set-based). */
  profileIds: number[] | Knex.QueryBuilder;
  listId?: number;
  tagId?: number;
};

/** The active automations listening to this event (and list or tag), with their delays. */
async function listeners(strapi: Strapi, db: Knex, event: AutomationEvent, target: FireTarget) {
  const model = dbModel(strapi, AUTOMATION_UID);
  const query = db(`${model.table} as a`)
    .select('a.id', `a.${model.column('delayMinutes')} as delay`)
    .where(`a.${model.column('active')}`, true)
    .andWhere(`a.${model.column('event')}`, event);
  const by = (field: 'list' | 'tag', id: number | undefined) => {
    const link = model.link(field);
    query.whereExists((q) =>
      q
        .select(db.raw('1'))
        .from(`${link.name} as l`)
        .whereRaw('?? = a.id', [`l.${link.joinColumn.name}`])
        .andWhere(`l.${link.inverseJoinColumn!.name}`, id ?? 0),
    );
  };
  if (event === 'LIST_SUBSCRIBED') by('list', target.listId);
  if (event === 'TAG_ADDED') by('tag', target.tagId);
  return (await query) as { id: number; delay: number | null }[];
}

/** Inserts the runs of one automation; answers how many are new. */
async function insertRuns(
  db: Knex,
  automationId: number,
  event: AutomationEvent,
  dueAt: Date,
  now: Date,
  profileIds: FireTarget['profileIds'],
): Promise<number> {
  const head = `insert into ${RUNS} (automation_id, profile_id, event, due_at, state, created_at) `;
  const tail = ' on conflict (automation_id, profile_id) do nothing';
  const changed = (result: any) => Number(result?.rowCount ?? result?.changes ?? 0);
  if (!Array.isArray(profileIds)) {
    const { sql, bindings } = profileIds.toSQL();
    // `where true`: SQLite reads ON CONFLICT after a SELECT as the upsert clause only with a WHERE.
    return changed(
      await db.raw(`${head}select ?, s.profile_id, ?, ?, 'waiting', ? from (${sql}) s where true${tail}`, [
        automationId,
        event,
        dueAt,
        now,
        ...(bindings as Knex.Value[]),
      ]),
    );
  }
  let added = 0;
  const ids = [...new Set(profileIds.filter((id) => Number.isInteger(id) && id > 0))];
  for (let i = 0; i < ids.length; i += 200) {
    const part = ids.slice(i, i + 200);
    const values = part.map(() => `(?, ?, ?, ?, 'waiting', ?)`).join(', ');
    const bindings = part.flatMap((id) => [automationId, id, event, dueAt, now]);
    added += changed(await db.raw(`${head}values ${values}${tail}`, bindings));
  }
  return added;
}

/** Writes the runs of every listening automation and counts them as fired; answers how many runs are new. */
async function write(strapi: Strapi, db: Knex, event: AutomationEvent, target: FireTarget, now: Date) {
  const automations = await listeners(strapi, db, event, target);
  const model = dbModel(strapi, AUTOMATION_UID);
  const fired = model.column('firedCount');
  let total = 0;
  for (const { id, delay } of automations) {
    const dueAt = new Date(now.getTime() + Math.max(0, Number(delay) || 0) * 60_000);
    const added = await insertRuns(db, id, event, dueAt, now, target.profileIds);
    if (added)
      await db(model.table)
        .where('id', id)
        .update({ [fired]: db.raw('coalesce(??, 0) + ?', [fired, added]) });
    total += added;
  }
  return total;
}

/**
 * Fires `event` for the target's profiles. `db`: the caller's knex transaction when it holds one outside
 * Strapi's transaction context; otherwise the current Strapi transaction is joined (or one is opened).
 */
export async function fireAutomations(
  strapi: Strapi,
  event: AutomationEvent,
  target: FireTarget,
  { db, now = new Date() }: { db?: Knex; now?: Date } = {},
): Promise<number> {
  if (Array.isArray(target.profileIds) && !target.profileIds.length) return 0;
  try {
    const inSavepoint = (outer: Knex) => outer.transaction((sp) => write(strapi, sp, event, target, now));
    if (db && (db as Knex.Transaction).isTransaction) return await inSavepoint(db);
    if (strapi.db.inTransaction()) return await strapi.db.transaction(({ trx }) => inSavepoint(trx));
    // Most events have no automation listening: asked first on the pool, without a transaction of its own.
    if (!(await listeners(strapi, strapi.db.connection, event, target)).length) return 0;
    // A transaction of its own: nothing around it to protect with a savepoint.
    return await strapi.db.transaction(({ trx }) => write(strapi, trx, event, target, now));
  } catch (error) {
    strapi.log.error(`Automations for ${event} failed (the action itself went on): ${(error as Error).message}`);
    return 0;
  }
}
