import { defineDocumentRules } from '../../services/document-rules';
import { aroundProfileWrite } from '../campaign-automation/events';
import { profileEntry, recordLog } from '../log-entry/writers';
import type { Row } from '../../strapi-types';

const UID = 'api::profile.profile';
/** The signed-in user of the request that made the change (none for jobs and scripts: "system"). */
const staffNow = (strapi: { requestContext: { get(): { state?: Row } | undefined } }) => {
  const user = strapi.requestContext.get()?.state?.user;
  return user ? { id: user.id, name: user.email ?? null } : null;
};

/**
 * Field rules and a unique e-mail on create and update; a delete, whatever its path, runs the cascade
 * (notes, login account, registered handlers such as comment anonymisation) in one transaction.
 */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  // Event automations (PROFILE_CREATED, TAG_ADDED) fire once the write succeeded.
  aroundWrite: (strapi, { action, params }, next) =>
    aroundProfileWrite(strapi as any, action, params.documentId, params.data, async () => {
      const written = (await strapi.service(UID).guardUniqueEmail(params.data?.email, params.documentId, next)) as Row;
      // The log names the fields a change sent, never their values (docs/log.md).
      const fields = Object.keys(params.data ?? {}).filter((f) => !['id', 'documentId', 'updatedAt'].includes(f));
      const details = action === 'update' ? { fields } : null;
      await recordLog(
        strapi as any,
        profileEntry(action, written?.documentId ?? params.documentId, staffNow(strapi), { details }),
      );
      return written;
    }),
  aroundDelete: async (strapi, documentId, next) => {
    const removed = await strapi.service('api::profile.removal').cascade(documentId, next);
    await recordLog(strapi as any, profileEntry('delete', documentId, staffNow(strapi)));
    return removed;
  },
});
