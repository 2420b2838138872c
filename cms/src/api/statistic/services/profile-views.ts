/**
 * Which content a signed-in reader viewed, per profile and UTC day (table `profile_content_views`, made by
 * database/migrations/2026.11.26T01.00.00.segments.ts), for the segment condition "viewed content of a tag or
 * category in the last N days" (api/segment/services/compile.ts): one indexed look-up there instead of a scan
 * of the raw page views. Written in the same transaction as the page views themselves.
 */
import type { Db, Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

export const PROFILE_VIEWS_TABLE = 'profile_content_views';
const DAY_MS = 86_400_000;

/** The profile of a login account (profile.user), or null when the account has none. */
export async function profileOfUser(strapi: Strapi, knex: Db, userId: number): Promise<number | null> {
  const link = dbModel(strapi, 'api::profile.profile').link('user');
  const row = await knex(link.name)
    .select({ id: link.joinColumn.name })
    .where(link.inverseJoinColumn.name, userId)
    .first();
  return row ? Number(row.id) : null;
}

/** Adds one view per documentId to the profile's row of the day (upsert; duplicates in one batch merged). */
export async function addProfileViews(knex: Db, profileId: number, documentIds: string[], at: Date) {
  const counts = new Map<string, number>();
  for (const id of documentIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  if (!counts.size) return;
  const day = Math.floor(at.getTime() / DAY_MS);
  await knex(PROFILE_VIEWS_TABLE)
    .insert([...counts].map(([documentId, views]) => ({ profile_id: profileId, document_id: documentId, day, views })))
    .onConflict(['profile_id', 'document_id', 'day'])
    .merge({ views: knex.raw('?? + excluded.??', [`${PROFILE_VIEWS_TABLE}.views`, 'views']) });
}

/**
 * A deleted profile's viewing history goes with it (a profile delete handler: register it with
 * `strapi.service('api::profile.profile').onDelete(forgetProfileViews)` at bootstrap).
 */
export async function forgetProfileViews(event: { profile: { id: number }; trx: Db }) {
  await event.trx(PROFILE_VIEWS_TABLE).where('profile_id', event.profile.id).delete();
}
