/**
 * `profile_content_views` for the page views stored before it existed (issue #18): a job over the raw
 * events of signed-in readers (`statistics` rows with a userId), in id order with a checkpoint, attributing
 * each URL to its content item as the ingestion does. Queued once, at the first start after the upgrade,
 * up to the newest event then; events after that were counted by the ingestion itself. Rows the ingestion
 * already wrote for a day are kept (insert or ignore), so nothing is counted twice.
 * Also the nightly prune: days no segment condition can reach (SEGMENT_MAX_DAYS) are deleted.
 */
import { SEGMENT_MAX_DAYS } from '@newsroom/config';
import { enqueueJob, JOB_UID, registerJobHandler, type JobHandler } from '../../../services/jobs';
import { dbModel } from '../../../services/db-model';
import type { Db, Strapi } from '../../../strapi-types';
import type { ContentKey } from './attribution';
import { PROFILE_VIEWS_TABLE, profileOfUser } from './profile-views';

export const PROFILE_VIEWS_BACKFILL_JOB = 'profile-views-backfill';
const EVENT_UID = 'api::statistic.statistic';
const DAY_MS = 86_400_000;
const CHUNK = 2000;

type Params = { uptoId: number };
type Checkpoint = { after: number; added: number };
type EventRow = { id: number; url: string; userId: number; occurredAt: string | number | Date | null };

function backfillJob(strapi: Strapi): JobHandler<Params, Checkpoint> {
  const events = dbModel(strapi, EVENT_UID);
  const col = (name: string) => events.column(name);
  const statistics = () => strapi.service(EVENT_UID);

  /** The chunk's rows as (profile, item, day) → views, with the items and profiles looked up once each. */
  async function viewsOf(trx: Db, rows: EventRow[]) {
    const keyOf: (url: string) => ContentKey | null = await statistics().contentKeyReader();
    const keys = rows.map((row) => keyOf(row.url));
    const found = keys.filter((key): key is ContentKey => key !== null);
    const items: Map<string, string> = found.length ? await statistics().itemsByKey(found) : new Map();
    const profiles = new Map<number, number | null>();
    const views = new Map<string, { profile_id: number; document_id: string; day: number; views: number }>();
    for (const [i, row] of rows.entries()) {
      const key = keys[i];
      const documentId = key ? items.get(`${key.locale}/${key.slug}`) : undefined;
      if (!documentId) continue;
      if (!profiles.has(row.userId)) profiles.set(row.userId, await profileOfUser(strapi, trx, row.userId));
      const profileId = profiles.get(row.userId);
      if (!profileId || row.occurredAt === null) continue;
      const day = Math.floor(new Date(row.occurredAt).getTime() / DAY_MS);
      const id = `${profileId}/${documentId}/${day}`;
      const entry = views.get(id) ?? { profile_id: profileId, document_id: documentId, day, views: 0 };
      entry.views += 1;
      views.set(id, entry);
    }
    return [...views.values()];
  }

  return {
    async initialize(ctx) {
      const [{ n }] = await strapi.db
        .connection(events.table)
        .whereNotNull(col('userId'))
        .where('id', '<=', ctx.params.uptoId)
        .count({ n: '*' });
      await ctx.setTotal(Number(n));
    },

    async process(ctx) {
      let checkpoint: Checkpoint = ctx.checkpoint ?? { after: 0, added: 0 };
      let processed = ctx.progress.processed ?? 0;
      for (;;) {
        const rows: EventRow[] = (
          await strapi.db
            .connection(events.table)
            .select('id', { url: col('url'), userId: col('userId'), occurredAt: col('occurredAt') })
            .whereNotNull(col('userId'))
            .where('id', '>', checkpoint.after)
            .where('id', '<=', ctx.params.uptoId)
            .orderBy('id')
            .limit(CHUNK)
        ).map((r: EventRow) => ({ ...r, id: Number(r.id), userId: Number(r.userId) }));
        if (!rows.length) return;
        await ctx.commit(async (trx) => {
          const views = await viewsOf(trx, rows);
          for (let i = 0; i < views.length; i += 200)
            await trx(PROFILE_VIEWS_TABLE)
              .insert(views.slice(i, i + 200))
              .onConflict(['profile_id', 'document_id', 'day'])
              .ignore();
          const next = { after: rows[rows.length - 1].id, added: checkpoint.added + views.length };
          const done = processed + rows.length;
          return { checkpoint: next, progress: { processed: done, succeeded: done, failed: 0 } };
        });
        // Read back once committed: a retried chunk runs its work again, so the work changes nothing outside.
        checkpoint = ctx.checkpoint as Checkpoint;
        processed = ctx.progress.processed;
      }
    },

    async complete(ctx) {
      return { rows: ctx.checkpoint?.added ?? 0 };
    },
  };
}

export function registerProfileViewsBackfill(strapi: Strapi) {
  registerJobHandler(strapi, PROFILE_VIEWS_BACKFILL_JOB, backfillJob(strapi));
}

/**
 * Queues the backfill when signed-in readers' events exist and it never ran; answers whether it queued.
 * Installs that start with this version have no such events (the ingestion writes both from the start).
 */
export async function queueProfileViewsBackfill(strapi: Strapi): Promise<boolean> {
  if (await strapi.db.query(JOB_UID).count({ where: { type: PROFILE_VIEWS_BACKFILL_JOB } })) return false;
  const events = dbModel(strapi, EVENT_UID);
  const newest = await strapi.db
    .connection(events.table)
    .whereNotNull(events.column('userId'))
    .max({ id: 'id' })
    .first();
  if (!newest?.id) return false;
  await enqueueJob(strapi, PROFILE_VIEWS_BACKFILL_JOB, { uptoId: Number(newest.id) });
  return true;
}

/** Deletes the days older than any "in the last N days" condition can ask for; answers how many rows. */
export async function pruneProfileViews(knex: Db, now = Date.now()): Promise<number> {
  const oldest = Math.floor(now / DAY_MS) - SEGMENT_MAX_DAYS;
  return knex(PROFILE_VIEWS_TABLE).where('day', '<', oldest).delete();
}
