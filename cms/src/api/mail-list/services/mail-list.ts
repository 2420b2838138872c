import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MAIL_LIST_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { ConflictError } from '../../../services/errors';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { MEMBERS_TABLE } from './members';

const UID = 'api::mail-list.mail-list';

export type ListRow = {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  confirmationSubject: string | null;
};

/**
 * Mailing lists: field rules and a slug unique whatever its case (services/slugged.ts), at most `maxLists`
 * of the engagement settings (409 `list_limit`), and a list's members removed with it.
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  const slugged = sluggedService(strapi, UID, MAIL_LIST_RULES, UNIQUE_INDEXES.mailListSlug.name);
  return {
    async prepareWrite(input: { action: 'create' | 'update'; data: Record<string, any>; documentId?: string }) {
      const data = await slugged.prepareWrite(input);
      if (input.action === 'create') {
        const { maxLists } = await strapi.service('api::config.config').engagementSettings();
        const count = await strapi.db.query(UID).count({});
        if (count >= maxLists)
          throw new ConflictError(`The maximum of ${maxLists} lists has been reached.`, {
            code: 'list_limit',
            limit: maxLists,
            params: { limit: maxLists },
          });
        data.memberCount = 0;
      }
      return data;
    },

    guardUniqueSlug: slugged.guardUniqueSlug,

    /** The list's row by its document id; 404 when there is none. */
    async listOf(documentId: unknown): Promise<ListRow> {
      const row =
        typeof documentId === 'string' && documentId
          ? await strapi.db.query(UID).findOne({ where: { documentId } })
          : null;
      if (!row) throw new errors.NotFoundError('Not Found', { code: 'not_found' });
      return row as ListRow;
    },

    /** The list by its slug (the public subscribe form names it so). */
    async listBySlug(slug: string): Promise<ListRow | null> {
      return (await strapi.db.query(UID).findOne({ where: { slug: { $eqi: slug } } })) as ListRow | null;
    },

    /** Deletes the list and its memberships in one transaction (the document delete joins it). */
    async deleteWithMembers(documentId: string | undefined, next: () => Promise<unknown>) {
      const row = documentId ? await strapi.db.query(UID).findOne({ where: { documentId } }) : null;
      if (!row) return next();
      return strapi.db.transaction(async ({ trx }) => {
        await trx(MEMBERS_TABLE).where({ list_id: row.id }).delete();
        return next();
      });
    },
  };
});
