/**
 * A profile-delete handler (registered in src/index.ts): the profile's list memberships go with it, in
 * the delete's transaction, and the lists it was on are recounted.
 */
import type { ProfileDeleteHandler } from '../profile/services/profile';
import { MEMBERS_TABLE, recount } from './services/members';
import type { Row, Strapi } from '../../strapi-types';

export const removeListMemberships =
  (strapi: Strapi): ProfileDeleteHandler =>
  async ({ profile, trx }) => {
    const lists: Row[] = await trx(MEMBERS_TABLE).select('list_id').where({ profile_id: profile.id });
    if (!lists.length) return 0;
    await trx(MEMBERS_TABLE).where({ profile_id: profile.id }).delete();
    for (const { list_id } of lists) await recount(strapi, Number(list_id), trx);
    return lists.length;
  };
