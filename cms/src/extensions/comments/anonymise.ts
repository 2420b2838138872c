/**
 * The first profile-delete handler (registered in src/index.ts): comments written by the deleted
 * person stay, without the link to the account and with "Verwijderd profiel" as the author.
 * Matches the login account (authorUser) and, for comments posted without one, the e-mail address.
 */
import { DELETED_PROFILE_NAME } from '@newsroom/config';
import type { ProfileDeleteHandler } from '../../api/profile/services/profile';
import { COMMENT_UID } from './policy';
import { dbModel } from '../../services/db-model';

export const DELETED_AUTHOR_ID = 'deleted-profile';
const CHUNK = 500;

export const anonymiseComments =
  (strapi): ProfileDeleteHandler =>
  async ({ profile, userId, trx }) => {
    const comments = strapi.db.query(COMMENT_UID);
    const where = {
      $or: [
        ...(userId ? [{ authorUser: { id: userId } }] : []),
        ...(profile.email ? [{ authorEmail: { $eqi: profile.email } }] : []),
      ],
    };
    if (!where.$or.length) return 0;
    const ids: number[] = (await comments.findMany({ where, select: ['id'] })).map((row) => row.id);
    const link = dbModel(strapi, COMMENT_UID).joinTable('authorUser');
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await comments.updateMany({
        where: { id: { $in: chunk } },
        data: { authorId: DELETED_AUTHOR_ID, authorName: DELETED_PROFILE_NAME, authorEmail: null, authorAvatar: null },
      });
      if (link) await trx(link.name).whereIn(link.joinColumn.name, chunk).del();
    }
    return ids.length;
  };
