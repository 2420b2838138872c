/**
 * `loadRecipientData`: what the renderer needs of a batch of campaign recipients, in one query for the
 * profiles and one for their ACCESS tags (per 500 profiles, within SQLite's parameter limit). Table names
 * are Strapi's for the profile and profile-tag content types (collection names and the `_lnk` link table).
 */
import type { Knex } from 'knex';
import type { RecipientData } from './types';

const CHUNK = 500;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export async function loadRecipientData(
  knex: Knex,
  rows: { id: number; profile_id: number | null; email: string }[],
): Promise<RecipientData[]> {
  const ids = [...new Set(rows.map((row) => row.profile_id).filter((id): id is number => id != null))];
  const profiles = new Map<number, Record<string, any>>();
  const tags = new Map<number, string[]>();
  for (const part of chunks(ids)) {
    const found = await knex('profiles')
      .select('id', 'first_name', 'last_name', 'language', 'type', 'created_at')
      .whereIn('id', part);
    for (const profile of found) profiles.set(Number(profile.id), profile);
    const links = await knex('profiles_tags_lnk as l')
      .join('profile_tags as t', 't.id', 'l.profile_tag_id')
      .select('l.profile_id', 't.slug')
      .whereIn('l.profile_id', part)
      .andWhere('t.kind', 'ACCESS');
    for (const link of links) {
      const id = Number(link.profile_id);
      tags.set(id, [...(tags.get(id) ?? []), String(link.slug)]);
    }
  }
  return rows.map((row) => {
    const profile = row.profile_id == null ? undefined : profiles.get(Number(row.profile_id));
    return {
      recipientId: Number(row.id),
      profileId: profile ? Number(profile.id) : null,
      email: row.email,
      firstName: profile?.first_name ?? null,
      lastName: profile?.last_name ?? null,
      language: profile?.language ?? null,
      profileType: profile?.type ?? null,
      accessTags: profile ? (tags.get(Number(profile.id)) ?? []) : [],
      registeredAt: profile?.created_at ?? null,
    };
  });
}
