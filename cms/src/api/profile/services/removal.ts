/**
 * Deleting a profile (service `api::profile.removal`). The REST route asks for the profile's e-mail as
 * confirmation; every delete of a profile, whatever its path, runs `cascade` (document middleware) in
 * one transaction: registered handlers first (comment anonymisation, later sales), then the profile's
 * notes, the profile, and its login account with sessions and codes. Nothing is half-deleted.
 */
import { errors } from '@strapi/utils';
import { normaliseEmail } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import type { WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const PROFILE = 'api::profile.profile';
const NOTE = 'api::profile-note.profile-note';
const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

export default ({ strapi }: WithStrapi) => {
  const db = (uid: string) => strapi.db.query(uid);

  const removeLoginAccount = async (userId: number) => {
    await strapi.service('api::auth-session.auth-session').revokeAllFor(userId);
    await db('api::auth-session.auth-session').deleteMany({ where: { userId } });
    await db('api::password-reset.password-reset').deleteMany({ where: { userId } });
    await db('api::account.account-confirmation').deleteMany({ where: { userId } });
    // Notes this person wrote on other profiles keep their author's name, not the link.
    const authored = await db(NOTE).findMany({ where: { author: { id: userId } }, select: ['id'] });
    for (const note of authored) await db(NOTE).update({ where: { id: note.id }, data: { author: null } });
    await db(USER).delete({ where: { id: userId } });
  };

  /** The avatar is personal data: removed after the commit unless something else still uses the file. */
  const removeAvatar = async (fileId: number) => {
    try {
      const join = dbModel(strapi, FILE).joinTable('related');
      if (join) {
        const [{ count }] = await strapi.db
          .connection(join.name)
          .where(join.joinColumn.name, fileId)
          .count({ count: '*' });
        if (Number(count) > 0) return;
      }
      const file = await db(FILE).findOne({ where: { id: fileId } });
      if (file) await strapi.plugin('upload').service('upload').remove(file);
    } catch (error) {
      strapi.log.error(`Avatar ${fileId} of a deleted profile was not removed: ${(error as Error).message}`);
    }
  };

  return {
    /** DELETE /api/profiles/:documentId?confirmEmail=: staff confirm with the profile's e-mail address. */
    async deleteConfirmed(documentId: string, confirmEmail: unknown, staff: { id: number } | null) {
      const profile = await db(PROFILE).findOne({
        where: { documentId },
        select: ['id', 'email'],
        populate: { user: { select: ['id'] } },
      });
      if (!profile) throw new errors.NotFoundError('Profile not found', { code: 'not_found' });
      if (typeof confirmEmail !== 'string' || normaliseEmail(confirmEmail) !== normaliseEmail(profile.email)) {
        refuseFields([{ path: ['confirmEmail'], code: 'emailMatch' }]);
      }
      if (staff && profile.user?.id === staff.id)
        throw new ConflictError('Je kunt je eigen profiel niet verwijderen.', { code: 'own_profile' });
      await strapi.documents(PROFILE).delete({ documentId });
    },

    /** Document middleware for every delete of a profile; `next` deletes the profile itself. */
    async cascade(documentId: string, next: () => Promise<unknown>) {
      const profile = documentId
        ? await db(PROFILE).findOne({
            where: { documentId },
            select: ['id', 'documentId', 'email', 'firstName', 'lastName'],
            populate: { user: { select: ['id'] }, avatar: { select: ['id'] } },
          })
        : null;
      if (!profile) return next();
      const userId: number | null = profile.user?.id ?? null;
      const handlers = strapi.service(PROFILE).deleteHandlers();
      return strapi.db.transaction(async ({ trx, onCommit }) => {
        const { user, avatar, ...plain } = profile;
        for (const handler of handlers) await handler({ profile: plain, userId, trx });
        const notes = await db(NOTE).findMany({ where: { profile: { id: profile.id } }, select: ['id'] });
        for (const note of notes) await db(NOTE).delete({ where: { id: note.id } });
        const result = await next();
        if (userId) await removeLoginAccount(userId);
        if (avatar?.id) onCommit(() => removeAvatar(avatar.id));
        return result;
      });
    },
  };
};
